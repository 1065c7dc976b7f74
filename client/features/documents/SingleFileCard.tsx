import { useState } from 'react';
import { X } from 'lucide-react';
import { formatFileSize } from '@common/format.js';
import { FileKindIcon, fileKind } from '@/components/document/file-kind';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { dropTargetHandlers } from './UploadDropZone';

/** The upload dialog's one chosen file (spec §2): change it, remove it, or drop others on it. */
export function SingleFileCard({
  file,
  busy,
  onChange,
  onRemove,
  onDropFiles,
}: {
  file: File;
  busy: boolean;
  onChange: () => void;
  onRemove: () => void;
  onDropFiles: (files: File[]) => void;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      className={cn(
        'flex min-w-0 items-center gap-3 rounded-lg border bg-muted/40 p-3',
        dragging && 'ring-2 ring-primary',
      )}
      {...dropTargetHandlers((files) => !busy && onDropFiles(files), setDragging)}
    >
      <FileKindIcon kind={fileKind(file.type, file.name)} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={file.name}>
          {file.name}
        </p>
        <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
      </div>
      {!busy && (
        <div className="flex shrink-0 items-center gap-1">
          <Button type="button" variant="ghost" size="sm" onClick={onChange}>
            Change
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground"
            aria-label="Remove file"
            onClick={onRemove}
          >
            <X />
          </Button>
        </div>
      )}
    </div>
  );
}
