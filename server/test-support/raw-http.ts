import { connect, type Socket } from 'node:net';

/** One HTTP/1.1 answer as it came off the wire, before any client library interpreted it. */
export interface RawResponse {
  status: number;
  /** Header names lower-cased; a repeated header keeps every value. */
  headers: Record<string, string[]>;
  /** Exactly the bytes the framing (Content-Length, or none for 1xx/204/304) says are the body. */
  body: Buffer;
}

const HEADER_END = Buffer.from('\r\n\r\n');

function parseHead(head: string): Omit<RawResponse, 'body'> {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const match = /^HTTP\/1\.1 (\d{3})/.exec(statusLine);
  if (!match) throw new Error(`not an HTTP/1.1 status line: ${statusLine}`);
  const headers: Record<string, string[]> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
  }
  return { status: Number(match[1]), headers };
}

/** Statuses that never have a body, whatever the headers claim (RFC 9110 §6.4.1). */
const hasNoBody = (status: number) => status < 200 || status === 204 || status === 304;

/**
 * A keep-alive HTTP/1.1 connection over a plain socket, so a test sees the raw framing that
 * inject() and fetch() smooth over: a stray Content-Length on a 304 leaves a real client waiting
 * for bytes that never come. Chunked bodies are not supported (the API sends Content-Length).
 */
export class RawHttpConnection {
  private buffered = Buffer.alloc(0);
  private waiter: (() => void) | null = null;
  closed = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.waiter?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiter?.();
    });
  }

  static open(port: number, host = '127.0.0.1'): Promise<RawHttpConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host }, () => resolve(new RawHttpConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Waits until `ready` holds for the buffered bytes, the socket closes, or the time is up. */
  private async until(ready: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ready() && !this.closed && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
  }

  /** Sends one GET and reads exactly one answer off the connection. */
  async get(path: string, headers: Record<string, string> = {}, timeoutMs = 5000) {
    const lines = [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: keep-alive'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    this.socket.write(`${lines.join('\r\n')}\r\n\r\n`);

    await this.until(() => this.buffered.includes(HEADER_END), timeoutMs);
    const headEnd = this.buffered.indexOf(HEADER_END);
    if (headEnd < 0) throw new Error('no complete response head arrived');
    const head = parseHead(this.buffered.subarray(0, headEnd).toString('latin1'));
    const declared = head.headers['content-length']?.[0];
    const bodyLength = hasNoBody(head.status) ? 0 : Number(declared ?? 0);
    const bodyStart = headEnd + HEADER_END.length;
    await this.until(() => this.buffered.length >= bodyStart + bodyLength, timeoutMs);
    if (this.buffered.length < bodyStart + bodyLength)
      throw new Error(`body cut short: ${this.buffered.length - bodyStart} of ${bodyLength} bytes`);
    const body = this.buffered.subarray(bodyStart, bodyStart + bodyLength);
    this.buffered = this.buffered.subarray(bodyStart + bodyLength);
    return { ...head, body } satisfies RawResponse;
  }

  /** Bytes the server sent beyond the last answer's framing within the given time (should be none). */
  async strayBytes(waitMs: number): Promise<Buffer> {
    await this.until(() => this.buffered.length > 0, waitMs);
    return this.buffered;
  }

  close(): void {
    this.socket.destroy();
  }
}
