import type { ReactNode } from 'react';
import { SafeSvg } from '@/components/svg/SafeSvg';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { svgAspectRatio, type RenderOutcome } from '@/components/visualization/render';
import { PreviewProblem } from '@/components/visualization/VisualizationPreview';
import { EXPORT_ELEMENT_ID } from './export';

/**
 * The rendered template (sanitized by SafeSvg) in a card; its inner box is what Export captures.
 * Before the drawing is ready (outcome null), a stand-in of the template's shape holds its place.
 */
export function RenderedPreview({
  outcome,
  svg,
  title,
  description,
}: {
  outcome: RenderOutcome | null;
  /** The template, for the stand-in's shape. */
  svg: string | null;
  title: string;
  description: ReactNode;
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
        {!outcome ? (
          <div
            className="mx-auto w-full max-w-[720px] bg-white shadow-md ring-1 ring-slate-900/5"
            style={{ aspectRatio: svgAspectRatio(svg) ?? 4 / 3 }}
            aria-hidden="true"
          >
            <Skeleton className="size-full rounded-none" />
          </div>
        ) : outcome.ok ? (
          <div
            id={EXPORT_ELEMENT_ID}
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
