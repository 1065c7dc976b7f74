import { describe, expect, it } from 'vitest';
import { parseJsonAnswer, retryAfterMs } from './llm-client.js';

describe('the LLM client', () => {
  it('parses JSON answers, fenced or with chatter around them', () => {
    expect(parseJsonAnswer('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonAnswer('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(parseJsonAnswer('Here you go: {"a":1} Enjoy')).toEqual({ a: 1 });
    expect(() => parseJsonAnswer('nope')).toThrow(/not JSON/);
  });

  it('reads Retry-After in seconds or as a date, and retry-after-ms first', () => {
    const headers = (init: Record<string, string>) => new Headers(init);
    expect(retryAfterMs(headers({ 'retry-after': '3' }))).toBe(3000);
    expect(retryAfterMs(headers({ 'retry-after': '0.5' }))).toBe(500);
    expect(retryAfterMs(headers({ 'retry-after-ms': '250', 'retry-after': '3' }))).toBe(250);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:07 GMT' }), now)).toBe(
      7000,
    );
    expect(retryAfterMs(headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(headers({}))).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });
});
