import { z } from 'zod';
import { CATEGORIES } from '../categories.js';
import { singleLineText } from './fields.js';

export const MAX_TEMPLATE_SVG_BYTES = 1024 * 1024;
export const MAX_TEMPLATE_PROMPT_CHARS = 20_000;
export const TEMPLATE_CONTENT_PREVIEW_CHARS = 500;

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  fileRequired: 'Template file is required for new templates',
  readFailed: 'Failed to read file',
  parseFailed: 'Failed to parse SVG file',
  invalidSvg: 'The template file is not a valid SVG image',
} as const;

export const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  content: z.string(),
  svgContent: z.string().nullable(),
  aiPrompt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

/** The create/edit dialog's fields and the body of POST and PUT /api/admin/templates. */
export const templateSaveSchema = z.strictObject({
  /** Sent by the spec's client on save; the URL decides which template is written. */
  id: z.number().int().optional(),
  name: singleLineText('Template name', 200, TEMPLATE_MESSAGES.nameRequired),
  category: z.enum(CATEGORIES, { error: 'Choose one of the four categories' }),
  content: z
    .string()
    .max(MAX_TEMPLATE_SVG_BYTES, 'The template file must be at most 1 MB')
    .default(''),
  svgContent: z
    .string()
    .max(MAX_TEMPLATE_SVG_BYTES, 'The SVG must be at most 1 MB')
    .nullable()
    .optional(),
  aiPrompt: z
    .string()
    .max(
      MAX_TEMPLATE_PROMPT_CHARS,
      `The AI prompt must be at most ${MAX_TEMPLATE_PROMPT_CHARS} characters`,
    )
    // PostgreSQL text cannot hold U+0000: refused here rather than failing the insert with a 500.
    .refine((prompt) => !prompt.includes('\u0000'), 'The AI prompt must not contain NUL characters')
    .nullable()
    .optional(),
});
export type TemplateSave = z.input<typeof templateSaveSchema>;

export const analyzeSvgRequestSchema = z.strictObject({
  svgContent: z.string().max(MAX_TEMPLATE_SVG_BYTES, 'The SVG must be at most 1 MB'),
  category: z.enum(CATEGORIES),
});
