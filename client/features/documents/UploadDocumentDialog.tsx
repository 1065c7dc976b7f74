import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CloudUpload, Plus } from 'lucide-react';
import { DOCUMENT_NAME_MAX_LENGTH, UPLOAD_MESSAGES } from '@common/contracts/documents.js';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { DialogShell } from '@/components/shared/DialogShell';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/lib/use-toast';
import { afterUpload, uploadDocument } from './api';
import {
  MAX_FILES_AT_ONCE,
  TOO_MANY_FILES_MESSAGE,
  isPending,
  nameProblem,
} from './bulk-upload-queue';
import { SingleFileCard } from './SingleFileCard';
import { UploadDropZone } from './UploadDropZone';
import { UploadFileList } from './UploadFileList';
import { useBulkUpload } from './use-bulk-upload';
import {
  UPLOAD_ACCEPT,
  checkUploadFile,
  nameFromFileName,
  splitMessage,
  uploadFailureText,
} from './upload-rules';

interface UploadDocumentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function showError(message: string) {
  toast({ variant: 'destructive', ...splitMessage(message) });
}

/** How a pick is taken: 'auto' replaces the single file with one file, adds several. */
type PickMode = 'auto' | 'add';

/**
 * Spec §2 and §5: drag and drop or pick PDF, DOC or DOCX files (at most 10 MB each). One file
 * is the spec's dialog: a name (prefilled from the file name), a progress bar, closed on
 * success. Several files (issue 18) are listed, each with its own name, progress bar and result,
 * and sent as separate uploads; the dialog stays open on the results.
 */
