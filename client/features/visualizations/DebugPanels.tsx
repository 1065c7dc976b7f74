import { useMemo } from 'react';
import { Braces, Code, Tags } from 'lucide-react';
import type { RenderResult, VisualizationData } from '@common/render/index.js';
import { sanitizeSvgMarkup } from '@/components/svg/sanitize-svg';
import { CollapsibleCard } from '@/components/shared/CollapsibleCard';
import type { RenderOutcome } from '@/components/visualization/render';
import { cn } from '@/lib/utils';

/**
 * Spec §2: collapsible debug panels (raw data, merge-tag analysis, final SVG), closed by default.
 * `outcome` is null while the preview is still being drawn.
 */
export function DebugPanels({
  data,
  outcome,
}: {
  data: VisualizationData;
  outcome: RenderOutcome | null;
}) {
  const result = outcome?.ok ? outcome.result : null;
  const notRendered = outcome ? <NotRendered /> : <Drawing />;
  return (
    <section aria-label="Debug" className="grid gap-3">
      <h2 className="text-sm font-semibold text-muted-foreground">Debug</h2>
      <CollapsibleCard
        size="small"
        icon={Braces}
        title="Raw data"
        summary="The visualization's data as saved"
      >
        <pre
          data-testid="raw-data"
          className="max-h-96 overflow-auto rounded-lg border bg-slate-50 p-4 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-700"
        >
          {JSON.stringify(data, null, 2)}
        </pre>
      </CollapsibleCard>
      <CollapsibleCard
        size="small"
        icon={Tags}
        title="Merge-tag analysis"
        summary={
          result
            ? `${result.analysis.filled.length} filled · ${result.analysis.empty.length} empty${
                result.analysis.unknown.length ? ` · ${result.analysis.unknown.length} unknown` : ''
              }`
            : outcome
              ? 'Not rendered'
              : 'Drawing…'
        }
      >
        {result ? <MergeTagAnalysis result={result} /> : notRendered}
      </CollapsibleCard>
      <CollapsibleCard
        size="small"
        icon={Code}
        title="Final SVG"
        summary="The markup drawn above, after sanitizing"
      >
        {result ? <FinalSvg svg={result.svg} /> : notRendered}
      </CollapsibleCard>
    </section>
  );
}

function NotRendered() {
  return (
    <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
      The visualization could not be rendered with its template.
    </p>
  );
}

function Drawing() {
  return (
    <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
      The preview is being drawn.
    </p>
  );
}

function MergeTagAnalysis({ result }: { result: RenderResult }) {
  const { filled, empty, unknown } = result.analysis;
  return (
    <div className="grid gap-4" data-testid="merge-tag-analysis">
      <div className="grid gap-2">
        <h3 className="text-xs font-semibold tracking-wide text-emerald-700 uppercase">
          Filled ({filled.length})
        </h3>
        {filled.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tag got a value.</p>
        ) : (
          <div className="max-h-72 overflow-auto rounded-lg border">
            <table className="w-full text-left text-xs">
              <thead className="sticky top-0 bg-slate-50 text-muted-foreground">
                <tr>
                  <th className="px-3 py-2 font-medium">Tag</th>
                  <th className="px-3 py-2 font-medium">Value</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {filled.map((tag) => (
                  <tr key={tag}>
                    <td className="px-3 py-1.5 align-top font-mono whitespace-nowrap text-emerald-700">
                      {tag}
                    </td>
                    <td className="px-3 py-1.5 break-words text-slate-700">
                      {result.values[tag] ?? ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <TagList title="Empty" tags={empty} tone="bg-slate-100 text-slate-600" none="None." />
      {unknown.length > 0 && (
        <TagList
          title="Unknown (not in the vocabulary, merged as empty)"
          tags={unknown}
          tone="bg-amber-50 text-amber-800"
          none=""
        />
      )}
    </div>
  );
}

function TagList({
  title,
  tags,
  tone,
  none,
}: {
  title: string;
  tags: string[];
  tone: string;
  none: string;
}) {
  return (
    <div className="grid gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {title} ({tags.length})
      </h3>
      {tags.length === 0 ? (
        <p className="text-sm text-muted-foreground">{none}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag} className={cn('rounded px-1.5 py-0.5 font-mono text-[11px]', tone)}>
              {tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FinalSvg({ svg }: { svg: string }) {
  const markup = useMemo(() => sanitizeSvgMarkup(svg), [svg]);
  return (
    <pre
      data-testid="final-svg"
      className="max-h-96 overflow-auto rounded-lg border bg-slate-950 p-4 font-mono text-[11px] leading-relaxed break-all whitespace-pre-wrap text-slate-200"
    >
      {markup}
    </pre>
  );
}
