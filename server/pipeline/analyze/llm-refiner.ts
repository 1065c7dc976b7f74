import type { BaseLogger } from 'pino';
import { CATEGORY_LABELS, type Category } from '../../../common/categories.js';
import { VALUE_LIST_FIELDS } from '../../../common/categories/value-proposition/lists.js';
import {
  visualizationDataSchemaFor,
  type VisualizationData,
} from '../../../common/render/data-schema.js';
import { defaultTemplateFor } from '../../features/templates/defaults/default-templates.js';
import type { AnalysisResult, AnalyzerInput, Evidence, Refiner } from './analyzer.js';
import { extractedDataFor } from './builtin-analyzer.js';
import { locate, prepareDocument, type AnalyzedDocument } from './shared/document.js';
import { EvidenceLog } from './shared/evidence.js';
import { LlmError, type LlmClient } from './llm-client.js';
import { normKey } from './shared/text.js';

/**
 * The LLM provider, the pipeline's optional refine stage. The category comes from the built-in
 * result it is given (deterministic, the same for every format of a document, and free); for the
 * four real categories the LLM then extracts the data with the category template's aiPrompt,
 * from the document text cut to the budget. The answer must pass the same zod schema as every
 * other visualization data; on a timeout, an HTTP or network error, an answer that is not JSON,
 * fails the schema or holds nothing, the built-in result is returned and the reason logged. A
 * document never fails because of the LLM. The built-in result was computed in the extraction
 * thread: only the network call and the evidence lookup run on the main thread.
 */
export interface LlmRefinerOptions {
  client: LlmClient;
  log: Pick<BaseLogger, 'warn' | 'debug'>;
  /** Characters of document text sent at most. */
  maxInputChars: number;
  /** The model name, for the evidence. */
  model?: string;
  /** The aiPrompt of the category's template (the stored one, when there is one). */
  promptFor?: (category: Category) => Promise<string | null | undefined>;
}

/** The text cut to `max` characters, at a paragraph or sentence boundary when one is close. */
export function cutToBudget(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  const head = text.slice(0, max);
  const boundary = Math.max(head.lastIndexOf('\n\n'), head.lastIndexOf('. '));
  return { text: boundary > max * 0.8 ? head.slice(0, boundary + 1) : head, cut: true };
}

function itemCount(data: VisualizationData, category: Category): number {
  switch (category) {
    case 'competitor_analysis':
      return (
        (data.competitors?.length ?? 0) +
        (data.competitor_companies?.length ?? 0) +
        (Array.isArray(data.competitors_details)
          ? data.competitors_details.length
          : Object.keys(data.competitors_details ?? {}).length)
      );
    case 'product_roadmap':
      return (data.phases?.length ?? 0) + (data.milestones?.length ?? 0);
    case 'value_proposition':
      return VALUE_LIST_FIELDS.reduce((n, list) => n + (data[list]?.length ?? 0), 0);
    case 'risk_analysis':
      return data.risks?.length ?? 0;
  }
}

/** Field path → value of every item the LLM returned, for evidence. */
function itemValues(data: VisualizationData): [string, string][] {
  const out: [string, string][] = [];
  const push = (field: string, value: unknown) => {
    if (typeof value === 'string' && value.trim()) out.push([field, value]);
    else if (typeof value === 'number') out.push([field, String(value)]);
  };
  (data.competitors ?? []).forEach((name, i) => push(`competitors[${i}]`, name));
  (data.phases ?? []).forEach((phase, i) => {
    push(`phases[${i}].name`, phase.name);
    push(`phases[${i}].timeline`, phase.timeline);
  });
  (data.milestones ?? []).forEach((m, i) => {
    push(`milestones[${i}].description`, m.description);
    push(`milestones[${i}].date`, m.date);
  });
  for (const list of VALUE_LIST_FIELDS) {
    (data[list] ?? []).forEach((value, i) => push(`${list}[${i}]`, value));
  }
  (data.risks ?? []).forEach((risk, i) => {
    push(`risks[${i}].name`, risk.name);
    push(`risks[${i}].probability`, risk.probability);
    push(`risks[${i}].impact`, risk.impact);
    push(`risks[${i}].mitigation`, risk.mitigation);
    push(`risks[${i}].owner`, risk.owner);
  });
  return out;
}

