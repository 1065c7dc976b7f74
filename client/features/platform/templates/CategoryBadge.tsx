import { categoryLabel, type DocumentCategory } from '@common/categories.js';
import { cn } from '@/lib/utils';

/** One colour per category, the same wherever a template's category is shown. */
const CATEGORY_STYLES: Record<DocumentCategory, string> = {
  competitor_analysis: 'bg-blue-50 text-blue-700 ring-blue-600/15',
  product_roadmap: 'bg-emerald-50 text-emerald-700 ring-emerald-600/15',
  value_proposition: 'bg-violet-50 text-violet-700 ring-violet-600/15',
  risk_analysis: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  unknown: 'bg-slate-100 text-slate-600 ring-slate-500/15',
};

const DOT_STYLES: Record<DocumentCategory, string> = {
  competitor_analysis: 'bg-blue-500',
  product_roadmap: 'bg-emerald-500',
  value_proposition: 'bg-violet-500',
  risk_analysis: 'bg-amber-500',
  unknown: 'bg-slate-400',
};

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const key = (category in CATEGORY_STYLES ? category : 'unknown') as DocumentCategory;
  return (
    <span
      data-category={key}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        CATEGORY_STYLES[key],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', DOT_STYLES[key])} />
      {categoryLabel(key)}
    </span>
  );
}