export function UploadDocumentDialog({ open, onOpenChange }: UploadDocumentDialogProps) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const pickMode = useRef<PickMode>('auto');
  const abortRef = useRef<AbortController | null>(null);
  const nameId = useId();
  const bulk = useBulkUpload();
  const { rows, phase } = bulk;
  const [draftName, setDraftName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);

  // The list as soon as there is more than one file, a file with a problem, or a batch was sent.
  const listed = rows.length > 1 || phase !== 'idle' || rows.some((r) => r.state.kind !== 'ready');
  const single = !listed ? rows[0] : undefined;
  const uploading = progress !== null || phase === 'sending';
  const name = single ? single.name : draftName;
  const pending = rows.filter(isPending);

  const reset = () => {
    bulk.reset();
    setDraftName('');
    setProgress(null);
  };

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      // Closing mid-upload cancels it.
      abortRef.current?.abort();
      abortRef.current = null;
      reset();
    }
    onOpenChange(next);
  };

  const pick = (mode: PickMode) => {
    pickMode.current = mode;
    inputRef.current?.click();
  };

  const choose = (files: File[], mode: PickMode) => {
    if (files.length === 0 || uploading) return;
    if (mode === 'auto' && !listed && files.length === 1) {
      // The single-file form: a refused file is a toast (spec §5); a typed name is kept.
      const file = files[0]!;
      const problem = checkUploadFile(file);
      if (problem) return showError(problem);
      bulk.replaceWith(file, name.trim() === '' ? nameFromFileName(file.name) : name);
      return;
    }
    if (bulk.add(files) > 0) showError(TOO_MANY_FILES_MESSAGE);
  };

  const rename = (value: string) => (single ? bulk.rename(single.key, value) : setDraftName(value));

  const removeSingle = () => {
    if (!single) return;
    setDraftName(single.name); // As before: the name stays when the file goes.
    bulk.remove(single.key);
  };

  const submitSingle = async () => {
    if (!single) return showError(UPLOAD_MESSAGES.noFile);
    const trimmed = single.name.trim();
    if (!trimmed) return showError(UPLOAD_MESSAGES.noName);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const created = await uploadDocument(single.file, trimmed, {
        signal: controller.signal,
        onProgress: (percent) => {
          if (!controller.signal.aborted) setProgress(percent);
        },
      });
      abortRef.current = null;
      afterUpload(queryClient, created);
      reset();
      onOpenChange(false);
      toast({
        title: 'Document uploaded',
        description: `“${created.name}” is being processed. It will be ready to view shortly.`,
      });
    } catch (error) {
      if (controller.signal.aborted) return; // Cancelled by closing the dialog.
      abortRef.current = null;
      setProgress(null);
      toast({ variant: 'destructive', ...uploadFailureText(error) });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    if (listed) void bulk.send();
    else void submitSingle();
  };

  const canUpload = listed
    ? !uploading && pending.length > 0 && !pending.some((row) => nameProblem(row))
    : single !== undefined && name.trim() !== '' && !uploading;
  const finished = listed && phase === 'sent' && pending.length === 0;
  const canAddMore = !uploading && rows.length > 0 && rows.length < MAX_FILES_AT_ONCE;

  return (
    <DialogShell
      open={open}
      onOpenChange={handleOpenChange}
      className="sm:max-w-lg"
      title="Upload Document"
      description={
        <>
          Add PDF or Word documents, one or several at a time. We&apos;ll detect each one&apos;s
          category and prepare a visualization.
        </>
      }
    >
      <form noValidate onSubmit={submit} className="grid min-w-0 gap-5">
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="upload-file-input"
          onChange={(event) => {
            choose(Array.from(event.target.files ?? []), pickMode.current);
            pickMode.current = 'auto';
            event.target.value = ''; // Picking the same file again fires change again.
          }}
        />

        {rows.length === 0 ? (
          <UploadDropZone onPick={() => pick('auto')} onFiles={(files) => choose(files, 'auto')} />
        ) : listed ? (
          <UploadFileList
            rows={rows}
            busy={uploading}
            sending={phase === 'sending'}
            onRename={bulk.rename}
            onRemove={bulk.remove}
            onDropFiles={(files) => choose(files, 'add')}
          />
        ) : (
          single && (
            <SingleFileCard
              file={single.file}
              busy={uploading}
              onChange={() => pick('auto')}
              onRemove={removeSingle}
              onDropFiles={(files) => choose(files, 'auto')}
            />
          )
        )}

        {canAddMore && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="-mt-2 justify-self-start text-primary"
            onClick={() => pick('add')}
          >
            <Plus />
            Add more files
          </Button>
        )}

        {!listed && (
          <div className="grid gap-2">
            <Label htmlFor={nameId}>Document name</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={DOCUMENT_NAME_MAX_LENGTH}
              disabled={uploading}
              placeholder="e.g. Q3 competitor landscape"
              autoComplete="off"
              onChange={(event) => rename(event.target.value)}
            />
          </div>
        )}

        {progress !== null && (
          <div className="grid gap-2" aria-live="polite">
            <div className="flex items-center justify-between text-xs">
              <span className="font-medium text-foreground">
                {progress < 100 ? 'Uploading…' : 'Finishing up…'}
              </span>
              <span className="text-muted-foreground tabular-nums">{progress}%</span>
            </div>
            <Progress value={progress} aria-label="Upload progress" />
          </div>
        )}

        <DialogFooter>
          {/* Once everything is sent, Done is the one way out (a Close beside it did the same). */}
          {!finished && (
            <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
              {phase === 'sent' ? 'Close' : 'Cancel'}
            </Button>
          )}
          {finished ? (
            <Button type="button" onClick={() => handleOpenChange(false)}>
              Done
            </Button>
          ) : (
            <Button type="submit" disabled={!canUpload}>
              <CloudUpload />
              {uploading ? 'Uploading...' : listed ? uploadLabel(pending.length) : 'Upload'}
            </Button>
          )}
        </DialogFooter>
      </form>
    </DialogShell>
  );
}

function uploadLabel(count: number): string {
  return count === 1 ? 'Upload 1 file' : `Upload ${count} files`;
}
