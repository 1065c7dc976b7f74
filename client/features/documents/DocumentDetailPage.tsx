import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  ChartColumnBig,
  ChevronDown,
  CircleExclamationPoint,
  Eye,
  LoaderCircle,
  Maximize2,
  ScanText,
  Sparkles,
  Trash,
} from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { CATEGORY_LABELS } from '@common/categories.js';
import type { DocumentDetail } from '@common/contracts/documents.js';
import { formatDate, formatDateTime, formatFileSize, processingTime } from '@common/format.js';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Skeleton } from '@/components/ui/skeleton';
import { apiRequest } from '@/lib/api';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import {
  documentKeys,
  isSettling,
  useDocument,
  useDocumentVisualizations,
  type DocumentVisualization,
} from './api';
import { categoryStyle } from './category-style';
import { DocumentStatusBadge } from './DocumentBadges';
import { FILE_KIND_LABELS, FileKindIcon, fileKind } from './file-kind';
import { SampleTemplatePreview } from '@/components/visualization/SampleTemplatePreview';
import { SavedVisualizationPreview } from '@/components/visualization/VisualizationPreview';
import { useVisualizationActions } from './use-visualization-actions';

/** How much of the extracted text the page shows. */
const EXTRACT_PREVIEW_CHARS = 20_000;

