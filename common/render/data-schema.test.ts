import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  LIST_MAX,
  VISUALIZATION_DATA_SCHEMAS,
  visualizationDataSchema,
  visualizationDataSchemaFor,
} from './data-schema.js';

describe('visualization data schemas (§3)', () => {
  it('accept realistic data for each category', () => {
    expect(
      VISUALIZATION_DATA_SCHEMAS.competitor_analysis.parse({
        title: 'PM tools',
        competitors: ['Asana', 'Jira'],
        competitors_details: [
          {
            name: 'Jira',
            features: ['Scrum'],
            pricing: '$8',
            market_share: 31,
            support: null,
            limitations: 'Steep',
          },
        ],
        key_metrics: ['features', 'pricing'],
        extractedData: { COMPANY_1: 'Asana', MARKET_2: 31 },
        colors: { '#4f46e5': '#FF0000' },
      }).competitors,
    ).toEqual(['Asana', 'Jira']);
    expect(
      VISUALIZATION_DATA_SCHEMAS.product_roadmap.parse({
        phases: [{ name: 'Beta', timeline: 'Q1', features: ['SSO'] }],
        milestones: [{ date: null, description: 'GA' }],
      }).phases,
    ).toHaveLength(1);
    expect(
      VISUALIZATION_DATA_SCHEMAS.value_proposition.parse({
        value_proposition: { statement: 'Faster', pains: ['Slow'] },
        segments: ['SMB'],
      }).segments,
    ).toEqual(['SMB']);
    expect(
      VISUALIZATION_DATA_SCHEMAS.risk_analysis.parse({
        risks: [
          { name: 'Outage', probability: 3, impact: 5, mitigation: 'Failover', owner: 'SRE' },
        ],
      }).risks?.[0]?.impact,
    ).toBe(5);
  });

  it('strips fields it does not know', () => {
    expect(
      VISUALIZATION_DATA_SCHEMAS.risk_analysis.parse({ risks: [], phases: [], evil: '<script>' }),
    ).toEqual({ risks: [] });
  });

  it('rejects probability and impact outside 1–5', () => {
    expect(() =>
      VISUALIZATION_DATA_SCHEMAS.risk_analysis.parse({ risks: [{ name: 'x', probability: 6 }] }),
    ).toThrow();
    expect(() =>
      VISUALIZATION_DATA_SCHEMAS.risk_analysis.parse({ risks: [{ name: 'x', impact: 0 }] }),
    ).toThrow();
  });

  it('bounds strings, lists, merge-tag keys and colours', () => {
    expect(() => visualizationDataSchema.parse({ title: 'x'.repeat(201) })).toThrow();
    expect(() =>
      visualizationDataSchema.parse({
        competitors: Array.from({ length: LIST_MAX + 1 }, (_, i) => `C${i}`),
      }),
    ).toThrow();
    expect(() => visualizationDataSchema.parse({ extractedData: { 'NOT A TAG': 'x' } })).toThrow();
    expect(() =>
      visualizationDataSchema.parse({
        extractedData: Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`T${i}`, 'x'])),
      }),
    ).toThrow();
    expect(() => visualizationDataSchema.parse({ colors: { red: '#000000' } })).toThrow();
    expect(() => visualizationDataSchema.parse({ colors: { '#fff': '#000000' } })).toThrow();
  });

  it('gives the superset for unknown categories', () => {
    expect(visualizationDataSchemaFor('unknown')).toBe(visualizationDataSchema);
    expect(visualizationDataSchemaFor('risk_analysis')).toBe(
      VISUALIZATION_DATA_SCHEMAS.risk_analysis,
    );
  });

  it('can be turned into JSON Schema for an LLM', () => {
    const schema = z.toJSONSchema(VISUALIZATION_DATA_SCHEMAS.risk_analysis) as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['risks', 'title', 'extractedData']),
    );
  });
});
