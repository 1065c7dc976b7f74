import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import type { AiClassifyMode, PlatformAi } from '@common/contracts/ai.js';
import { TryAgainButton } from '@/components/shared/TryAgainButton';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePlatformAi } from './ai-api';

const CLASSIFY: Record<AiClassifyMode, string> = {
  fallback: 'when the built-in classifier is unsure',
  always: 'always',
  never: 'never (the model only extracts data)',
};

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

function Details({ ai }: { ai: PlatformAi }) {
  const { calls, failed, errorRate, byOutcome } = ai.last24h;
  const failures = Object.entries(byOutcome)
    .filter(([outcome, n]) => outcome !== 'ok' && n > 0)
    .map(([outcome, n]) => `${n} ${outcome.replace('_', ' ')}`)
    .join(', ');
  return (
    <dl className="divide-y">
      <Row label="Endpoint">{ai.host}</Row>
      <Row label="Model">{ai.model}</Row>
      <Row label="Model decides the category">{ai.classify && CLASSIFY[ai.classify]}</Row>
      <Row label="Limits">
        {ai.concurrency} at once per process, {ai.dailyCalls} calls per organization per day
      </Row>
      <Row label="Calls, last 24 h">{calls}</Row>
      <Row label="Error rate, last 24 h">
        <span data-testid="ai-error-rate">
          {errorRate === null
            ? '—'
            : `${percent(errorRate)} (${failed} failed${failures ? `: ${failures}` : ''})`}
        </span>
      </Row>
      <Row label="Organizations with AI off">{ai.organizationsOff}</Row>
    </dl>
  );
}

/** Issue 19: whether AI analysis is configured, where to (host and model, never the key), and how it fares. */
export function AiProviderCard() {
  const query = usePlatformAi();
  return (
    <Card className="gap-4 p-5" role="group" aria-labelledby="platform-ai-heading">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-amber-50 text-amber-600">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="platform-ai-heading" className="font-semibold">
            AI analysis
          </h2>
          <p className="text-sm text-muted-foreground">
            {query.data?.configured
              ? 'Configured: documents can be analyzed by the model below.'
              : 'The optional AI provider (AI_BASE_URL, AI_API_KEY, AI_MODEL).'}
          </p>
        </div>
      </div>
      {query.isPending ? (
        <Skeleton className="h-24 w-full" aria-label="Loading the AI provider" />
      ) : query.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
          The AI provider could not be loaded.
          <TryAgainButton
            size="sm"
            onClick={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : query.data.configured ? (
        <Details ai={query.data} />
      ) : (
        <p data-testid="ai-not-configured" className="text-sm text-muted-foreground">
          Not configured: every document is analyzed offline by the built-in analyzer.
        </p>
      )}
    </Card>
  );
}
