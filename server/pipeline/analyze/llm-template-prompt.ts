import type { BaseLogger } from 'pino';
import { z } from 'zod';
import type { Category } from '../../../common/categories.js';
import { CATEGORY_MODULES } from '../../../common/categories/index.js';
import { findMergeTagInfo, findMergeTags } from '../../../common/render/merge-tags.js';
import { promptFromSvg } from '../../features/templates/prompt-from-svg.js';
import { LlmError, type LlmClient } from './llm-client.js';

/**
 * 'Analyze SVG & Generate Prompt' with the LLM: it rewrites the deterministic built-in prompt
 * (which names every merge tag of the template and what belongs in it) into clearer
 * instructions. The answer must be a JSON object with an "aiPrompt" that still names every tag
 * to fill; otherwise, and on any error, the built-in prompt is returned.
 */
const answerSchema = z.object({ aiPrompt: z.string().trim().min(40).max(20_000) });

export async function promptFromSvgWithLlm(
  svg: string,
  category: Category,
  options: { client?: LlmClient; log: Pick<BaseLogger, 'warn'> },
): Promise<string> {
  const builtin = promptFromSvg(svg, category);
  if (!builtin || !options.client) return builtin;
  const toFill = [...new Set(findMergeTags(svg))].filter((tag) => {
    const info = findMergeTagInfo(tag, category);
    return info && !info.computed;
  });
  try {
    const answer = await options.client.completeJson([
      {
        role: 'system',
        content:
          'You write the instructions ("AI prompt") that tell a language model how to read a business document and fill the merge tags of an SVG visualization template. ' +
          'Answer with a JSON object {"aiPrompt": "..."} and nothing else. The prompt must ask for one JSON object, name every merge tag of the draft with what belongs in it, ' +
          "keep the draft's rules (only what the document states, no placeholders, short values, numbers and dates as written), and list the computed tags as not to be filled.",
      },
      {
        role: 'user',
        content: `Template category: ${CATEGORY_MODULES[category].label}.\nDraft prompt:\n\n${builtin}`,
      },
    ]);
    const parsed = answerSchema.safeParse(answer);
    if (!parsed.success) throw new LlmError('invalid_data', 'no usable "aiPrompt" in the answer');
    const missing = toFill.filter((tag) => !parsed.data.aiPrompt.includes(tag));
    if (missing.length > 0) {
      throw new LlmError('invalid_data', `the prompt leaves out ${missing.slice(0, 5).join(', ')}`);
    }
    return parsed.data.aiPrompt;
  } catch (error) {
    options.log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'LLM prompt generation failed; using the built-in prompt',
    );
    return builtin;
  }
}
