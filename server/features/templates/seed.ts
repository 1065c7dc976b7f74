import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { DEFAULT_TEMPLATES, type DefaultTemplate } from './defaults/default-templates.js';
import {
  findTemplateBySeedKey,
  insertTemplate,
  listTemplates,
  updateTemplate,
  type TemplateRow,
} from './repo.js';
import { sanitizeTemplateSvg } from './sanitize-svg.js';

type SeedFields = Pick<TemplateRow, 'name' | 'category' | 'content' | 'svgContent' | 'aiPrompt'>;

function checksum(fields: SeedFields): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        fields.name,
        fields.category,
        fields.content,
        fields.svgContent,
        fields.aiPrompt,
      ]),
    )
    .digest('hex');
}

export function seedFields(template: DefaultTemplate): SeedFields {
  return {
    name: template.name,
    category: template.category,
    content: template.content,
    svgContent: sanitizeTemplateSvg(template.svgContent),
    aiPrompt: template.aiPrompt,
  };
}

/**
 * Writes the built-in templates, idempotently, at every start:
 * - a missing one is created, unless an admin deleted it and another template serves its category;
 * - one still exactly as last seeded is updated to the new release's version;
 * - one an admin edited (its body no longer matches the seed's checksum) is left alone.
 */
export async function seedDefaultTemplates(
  db: Db,
): Promise<{ created: number; updated: number; kept: number }> {
  const outcome = { created: 0, updated: 0, kept: 0 };
  const all = await listTemplates(db);
  for (const template of DEFAULT_TEMPLATES) {
    const fields = seedFields(template);
    const sum = checksum(fields);
    const existing = await findTemplateBySeedKey(db, template.key);
    if (!existing) {
      if (all.some((row) => row.category === template.category)) {
        outcome.kept += 1;
        continue;
      }
      await insertTemplate(db, { ...fields, seedKey: template.key, seedChecksum: sum });
      outcome.created += 1;
    } else if (existing.seedChecksum !== checksum(existing)) {
      outcome.kept += 1;
    } else if (existing.seedChecksum !== sum) {
      await updateTemplate(db, existing.id, { ...fields, seedChecksum: sum });
      outcome.updated += 1;
    } else {
      outcome.kept += 1;
    }
  }
  return outcome;
}
