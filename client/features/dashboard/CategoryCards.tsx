import { CATEGORIES, CATEGORY_LABELS } from '@common/categories.js';
import { Skeleton } from '@/components/ui/skeleton';
import { categoryStyle } from '@/components/document/category-style';
import { cn } from '@/lib/utils';
import { DashboardCard } from './DashboardCard';

interface CategoryCardsProps {
  byCategory: Record<string, number> | undefined;
  loading: boolean;
}

/** Spec §2: one card per category with the count of documents in it. */
export function CategoryCards({ byCategory, loading }: CategoryCardsProps) {
  return (
    <section aria-labelledby="categories-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="categories-heading" className="text-base font-semibold tracking-tight">
          Document Categories
        </h2>
        <p className="text-sm text-muted-foreground">
          Each processed document is sorted into one of four visualization types.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {CATEGORIES.map((category) => {
          const style = categoryStyle(category);
          const Icon = style.icon;
          const count = byCategory?.[category] ?? 0;
          const label = CATEGORY_LABELS[category];
          return (
            <DashboardCard
              key={category}
              label={label}
              testId={`category-${category}`}
              top={
                <>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-xl',
                      style.tile,
                    )}
                  >
                    <Icon className="size-5" />
                  </span>
                  <div className="text-right">
                    {loading ? (
                      <Skeleton className="ml-auto h-7 w-8" />
                    ) : (
                      <p
                        className="text-2xl leading-7 font-semibold tabular-nums"
                        data-testid="category-count"
                      >
                        {count}
                      </p>
                    )}
                    <p className="text-[11px] text-muted-foreground">
                      {count === 1 ? 'document' : 'documents'}
                    </p>
                  </div>
                </>
              }
            >
              <p className="mt-4 text-sm font-semibold">{label}</p>
              <p className="mt-1 text-xs leading-relaxed text-muted-foreground">{style.blurb}</p>
            </DashboardCard>
          );
        })}
      </div>
    </section>
  );
}
