import { useState } from 'react';
import { Plus } from 'lucide-react';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@common/categories.js';
import type { Visualization } from '@common/contracts/visualizations.js';
import { LinkButton } from '@/components/shared/LinkButton';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/layout/PageHeader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { useVisualizations } from './api';
import { VisualizationCard } from './VisualizationCard';
import { CardGrid, CardSkeleton, EmptyGrid, LoadError } from './VisualizationGridStates';

type Tab = 'all' | Category;

const TABS: { value: Tab; label: string }[] = [
  { value: 'all', label: 'All' },
  ...CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
];

/** Spec §2 /visualizations: tabs, a grid of cards with thumbnails, the card menu, empty states. */
export function VisualizationsPage() {
  usePageTitle(appPageTitle('Visualizations'));
  const [tab, setTab] = useState<Tab>('all');
  const visualizations = useVisualizations();
  const list = (visualizations.data?.pages ?? []).flatMap((page) => page.items);
  // Counted among the pages loaded; '+' while the server has more.
  const count = (value: Tab) =>
    `${value === 'all' ? list.length : list.filter((v) => v.category === value).length}${visualizations.hasNextPage ? '+' : ''}`;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Visualizations"
        description="Every visualization generated from your organization’s documents."
        actions={
          <LinkButton to="/dashboard" icon={Plus}>
            Create Visualization
          </LinkButton>
        }
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Filter by category" className="max-w-full">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
              {visualizations.isSuccess && (
                <span
                  aria-hidden="true"
                  className="rounded-full bg-slate-200/70 px-1.5 text-[11px] font-semibold text-slate-600 tabular-nums"
                >
                  {count(value)}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, label }) => (
          <TabsContent key={value} value={value}>
            {visualizations.isPending ? (
              <CardGrid>
                {Array.from({ length: value === 'all' ? 6 : 3 }, (_, i) => (
                  <CardSkeleton key={i} />
                ))}
              </CardGrid>
            ) : visualizations.isError ? (
              <LoadError onRetry={() => void visualizations.refetch()} />
            ) : (
              <TabBody
                items={value === 'all' ? list : list.filter((v) => v.category === value)}
                emptyText={
                  value === 'all'
                    ? 'No visualizations found. Create your first visualization by uploading and processing a document.'
                    : `No ${label} visualizations found.`
                }
                showDashboardLink={value === 'all'}
              />
            )}
            {visualizations.hasNextPage && (
              <div className="mt-6 text-center">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void visualizations.fetchNextPage()}
                  disabled={visualizations.isFetchingNextPage}
                >
                  {visualizations.isFetchingNextPage ? 'Loading…' : 'Show more'}
                </Button>
              </div>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

export { VisualizationsPage as Component };

function TabBody({
  items,
  emptyText,
  showDashboardLink,
}: {
  items: Visualization[];
  emptyText: string;
  showDashboardLink: boolean;
}) {
  if (items.length === 0) {
    return <EmptyGrid text={emptyText} showDashboardLink={showDashboardLink} />;
  }
  return (
    <CardGrid>
      {items.map((visualization) => (
        <VisualizationCard key={visualization.id} visualization={visualization} />
      ))}
    </CardGrid>
  );
}
