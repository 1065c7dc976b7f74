import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '../../../common/contracts/documents.js';
import { toSingleLine } from '../../../common/single-line.js';
import type { Actor } from '../../db/tenant.js';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../storage/file-storage.js';

export interface ReceivedUpload {
  storageKey: string;
  fileSize: number;
  originalFilename: string;
  fields: Record<string, string>;
}

/**
 * Keeps the user's file name for display only: no path, bounded, and one visible line. The name
 * comes from the user's file system, so nothing to refuse: line breaks and other controls become
 * spaces and invisible characters go (a U+202E makes `invoice\u202Efdp.exe`, an .exe, display as
 * `invoiceexe.pdf`). Cut at 255 code points, never inside a surrogate pair.
 */
export function cleanFilename(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  return Array.from(toSingleLine(base)).slice(0, 255).join('').trim() || 'document';
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Errors of the multipart parser itself (busboy), as opposed to our disk failing (which has a syscall). */
function isMalformedBody(error: unknown): boolean {
  const { statusCode, syscall } = error as { statusCode?: number; syscall?: string };
  return statusCode === undefined && syscall === undefined && error instanceof Error;
}

/**
 * Streams the multipart request: the `file` part goes straight to storage under a random key in
 * the organization's folder (the 10 MB limit is enforced while streaming); text fields are kept.
 * Returns null when no file part was sent. Any stored bytes are removed if the request fails.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  actor: Actor,
): Promise<ReceivedUpload | { storageKey: null; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let received: Omit<ReceivedUpload, 'fields'> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        continue;
      }
      const storageKey = `org_${actor.organizationId}/${randomUUID()}`;
      const fileSize = await storage.write(storageKey, part.file);
      received = { storageKey, fileSize, originalFilename: cleanFilename(part.filename) };
    }
  } catch (error) {
    if (received) await storage.remove(received.storageKey);
    if (isFileTooLarge(error)) throw new AppError(413, UPLOAD_MESSAGES.tooLarge);
    if (isMalformedBody(error))
      throw new AppError(
        400,
        'The upload could not be read: the form data is malformed or incomplete',
      );
    throw error;
  }
  return received ? { ...received, fields } : { storageKey: null, fields };
}
