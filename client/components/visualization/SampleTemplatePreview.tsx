import type { ReactNode } from 'react';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@common/categories.js';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { pickTemplate, useTemplates } from './render';
import { SAMPLE_DATA } from './sample-data';
import { PreviewProblem, VisualizationPreview } from './VisualizationPreview';

export interface SampleTemplatePreviewProps {
  /** The document's category; 'unknown' (or anything else) has no template and shows `fallback`. */
  category: string;
  className?: string;
  /** Shown when the category has no template (default: a short notice). */
  fallback?: ReactNode;
}

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/**
 * The category's current template drawn with realistic sample data (sample-data.ts): what the
 * document's visualization will look like, before it has one.
 */
export function SampleTemplatePreview({
  category,
  className,
  fallback,
}: SampleTemplatePreviewProps) {
  const templates = useTemplates();
  const known = isCategory(category);
  const template = known ? pickTemplate(templates.data, category) : undefined;

  if (known && templates.isPending) {
    return <Skeleton className={cn('aspect-[4/3] w-full rounded-lg', className)} />;
  }
  if (!known || !template) {
    return (
      fallback ?? (
        <PreviewProblem
          className={className}
          message={
            known
              ? `There is no ${CATEGORY_LABELS[category]} template yet.`
              : 'A sample appears once the document’s category is detected.'
          }
        />
      )
    );
  }
  return (
    <VisualizationPreview
      data={SAMPLE_DATA[category]}
      template={template}
      category={category}
      label={`Sample ${CATEGORY_LABELS[category]} visualization`}
      className={className}
      data-testid="sample-template-preview"
      fallback={fallback}
    />
  );
}
