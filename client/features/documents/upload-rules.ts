import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  DOCUMENT_NAME_MAX_LENGTH,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
} from '@common/contracts/documents.js';
import { toSingleLine } from '@common/single-line.js';
import { readApiError } from '@/lib/api-error';

/** What the file picker offers: the three extensions and their mime types. */
export const ACCEPTED_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const UPLOAD_ACCEPT = [...ACCEPTED_UPLOAD_EXTENSIONS, ...ACCEPTED_MIME_TYPES].join(',');

export interface ToastText {
  title: string;
  description?: string;
}

/** 'Title - description' messages (spec §5, §8) become a toast's title and description. */
export function splitMessage(message: string): ToastText {
  const at = message.indexOf(' - ');
  if (at === -1) return { title: message };
  return { title: message.slice(0, at), description: message.slice(at + 3) };
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** The browser's view of the type: the extension, or else the mime type. The server reads the bytes. */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = extensionOf(file.name);
  if ((ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return true;
  return extension === '' && (ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type);
}

/** The §5 message a chosen file breaks, or null when it may be uploaded. */
export function checkUploadFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!isAcceptedType(file)) return UPLOAD_MESSAGES.invalidType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/**
 * 'Q3 plan.final.docx' → 'Q3 plan.final', cut to the name's maximum length, without the control
 * and invisible characters a file name may hold (the name field refuses them).
 */
export function nameFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  return toSingleLine(base).slice(0, DOCUMENT_NAME_MAX_LENGTH);
}

const KNOWN_UPLOAD_MESSAGES: readonly string[] = Object.values(UPLOAD_MESSAGES);

export const UPLOAD_FAILED: ToastText = {
  title: 'Upload failed',
  description: 'An error occurred while uploading the document',
};

/**
 * The toast for a failed upload: the server's §5 message when it refused the file (4xx),
 * 'Not authenticated' without a session, otherwise the generic §8 failure.
 */
export function uploadFailureText(error: unknown): ToastText {
  const { status, message } = readApiError(error);
  if (status === null && message === 'Not authenticated') {
    return { title: UPLOAD_FAILED.title, description: message };
  }
  if (status !== null && status >= 400 && status < 500 && KNOWN_UPLOAD_MESSAGES.includes(message)) {
    return splitMessage(message);
  }
  // The per-minute limit: the server's message says when to try again.
  if (status === 429 && message) return { title: UPLOAD_FAILED.title, description: message };
  return UPLOAD_FAILED;
}

/**
 * One file's failure as its row in the upload dialog shows it: what the server said when it
 * refused the file (4xx: type, size, the upload limit), 'Not authenticated' without a session,
 * otherwise the generic §8 failure.
 */
export function rowFailureMessage(error: unknown): string {
  const { status, message } = readApiError(error);
  if (status === null && message === 'Not authenticated') return message;
  if (status !== null && status >= 400 && status < 500 && message && !/^\s*</.test(message))
    return message;
  return `${UPLOAD_FAILED.title} - ${UPLOAD_FAILED.description}`;
}
