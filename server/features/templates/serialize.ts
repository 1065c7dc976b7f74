import type { Template } from '../../../common/contracts/templates.js';
import type { TemplateRow } from './repo.js';

export function toTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    category: row.category as Template['category'],
    content: row.content,
    svgContent: row.svgContent,
    aiPrompt: row.aiPrompt,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
