import { resolve } from 'node:path';
import type { Category, DocumentCategory } from '../../common/categories.js';
import { DEFAULT_TEMPLATES } from '../../server/features/templates/defaults/default-templates.js';
import { seedFields } from '../../server/features/templates/seed.js';
import { initialData } from '../../server/features/visualizations/service.js';
import { readAnalysis, toJsonText } from '../../server/db/json-columns.js';
import type { AnalysisResult } from '../../server/pipeline/analyze/analyzer.js';
import { createBuiltinAnalyzer } from '../../server/pipeline/analyze/builtin-analyzer.js';
import { trainingDocuments } from '../../server/pipeline/analyze/training/training-set.js';
import { trainModel } from '../../server/pipeline/analyze/training/train-model.js';
import { ExtractionError } from '../../server/pipeline/extract/errors.js';
import { extractFile } from '../../server/pipeline/extract/extract-file.js';
import type { DocumentKind } from '../../server/pipeline/extract/types.js';
import { processDocument } from '../../server/pipeline/pipeline.js';
import { BUSINESS, type Label } from '../eval/corpus.js';

/** What the client needs to draw a visualization (GET /api/visualizations/:id's template and data). */
export interface VisualizationPayload {
  category: Category;
  template: { svgContent: string | null; content: string };
  /** The visualization's data as stored and served: a JSON string. */
  data: string;
}

export interface ProcessedFile {
  label: Label;
  format: DocumentKind;
  fileName: string;
  /** 'processed' with a category, or 'failed' (the file could not be read: the message says why). */
  status: 'processed' | 'failed';
  category: DocumentCategory;
  analysis: AnalysisResult | null;
  /** Absent for 'unknown' and failed documents: the product makes no visualization of them. */
  visualization?: VisualizationPayload;
  message?: string;
  extractMs: number;
  analyzeMs: number;
}

/** The seeded default template of each category, as findTemplateForCategory returns it after seeding. */
function seededTemplates(): Map<string, VisualizationPayload['template']> {
  const byCategory = new Map<string, VisualizationPayload['template']>();
  for (const template of DEFAULT_TEMPLATES) {
    if (byCategory.has(template.category)) continue; // the first seeded one has the lowest id
    const fields = seedFields(template);
    byCategory.set(template.category, { svgContent: fields.svgContent, content: fields.content });
  }
  return byCategory;
}

/**
 * A document's way through the product, without the database: processDocument (the pipeline's
 * stages 2–4) with the extract and analyze stages run here as the extraction thread runs them,
 * the analysis stored as JSON like job-repo does, then what createVisualization does with it:
 * the category's seeded template and initialData of the stored analysis.
 */
export function createFileProcessor({ crossValidate = false } = {}) {
  const shipped = createBuiltinAnalyzer();
  // With --cv each document is analysed by a classifier trained without it (as `npm run eval`).
  const analyzerFor = (label: Label) =>
    crossValidate
      ? createBuiltinAnalyzer({ model: trainModel(trainingDocuments({ without: label.file })) })
      : shipped;
  const templates = seededTemplates();

  return async function processFile(label: Label, format: DocumentKind): Promise<ProcessedFile> {
    const fileName = `${label.file}.${format}`;
    const timing = { extractMs: 0, analyzeMs: 0 };
    const base = { label, format, fileName };
    const analyzer = analyzerFor(label);
    let processed;
    try {
      processed = await processDocument(
        {
          extractAndAnalyze: async (file) => {
            let started = performance.now();
            const extraction = await extractFile(file.filePath, file.kind);
            timing.extractMs = performance.now() - started;
            started = performance.now();
            const analysis = analyzer.analyze({
              text: extraction.text,
              blocks: extraction.blocks,
              fileName: file.fileName,
            });
            timing.analyzeMs = performance.now() - started;
            return { extraction, analysis };
          },
        },
        { filePath: resolve(BUSINESS, format, fileName), kind: format, fileName },
      );
    } catch (error) {
      if (!(error instanceof ExtractionError)) throw error;
      return {
        ...base,
        ...timing,
        status: 'failed',
        category: 'unknown',
        analysis: null,
        message: error.message,
      };
    }
    const category = processed.category as DocumentCategory;
    const stored = toJsonText(processed.analysis);
    const result: ProcessedFile = {
      ...base,
      ...timing,
      status: 'processed',
      category,
      analysis: processed.analysis,
    };
    if (category === 'unknown') {
      result.message = 'Not recognised as one of the four kinds: no visualization is made.';
      return result;
    }
    const template = templates.get(category);
    if (!template) {
      result.message = `No default template for ${category}.`;
      return result;
    }
    result.visualization = {
      category,
      template,
      data: initialData(category, readAnalysis(stored)?.data),
    };
    return result;
  };
}
