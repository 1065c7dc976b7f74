import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { ImageOff } from 'lucide-react';
import type { ColorMap, VisualizationData } from '@common/render/index.js';
import { SafeSvg } from '@/components/svg/SafeSvg';
import type { SvgFit } from '@/components/svg/sanitize-svg';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import {
  parseVisualizationData,
  pickTemplate,
  templateSvg,
  useRenderedVisualization,
  useTemplates,
  type TemplateSource,
} from './render';

export interface VisualizationPreviewProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The visualization's data: the JSON string the API answers, or the parsed object. */
  data: string | VisualizationData | null | undefined;
  /** The template to draw it with (a Template from the API; its svgContent is used). */
  template: TemplateSource | null | undefined;
  /** The visualization's category: picks default titles, key metrics and the subtitle. */
  category: string;
  /** Colours to apply instead of data.colors (a live preview of unsaved colours). */
  colors?: ColorMap | null;
  /** Accessible name of the drawing (default: the category's visualization). */
  label?: string;
  /** 'width' (default): full width, height from the drawing; 'contain': fit the box. */
  fit?: SvgFit;
  /** Shown instead when there is no template or it cannot be rendered. */
  fallback?: ReactNode;
}

/**
 * A visualization drawn with its template: data merged by the shared renderer (common/render),
 * then sanitized and inserted by SafeSvg. Used by the visualization page, the list's thumbnails
 * and the document page.
 */
export function VisualizationPreview({
  data,
  template,
  category,
  colors,
  label,
  fit = 'width',
  fallback,
  className,
  ...props
}: VisualizationPreviewProps) {
  const parsed = useMemo(() => parseVisualizationData(data), [data]);
  const outcome = useRenderedVisualization(templateSvg(template), parsed, category, colors);
  const problem = outcome.ok
    ? null
    : outcome.reason === 'no-template'
      ? 'There is no template for this category yet.'
      : 'This visualization could not be drawn with its template.';
  const shown = fallback ?? (
    <PreviewProblem message={problem ?? 'Nothing to show.'} className={className} />
  );
  if (!outcome.ok) return shown;
  return (
    <SafeSvg
      svg={outcome.result.svg}
      label={label ?? 'Visualization'}
      fit={fit}
      fallback={shown}
      className={className}
      {...props}
    />
  );
}

export function PreviewProblem({ message, className }: { message: string; className?: string }) {
  return (
    <div
      className={cn(
        'flex min-h-40 w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed bg-slate-50 p-6 text-center text-sm text-muted-foreground',
        className,
      )}
    >
      <ImageOff className="size-5 text-slate-400" aria-hidden="true" />
      {message}
    </div>
  );
}

export interface SavedVisualizationPreviewProps extends Omit<
  VisualizationPreviewProps,
  'data' | 'template' | 'category'
> {
  /** A visualization as GET /api/visualizations (or /api/documents/{id}/visualizations) answers it. */
  visualization: { data: string; category: string; templateId?: number | null; title?: string };
}

/**
 * VisualizationPreview for a saved visualization: finds its template itself (its own, else the
 * category's, from GET /api/admin/templates) and shows a skeleton while the templates load.
 */
export function SavedVisualizationPreview({
  visualization,
  label,
  className,
  ...props
}: SavedVisualizationPreviewProps) {
  const templates = useTemplates();
  if (templates.isPending) {
    return <Skeleton className={cn('aspect-[4/3] w-full rounded-lg', className)} />;
  }
  return (
    <VisualizationPreview
      data={visualization.data}
      template={pickTemplate(templates.data, visualization.category, visualization.templateId)}
      category={visualization.category}
      label={label ?? visualization.title}
      className={className}
      {...props}
    />
  );
}
