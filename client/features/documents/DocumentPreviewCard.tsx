import { Maximize2, Sparkles } from 'lucide-react';
import { CATEGORY_LABELS } from '@common/categories.js';
import type { DocumentDetail } from '@common/contracts/documents.js';
import { LinkButton } from '@/components/shared/LinkButton';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SampleTemplatePreview } from '@/components/visualization/SampleTemplatePreview';
import { SavedVisualizationPreview } from '@/components/visualization/VisualizationPreview';
import { cn } from '@/lib/utils';
import type { DocumentVisualization } from './api';
import { categoryStyle } from '@/components/document/category-style';

/**
 * Spec §2: the document's visualization with a 'View Full Screen' button, or a sample of the
 * category's template while there is none.
 */
export function DocumentPreviewCard({
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
          <LinkButton
            to={`/visualizations/${visualization.id}`}
            icon={Maximize2}
            variant="outline"
            size="sm"
          >
            View Full Screen
          </LinkButton>
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
