import { useState } from 'react';
import { CircleCheck, CircleExclamationPoint, LoaderCircle, X } from 'lucide-react';
import { DOCUMENT_NAME_MAX_LENGTH } from '@common/contracts/documents.js';
import { formatFileSize } from '@common/format.js';
import { FileKindIcon, fileKind } from '@/components/document/file-kind';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { isPending, nameProblem, type RowState, type UploadRow } from './bulk-upload-queue';
import { dropTargetHandlers } from './UploadDropZone';

interface FileRowProps {
  /** While a batch is being sent: names are fixed and rows cannot be removed. */
  busy: boolean;
  onRename: (key: string, name: string) => void;
  onRemove: (key: string) => void;
}

interface UploadFileListProps extends FileRowProps {
  rows: UploadRow[];
  /** Files are on their way (a single-file upload is busy without a batch being sent). */
  sending: boolean;
  /** Files dropped on the list: added to it. */
  onDropFiles: (files: File[]) => void;
}

/** Several files in the upload dialog: per file its name, its size, a progress bar and its result. */
export function UploadFileList({
  rows,
  busy,
  sending,
  onRename,
  onRemove,
  onDropFiles,
}: UploadFileListProps) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      className={cn('grid min-w-0 gap-2 rounded-xl', dragging && 'ring-2 ring-primary')}
      {...dropTargetHandlers((files) => !busy && onDropFiles(files), setDragging)}
    >
      <ul
        aria-label="Files to upload"
        className="-mx-1 grid max-h-[min(24rem,50dvh)] min-w-0 gap-2 overflow-y-auto px-1 py-0.5"
      >
        {rows.map((row) => (
          <FileRow key={row.key} row={row} busy={busy} onRename={onRename} onRemove={onRemove} />
        ))}
      </ul>
      <BatchStatus rows={rows} sending={sending} />
    </div>
  );
}

/** A polite line for screen readers (and everyone) on how far the batch is. */
function BatchStatus({ rows, sending }: { rows: UploadRow[]; sending: boolean }) {
  const sendable = rows.filter((row) => row.state.kind !== 'invalid');
  const done = sendable.filter((row) => row.state.kind === 'done').length;
  const attempted = sendable.some((row) => row.state.kind !== 'ready');
  const text = sending
    ? `Uploading… ${done} of ${sendable.length} done`
    : attempted
      ? `${done} of ${sendable.length} uploaded`
      : chosenText(rows.length, rows.length - sendable.length);
  return (
    <p role="status" aria-live="polite" className="text-xs text-muted-foreground">
      {text}
    </p>
  );
}

function chosenText(chosen: number, refused: number): string {
  const files = chosen === 1 ? '1 file chosen' : `${chosen} files chosen`;
  return refused > 0 ? `${files} · ${refused} not accepted` : files;
}

function FileRow({ row, busy, onRename, onRemove }: { row: UploadRow } & FileRowProps) {
  const { file, state } = row;
  const editable = !busy && isPending(row);
  const problem = editable ? nameProblem(row) : null;
  const problemId = `${row.key}-problem`;
  // The document's name leads (editable until sent); the file it comes from is the caption.
  const caption =
    state.kind === 'invalid'
      ? formatFileSize(file.size)
      : `${file.name} · ${formatFileSize(file.size)}`;
  return (
    <li
      data-testid="upload-row"
      data-state={state.kind}
      className={cn(
        'grid min-w-0 gap-2 rounded-lg border bg-muted/30 px-3 py-2.5',
        (state.kind === 'failed' || state.kind === 'invalid') && 'border-red-200 bg-red-50/50',
        state.kind === 'skipped' && 'border-amber-200 bg-amber-50/50',
        state.kind === 'done' && 'border-emerald-200 bg-emerald-50/50',
      )}
    >
      <div className="flex min-w-0 items-center gap-3">
        <FileKindIcon kind={fileKind(file.type, file.name)} className="size-9" />
        <div className="grid min-w-0 flex-1 gap-1">
          {editable ? (
            <Input
              value={row.name}
              maxLength={DOCUMENT_NAME_MAX_LENGTH}
              aria-label={`Document name for ${file.name}`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              autoComplete="off"
              className="h-8 px-2"
              onChange={(event) => onRename(row.key, event.target.value)}
            />
          ) : (
            <p
              className="truncate text-sm font-medium"
              title={state.kind === 'invalid' ? file.name : row.name}
            >
              {state.kind === 'invalid' ? file.name : row.name}
            </p>
          )}
          <p className="truncate text-xs text-muted-foreground" title={file.name}>
            {caption}
          </p>
        </div>
        <RowBadge state={state} />
        {!busy && state.kind !== 'done' && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 shrink-0 text-muted-foreground"
            aria-label={`Remove ${file.name}`}
            onClick={() => onRemove(row.key)}
          >
            <X />
          </Button>
        )}
      </div>
      {problem && (
        <p id={problemId} className="text-xs text-destructive">
          {problem}
        </p>
      )}
      <RowOutcome fileName={file.name} state={state} />
    </li>
  );
}

function RowBadge({ state }: { state: RowState }) {
  switch (state.kind) {
    case 'uploading':
      return (
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {state.progress}%
        </span>
      );
    case 'done':
      return (
        <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-emerald-700">
          <CircleCheck className="size-4" aria-hidden="true" />
          Uploaded
        </span>
      );
    case 'failed':
    case 'invalid':
      // A refused file was never sent: 'Failed' would say an upload had been tried.
      return (
        <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-red-700">
          <CircleExclamationPoint className="size-4" aria-hidden="true" />
          {state.kind === 'invalid' ? 'Not accepted' : 'Failed'}
        </span>
      );
    default:
      return null;
  }
}

function RowOutcome({ fileName, state }: { fileName: string; state: RowState }) {
  if (state.kind === 'uploading') {
    return (
      <div className="grid gap-1">
        <Progress value={state.progress} aria-label={`Upload progress of ${fileName}`} />
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <LoaderCircle className="size-3 animate-spin" aria-hidden="true" />
          {state.progress < 100 ? 'Uploading…' : 'Finishing up…'}
        </p>
      </div>
    );
  }
  if (state.kind === 'failed' || state.kind === 'invalid') {
    return <p className="text-xs break-words text-red-700">{state.message}</p>;
  }
  if (state.kind === 'skipped') {
    return <p className="text-xs break-words text-amber-800">{state.message}</p>;
  }
  return null;
}
