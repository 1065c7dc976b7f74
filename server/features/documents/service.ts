import {
  documentNameSchema,
  UPLOAD_MESSAGES,
  type DocumentWithAnalysis,
} from '../../../common/contracts/documents.js';
import type { Category } from '../../../common/categories.js';
import { REPROCESS_MESSAGES } from '../../../common/contracts/reprocess.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../db/tenant.js';
import { AppError, badRequest, conflict, orNotFound } from '../../errors.js';
import { DOCUMENT_MIME_TYPES, detectFileType } from '../../pipeline/extract/detect-type.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { ReceivedUpload } from './receive-upload.js';
import { DOCUMENTS_PAGE_SIZE, PAGE_CURSOR_MESSAGE } from '../../../common/contracts/paging.js';
import { decodePageCursor, type Page, type PagePosition } from '../../db/page-cursor.js';
import {
  deleteDocument,
  findDocument,
  insertDocument,
  listDocuments,
  requeueDocument,
  type DocumentListRow,
  type DocumentRow,
} from './repo.js';
import { toDocumentWithAnalysis } from './serialize.js';
import { noteActivity } from '../activity/service.js';

export interface DocumentsDeps {
  storage: FileStorage;
  /** Called after a document row is written, to wake in-process workers. */
  onUploaded: () => void;
}

/**
 * Validates a received upload and records it. The type is decided by the bytes; whatever is
 * refused is removed from storage so nothing half-made stays behind.
 */
export async function createDocument(
  ctx: AppContext,
  deps: DocumentsDeps,
  actor: Actor,
  upload: ReceivedUpload | { storageKey: null; fields: Record<string, string> },
): Promise<DocumentRow> {
  if (upload.storageKey === null)
    throw badRequest(UPLOAD_MESSAGES.noFile, { file: [UPLOAD_MESSAGES.noFile] });
  try {
    const name = documentNameSchema.safeParse(upload.fields.name ?? '');
    if (!name.success) {
      const message = name.error.issues[0]?.message ?? UPLOAD_MESSAGES.noName;
      throw badRequest(message, { name: [message] });
    }
    const kind = await deps.storage.withLocalFile(upload.storageKey, detectFileType);
    if (!kind)
      throw new AppError(415, UPLOAD_MESSAGES.invalidType, { file: [UPLOAD_MESSAGES.invalidType] });
    const row = await insertDocument(ctx.db, actor, {
      name: name.data,
      originalFilename: upload.originalFilename,
      fileSize: upload.fileSize,
      mimeType: DOCUMENT_MIME_TYPES[kind],
      storageKey: upload.storageKey,
    });
    deps.onUploaded();
    await noteActivity(ctx, actor, actor, {
      kind: 'document.uploaded',
      details: { documentId: row.id, name: row.name },
    });
    return row;
  } catch (error) {
    await deps.storage.remove(upload.storageKey);
    throw error;
  }
}

/**
 * One page of the organization's documents, newest first: the first page, or the one after the
 * position of a cursor a previous page's Link header gave. A position only says where to start,
 * so a cursor taken from another organization's list shows nothing of it: the rows read are
 * always this organization's.
 */
export function listDocumentsPage(
  ctx: AppContext,
  actor: Actor,
  before: PagePosition | null,
): Promise<Page<DocumentListRow>> {
  return listDocuments(ctx.db, actor, DOCUMENTS_PAGE_SIZE, before);
}

/** The position of a cursor from the query string (null: the first page); anything else is a 400. */
export function pagePositionOf(before: string | undefined): PagePosition | null {
  if (before === undefined) return null;
  const position = decodePageCursor(before);
  if (!position) throw badRequest(PAGE_CURSOR_MESSAGE);
  return position;
}

/**
 * What, besides the organization's change counter, decides a page's content: the page size and
 * where it starts. Part of the list's ETag, so a poll of one page never matches another's.
 */
export function documentsPageTag(before: string | undefined): string {
  return before === undefined ? `p${DOCUMENTS_PAGE_SIZE}` : `p${DOCUMENTS_PAGE_SIZE}-${before}`;
}

export async function getDocument(ctx: AppContext, actor: Actor, id: number): Promise<DocumentRow> {
  return orNotFound(await findDocument(ctx.db, actor, id), 'Document');
}

/** The document with its analysis summary, as the visualization page shows it. */
export async function getDocumentWithAnalysis(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<DocumentWithAnalysis> {
  return toDocumentWithAnalysis(await getDocument(ctx, actor, id));
}

/**
 * Runs extraction and analysis again (after an analyzer upgrade, say). With a category the
 * analyzer skips classification and extracts that category's data; without one it classifies
 * afresh, so 'Reprocess' after 'Change category' goes back to the classifier. Any member may,
 * as any member may upload. A document still waiting or being processed is refused: its job is
 * under way. Visualizations already made from it, and their versions, stay as they are.
 */
export async function reprocessDocument(
  ctx: AppContext,
  deps: DocumentsDeps,
  actor: Actor,
  id: number,
  category: Category | undefined,
): Promise<DocumentRow> {
  const row = await requeueDocument(ctx.db, actor, id, category ?? null);
  if (!row) {
    // Not requeued: either there is no such document here (404, as for another organization's)
    // or its job is under way.
    await getDocument(ctx, actor, id);
    throw conflict(REPROCESS_MESSAGES.stillProcessing);
  }
  // The update moved the organization's change counter (its trigger), so the polled list and
  // the dashboard's kept reads see it; the signal wakes a worker now instead of at its next poll.
  deps.onUploaded();
  return row;
}

/** Removes the document, its visualizations and their versions, then its file. */
export async function removeDocument(
  ctx: AppContext,
  deps: DocumentsDeps,
  actor: Actor,
  id: number,
): Promise<void> {
  const row = orNotFound(await deleteDocument(ctx.db, actor, id), 'Document');
  await deps.storage.remove(row.storageKey).catch((error: unknown) => {
    // The row is gone; an orphaned file is harmless and must not turn the delete into an error.
    ctx.log.warn(
      { err: error, storageKey: row.storageKey },
      'could not remove a deleted document’s file',
    );
  });
}