/** Spec §2 Document detail (/documents/{id}). */
export function DocumentDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState(false);
  const documentQuery = useDocument(id, { enabled: !deleted });
  const document = documentQuery.data;
  const visualizationsQuery = useDocumentVisualizations(id, {
    enabled: document !== undefined && !deleted,
  });
  const visualizations = visualizationsQuery.data ?? [];
  const actions = useVisualizationActions(document);

  usePageTitle(appPageTitle(document?.name ?? 'Document'));

  // Spec §2: on a load error the user is redirected to /.
  const failed = documentQuery.isError && !deleted;
  useEffect(() => {
    if (failed) void navigate('/', { replace: true });
  }, [failed, navigate]);

  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/documents/${id}`),
    onSuccess: () => {
      setDeleted(true);
      toast({
        title: 'Document deleted',
        description: document ? `“${document.name}” has been deleted.` : undefined,
      });
      void navigate('/dashboard');
      queryClient.removeQueries({ queryKey: documentKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.list, exact: true });
      void queryClient.invalidateQueries({ queryKey: documentKeys.stats });
      void queryClient.invalidateQueries({ queryKey: ['/api/visualizations'] });
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: 'Delete failed',
        description: 'An error occurred while deleting the document',
      });
    },
  });

  if (!document) return <DetailSkeleton />;

  const processed = document.status === 'processed';
  const first = visualizations[0];

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-4">
        <div>
          <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
            <Link to="/">
              <ArrowLeft />
              Back
            </Link>
          </Button>
        </div>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="flex min-w-0 items-start gap-4">
            <FileKindIcon
              kind={fileKind(document.mimeType, document.originalFilename)}
              className="mt-0.5 size-12 rounded-xl"
            />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <h1 className="text-2xl font-semibold tracking-tight break-words text-foreground sm:text-[1.75rem]">
                  {document.name}
                </h1>
                <DocumentStatusBadge
                  status={document.status}
                  errorMessage={document.errorMessage}
                />
              </div>
              <p className="mt-1 text-sm break-words text-muted-foreground">
                {document.originalFilename} · Uploaded {formatDate(document.createdAt)}
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {first && (
              <Button
                variant="outline"
                disabled={actions.busy !== null}
                onClick={() => void actions.view()}
              >
                {actions.busy === 'view' ? <LoaderCircle className="animate-spin" /> : <Eye />}
                View Visualization
              </Button>
            )}
            {processed && (
              <Button disabled={actions.busy !== null} onClick={() => void actions.create()}>
                {actions.busy === 'create' ? (
                  <LoaderCircle className="animate-spin" />
                ) : (
                  <Sparkles />
                )}
                {actions.busy === 'create' ? 'Creating...' : 'Create Visualization'}
              </Button>
            )}
            <DeleteDocumentButton
              name={document.name}
              deleting={remove.isPending || deleted}
              onConfirm={() => remove.mutate()}
            />
          </div>
        </div>
      </div>

      <StatusNotice document={document} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <PreviewCard document={document} visualization={first} />
          <VisualizationsCard
            visualizations={visualizations}
            loading={visualizationsQuery.isPending}
            status={document.status}
          />
          {document.extractedText !== null && <ExtractedTextCard text={document.extractedText} />}
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <OriginalDocumentCard document={document} />
          <CategoryCard category={document.category} />
          <ProcessingCard document={document} />
        </div>
      </div>
    </div>
  );
}

export { DocumentDetailPage as Component };

function DeleteDocumentButton({
  name,
  deleting,
  onConfirm,
}: {
  name: string;
  deleting: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <Button
        variant="outline"
        className="text-destructive hover:bg-red-50 hover:text-destructive"
        onClick={() => setOpen(true)}
      >
        <Trash />
        Delete
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this document?</AlertDialogTitle>
          <AlertDialogDescription>
            “{name}” and its visualizations will be permanently deleted. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={deleting} onClick={onConfirm}>
            {deleting && <LoaderCircle className="animate-spin" />}
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** A banner while the server works on the document, or when it gave up. */
function StatusNotice({ document }: { document: DocumentDetail }) {
  if (document.status === 'failed') {
    return (
      <div
        role="alert"
        className="flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        <CircleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-medium">We couldn&apos;t process this document.</p>
          <p className="mt-0.5 text-red-700">
            {document.errorMessage ?? 'An unexpected error occurred.'} Try uploading it again, or
            upload another version of the file.
          </p>
        </div>
      </div>
    );
  }
  if (isSettling(document.status)) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl border border-yellow-200 bg-yellow-50 px-4 py-3 text-sm text-yellow-900"
      >
        <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" />
        <p>
          {document.status === 'uploaded'
            ? 'Your document is queued for processing.'
            : 'We are reading your document and detecting its category.'}{' '}
          <span className="text-yellow-800/80">This page updates automatically.</span>
        </p>
      </div>
    );
  }
  return null;
}

function PreviewCard({
  document,
  visualization,
}: {
  document: DocumentDetail;
  visualization: DocumentVisualization | undefined;
}) {
  const style = categoryStyle(document.category);
  const known = document.category !== 'unknown';
  return (
    <Card className="gap-4 overflow-hidden pb-0">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Preview</CardTitle>
          <CardDescription>
            {visualization
              ? visualization.title
              : known
                ? `A sample ${CATEGORY_LABELS[document.category]} template. Create a visualization to see your document's data in it.`
                : 'A sample visualization. The template follows the category once it is detected.'}
          </CardDescription>
        </div>
        {visualization ? (
          <Button asChild variant="outline" size="sm">
            <Link to={`/visualizations/${visualization.id}`}>
              <Maximize2 />
              View Full Screen
            </Link>
          </Button>
        ) : (
          <span
            className={cn(
              'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-[11px] font-medium',
              style.badge,
            )}
          >
            <Sparkles className="size-3" aria-hidden="true" />
            Sample
          </span>
        )}
      </CardHeader>
      <div
        data-testid="document-preview"
        className="border-t bg-gradient-to-br from-slate-50 to-slate-100/80 p-4 sm:p-8"
      >
        <div className="mx-auto max-w-xl overflow-hidden rounded-xl shadow-md ring-1 ring-slate-900/5">
          {visualization ? (
            <SavedVisualizationPreview visualization={visualization} />
          ) : (
            <SampleTemplatePreview category={document.category} />
          )}
        </div>
      </div>
    </Card>
  );
}

