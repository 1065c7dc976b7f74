import type { z } from 'zod';
import { analysisResultSchema, type AnalysisResult } from '../../common/contracts/documents.js';

/**
 * Some columns hold JSON as text (documents.analysis, visualizations.data, as spec §3 stores
 * them). They are turned into text and read back only here, so every reader gets the same checks.
 */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value);
}

/** The column's value when it is JSON of the expected shape; null when absent or unreadable. */
export function readJsonText<Schema extends z.ZodType>(
  text: string | null | undefined,
  schema: Schema,
): z.output<Schema> | null {
  if (text == null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** documents.analysis: the analyzer's stored result, or null (not analyzed yet, or unreadable). */
export function readAnalysis(text: string | null | undefined): AnalysisResult | null {
  return readJsonText(text, analysisResultSchema);
}
