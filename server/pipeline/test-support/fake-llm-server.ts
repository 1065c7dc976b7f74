import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What the fake endpoint does with a request: answer this content (after `delayMs`), fail with
 * a status (with headers such as Retry-After, and an error message), or never answer.
 */
export type FakeLlmReply =
  | { content: string; delayMs?: number }
  | { status: number; headers?: Record<string, string>; message?: string }
  | 'hang';

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
  /** Requests being answered now, and the most there ever were at once (tests may reset it). */
  readonly inFlight: number;
  maxInFlight: number;
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
 * A local OpenAI-compatible chat endpoint (node:http on 127.0.0.1, a random port) for the AI
 * tests: `reply` decides each answer, so one server serves structured and plain JSON, garbage,
 * errors, 429s and hangs, and it counts how many requests it answers at once.
 */
export async function startFakeLlm(
  reply: (request: FakeLlmRequest) => FakeLlmReply | Promise<FakeLlmReply>,
): Promise<FakeLlmServer> {
  const requests: FakeLlmRequest[] = [];
  let inFlight = 0;
  const server = createServer(async (request, response) => {
    const received = {
      url: request.url ?? '',
      body: await readBody(request),
      auth: request.headers.authorization,
    };
    requests.push(received);
    inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    const answer = await reply(received);
    if (answer === 'hang') {
      response.on('close', () => (inFlight -= 1));
      return; // never answers
    }
    try {
      if ('status' in answer) {
        const body = { error: { message: answer.message ?? 'model overloaded' } };
        response.writeHead(answer.status, {
          'content-type': 'application/json',
          ...answer.headers,
        });
        response.end(JSON.stringify(body));
        return;
      }
      if (answer.delayMs) await sleep(answer.delayMs);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(completion(answer.content)));
    } finally {
      inFlight -= 1;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const state = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    get inFlight() {
      return inFlight;
    },
    maxInFlight: 0,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return state;
}
