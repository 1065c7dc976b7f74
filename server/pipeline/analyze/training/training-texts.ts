import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DOCUMENT_CATEGORIES } from '../../../../common/categories.js';
import { projectRoot } from '../../../paths.js';
import { prepareDocument } from '../shared/document.js';
import { documentFeatures } from '../features.js';
import { markdownToBlocks } from '../shared/markdown-blocks.js';
import type { TrainingDocument } from './train-model.js';

/**
 * The labelled training texts: short business documents written for DocViz (not taken from any
 * evaluation corpus), one Markdown file each, in a folder named after its category.
 */
export const TEXTS_FOLDER = resolve(projectRoot, 'server/pipeline/analyze/training/texts');

export function loadTrainingTexts(folder = TEXTS_FOLDER): TrainingDocument[] {
  const documents: TrainingDocument[] = [];
  for (const category of DOCUMENT_CATEGORIES) {
    const dir = resolve(folder, category);
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .sort()) {
      const blocks = markdownToBlocks(readFileSync(resolve(dir, file), 'utf8'));
      documents.push({
        id: `${category}/${file}`,
        category,
        counts: documentFeatures(prepareDocument(blocks, file)),
      });
    }
  }
  return documents;
}
