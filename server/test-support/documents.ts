import type { FastifyInstance } from 'fastify';
import type { DocumentDetail } from '../../common/contracts/documents.js';
import { multipartBody } from './multipart.js';
import { pollUntil } from './poll.js';
import { bearer } from './test-app.js';

export type UploadPart = Parameters<typeof multipartBody>[0][number];

/** POST /api/documents with exactly these multipart parts; a null token uploads anonymously. */
export function uploadParts(app: FastifyInstance, token: string | null, parts: UploadPart[]) {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

/** Uploads one file under a document name, as the upload dialog does. */
export function uploadDocument(
  app: FastifyInstance,
  token: string,
  content: Buffer,
  filename: string,
  name = filename,
) {
  return uploadParts(app, token, [
    { name: 'name', value: name },
    { name: 'file', filename, content },
  ]);
}

/** Polls the API until the document is processed or failed, as the dashboard does. */
export function waitUntilSettled(
  app: FastifyInstance,
  token: string,
  id: number,
  timeoutMs = 90_000,
  intervalMs = 100,
): Promise<DocumentDetail> {
  return pollUntil(
    async () =>
      (
        await app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: bearer(token) })
      ).json<DocumentDetail>(),
    (document) => document.status === 'processed' || document.status === 'failed',
    {
      timeoutMs,
      intervalMs,
      describe: (document) => `document ${id} settled (${document.status})`,
    },
  );
}
