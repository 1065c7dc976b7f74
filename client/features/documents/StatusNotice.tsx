import type { ReactNode } from 'react';
import { CircleExclamationPoint, LoaderCircle } from 'lucide-react';
import type { DocumentDetail } from '@common/contracts/documents.js';
import { isSettling } from './api';

/** The two banners: a failure is announced at once (alert), progress politely (status). */
const BANNERS = {
  failed: {
    role: 'alert',
    className:
      'flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800',
    icon: <CircleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />,
  },
  settling: {
    role: 'status',
    className:
      'flex items-center gap-3 rounded-xl border border-yellow-200 bg-yellow-50 px-4 py-3 text-sm text-yellow-900',
    icon: <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" />,
  },
} as const;

function Banner({ kind, children }: { kind: keyof typeof BANNERS; children: ReactNode }) {
  const { role, className, icon } = BANNERS[kind];
  return (
    <div role={role} className={className}>
      {icon}
      {children}
    </div>
  );
}

/** A banner while the server works on the document, or when it gave up. */
export function StatusNotice({ document }: { document: DocumentDetail }) {
  if (document.status === 'failed') {
    return (
      <Banner kind="failed">
        <div>
          <p className="font-medium">We couldn&apos;t process this document.</p>
          <p className="mt-0.5 text-red-700">
            {document.errorMessage ?? 'An unexpected error occurred.'} Try uploading it again, or
            upload another version of the file.
          </p>
        </div>
      </Banner>
    );
  }
  if (isSettling(document.status)) {
    return (
      <Banner kind="settling">
        <p>
          {document.status === 'uploaded'
            ? 'Your document is queued for processing.'
            : 'We are reading your document and detecting its category.'}{' '}
          <span className="text-yellow-800/80">This page updates automatically.</span>
        </p>
      </Banner>
    );
  }
  return null;
}
