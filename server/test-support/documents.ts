import type { FastifyInstance } from 'fastify';
import type { DocumentDetail } from '../../common/contracts/documents.js';
import { multipartBody } from './multipart.js';
import { bearer } from './test-app.js';

export async function uploadDocument(
  app: FastifyInstance,
  token: string,
  content: Buffer,
  filename: string,
  name = filename,
) {
  const body = multipartBody([
    { name: 'name', value: name },
    { name: 'file', filename, content },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** Polls the API until the document is processed or failed, as the dashboard does. */
export async function waitUntilSettled(
  app: FastifyInstance,
  token: string,
  id: number,
  timeoutMs = 90_000,
  pollMs = 100,
): Promise<DocumentDetail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/documents/${id}`,
      headers: bearer(token),
    });
    const document = response.json() as DocumentDetail;
    if (document.status === 'processed' || document.status === 'failed') return document;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`document ${id} did not settle within ${timeoutMs} ms`);
}
