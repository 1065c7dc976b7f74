import { FileText } from 'lucide-react';
import { cn } from '@/lib/utils';

export type FileKind = 'PDF' | 'DOCX' | 'DOC' | 'File';

const KIND_BY_MIME: Record<string, FileKind> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/msword': 'DOC',
};

/** The document's kind from its stored mime type, else from the original file name. */
export function fileKind(mimeType: string | null | undefined, fileName = ''): FileKind {
  const byMime = mimeType ? KIND_BY_MIME[mimeType] : undefined;
  if (byMime) return byMime;
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'pdf') return 'PDF';
  if (extension === 'docx') return 'DOCX';
  if (extension === 'doc') return 'DOC';
  return 'File';
}

export const FILE_KIND_LABELS: Record<FileKind, string> = {
  PDF: 'PDF document',
  DOCX: 'Word document (DOCX)',
  DOC: 'Word 97-2003 document (DOC)',
  File: 'Document',
};

// Text tints keep 4.5:1 against their tile even for the 8px kind label (WCAG AA, Lighthouse).
const KIND_TILE: Record<FileKind, string> = {
  PDF: 'bg-red-50 text-red-700 ring-red-600/10',
  DOCX: 'bg-blue-50 text-blue-700 ring-blue-600/10',
  DOC: 'bg-sky-50 text-sky-800 ring-sky-600/10',
  File: 'bg-slate-100 text-slate-600 ring-slate-500/10',
};

/** A file icon tinted by kind, with the kind written under it. */
export function FileKindIcon({ kind, className }: { kind: FileKind; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex size-10 shrink-0 flex-col items-center justify-center rounded-lg ring-1 ring-inset',
        KIND_TILE[kind],
        className,
      )}
    >
      <FileText className="size-4" />
      <span className="mt-0.5 text-[8px] leading-none font-semibold tracking-wide">
        {kind === 'File' ? '' : kind}
      </span>
    </span>
  );
}
