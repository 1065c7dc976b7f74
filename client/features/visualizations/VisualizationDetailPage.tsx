import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  ChevronDown,
  Download,
  FileSearch,
  FileText,
  History,
  LoaderCircle,
  Palette,
  Pencil,
  Save,
} from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type {
  VisualizationDetail,
  VisualizationVersion,
} from '@common/contracts/visualizations.js';
import {
  extractColors,
  normalizeColorMap,
  visualizationDataSchemaFor,
  type VisualizationData,
} from '@common/render/index.js';
import { SafeSvg } from '@/components/svg/SafeSvg';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import {
  parseVisualizationData,
  templateSvg,
  useRenderedVisualization,
} from '@/components/visualization/render';
import { PreviewProblem } from '@/components/visualization/VisualizationPreview';
import { CategoryBadge } from '@/features/documents/DocumentBadges';
import { readApiError } from '@/lib/api-error';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import {
  afterSave,
  currentVersion,
  saveVisualizationData,
  useVisualizationDetail,
  useVisualizationVersions,
} from './api';
import { ColorCustomizer, changedColors, sameColors, type ColorDraft } from './ColorCustomizer';
import { DebugPanels } from './DebugPanels';
import { fromEditModel, toEditModel, validateEditModel, type EditModel } from './edit-model';
import { VisualizationEditor } from './editors/VisualizationEditor';
import { ELEMENT_NOT_FOUND, EXPORT_ELEMENT_ID, exportElement, type ExportFormat } from './export';
import { DataExtractionCard, DocumentDetailsCard, TemplateCard } from './InfoCards';
import { VersionHistoryPanel } from './VersionHistoryPanel';

/** Spec §2 /visualizations/{id}: viewing and editing (§4), versions, colours, export (§9). */
export function VisualizationDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const detail = useVisualizationDetail(id);
  const notFound =
    (detail.isError && readApiError(detail.error).status === 404) ||
    (detail.isSuccess && !detail.data?.visualization);

  // Spec §2: a load error sends the user back to the list (a 404 shows the not-found state).
  const redirect = detail.isError && !notFound;
  useEffect(() => {
    if (redirect) void navigate('/visualizations', { replace: true });
  }, [redirect, navigate]);

  usePageTitle(
    appPageTitle(
      detail.data?.visualization?.title ?? (notFound ? 'Visualization Not Found' : 'Visualization'),
    ),
  );

  if (notFound) return <VisualizationNotFound />;
  if (!detail.data?.visualization) return <DetailSkeleton />;
  return <VisualizationView key={id} id={id} detail={detail.data} />;
}

export { VisualizationDetailPage as Component };

type Panel = 'history' | 'colors';

