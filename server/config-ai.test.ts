import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { endpointHost } from './config-ai.js';
import { createConfiguredRefiner } from './pipeline/analyze/index.js';

const AI = { AI_BASE_URL: 'http://gpu-box:8000/v1', AI_API_KEY: 'sk-secret', AI_MODEL: 'llama3.1' };

describe('the AI configuration', () => {
  it('is off without AI_*, and then there is no refine stage', () => {
    const config = loadConfig({});
    expect(config.ai).toBeUndefined();
    const log = { warn: vi.fn(), debug: vi.fn(), info: vi.fn() };
    expect(createConfiguredRefiner({ config, log })).toBeUndefined();
  });

  it('has defaults: the model decides when the classifier is unsure, 2 calls at once, 200 a day', () => {
    expect(loadConfig(AI).ai).toEqual({
      baseUrl: 'http://gpu-box:8000/v1',
      apiKey: 'sk-secret',
      model: 'llama3.1',
      timeoutMs: 30_000,
      maxInputChars: 24_000,
      classify: 'fallback',
      concurrency: 2,
      dailyCalls: 200,
    });
  });

  it('reads AI_CLASSIFY, AI_CONCURRENCY and AI_DAILY_CALLS', () => {
    const ai = loadConfig({
      ...AI,
      AI_CLASSIFY: 'always',
      AI_CONCURRENCY: '8',
      AI_DAILY_CALLS: '5000',
    }).ai;
    expect(ai).toMatchObject({ classify: 'always', concurrency: 8, dailyCalls: 5000 });
    expect(loadConfig({ ...AI, AI_CLASSIFY: 'never' }).ai?.classify).toBe('never');
  });

  it('refuses bad values, each on its own line', () => {
    let error: unknown;
    try {
      loadConfig({ ...AI, AI_CLASSIFY: 'sometimes', AI_CONCURRENCY: '0', AI_DAILY_CALLS: 'lots' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.find((l) => l.startsWith('AI_CLASSIFY='))).toContain('fallback, always, never');
    expect(problems.find((l) => l.startsWith('AI_CONCURRENCY='))).toContain('above 0');
    expect(problems.find((l) => l.startsWith('AI_DAILY_CALLS='))).toContain('whole number');
  });

  it('wants all three of AI_BASE_URL, AI_API_KEY and AI_MODEL', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'https://api.example.com/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...AI, AI_BASE_URL: 'not a url' })).toThrow(/AI_BASE_URL/);
  });

  it('shows the endpoint as its host only: no path, query or credentials', () => {
    expect(endpointHost('https://user:pw@proxy.example.com:8443/k/sk-123/v1?api-key=x')).toBe(
      'proxy.example.com:8443',
    );
    expect(endpointHost('http://localhost:11434/v1')).toBe('localhost:11434');
  });
});
