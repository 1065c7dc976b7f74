import { History, LoaderCircle, RotateCcw } from 'lucide-react';
import type { VisualizationVersion } from '@common/contracts/visualizations.js';
import { formatDateTime } from '@common/format.js';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { SidePanel } from './SidePanel';

/**
 * Spec §2 / §4 / §9: the versions newest first in a list at most 16rem high; the newest is
 * 'Current' and has no restore button.
 */
export function VersionHistoryPanel({
  versions,
  loading,
  failed,
  restoring,
  onRestore,
  onClose,
}: {
  versions: VisualizationVersion[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The version being restored, if any. */
  restoring: number | null;
  onRestore: (version: VisualizationVersion) => void;
  onClose: () => void;
}) {
  const list = [...(versions ?? [])].sort((a, b) => b.version - a.version);
  const newest = list[0]?.version;
  return (
    <SidePanel
      icon={History}
      title="Version History"
      description="Every save is kept. Restore one to make it current again."
      closeLabel="Close version history"
      onClose={onClose}
    >
      <CardContent>
        {loading ? (
          <div className="grid gap-2">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : failed ? (
          <p className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
            The version history could not be loaded.
          </p>
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            No versions yet. Each save (an edit, new colors or a restore) adds one.
          </p>
        ) : (
          <ol
            data-testid="version-history"
            className="max-h-64 divide-y overflow-y-auto rounded-lg border"
          >
            {list.map((version) => {
              const current = version.version === newest;
              return (
                <li
                  key={version.id}
                  data-testid="version-entry"
                  className={cn('flex items-center gap-3 px-4 py-3', current && 'bg-accent/50')}
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="text-sm font-semibold">Version {version.version}</span>
                      {current && <Badge variant="purple">Current</Badge>}
                    </div>
                    <p className="mt-0.5 text-xs text-muted-foreground">
                      <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
                    </p>
                    <p
                      className={cn(
                        'mt-1 text-sm break-words',
                        version.changeDescription ? 'text-slate-700' : 'text-muted-foreground',
                      )}
                    >
                      {version.changeDescription ?? 'Edited'}
                    </p>
                  </div>
                  {!current && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={restoring !== null}
                      aria-label={`Restore Version ${version.version}`}
                      onClick={() => onRestore(version)}
                    >
                      {restoring === version.version ? (
                        <LoaderCircle className="animate-spin" />
                      ) : (
                        <RotateCcw />
                      )}
                      Restore
                    </Button>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </SidePanel>
  );
}
