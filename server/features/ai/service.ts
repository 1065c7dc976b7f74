import {
  AI_CALL_OUTCOMES,
  type AiCallOutcome,
  type OrganizationAi,
  type PlatformAi,
} from '../../../common/contracts/ai.js';
import { isPlatformAdmin } from '../../../common/roles.js';
import { endpointHost } from '../../config-ai.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Actor, OrganizationScope } from '../../db/tenant.js';
import { forbidden, orNotFound } from '../../errors.js';
import type { AiUsage } from '../../pipeline/analyze/llm-refiner.js';
import {
  countAiCallsSince,
  countAllAiCallsByOutcome,
  countOrganizationsWithAiOff,
  findAiEnabled,
  insertAiCall,
  updateAiEnabled,
} from './repo.js';

/**
 * AI analysis per organization (issue 19): its switch (organization admins), the daily budget
 * the pipeline checks before sending anything, and the platform's view of the provider.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00 UTC today: the daily budget starts again then. */
export function startOfUtcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function organizationAi(ctx: AppContext, actor: Actor): Promise<OrganizationAi> {
  const enabled = orNotFound(await findAiEnabled(ctx.db, actor), 'Organization');
  return { configured: Boolean(ctx.config.ai), enabled, model: ctx.config.ai?.model ?? null };
}

/** Switches AI analysis on or off for the caller's organization (the route: admins only). */
export async function setOrganizationAi(
  ctx: AppContext,
  actor: Actor,
  enabled: boolean,
): Promise<OrganizationAi> {
  const saved = orNotFound(await updateAiEnabled(ctx.db, actor, enabled), 'Organization');
  ctx.log.info({ organizationId: actor.organizationId, aiEnabled: saved }, 'AI analysis switched');
  return {
    configured: Boolean(ctx.config.ai),
    enabled: saved,
    model: ctx.config.ai?.model ?? null,
  };
}

/** The provider as configured (host and model, never the key) and its last 24 hours of calls. */
export async function platformAi(ctx: AppContext, actor: Actor): Promise<PlatformAi> {
  if (!isPlatformAdmin(actor)) throw forbidden();
  const ai = ctx.config.ai;
  const [rows, organizationsOff] = await Promise.all([
    countAllAiCallsByOutcome(ctx.db, new Date(Date.now() - DAY_MS)),
    countOrganizationsWithAiOff(ctx.db),
  ]);
  const byOutcome = Object.fromEntries(AI_CALL_OUTCOMES.map((o) => [o, 0])) as Record<
    AiCallOutcome,
    number
  >;
  for (const row of rows) {
    const outcome = (AI_CALL_OUTCOMES as readonly string[]).includes(row.outcome)
      ? (row.outcome as AiCallOutcome)
      : 'error';
    byOutcome[outcome] += row.calls;
  }
  const calls = rows.reduce((n, row) => n + row.calls, 0);
  const failed = calls - byOutcome.ok;
  return {
    configured: Boolean(ai),
    host: ai ? endpointHost(ai.baseUrl) : null,
    model: ai?.model ?? null,
    classify: ai?.classify ?? null,
    concurrency: ai?.concurrency ?? null,
    dailyCalls: ai?.dailyCalls ?? null,
    organizationsOff,
    last24h: { calls, failed, errorRate: calls > 0 ? failed / calls : null, byOutcome },
  };
}

/**
 * The pipeline's view (llm-refiner.ts AiUsage): an organization's document is not sent when the
 * organization switched AI off, or when it has used its `dailyCalls` today (UTC). Every call
 * counts, failed ones too: each reached the endpoint and may have cost tokens, and a broken
 * endpoint must not be asked without end. Two workers checking at once may both pass at the
 * last call: the budget can be overrun by at most AI_CONCURRENCY calls per process.
 */
export function aiUsageOf(db: Db, dailyCalls: number): AiUsage {
  return {
    async refusal(scope: OrganizationScope) {
      const enabled = await findAiEnabled(db, scope);
      if (enabled === false) {
        return 'AI analysis is switched off for this organization: nothing was sent.';
      }
      const used = await countAiCallsSince(db, scope, startOfUtcDay());
      if (used >= dailyCalls) {
        return `The organization's daily AI budget is used up (${used} of ${dailyCalls} calls today, UTC): nothing was sent.`;
      }
      return null;
    },
    record: (scope, outcome) => insertAiCall(db, scope, outcome),
  };
}