/** Where in the document a value the LLM gave appears (or most of its words do). */
function findInDocument(
  doc: AnalyzedDocument,
  value: string,
): { snippet: string; location: string } | null {
  const key = normKey(value);
  if (!key) return null;
  const words = key.split(' ').filter((w) => w.length > 2);
  let best: { node: AnalyzedDocument['nodes'][number]; score: number } | null = null;
  for (const node of doc.nodes) {
    const text = ` ${normKey(node.text)} `;
    if (text.includes(` ${key} `)) return { snippet: node.text, location: locate(node) };
    if (words.length === 0) continue;
    const score = words.filter((w) => text.includes(` ${w} `)).length / words.length;
    if (score >= 0.6 && (!best || score > best.score)) best = { node, score };
  }
  return best ? { snippet: best.node.text, location: locate(best.node) } : null;
}

function llmEvidence(doc: AnalyzedDocument, data: VisualizationData, model: string): Evidence[] {
  const log = new EvidenceLog();
  for (const [field, value] of itemValues(data)) {
    const rating = /\.(?:probability|impact)$/.test(field);
    const found = rating ? null : findInDocument(doc, value);
    log.add(
      field,
      value,
      found?.snippet ?? value,
      found?.location ?? 'not found word for word in the document',
      rating ? `rated by the LLM (${model}) on the 1–5 scale` : `extracted by the LLM (${model})`,
    );
  }
  return log.items;
}

export function createLlmRefiner(options: LlmRefinerOptions): Refiner {
  const model = options.model ?? 'LLM';
  return {
    async refine(input: AnalyzerInput, builtin: AnalysisResult): Promise<AnalysisResult> {
      if (builtin.category === 'unknown') return builtin;
      const category = builtin.category;
      const fallback = (reason: string) => {
        options.log.warn(
          { category, fileName: input.fileName, reason },
          'LLM analysis not used; keeping the built-in result',
        );
        return builtin;
      };

      let prompt: string | null | undefined;
      try {
        prompt = await options.promptFor?.(category);
      } catch (error) {
        options.log.debug({ err: error }, 'template prompt unavailable; using the default');
      }
      prompt = prompt?.trim() || defaultTemplateFor(category).aiPrompt;
      const { text, cut } = cutToBudget(input.text, options.maxInputChars);

      let answer: unknown;
      try {
        answer = await options.client.completeJson([
          { role: 'system', content: prompt },
          {
            role: 'user',
            content: [
              `Document "${input.fileName}", a ${CATEGORY_LABELS[category]} document.`,
              cut ? `Only its first ${text.length} characters are given.` : '',
              'Answer with the JSON object only.',
              '',
              '<document>',
              text,
              '</document>',
            ]
              .filter((line, i) => line !== '' || i > 1)
              .join('\n'),
          },
        ]);
      } catch (error) {
        return fallback(
          error instanceof LlmError ? `${error.reason}: ${error.message}` : String(error),
        );
      }

      if (!answer || typeof answer !== 'object' || Array.isArray(answer)) {
        return fallback('invalid_data: the answer is not a JSON object');
      }
      const { extractedData: _ignored, ...structures } = answer as Record<string, unknown>;
      const parsed = visualizationDataSchemaFor(category).safeParse(structures);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return fallback(
          `invalid_data: ${issue ? `${issue.path.join('.') || '(root)'} ${issue.message}` : 'schema'}`,
        );
      }
      const data = parsed.data;
      if (itemCount(data, category) === 0) return fallback('empty: the answer holds no items');
      data.extractedData = extractedDataFor(data, category);

      const doc = prepareDocument(input.blocks, input.fileName);
      const categoryEvidence = builtin.evidence.find((e) => e.field === 'category');
      return {
        category,
        confidence: builtin.confidence,
        data: data as Record<string, unknown>,
        evidence: [
          ...(categoryEvidence
            ? [
                {
                  ...categoryEvidence,
                  note: `${categoryEvidence.note ?? ''} Data extracted by ${model}.`.trim(),
                },
              ]
            : []),
          ...llmEvidence(doc, data, model),
        ],
      };
    },
  };
}