function VisualizationView({ id, detail }: { id: number; detail: VisualizationDetail }) {
  const queryClient = useQueryClient();
  const { visualization, document, template } = detail;
  const data = useMemo(() => parseVisualizationData(visualization.data), [visualization.data]);
  const svg = templateSvg(template);
  const templateColors = useMemo(() => safeColors(svg), [svg]);

  const versions = useVisualizationVersions(id);
  const version = versions.isSuccess ? currentVersion(versions.data) : 0;
  useToastOnError(
    versions.isError,
    versions.errorUpdatedAt,
    'Failed to load version history',
    'An error occurred while loading the version history',
  );

  const [editing, setEditing] = useState<EditModel | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [panels, setPanels] = useState<Set<Panel>>(() => new Set());
  const [colorDraft, setColorDraft] = useState<ColorDraft>(() =>
    initialDraft(templateColors, data.colors),
  );
  const togglePanel = (panel: Panel) => {
    setPanels((open) => {
      const next = new Set(open);
      if (next.has(panel)) next.delete(panel);
      else next.add(panel);
      return next;
    });
    if (panel === 'colors' && !panels.has('colors')) {
      setColorDraft(initialDraft(templateColors, data.colors));
    }
  };
  const closePanel = (panel: Panel) =>
    setPanels((open) => {
      const next = new Set(open);
      next.delete(panel);
      return next;
    });
  const colorsOpen = panels.has('colors') && !editing;
  const historyOpen = panels.has('history') && !editing;

  const save = useMutation({
    mutationFn: (input: { data: VisualizationData | string; changeDescription?: string }) =>
      saveVisualizationData(id, input.data, input.changeDescription),
    onSuccess: (saved) => afterSave(queryClient, id, saved, document.id),
  });

  const edit = () => {
    setErrors({});
    setEditing(toEditModel(data, visualization.category));
  };
  const cancel = () => {
    setEditing(null);
    setErrors({});
  };

  const editedData = useMemo(
    () => (editing ? fromEditModel(editing, data) : null),
    [editing, data],
  );

  const saveEdit = () => {
    if (!editing || !editedData) return;
    const found = validateEditModel(editing);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({
        variant: 'destructive',
        title: 'Save failed',
        description: 'Some rows need a name. Fill in the highlighted fields.',
      });
      return;
    }
    const checked = visualizationDataSchemaFor(visualization.category).safeParse(editedData);
    if (!checked.success) {
      toast({
        variant: 'destructive',
        title: 'Save failed',
        description:
          checked.error.issues[0]?.message ?? 'An error occurred while saving your changes',
      });
      return;
    }
    save.mutate(
      { data: editedData },
      {
        onSuccess: (saved) => {
          setEditing(null);
          toast({ title: 'Changes saved', description: `Version ${saved.version}` });
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Save failed',
            description: 'An error occurred while saving your changes',
          }),
      },
    );
  };

  const savedColors = useMemo(() => savedColorMap(data.colors), [data.colors]);
  const colorsDirty = !sameColors(
    changedColors(colorDraft),
    changedColors(initialDraft(templateColors, savedColors)),
  );
  const saveColors = () => {
    const colors = changedColors(colorDraft);
    const next: VisualizationData = { ...data };
    if (Object.keys(colors).length > 0) next.colors = colors;
    else delete next.colors;
    save.mutate(
      {
        data: next,
        changeDescription: Object.keys(colors).length > 0 ? 'Changed colors' : 'Reset colors',
      },
      {
        onSuccess: (saved) =>
          toast({ title: 'Changes saved', description: `Version ${saved.version}` }),
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Save failed',
            description: 'An error occurred while saving your changes',
          }),
      },
    );
  };

  const [restoring, setRestoring] = useState<number | null>(null);
  const restore = (target: VisualizationVersion) => {
    setRestoring(target.version);
    save.mutate(
      { data: target.data, changeDescription: `Rolled back to Version ${target.version}` },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Version restored',
            description: `Version ${target.version} is now current as Version ${saved.version}.`,
          });
          setColorDraft(initialDraft(templateColors, parseVisualizationData(saved.data).colors));
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Rollback failed',
            description: 'An error occurred while rolling back to the selected version',
          }),
        onSettled: () => setRestoring(null),
      },
    );
  };

  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const runExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const fileName = await exportElement(EXPORT_ELEMENT_ID, visualization.title, format);
      toast({ title: 'Export successful', description: `Saved as ${fileName}` });
    } catch (error) {
      const missing = error instanceof Error && error.message === ELEMENT_NOT_FOUND;
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: missing
          ? ELEMENT_NOT_FOUND
          : 'An error occurred while exporting the visualization',
      });
    } finally {
      setExporting(null);
    }
  };

  const previewData = useDeferredValue(editedData ?? data);
  const previewColors = colorsOpen ? changedColors(colorDraft) : null;
  const outcome = useRenderedVisualization(svg, previewData, visualization.category, previewColors);
  const saving = save.isPending;

  const header = (
    <div className="grid gap-4">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
          <Link to="/visualizations">
            <ArrowLeft />
            Visualizations
          </Link>
        </Button>
      </div>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-foreground sm:text-[1.75rem]">
              {visualization.title}
            </h1>
            {version > 0 && (
              <Badge variant="purple" data-testid="version-badge">
                Version {version}
              </Badge>
            )}
            <CategoryBadge category={visualization.category} />
          </div>
          <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">
              Generated from{' '}
              <Link
                to={`/documents/${document.id}`}
                className="font-medium text-foreground underline-offset-4 hover:text-primary hover:underline"
              >
                {document.name}
              </Link>
            </span>
          </p>
        </div>
        {!editing && (
          <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
            <Button variant="outline" onClick={edit}>
              <Pencil />
              Edit
            </Button>
            <Button
              variant="outline"
              aria-pressed={panels.has('colors')}
              className={cn(panels.has('colors') && 'bg-accent text-accent-foreground')}
              onClick={() => togglePanel('colors')}
            >
              <Palette />
              Colors
            </Button>
            <Button
              variant="outline"
              aria-pressed={panels.has('history')}
              className={cn(panels.has('history') && 'bg-accent text-accent-foreground')}
              onClick={() => togglePanel('history')}
            >
              <History />
              History
            </Button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button disabled={exporting !== null || !outcome.ok}>
                  {exporting ? <LoaderCircle className="animate-spin" /> : <Download />}
                  {exporting ? 'Exporting...' : 'Export'}
                  <ChevronDown className="-mr-1 opacity-70" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="w-48">
                <DropdownMenuLabel className="text-xs text-muted-foreground">
                  Download as image
                </DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => void runExport('png')}>
                  <Download />
                  PNG
                  <span className="ml-auto text-xs text-muted-foreground">Lossless</span>
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => void runExport('jpg')}>
                  <Download />
                  JPG
                  <span className="ml-auto text-xs text-muted-foreground">Smaller</span>
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        )}
      </div>
    </div>
  );

  const preview = (
    <RenderedPreview
      outcome={outcome}
      title={visualization.title}
      exportId={EXPORT_ELEMENT_ID}
      description={
        editing
          ? 'Live preview of your changes'
          : colorsOpen
            ? 'Live preview with the colors you pick'
            : `Rendered with ${template?.name ?? 'the category template'}`
      }
    />
  );

  if (editing) {
    return (
      <div className="grid grid-cols-1 gap-6">
        {header}
        <div
          role="toolbar"
          aria-label="Editing"
          className="sticky top-16 z-20 -mx-1 flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card/95 px-4 py-2.5 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-card/85"
        >
          <p className="flex items-center gap-2 text-sm font-medium">
            <span className="size-2 rounded-full bg-amber-500" aria-hidden="true" />
            Editing
            <span className="hidden font-normal text-muted-foreground sm:inline">
              · changes show in the preview
            </span>
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={saving} onClick={cancel}>
              Cancel
            </Button>
            <Button size="sm" disabled={saving} onClick={saveEdit}>
              {saving ? <LoaderCircle className="animate-spin" /> : <Save />}
              {saving ? 'Saving...' : 'Save changes'}
            </Button>
          </div>
        </div>
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <Card className="gap-5" role="region" aria-label="Edit data">
            <CardHeader>
              <CardTitle>Edit data</CardTitle>
              <CardDescription>
                What the visualization shows. Nothing is saved until you click Save changes.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <VisualizationEditor model={editing} errors={errors} onChange={setEditing} />
            </CardContent>
          </Card>
          <div className="min-w-0 lg:sticky lg:top-32">{preview}</div>
        </div>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      {header}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="order-2 grid min-w-0 grid-cols-1 content-start gap-6 lg:order-1 lg:col-span-2">
          {preview}
          <DebugPanels data={data} result={outcome.ok ? outcome.result : null} />
        </div>
        <div className="contents lg:order-2 lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          {(historyOpen || colorsOpen) && (
            <div className="order-1 grid min-w-0 grid-cols-1 content-start gap-6">
              {colorsOpen && (
                <ColorCustomizer
                  templateColors={templateColors}
                  draft={colorDraft}
                  dirty={colorsDirty}
                  saving={saving && restoring === null}
                  onChange={setColorDraft}
                  onReset={() => setColorDraft(initialDraft(templateColors, undefined))}
                  onSave={saveColors}
                  onClose={() => closePanel('colors')}
                />
              )}
              {historyOpen && (
                <VersionHistoryPanel
                  versions={versions.data}
                  loading={versions.isPending}
                  failed={versions.isError}
                  restoring={restoring}
                  onRestore={restore}
                  onClose={() => closePanel('history')}
                />
              )}
            </div>
          )}
          <div className="order-3 grid min-w-0 grid-cols-1 content-start gap-6">
            <DocumentDetailsCard document={document} />
            <TemplateCard template={template} />
            <DataExtractionCard document={document} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The rendered template (sanitized by SafeSvg) in a card; its inner box is what Export captures. */
