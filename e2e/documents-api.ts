import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';

/** The business corpus beside the repository: ../shared/corpus/business (CI has it there too). */
export const businessCorpus = fileURLToPath(
  new URL('../../shared/corpus/business/', import.meta.url),
);

/** A short PDF of the corpus, for journeys that only need some document. */
export const SAMPLE_PDF = `${businessCorpus}pdf/01-gitea-git-hosting-comparison.pdf`;

/** Processing runs in the server's workers; give a document ample time to settle. */
export const PROCESSING_TIMEOUT = 60_000;

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

export const authHeader = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Uploads a file through the API under a document name, as the upload dialog does; returns its id. */
export async function uploadByApi(
  request: APIRequestContext,
  token: string,
  path: string,
  name: string,
  fileName = basename(path),
): Promise<number> {
  const upload = await request.post('/api/documents', {
    headers: authHeader(token),
    multipart: {
      name,
      file: {
        name: fileName,
        mimeType: MIME_TYPES[fileName.split('.').pop() ?? ''] ?? 'application/octet-stream',
        buffer: readFileSync(path),
      },
    },
  });
  expect(upload.status()).toBe(201);
  return ((await upload.json()) as { id: number }).id;
}

/** Polls the document until it is processed or failed, as the dashboard does, and returns it. */
export async function waitUntilSettled(
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<{ status: string; category: string }> {
  let settled = { status: '', category: '' };
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/documents/${id}`, { headers: authHeader(token) });
        settled = (await response.json()) as typeof settled;
        return settled.status;
      },
      { timeout: PROCESSING_TIMEOUT, intervals: [500, 1000] },
    )
    .toMatch(/processed|failed/);
  return settled;
}
