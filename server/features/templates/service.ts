import type { z } from 'zod';
import {
  TEMPLATE_MESSAGES,
  type Template,
  type templateSaveSchema,
} from '../../../common/contracts/templates.js';
import type { AppContext } from '../../context.js';
import { badRequest, orNotFound } from '../../errors.js';
import {
  deleteTemplate,
  findTemplate,
  findTemplateForCategory,
  insertTemplate,
  listTemplates,
  updateTemplate,
  type TemplateRow,
} from './repo.js';
import { sanitizeTemplateSvg } from './sanitize-svg.js';
import { toTemplate } from './serialize.js';
import { noteActivity, PLATFORM_LOG, templateEvent } from '../activity/service.js';

type TemplateSaveInput = z.output<typeof templateSaveSchema>;

/** Whether a text is an SVG document (an uploaded .svg whose body landed in `content`). */
function looksLikeSvg(text: string): boolean {
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text);
}

/** The SVG to store: the explicit svgContent, else an SVG file's content; always sanitized. */
function svgToStore(input: TemplateSaveInput): string | null {
  const svg = input.svgContent?.trim()
    ? input.svgContent
    : looksLikeSvg(input.content)
      ? input.content
      : null;
  return svg ? sanitizeTemplateSvg(svg) : null;
}

export function getTemplates(ctx: AppContext): Promise<TemplateRow[]> {
  return listTemplates(ctx.db);
}

export async function getTemplate(ctx: AppContext, id: number): Promise<TemplateRow> {
  return orNotFound(await findTemplate(ctx.db, id), 'Template');
}

/** The template new visualizations of a category use: the oldest one of that category. */
export function templateForCategory(
  ctx: AppContext,
  category: string,
): Promise<TemplateRow | undefined> {
  return findTemplateForCategory(ctx.db, category);
}

/** What a visualization renders with: its own template, else its category's current one. */
export async function templateOfVisualization(
  ctx: AppContext,
  visualization: { templateId: number | null; category: string },
): Promise<Template | null> {
  const template =
    (visualization.templateId ? await findTemplate(ctx.db, visualization.templateId) : undefined) ??
    (await findTemplateForCategory(ctx.db, visualization.category));
  return template ? toTemplate(template) : null;
}

export async function createTemplate(
  ctx: AppContext,
  input: TemplateSaveInput,
  by: { userId: number } | null = null,
): Promise<TemplateRow> {
  if (!input.content.trim() && !input.svgContent?.trim()) {
    throw badRequest(TEMPLATE_MESSAGES.fileRequired, { file: [TEMPLATE_MESSAGES.fileRequired] });
  }
  const svgContent = svgToStore(input);
  const row = await insertTemplate(ctx.db, {
    name: input.name,
    category: input.category,
    // An SVG file's text is stored sanitized in both places, so no raw copy of it survives.
    content: svgContent && looksLikeSvg(input.content) ? svgContent : input.content,
    svgContent,
    aiPrompt: input.aiPrompt ?? null,
  });
  await noteActivity(ctx, PLATFORM_LOG, by, templateEvent('template.created', row));
  return row;
}

/** Without a new file, the stored content and SVG stay as they are. */
export async function editTemplate(
  ctx: AppContext,
  id: number,
  input: TemplateSaveInput,
  by: { userId: number } | null = null,
): Promise<TemplateRow> {
  const existing = await getTemplate(ctx, id);
  const hasNewFile = Boolean(input.content.trim() || input.svgContent?.trim());
  const svgContent = hasNewFile ? svgToStore(input) : existing.svgContent;
  const row = await updateTemplate(ctx.db, id, {
    name: input.name,
    category: input.category,
    content: hasNewFile
      ? svgContent && looksLikeSvg(input.content)
        ? svgContent
        : input.content
      : existing.content,
    svgContent,
    aiPrompt: input.aiPrompt === undefined ? existing.aiPrompt : input.aiPrompt,
  });
  const updated = orNotFound(row, 'Template');
  await noteActivity(ctx, PLATFORM_LOG, by, templateEvent('template.updated', updated));
  return updated;
}

export async function removeTemplate(
  ctx: AppContext,
  id: number,
  by: { userId: number } | null = null,
): Promise<void> {
  const removed = orNotFound(await deleteTemplate(ctx.db, id), 'Template');
  await noteActivity(ctx, PLATFORM_LOG, by, templateEvent('template.deleted', removed));
}
