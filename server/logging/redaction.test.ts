import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger, resolveLogFormat } from './logger.js';
import { loggableUrl, serializeError } from './redaction.js';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('loggableUrl', () => {
  it('hides query values but keeps paging and filters', () => {
    expect(loggableUrl('/reset-password?token=abc.DEF-123')).toBe(
      '/reset-password?token=[redacted]',
    );
    expect(loggableUrl('/register?invite=x1&cursor=42&limit=20')).toBe(
      '/register?invite=[redacted]&cursor=42&limit=20',
    );
    expect(loggableUrl('/api/documents')).toBe('/api/documents');
  });

  it('hides a route parameter that is a token, even percent-encoded', () => {
    expect(loggableUrl('/api/invitations/Ab_cd-EF', { token: 'Ab_cd-EF' })).toBe(
      '/api/invitations/[redacted]',
    );
    expect(loggableUrl('/api/invitations/a%2Fb', { token: 'a/b' })).toBe(
      '/api/invitations/[redacted]',
    );
    expect(loggableUrl('/api/documents/12', { id: '12' })).toBe('/api/documents/12');
  });
});

describe('serializeError', () => {
  const failedQuery = () =>
    new DrizzleQueryError(
      'update "documents" set "extracted_text" = $1 where "id" = $2',
      ['Quarterly secret figures: 4.2 M\nsecond line', 7],
      new Error('invalid byte sequence for encoding "UTF8": 0x00'),
    );

  it('keeps the SQL and the database reason of a failed query, not its parameters', () => {
    const text = JSON.stringify(serializeError(failedQuery()));
    expect(text).not.toContain('secret figures');
    expect(text).not.toContain('second line');
    expect(text).toContain('update \\"documents\\" set \\"extracted_text\\" = $1');
    expect(text).toContain('invalid byte sequence');
  });

  it('also when the failed query is the cause of another error', () => {
    const text = JSON.stringify(
      serializeError(new Error('finish failed', { cause: failedQuery() })),
    );
    expect(text).not.toContain('secret figures');
    expect(text).toContain('finish failed');
  });

  it('leaves other errors as pino serializes them', () => {
    expect(serializeError(new Error('plain'))).toMatchObject({ type: 'Error', message: 'plain' });
  });
});

describe('log lines', () => {
  it('censor secret fields at the top level and one object deep', () => {
    const { lines, stream } = capture();
    const log = createLogger({ logLevel: 'info', logFormat: 'json' }, {}, stream);
    log.info(
      { password: 'pw-top', body: { newPassword: 'pw-nested', token: 'tok-nested' }, token: 't1' },
      'event',
    );
    log.info({ message: { to: 'a@example.com', text: 'reset link tok-mail' } }, 'mail');
    expect(lines).toHaveLength(2);
    for (const secret of ['pw-top', 'pw-nested', 'tok-nested', 't1', 'tok-mail'])
      expect(lines.join('\n')).not.toContain(secret);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'event', password: '[redacted]' });
  });

  it('are JSON for machines and one readable line for a person', () => {
    const json = capture();
    createLogger({ logLevel: 'info', logFormat: 'json' }, { role: 'worker' }, json.stream).info(
      { documentId: 3 },
      'document processed',
    );
    expect(JSON.parse(json.lines[0]!)).toMatchObject({
      msg: 'document processed',
      documentId: 3,
      role: 'worker',
    });

    const pretty = capture();
    const log = createLogger({ logLevel: 'info', logFormat: 'pretty' }, {}, pretty.stream);
    log.info({ req: { method: 'GET', url: '/api/documents' } }, 'incoming request');
    expect(() => JSON.parse(pretty.lines[0]!)).toThrow();
    expect(pretty.lines[0]).toMatch(/INFO.*incoming request GET \/api\/documents/);
  });

  it('are pretty on a terminal unless LOG_FORMAT says otherwise', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });
});
