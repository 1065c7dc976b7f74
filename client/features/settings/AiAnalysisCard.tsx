import { Info } from 'lucide-react';
import { isAdmin } from '@common/roles.js';
import { TryAgainButton } from '@/components/shared/TryAgainButton';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useOrganizationAi, useSetOrganizationAi } from './ai-api';
import { SettingsCard } from './SettingsCard';

/**
 * Issue 19: whether the organization's documents may be sent to the AI model the platform
 * configured. Admins switch it; members see it read-only. Without AI configured, it says so.
 */
export function AiAnalysisCard() {
  const { user } = useSession();
  const query = useOrganizationAi();
  const save = useSetOrganizationAi();
  const admin = isAdmin(user);
  const ai = query.data;
  return (
    <SettingsCard
      title="AI analysis"
      description="Documents can be analyzed by an AI model as well as by DocViz’s built-in analyzer."
      contentClassName="grid max-w-xl gap-4"
    >
      {query.isPending ? (
        <Skeleton className="h-6 w-64" aria-label="Loading the AI setting" />
      ) : !ai ? (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
          The AI setting could not be loaded.
          <TryAgainButton
            size="sm"
            onClick={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : !ai.configured ? (
        <p data-testid="ai-not-configured" className="text-sm text-muted-foreground">
          AI analysis is not configured on this server: documents are analyzed offline by the
          built-in analyzer, and nothing is sent anywhere.
        </p>
      ) : (
        <>
          <label className="flex items-start gap-3 text-sm">
            <Checkbox
              checked={ai.enabled}
              disabled={!admin || save.isPending}
              onChange={(event) => save.mutate(event.target.checked)}
              aria-describedby="ai-analysis-hint"
            />
            <span className="grid gap-1">
              <span className="font-medium">Use AI analysis</span>
              <span id="ai-analysis-hint" className="text-muted-foreground">
                {ai.enabled
                  ? `New documents are sent to the AI model (${ai.model}) for their category and data.`
                  : 'Off: nothing of your organization’s documents is sent to the AI model; they are analyzed offline.'}
              </span>
            </span>
          </label>
          {!admin && (
            <div
              role="note"
              className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
            >
              <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <p>Only organization administrators can switch AI analysis on or off.</p>
            </div>
          )}
        </>
      )}
    </SettingsCard>
  );
}
