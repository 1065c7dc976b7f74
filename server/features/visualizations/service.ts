import type { z } from 'zod';
import { CATEGORY_LABELS, type DocumentCategory } from '../../../common/categories.js';
import {
  MAX_VISUALIZATION_DATA_BYTES,
  type saveVisualizationSchema,
  type VisualizationDetail,
} from '../../../common/contracts/visualizations.js';
import { VISUALIZATIONS_PAGE_SIZE } from '../../../common/contracts/paging.js';
import { brandColorMap } from '../../../common/brand/palette-mapping.js';
import { extractColors } from '../../../common/render/colors.js';
import { visualizationDataSchemaFor } from '../../../common/render/data-schema.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../db/tenant.js';
import { AppError, badRequest, conflict, orNotFound } from '../../errors.js';
import { readAnalysis, toJsonText } from '../../db/json-columns.js';
import { getDocument, getDocumentWithAnalysis, pagePositionOf } from '../documents/service.js';
import { brandPaletteOf } from '../organization/service.js';
import { templateForCategory, templateOfVisualization } from '../templates/service.js';
import { noteActivity, recordActivity, savedVersionEvent } from '../activity/service.js';
import {
  deleteVisualization,
  findVisualization,
  insertVersion,
  insertVisualization,
  listDocumentVisualizations,
  listVersions,
  listVisualizations,
  type VersionRow,
  type VisualizationRow,
} from './repo.js';

/** Validates data against its category's schema and bounds its size; returns the JSON text to store. */
function validData(category: string, data: unknown): string {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest('The visualization data is not valid JSON', {
        data: ['The visualization data is not valid JSON'],
      });
    }
  }
  const parsed = visualizationDataSchemaFor(category).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
    const message = `The visualization data is invalid${where}: ${issue?.message ?? 'unexpected value'}`;
    throw badRequest(message, { data: [message] });
  }
  const json = toJsonText(parsed.data);
  if (Buffer.byteLength(json) > MAX_VISUALIZATION_DATA_BYTES) {
    throw new AppError(413, 'The visualization data is too large (256 KB at most)');
  }
  return json;
}

/**
 * The analyzer's data when it fits the category's schema, else an empty start; with the
 * organization's brand colours (as data.colors) when it has a palette.
 */
export function initialData(
  category: string,
  analysisData: unknown,
  brandColors: Record<string, string> = {},
): string {
  const parsed = visualizationDataSchemaFor(category).safeParse(analysisData ?? {});
  const data = parsed.success ? parsed.data : visualizationDataSchemaFor(category).parse({});
  return toJsonText(Object.keys(brandColors).length > 0 ? { ...data, colors: brandColors } : data);
}

/** The organization's palette mapped onto the template's colours (issue 17); none without one. */
async function brandColorsFor(
  ctx: AppContext,
  actor: Actor,
  svg: string | null,
): Promise<Record<string, string>> {
  const palette = await brandPaletteOf(ctx, actor);
  if (!palette || !svg) return {};
  try {
    return brandColorMap(extractColors(svg), palette);
  } catch {
    // A template that cannot be read renders with an error anyway; its colours stay unbranded.
    return {};
  }
}

export async function createVisualization(
  ctx: AppContext,
  actor: Actor,
  documentId: number,
  title: string,
): Promise<VisualizationRow> {
  const document = await getDocument(ctx, actor, documentId);
  if (document.status !== 'processed') {
    throw conflict(
      document.status === 'failed'
        ? 'This document could not be processed, so no visualization can be made from it'
        : 'This document is still being processed. Try again once it is ready to view',
    );
  }
  if (document.category === 'unknown') {
    throw conflict(
      'This document was not recognised as one of the four kinds of business document, so there is no template for it',
    );
  }
  const template = await templateForCategory(ctx, document.category);
  if (!template) {
    throw conflict(
      `There is no ${CATEGORY_LABELS[document.category as DocumentCategory]} template yet. Ask a platform admin to add one`,
    );
  }
  const row = await insertVisualization(ctx.db, actor, {
    title,
    category: document.category,
    templateId: template.id,
    data: initialData(
      document.category,
      readAnalysis(document.analysis)?.data,
      await brandColorsFor(ctx, actor, template.svgContent),
    ),
    documentId: document.id,
  });
  await noteActivity(ctx, actor, actor, {
    kind: 'visualization.created',
    details: { visualizationId: row.id, title: row.title },
  });
  return row;
}

export async function getVisualization(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<VisualizationRow> {
  return orNotFound(await findVisualization(ctx.db, actor, id), 'Visualization');
}

/**
 * One page of the organization's visualizations, newest first: the first, or the one after a
 * previous page's cursor (a bad cursor is a 400). As for documents, a cursor is only a position.
 */
export async function listVisualizationsOf(
  ctx: AppContext,
  actor: Actor,
  before: string | undefined,
) {
  return listVisualizations(ctx.db, actor, VISUALIZATIONS_PAGE_SIZE, pagePositionOf(before));
}

export async function visualizationsOfDocument(ctx: AppContext, actor: Actor, documentId: number) {
  await getDocument(ctx, actor, documentId);
  return listDocumentVisualizations(ctx.db, actor, documentId);
}

/** The page's payload: the visualization, its document and its template (or the category's current one). */
export async function visualizationDetail(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ visualization: VisualizationRow } & Omit<VisualizationDetail, 'visualization'>> {
  const visualization = await getVisualization(ctx, actor, id);
  return {
    visualization,
    document: await getDocumentWithAnalysis(ctx, actor, visualization.documentId),
    template: await templateOfVisualization(ctx, visualization),
  };
}

export async function saveVisualization(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: z.output<typeof saveVisualizationSchema>,
): Promise<VersionRow> {
  const visualization = await getVisualization(ctx, actor, id);
  const data = validData(visualization.category, input.data);
  const version = await insertVersion(
    ctx.db,
    actor,
    id,
    data,
    input.changeDescription || null,
    (tx, saved) => recordActivity(tx, actor, actor, savedVersionEvent(visualization, saved)),
  );
  return orNotFound(version, 'Visualization');
}

export async function versionsOf(ctx: AppContext, actor: Actor, id: number): Promise<VersionRow[]> {
  await getVisualization(ctx, actor, id);
  return listVersions(ctx.db, actor, id);
}

export async function removeVisualization(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<void> {
  const removed = orNotFound(await deleteVisualization(ctx.db, actor, id), 'Visualization');
  await noteActivity(ctx, actor, actor, {
    kind: 'visualization.deleted',
    details: { visualizationId: removed.id, title: removed.title },
  });
}
