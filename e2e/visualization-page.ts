import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { businessCorpus } from './documents-api.js';
import { expectToast } from './support.js';

interface Label {
  file: string;
  category: string;
  words: number;
  expected: { risks?: { probability?: unknown; impact?: unknown }[] };
}

/**
 * The shortest risk register of the corpus, by its label (not by its name): a risk-analysis
 * document whose risks are rated on a 1–5 scale, so the visualization has a matrix to show.
 */
export function riskDocument(): { path: string; name: string } {
  const labels = JSON.parse(readFileSync(`${businessCorpus}labels.json`, 'utf8')) as Label[];
  const rated = (label: Label) =>
    (label.expected.risks ?? []).some(
      (r) => typeof r.probability === 'number' && typeof r.impact === 'number',
    );
  const risk = labels
    .filter((label) => label.category === 'risk_analysis' && rated(label))
    .sort((a, b) => a.words - b.words)[0];
  if (!risk) throw new Error('labels.json has no rated risk register');
  return { path: `${businessCorpus}docx/${risk.file}.docx`, name: risk.file };
}

export function versionBadge(page: Page) {
  return page.getByTestId('version-badge');
}

export function preview(page: Page) {
  return page.getByTestId('visualization-preview');
}

/** The SVG markup inside the preview's (open) shadow root. */
export function previewMarkup(page: Page): Promise<string> {
  return preview(page).evaluate(
    (element) => element.querySelector('[data-safe-svg]')?.shadowRoot?.innerHTML ?? '',
  );
}

export async function saveEdit(page: Page, version: number) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Changes saved', `Version ${version}`);
  await expect(page.getByRole('toolbar', { name: 'Editing' })).toBeHidden();
  await expect(versionBadge(page)).toHaveText(`Version ${version}`);
}
