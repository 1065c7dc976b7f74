import { useState, type DragEvent } from 'react';
import { CloudUpload } from 'lucide-react';
import { cn } from '@/lib/utils';
import { MAX_FILES_AT_ONCE } from './bulk-upload-queue';

/** Files dropped on an element: preventDefault on dragenter/over makes it a drop target. */
export function dropTargetHandlers(
  onFiles: (files: File[]) => void,
  setDragging: (dragging: boolean) => void,
) {
  return {
    onDragEnter: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(false);
      onFiles(Array.from(event.dataTransfer.files));
    },
  };
}

/** Spec §2: drag and drop, or a click that opens the file picker; one file or several. */
export function UploadDropZone({
  onPick,
  onFiles,
}: {
  onPick: () => void;
  onFiles: (files: File[]) => void;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <button
      type="button"
      onClick={onPick}
      {...dropTargetHandlers(onFiles, setDragging)}
      className={cn(
        'group flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/30',
        dragging
          ? 'border-primary bg-accent'
          : 'border-slate-300 bg-slate-50/60 hover:border-primary/50 hover:bg-accent/50',
      )}
    >
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full bg-white text-primary shadow-sm ring-1 ring-slate-200 transition-transform',
          dragging && 'scale-110',
        )}
      >
        <CloudUpload className="size-6" />
      </span>
      <span className="text-sm">
        <span className="font-semibold text-primary">Click to choose files</span>{' '}
        <span className="text-muted-foreground">or drag and drop them here</span>
      </span>
      <span className="text-xs text-muted-foreground">
        PDF, DOC or DOCX · up to 10 MB each · up to {MAX_FILES_AT_ONCE} files
      </span>
    </button>
  );
}
