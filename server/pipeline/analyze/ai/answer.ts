import { z } from 'zod';
import { CATEGORIES, DOCUMENT_CATEGORIES, type Category } from '../../../../common/categories.js';
import { VALUE_LIST_FIELDS } from '../../../../common/categories/value-proposition/lists.js';
import {
  VISUALIZATION_DATA_SCHEMAS,
  type VisualizationData,
} from '../../../../common/render/data-schema.js';

/**
 * What the model is asked to answer (as JSON schemas, for endpoints with structured output) and
 * how its answer is checked: with the same zod schemas as every other visualization data
 * (common/categories/<category>/schema.ts). Fields the renderer computes (extractedData) or the
 * user sets (colors) are not the model's to fill.
 */

const NOT_THE_MODELS = ['extractedData', 'colors'];
const dataSchemas = new Map<Category, Record<string, unknown>>();

/** The JSON schema of a category's data as the model fills it. */
export function dataJsonSchema(category: Category): Record<string, unknown> {
  let schema = dataSchemas.get(category);
  if (!schema) {
    const { $schema: _ignored, ...json } = z.toJSONSchema(VISUALIZATION_DATA_SCHEMAS[category], {
      io: 'input',
      unrepresentable: 'any',
    }) as Record<string, unknown> & { properties: Record<string, unknown> };
    for (const field of NOT_THE_MODELS) delete json.properties[field];
    schema = json;
    dataSchemas.set(category, schema);
  }
  return schema;
}

/** The answer of a call that decides the category too: one JSON object, data for that category. */
export function classifyJsonSchema(): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      category: { type: 'string', enum: [...DOCUMENT_CATEGORIES] },
      confidence: { type: 'number', minimum: 0, maximum: 1 },
      reason: { type: 'string', maxLength: 300 },
      // Every field is optional, so {} (the data of 'unknown') fits each of them.
      data: { anyOf: CATEGORIES.map(dataJsonSchema) },
    },
    required: ['category', 'confidence', 'reason', 'data'],
  };
}

/** How many items (competitors, phases and milestones, canvas entries, risks) the data holds. */
export function itemCount(data: VisualizationData, category: Category): number {
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

const WHAT_A_CATEGORY_HOLDS: Record<Category, string> = {
  competitor_analysis: 'competitors',
  product_roadmap: 'phases or milestones',
  value_proposition: 'segments, jobs, pains, gains or offers',
  risk_analysis: 'risks',
};

export type DataVerdict = { ok: true; data: VisualizationData } | { ok: false; reason: string };

/** The model's data for a category: valid by the category's schema and holding at least one item. */
export function checkData(value: unknown, category: Category): DataVerdict {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, reason: 'the answer is not a JSON object' };
  }
  const structures = Object.fromEntries(
    Object.entries(value).filter(([key]) => !NOT_THE_MODELS.includes(key)),
  );
  const parsed = VISUALIZATION_DATA_SCHEMAS[category].safeParse(structures);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.') || '(root)'} ${issue.message}` : 'schema';
    return { ok: false, reason: `its data does not fit a ${category}: ${where}` };
  }
  const data = parsed.data as VisualizationData;
  if (itemCount(data, category) === 0) {
    return { ok: false, reason: `its data holds no ${WHAT_A_CATEGORY_HOLDS[category]}` };
  }
  return { ok: true, data };
}

export type ClassifyVerdict =
  | {
      ok: true;
      category: Category | 'unknown';
      /** The model's own estimate (0–1), when it gave one. */
      confidence: number | undefined;
      /** The model's one-sentence reason, when it gave one. */
      why: string | undefined;
      /** The category's data (not for 'unknown'). */
      data?: VisualizationData;
    }
  | { ok: false; reason: string; category?: string };

/** A {category, confidence, reason, data} answer: a known category whose data holds items. */
export function checkClassification(value: unknown): ClassifyVerdict {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, reason: 'the answer is not a JSON object' };
  }
  const answer = value as Record<string, unknown>;
  const category = typeof answer.category === 'string' ? answer.category.trim() : '';
  if (!(DOCUMENT_CATEGORIES as readonly string[]).includes(category)) {
    return {
      ok: false,
      reason: category
        ? `it named a category DocViz does not know ("${category.slice(0, 40)}")`
        : 'it named no category',
      ...(category && { category: category.slice(0, 40) }),
    };
  }
  const confidence =
    typeof answer.confidence === 'number' && answer.confidence >= 0 && answer.confidence <= 1
      ? answer.confidence
      : undefined;
  const why = typeof answer.reason === 'string' ? answer.reason.trim().slice(0, 300) : undefined;
  if (category === 'unknown') return { ok: true, category, confidence, why: why || undefined };
  const data = checkData(answer.data, category as Category);
  if (!data.ok) return { ok: false, reason: `it chose ${category} but ${data.reason}`, category };
  return {
    ok: true,
    category: category as Category,
    confidence,
    why: why || undefined,
    data: data.data,
  };
}
