import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../test-support/corpus.js';
import { uploadDocument, waitUntilSettled } from '../test-support/documents.js';
import { createTestApp, registerAccount, type TestApp } from '../test-support/test-app.js';

interface ManifestRow {
  file: string;
  kind: string;
  expect: 'text' | 'fail';
}

function readManifest(): ManifestRow[] {
  const lines = readFileSync(join(corpusDir, 'robustness', 'MANIFEST.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  return lines.map((line) => {
    const [file, , , kind, expected] = line.split('\t');
    return { file: file!, kind: kind!, expect: expected as 'text' | 'fail' };
  });
}

/**
 * Every real and hostile file of the robustness corpus goes through the real upload and
 * processing path. Each must end processed or failed (never stuck), the server must keep
 * answering meanwhile, and the outcomes must agree with the manifest for at least 90%.
 */
describe('robustness corpus through upload and processing', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { withPipeline: true, env: { PARSE_TIMEOUT_MS: '30000' } });
    token = (await registerAccount(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    'settles every file, keeps answering, and agrees with MANIFEST.tsv',
    { timeout: 600_000 },
    async () => {
      const manifest = readManifest();
      let probing = true;
      let slowestProbeMs = 0;
      let probes = 0;
      const probe = (async () => {
        while (probing) {
          const started = performance.now();
          const health = await t.app.inject({ method: 'GET', url: '/api/health' });
          expect(health.statusCode).toBe(200);
          slowestProbeMs = Math.max(slowestProbeMs, performance.now() - started);
          probes += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();

      const outcomes: { row: ManifestRow; outcome: 'text' | 'fail'; detail: string }[] = [];
      const pending: { row: ManifestRow; id: number }[] = [];
      for (const row of manifest) {
        const content = readFileSync(join(corpusDir, 'robustness', row.file));
        const response = await uploadDocument(t.app, token, content, row.file.split('/').pop()!);
        expect(response.statusCode, `${row.file}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode === 201) pending.push({ row, id: response.json().id });
        else
          outcomes.push({
            row,
            outcome: 'fail',
            detail: `refused at upload: ${response.json().message}`,
          });
      }
      for (const { row, id } of pending) {
        const settled = await waitUntilSettled(t.app, token, id, 120_000);
        outcomes.push({
          row,
          outcome: settled.status === 'processed' ? 'text' : 'fail',
          detail: settled.errorMessage ?? `${settled.extractedText?.length ?? 0} characters`,
        });
      }
      probing = false;
      await probe;

      const disagreements = outcomes.filter(({ row, outcome }) => row.expect !== outcome);
      const agreement = (outcomes.length - disagreements.length) / outcomes.length;
      console.log(
        `robustness: ${outcomes.length} files, agreement ${(agreement * 100).toFixed(1)}%, ` +
          `${probes} health probes, slowest ${slowestProbeMs.toFixed(0)} ms`,
      );
      for (const { row, outcome, detail } of disagreements) {
        console.log(`  disagrees: ${row.file} expected ${row.expect}, got ${outcome} (${detail})`);
      }
      expect(outcomes).toHaveLength(manifest.length);
      expect(agreement).toBeGreaterThanOrEqual(0.9);
      // The event loop never stalled behind a parser: parsing runs in worker threads.
      expect(slowestProbeMs).toBeLessThan(2000);
    },
  );
});
