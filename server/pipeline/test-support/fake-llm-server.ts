import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake endpoint does with a request: answer this content, fail with a status, or hang. */
export type FakeLlmReply = { content: string } | { status: number } | 'hang';

export interface FakeLlmRequest {
  url: string;
  body: Record<string, unknown>;
  auth?: string | undefined;
}

export interface FakeLlmServer {
  /** The OpenAI-style base URL, `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  /** Every request received, in order (tests empty it between cases). */
  requests: FakeLlmRequest[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

/** A chat completion as an OpenAI-compatible endpoint sends it. */
function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/**
 * A local OpenAI-compatible chat endpoint (node:http on 127.0.0.1, a random port) for the LLM
 * tests: `reply` decides each answer, so one server serves good JSON, garbage, errors and hangs.
 */
export async function startFakeLlm(
  reply: (request: FakeLlmRequest) => FakeLlmReply,
): Promise<FakeLlmServer> {
  const requests: FakeLlmRequest[] = [];
  const server = createServer(async (request, response) => {
    const received = {
      url: request.url ?? '',
      body: await readBody(request),
      auth: request.headers.authorization,
    };
    requests.push(received);
    const answer = reply(received);
    if (answer === 'hang') return; // never answers
    if ('status' in answer) {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'model overloaded' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(completion(answer.content)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