function RenderedPreview({
  outcome,
  title,
  description,
  exportId,
}: {
  outcome: ReturnType<typeof useRenderedVisualization>;
  title: string;
  description: ReactNode;
  exportId: string;
}) {
  return (
    <Card className="gap-0 overflow-hidden py-0" role="region" aria-label="Preview">
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <h2 className="text-sm font-semibold">Preview</h2>
          <p className="truncate text-xs text-muted-foreground">{description}</p>
        </div>
      </div>
      <div className="bg-gradient-to-br from-slate-50 to-slate-100/80 p-3 sm:p-6">
        {outcome.ok ? (
          <div
            id={exportId}
            data-testid="visualization-preview"
            className="mx-auto w-full max-w-[720px] overflow-hidden bg-white shadow-md ring-1 ring-slate-900/5"
          >
            <SafeSvg
              svg={outcome.result.svg}
              label={title}
              fallback={<PreviewProblem message="Nothing was left to draw after sanitizing." />}
            />
          </div>
        ) : (
          <PreviewProblem
            message={
              outcome.reason === 'no-template'
                ? 'There is no template for this category yet, so nothing can be drawn.'
                : `The template could not be rendered: ${outcome.message}`
            }
          />
        )}
      </div>
    </Card>
  );
}

function useToastOnError(
  failed: boolean,
  errorUpdatedAt: number,
  title: string,
  description: string,
) {
  const shown = useRef(0);
  useEffect(() => {
    if (!failed || shown.current === errorUpdatedAt) return;
    shown.current = errorUpdatedAt;
    toast({ variant: 'destructive', title, description });
  }, [failed, errorUpdatedAt, title, description]);
}

