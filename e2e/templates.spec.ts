import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAsPlatformAdmin } from './platform-admin.js';
import { savedToken, signInByApi, toast } from './support.js';

const DEFAULT_TEMPLATES = [
  ['Competitor Analysis Chart', 'Competitor Analysis'],
  ['Product Roadmap Timeline', 'Product Roadmap'],
  ['Value Proposition Canvas', 'Value Proposition'],
  ['Risk Analysis Matrix', 'Risk Analysis'],
] as const;

/** A small template SVG, longer than the 500-character preview. */
const SAMPLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300" width="480" height="300">
  <rect width="480" height="300" rx="16" fill="#f8fafc"/>
  <text x="24" y="44" font-size="22" font-weight="700" fill="#0f172a">{{TITLE}}</text>
  <g data-row="RISK_1">
    <rect x="24" y="90" width="432" height="45" rx="8" fill="#fef3c7"/>
    <text x="40" y="118" font-size="14" fill="#78350f">{{RISK_1}} (probability {{RISK_1_PROBABILITY}}, impact {{RISK_1_IMPACT}})</text>
  </g>
  <g data-row="RISK_2">
    <rect x="24" y="145" width="432" height="45" rx="8" fill="#fef3c7"/>
    <text x="40" y="173" font-size="14" fill="#78350f">{{RISK_2}} (probability {{RISK_2_PROBABILITY}}, impact {{RISK_2_IMPACT}})</text>
  </g>
