import type { AnalysisSummary } from '@common/contracts/documents.js';
import { InfoRow } from '@/components/document/InfoList';

/**
 * Issue 19: whether a model analyzed the document ("Analyzed with AI (model)") or not
 * ("Analyzed offline"), with who decided the category, why, and what was sent, under "Why".
 * An analysis from before AI was tracked says nothing of it: it reads as offline, without details.
 */
export function AnalysisSourceRow({ analysis }: { analysis: AnalysisSummary | null }) {
  if (!analysis) return null;
  const ai = analysis.ai;
  const label = ai?.model ? `Analyzed with AI (${ai.model})` : 'Analyzed offline';
  const decidedBy =
    ai &&
    { builtin: 'the built-in classifier', ai: 'the AI model', member: 'a member' }[ai.decidedBy];
  return (
    <InfoRow label="Analysis">
      <span data-testid="analysis-source">{label}</span>
      {ai && (
        <details className="mt-1 text-left text-xs font-normal text-muted-foreground">
          <summary className="cursor-pointer text-right text-primary">Why</summary>
          <p className="mt-1">{ai.reason}</p>
          <p className="mt-1">Category decided by {decidedBy}.</p>
          {ai.sent && <p className="mt-1">Sent to the model: {ai.sent}.</p>}
        </details>
      )}
    </InfoRow>
  );
}
