import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CloudUpload, X } from 'lucide-react';
import { DOCUMENT_NAME_MAX_LENGTH, UPLOAD_MESSAGES } from '@common/contracts/documents.js';
import { formatFileSize } from '@common/format.js';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { DialogShell } from '@/components/shared/DialogShell';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { afterUpload, uploadDocument } from './api';
import { FileKindIcon, fileKind } from '@/components/document/file-kind';
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

/**
 * Spec §2 and §5: drag and drop or pick a PDF, DOC or DOCX (at most 10 MB), name it (prefilled
 * from the file name), upload with a real progress bar; closes on success.
 */
export function UploadDocumentDialog({ open, onOpenChange }: UploadDocumentDialogProps) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const nameId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const uploading = progress !== null;

  const reset = () => {
    setFile(null);
    setName('');
    setProgress(null);
    setDragging(false);
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

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkUploadFile(chosen);
    if (problem) {
      showError(problem);
      return;
    }
    setFile(chosen);
    if (name.trim() === '') setName(nameFromFileName(chosen.name));
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (uploading) return;
    choose(event.dataTransfer.files[0]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    if (!file) return showError(UPLOAD_MESSAGES.noFile);
    const trimmed = name.trim();
    if (!trimmed) return showError(UPLOAD_MESSAGES.noName);

    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const created = await uploadDocument(file, trimmed, {
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

  const canUpload = file !== null && name.trim() !== '' && !uploading;
  const kind = file ? fileKind(file.type, file.name) : 'File';

  return (
    <DialogShell
      open={open}
      onOpenChange={handleOpenChange}
      className="sm:max-w-lg"
      title="Upload Document"
      description={
        <>Add a PDF or Word document. We&apos;ll detect its category and prepare a visualization.</>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-5">
        <input
          ref={inputRef}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="upload-file-input"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = ''; // Picking the same file again fires change again.
          }}
        />

        {file ? (
          <div className="flex min-w-0 items-center gap-3 rounded-lg border bg-muted/40 p-3">
            <FileKindIcon kind={kind} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={file.name}>
                {file.name}
              </p>
              <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
            </div>
            {!uploading && (
              <div className="flex shrink-0 items-center gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => inputRef.current?.click()}
                >
                  Change
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 text-muted-foreground"
                  aria-label="Remove file"
                  onClick={() => setFile(null)}
                >
                  <X />
                </Button>
              </div>
            )}
          </div>
        ) : (
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            onDragEnter={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = 'copy';
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                setDragging(false);
              }
            }}
            onDrop={onDrop}
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
              <span className="font-semibold text-primary">Click to choose a file</span>{' '}
              <span className="text-muted-foreground">or drag and drop it here</span>
            </span>
            <span className="text-xs text-muted-foreground">PDF, DOC or DOCX · up to 10 MB</span>
          </button>
        )}

        <div className="grid gap-2">
          <Label htmlFor={nameId}>Document name</Label>
          <Input
            id={nameId}
            value={name}
            maxLength={DOCUMENT_NAME_MAX_LENGTH}
            disabled={uploading}
            placeholder="e.g. Q3 competitor landscape"
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        </div>

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
          <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canUpload}>
            <CloudUpload />
            {uploading ? 'Uploading...' : 'Upload'}
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