</svg>
`;

/** The table row of the template with exactly this name. */
function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

function templateFile(path: string, text: string): string {
  writeFileSync(path, text);
  return path;
}

test.describe('platform admin: templates', () => {
  test('sees the defaults, then creates, views, edits and deletes a template', async ({
    page,
  }, testInfo) => {
    const name = `E2E Risk Template ${Date.now()}`;
    const renamed = `${name} (renamed)`;
    const prompt = 'Extract each risk with its probability and impact from 1 to 5.';

    await signInAsPlatformAdmin(page);
    await page.goto('/platform-admin/templates');
    await expect(page).toHaveTitle(/Visualization Templates/);
    await expect(page.getByRole('heading', { name: 'Visualization Templates' })).toBeVisible();
    for (const [templateName, category] of DEFAULT_TEMPLATES) {
      await expect(row(page, templateName)).toBeVisible();
      await expect(
        row(page, templateName).getByText(category, { exact: true }).filter({ visible: true }),
      ).toBeVisible();
    }
    await expect(row(page, DEFAULT_TEMPLATES[0][0]).getByRole('cell').first()).toHaveText(/^\d+$/);

    // Create from an .svg file.
    await page.getByRole('button', { name: 'Add Template' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Add Template' })).toBeVisible();
    await expect(dialog.getByLabel('Category')).toHaveText('Competitor Analysis');
    await expect(dialog.getByLabel('AI Analysis Prompt')).toHaveCount(0);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Risk Analysis' }).click();
    await expect(dialog.getByLabel('Category')).toHaveText('Risk Analysis');
    await dialog
      .getByLabel('Template File')
      .setInputFiles(templateFile(testInfo.outputPath('risks.svg'), SAMPLE_SVG));

    const preview = dialog.getByTestId('content-preview');
    await expect(preview).toContainText('<svg xmlns="http://www.w3.org/2000/svg"');
    expect((await preview.textContent())?.length).toBe(503); // 500 characters and '...'
    await dialog.getByRole('button', { name: 'Show more' }).click();
    await expect(preview).toContainText('</svg>');
    await dialog.getByRole('button', { name: 'Show less' }).click();
    await expect(preview).not.toContainText('</svg>');
    await expect(dialog.getByRole('img', { name: 'SVG preview' })).toBeVisible();
    await expect(dialog.getByTestId('svg-preview').locator('svg text').first()).toHaveText(
      '{{TITLE}}',
    );

    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect(toast(page, 'Template created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toBeVisible();
    await expect(
      row(page, name).getByText('Risk Analysis', { exact: true }).filter({ visible: true }),
    ).toBeVisible();

    // View.
    await row(page, name).getByRole('button', { name: 'View template' }).click();
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
    await expect(dialog.getByText('Risk Analysis', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img', { name: `${name} preview` })).toBeVisible();
    await expect(dialog.getByTestId('svg-preview').locator('svg rect').first()).toBeVisible();
    await expect(dialog.getByTestId('content-preview').first()).toContainText('{{TITLE}}');
    await expect(dialog.getByRole('button', { name: 'Close' }).first()).toBeVisible();

    // Edit from the view dialog: the name and the AI prompt.
    await dialog.getByRole('button', { name: 'Edit Template' }).click();
    await expect(dialog.getByRole('heading', { name: 'Edit Template' })).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await expect(dialog.getByLabel('Category')).toHaveText('Risk Analysis');
    const promptField = dialog.getByLabel('AI Analysis Prompt');
    await expect(promptField).toBeVisible();
    await dialog.getByRole('button', { name: 'Analyze SVG & Generate Prompt' }).click();
    await expect(toast(page, 'SVG Analyzed')).toBeVisible();
    await expect(promptField).not.toHaveValue('');
    await dialog.getByLabel('Name').fill(renamed);
    await promptField.fill(prompt);
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect(toast(page, 'Template updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, renamed)).toBeVisible();

    // The edit kept the file (no new one was chosen) and stored the prompt.
    await row(page, renamed).getByRole('button', { name: 'Edit template' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue(renamed);
    await expect(dialog.getByLabel('AI Analysis Prompt')).toHaveValue(prompt);
    await expect(dialog.getByRole('img', { name: 'SVG preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Delete, with the confirmation.
    await row(page, renamed).getByRole('button', { name: 'Delete template' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Are you sure you want to delete this template?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, renamed)).toBeVisible();
    await row(page, renamed).getByRole('button', { name: 'Delete template' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Template deleted successfully')).toBeVisible();
    await expect(row(page, renamed)).toHaveCount(0);
    for (const [templateName] of DEFAULT_TEMPLATES) {
      await expect(row(page, templateName)).toBeVisible();
    }
  });

  test('validation messages of the create and edit dialog', async ({ page }, testInfo) => {
    await signInAsPlatformAdmin(page);
    await page.goto('/platform-admin/templates');
    await page.getByRole('button', { name: 'Add Template' }).click();
    const dialog = page.getByRole('dialog');

    // Nothing filled in: both messages, under their fields, and no call.
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/templates')) {
        posted = true;
      }
    });
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect(dialog.getByText('Template name is required', { exact: true })).toBeVisible();
    await expect(
      dialog.getByText('Template file is required for new templates', { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    // A blank name counts as missing.
    await dialog.getByLabel('Name').fill('   ');
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect(dialog.getByText('Template name is required', { exact: true })).toBeVisible();

    // An .svg that is not SVG.
    await dialog
      .getByLabel('Template File')
      .setInputFiles(
        templateFile(
          testInfo.outputPath('broken.svg'),
          '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>',
        ),
      );
    await expect(dialog.getByText('Failed to parse SVG file', { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('content-preview')).toHaveCount(0);
    await dialog
      .getByLabel('Template File')
      .setInputFiles(
        templateFile(testInfo.outputPath('not-svg.svg'), '<html><body>hi</body></html>'),
      );
    await expect(dialog.getByText('Failed to parse SVG file', { exact: true })).toBeVisible();

    // A valid text file clears the file message and shows its content; the name message stays.
    await dialog
      .getByLabel('Template File')
      .setInputFiles(templateFile(testInfo.outputPath('notes.txt'), 'Plain text template'));
    await expect(dialog.getByTestId('content-preview')).toHaveText('Plain text template');
    await expect(dialog.getByText('Failed to parse SVG file')).toHaveCount(0);
    await expect(dialog.getByText('Template file is required for new templates')).toHaveCount(0);
    await expect(dialog.getByText('Template name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('svg-preview')).toHaveCount(0);
    expect(posted).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Editing needs no new file, but still a name.
    await row(page, 'Product Roadmap Timeline')
      .getByRole('button', { name: 'Edit template' })
      .click();
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect(dialog.getByText('Template name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Template file is required for new templates')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'Product Roadmap Timeline')).toBeVisible();
  });

  test('someone who is not a platform admin sees the templates read-only', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/platform-admin/templates');
    await expect(page.getByRole('note')).toContainText(
      'Only platform administrators can add, edit or delete templates.',
    );
    for (const [templateName] of DEFAULT_TEMPLATES) {
      await expect(row(page, templateName)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Add Template' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit template' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete template' })).toHaveCount(0);

    await row(page, 'Value Proposition Canvas')
      .getByRole('button', { name: 'View template' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Value Proposition Canvas' })).toBeVisible();
    await expect(
      dialog.getByRole('img', { name: 'Value Proposition Canvas preview' }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Edit Template' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // The server agrees: writes are for platform admins only.
    const token = await savedToken(page);
    const response = await page.request.post('/api/admin/templates', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Nope', category: 'risk_analysis', content: 'x' },
    });
    expect(response.status()).toBe(403);
  });
});
