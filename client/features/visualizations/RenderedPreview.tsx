import type { ReactNode } from 'react';
import { SafeSvg } from '@/components/svg/SafeSvg';
import { Card } from '@/components/ui/card';
import type { useRenderedVisualization } from '@/components/visualization/render';
import { PreviewProblem } from '@/components/visualization/VisualizationPreview';
import { EXPORT_ELEMENT_ID } from './export';

/** The rendered template (sanitized by SafeSvg) in a card; its inner box is what Export captures. */
export function RenderedPreview({
  outcome,
  title,
  description,
}: {
  outcome: ReturnType<typeof useRenderedVisualization>;
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
        {outcome.ok ? (
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
