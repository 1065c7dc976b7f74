import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DocumentCategory } from '../../../../common/categories.js';
import { corpusFolder } from '../../../paths.js';
import { prepareDocument } from '../shared/document.js';
import { documentFeatures } from '../features.js';
import { markdownToBlocks } from '../shared/markdown-blocks.js';
import type { TrainingDocument } from './train-model.js';

/**
 * The labelled business corpus next to the project (../shared/corpus/business) as classifier
 * training documents: each document's reference Markdown, one copy per document (its PDF, DOCX and
 * DOC are the same text, and three copies would weigh it three times). The model is trained at
 * build time only; the server reads the committed classifier-model.json and never this folder.
 */
export const CORPUS_FOLDER = resolve(corpusFolder, 'business');

interface CorpusLabel {
  file: string;
  category: DocumentCategory;
}

export function corpusAvailable(folder = CORPUS_FOLDER): boolean {
  return existsSync(resolve(folder, 'labels.json'));
}

export function loadCorpusDocuments(folder = CORPUS_FOLDER): TrainingDocument[] {
  const labels = JSON.parse(readFileSync(resolve(folder, 'labels.json'), 'utf8')) as CorpusLabel[];
  return labels.map((label) => {
    const markdown = readFileSync(resolve(folder, 'md', `${label.file}.md`), 'utf8');
    return {
      id: `corpus/${label.file}`,
      group: label.file,
      category: label.category,
      counts: documentFeatures(prepareDocument(markdownToBlocks(markdown), `${label.file}.md`)),
    };
  });
}
