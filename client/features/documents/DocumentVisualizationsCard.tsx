import { ChartColumnBig, Eye } from 'lucide-react';
import type { DocumentDetail } from '@common/contracts/documents.js';
import { formatDate } from '@common/format.js';
import { LinkButton } from '@/components/shared/LinkButton';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { DocumentVisualization } from './api';

/** Spec §2: the document's visualizations, each with a View button. */
export function DocumentVisualizationsCard({
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
                <LinkButton
                  to={`/visualizations/${visualization.id}`}
                  icon={Eye}
                  ariaLabel={`View ${visualization.title}`}
                  variant="outline"
                  size="sm"
                >
                  View
                </LinkButton>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