function safeColors(svg: string | null): string[] {
  if (!svg) return [];
  try {
    return extractColors(svg);
  } catch {
    return [];
  }
}

function savedColorMap(colors: VisualizationData['colors']): Record<string, string> {
  return Object.fromEntries(normalizeColorMap(colors));
}

/** Every template colour mapped to the saved replacement, or to itself. */
function initialDraft(
  templateColors: string[],
  saved: VisualizationData['colors'] | undefined,
): ColorDraft {
  const map = normalizeColorMap(saved);
  return Object.fromEntries(templateColors.map((color) => [color, map.get(color) ?? color]));
}

function VisualizationNotFound() {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white/60 px-6 py-20 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-accent text-primary">
        <FileSearch className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-xl font-semibold tracking-tight">Visualization Not Found</h1>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        The visualization you&apos;re looking for doesn&apos;t exist or you don&apos;t have
        permission to view it.
      </p>
      <Button asChild className="mt-6">
        <Link to="/visualizations">
          <ArrowLeft />
          Back to Visualizations
        </Link>
      </Button>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading visualization">
      <div className="grid gap-3">
        <Skeleton className="h-7 w-28" />
        <Skeleton className="h-9 w-80 max-w-full" />
        <Skeleton className="h-4 w-56" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-[32rem] rounded-xl lg:col-span-2" />
        <div className="grid content-start gap-6">
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
