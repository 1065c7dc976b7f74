import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeLlm, type FakeLlmServer } from '../test-support/fake-llm-server.js';
import { createLlmClient } from './llm-client.js';
import { promptFromSvgWithLlm } from './llm-template-prompt.js';

/** 'Analyze SVG & Generate Prompt' with an LLM: a local endpoint answers a prompt, or garbage. */
let mode: 'prompt' | 'garbage' = 'prompt';
let llm: FakeLlmServer;
beforeAll(async () => {
  llm = await startFakeLlm(() => ({
    content:
      mode === 'prompt'
        ? JSON.stringify({
            aiPrompt: `Extract the risks. Fill RISK_1 and RISK_1_PROBABILITY as JSON.`,
          })
        : 'Sure! Here are the risks: the video, the store.',
  }));
});
afterAll(() => llm.close());

describe('the template prompt with the LLM', () => {
  const svg = '<svg><text>{{RISK_1}} {{RISK_1_PROBABILITY}} {{RISK_COUNT}}</text></svg>';
  const client = () =>
    createLlmClient({
      baseUrl: llm.baseUrl,
      apiKey: 'k',
      model: 'm',
      timeoutMs: 1000,
    });

  it('uses the rewritten prompt when it still names every tag', async () => {
    mode = 'prompt';
    const log = { warn: vi.fn() };
    const prompt = await promptFromSvgWithLlm(svg, 'risk_analysis', { client: client(), log });
    expect(prompt).toBe('Extract the risks. Fill RISK_1 and RISK_1_PROBABILITY as JSON.');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('falls back to the built-in prompt on a bad answer, and gives "" for an SVG without tags', async () => {
    mode = 'garbage';
    const log = { warn: vi.fn() };
    const prompt = await promptFromSvgWithLlm(svg, 'risk_analysis', { client: client(), log });
    expect(prompt).toMatch(/- RISK_1: /);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(await promptFromSvgWithLlm('<svg/>', 'risk_analysis', { client: client(), log })).toBe(
      '',
    );
  });
});
