import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@common/categories.js';
import { renderTemplate, visualizationDataSchemaFor } from '@common/render/index.js';
import competitorAnalysis from '../../../server/features/templates/defaults/competitor-analysis.svg?raw';
import productRoadmap from '../../../server/features/templates/defaults/product-roadmap.svg?raw';
import riskAnalysis from '../../../server/features/templates/defaults/risk-analysis.svg?raw';
import valueProposition from '../../../server/features/templates/defaults/value-proposition.svg?raw';
import { SAMPLE_DATA } from './sample-data';

/** The four built-in templates, which every new installation starts with. */
const DEFAULT_TEMPLATES = {
  competitor_analysis: competitorAnalysis,
  product_roadmap: productRoadmap,
  value_proposition: valueProposition,
  risk_analysis: riskAnalysis,
};

describe('sample data', () => {
  it.each(CATEGORIES)('%s: fits its schema and fills its default template', (category) => {
    expect(visualizationDataSchemaFor(category).safeParse(SAMPLE_DATA[category]).success).toBe(
      true,
    );
    const { analysis } = renderTemplate(DEFAULT_TEMPLATES[category], SAMPLE_DATA[category], {
      category,
    });
    expect(analysis.unknown).toEqual([]);
    expect(analysis.filled.length).toBeGreaterThan(analysis.empty.length);
  });
});
