import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { parseJsonAnswer } from './llm-client.js';

describe('the LLM client', () => {
  it('parses JSON answers, fenced or with chatter around them', () => {
    expect(parseJsonAnswer('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonAnswer('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(parseJsonAnswer('Here you go: {"a":1} Enjoy')).toEqual({ a: 1 });
    expect(() => parseJsonAnswer('nope')).toThrow(/not JSON/);
  });

  it('wants all three of AI_BASE_URL, AI_API_KEY and AI_MODEL', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'https://api.example.com/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url', AI_API_KEY: 'k', AI_MODEL: 'm' })).toThrow(
      /AI_BASE_URL/,
    );
  });
});