function VisualizationsCard({
  visualizations,
  loading,
  status,
}: {
  visualizations: DocumentVisualization[];
  loading: boolean;
  status: DocumentDetail['status'];
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Visualizations</CardTitle>
        <CardDescription>Visualizations generated from this document.</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-2">
            <Skeleton className="h-14 w-full" />
          </div>
        ) : visualizations.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed px-4 py-8 text-center">
            <ChartColumnBig className="mb-2 size-6 text-slate-400" aria-hidden="true" />
            <p className="text-sm font-medium">No visualizations yet</p>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              {status === 'processed'
                ? 'Use Create Visualization to turn this document into a visualization.'
                : status === 'failed'
                  ? 'This document could not be processed, so no visualization can be made from it.'
                  : 'Once processing finishes you can create a visualization from this document.'}
            </p>
          </div>
        ) : (
          <ul className="divide-y rounded-lg border">
            {visualizations.map((visualization) => (
              <li key={visualization.id} className="flex items-center gap-3 px-4 py-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
                  <ChartColumnBig className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{visualization.title}</p>
                  <p className="text-xs text-muted-foreground">
                    Created {formatDate(visualization.createdAt)}
                  </p>
                </div>
                <Button asChild variant="outline" size="sm">
                  <Link
                    to={`/visualizations/${visualization.id}`}
                    aria-label={`View ${visualization.title}`}
                  >
                    <Eye />
                    View
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ExtractedTextCard({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const shown = text.slice(0, EXTRACT_PREVIEW_CHARS);
  const words = text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <Card className="gap-0 py-0">
        <CollapsibleTrigger className="flex w-full items-center gap-3 rounded-xl px-6 py-5 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/30">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-slate-600">
            <ScanText className="size-4" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block leading-none font-semibold tracking-tight">Extracted text</span>
            <span className="mt-1.5 block text-sm text-muted-foreground">
              What DocViz read from the file · {words.toLocaleString('en-US')}{' '}
              {words === 1 ? 'word' : 'words'}
            </span>
          </span>
          <ChevronDown
            className={cn(
              'size-4 shrink-0 text-muted-foreground transition-transform',
              open && 'rotate-180',
            )}
            aria-hidden="true"
          />
        </CollapsibleTrigger>
        <CollapsibleContent className="px-6 pb-6">
          {shown.trim() === '' ? (
            <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
              No text was found in this document.
            </p>
          ) : (
            <>
              <pre
                data-testid="extracted-text"
                className="max-h-96 overflow-auto rounded-lg border bg-slate-50 p-4 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-700"
              >
                {shown}
              </pre>
              {text.length > shown.length && (
                <p className="mt-2 text-xs text-muted-foreground">
                  Showing the first {EXTRACT_PREVIEW_CHARS.toLocaleString('en-US')} of{' '}
                  {text.length.toLocaleString('en-US')} characters.
                </p>
              )}
            </>
          )}
        </CollapsibleContent>
      </Card>
    </Collapsible>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5 text-sm first:pt-0 last:pb-0">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

function OriginalDocumentCard({ document }: { document: DocumentDetail }) {
  const kind = fileKind(document.mimeType, document.originalFilename);
  return (
    <Card className="gap-4" role="region" aria-label="Original Document">
      <CardHeader>
        <CardTitle>Original Document</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <InfoRow label="File name">{document.originalFilename}</InfoRow>
          <InfoRow label="Type">{FILE_KIND_LABELS[kind]}</InfoRow>
          <InfoRow label="Size">{formatFileSize(document.fileSize)}</InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

function CategoryCard({ category }: { category: DocumentDetail['category'] }) {
  const style = categoryStyle(category);
  const Icon = style.icon;
  const known = category !== 'unknown';
  return (
    <Card className="gap-4" role="region" aria-label="Document Category">
      <CardHeader>
        <CardTitle>Document Category</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <span
          className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', style.tile)}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className={cn('text-sm font-semibold', !known && 'text-muted-foreground')}>
            {known ? CATEGORY_LABELS[category] : 'Category not yet detected'}
          </p>
          <p className="text-xs text-muted-foreground">
            {known ? style.blurb : 'Detected automatically from the document’s content.'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function ProcessingCard({ document }: { document: DocumentDetail }) {
  const elapsed = processingTime(document.createdAt, document.processedAt);
  return (
    <Card className="gap-4" role="region" aria-label="Processing Information">
      <CardHeader>
        <CardTitle>Processing Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <InfoRow label="Uploaded">
            <time dateTime={document.createdAt} title={formatDateTime(document.createdAt)}>
              {formatDate(document.createdAt)}
            </time>
          </InfoRow>
          <InfoRow label="Status">
            <span className="inline-flex justify-end">
              <DocumentStatusBadge status={document.status} errorMessage={document.errorMessage} />
            </span>
          </InfoRow>
          <InfoRow label="Processed at">
            {document.processedAt ? (
              <time dateTime={document.processedAt} title={formatDateTime(document.processedAt)}>
                {formatDate(document.processedAt)}
              </time>
            ) : (
              <span className="font-normal text-muted-foreground">
                {document.status === 'failed' ? '—' : 'Not yet'}
              </span>
            )}
          </InfoRow>
          <InfoRow label="Processing time">
            {elapsed ?? <span className="font-normal text-muted-foreground">—</span>}
          </InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading document">
      <Skeleton className="h-8 w-20" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-12 rounded-xl" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-7 w-1/2 max-w-sm" />
          <Skeleton className="h-4 w-1/3 max-w-xs" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 rounded-xl lg:col-span-2" />
        <div className="grid content-start gap-6">
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-44 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
