import { describe, expect, it } from 'vitest';
import { buildMergeValues, type VisualizationData } from '@common/render/index.js';
import {
  fromEditModel,
  toEditModel,
  validateEditModel,
  type EditModel,
  type Item,
  type Row,
} from './edit-model';

type CategoryModel = Exclude<EditModel, { category: 'unknown' }>;

function edit(data: VisualizationData, category: CategoryModel['category']): CategoryModel {
  const model = toEditModel(data, category);
  expect(model.category).toBe(category);
  return model as CategoryModel;
}

/** The rows of one section of the copy. */
const rows = (model: CategoryModel, section: string): Row[] => model.rows[section] ?? [];

describe('edit model', () => {
  it('starts from what the drawing shows: extractedData overrides win over the structures', () => {
    const data: VisualizationData = {
      competitors: ['Acme', 'Globex'],
      competitors_details: [{ name: 'Acme', pricing: '$10' }],
      extractedData: { COMPANY_1: 'Initech', pricing_2: '$5', SUMMARY: 'Kept' },
    };
    const model = edit(data, 'competitor_analysis');
    expect(rows(model, 'competitors').map((row) => [row.name, row.pricing])).toEqual([
      ['Initech', '$10'],
      ['Globex', '$5'],
    ]);
  });

  it('drops the extractedData keys the structures now produce, so an edit always shows', () => {
    const data: VisualizationData = {
      competitors: ['Acme'],
      extractedData: { COMPANY_1: 'Old name', COMPANY_COUNT: '9', SUMMARY: 'Kept', TITLE: 'T' },
      colors: { '#4f46e5': '#0ea5e9' },
    };
    const model = edit(data, 'competitor_analysis');
    rows(model, 'competitors')[0]!.name = 'New name';
    model.title = 'Edited title';
    const saved = fromEditModel(model, data);
    expect(saved.extractedData).toEqual({ SUMMARY: 'Kept' });
    expect(saved.colors).toEqual({ '#4f46e5': '#0ea5e9' });
    const values = buildMergeValues(saved, 'competitor_analysis');
    expect(values.COMPANY_1).toBe('New name');
    expect(values.COMPANY_COUNT).toBe('1');
    expect(values.TITLE).toBe('Edited title');
  });

  it('keeps unedited fields of the category (subject, summary, key metrics)', () => {
    const data: VisualizationData = {
      subject: 'Us',
      competitor_analysis: 'Summary',
      key_metrics: ['price'],
      competitor_companies: ['Fallback Inc'],
    };
    const model = edit(data, 'competitor_analysis');
    expect(rows(model, 'competitors').map((row) => row.name)).toEqual(['Fallback Inc']);
    const saved = fromEditModel(model, data);
    expect(saved).toMatchObject({ subject: 'Us', competitor_analysis: 'Summary' });
    expect(saved.competitor_companies).toBeUndefined();
    expect(saved.competitors).toEqual(['Fallback Inc']);
  });

  it('round-trips a roadmap without changing what is drawn', () => {
    const data: VisualizationData = {
      phases: [
        { name: 'Beta', timeline: 'Q2', features: ['SSO', 'Audit log'], status: 'Done' },
        { name: 'GA', features: 'Billing, Teams' },
      ],
      milestones: [{ date: 'May', description: 'Launch' }],
    };
    const model = edit(data, 'product_roadmap');
    expect((rows(model, 'phases')[1]!.features as Item[]).map((f) => f.text)).toEqual([
      'Billing',
      'Teams',
    ]);
    const saved = fromEditModel(model, data);
    const { PHASE_2_FEATURES: before, ...drawnBefore } = buildMergeValues(data, 'product_roadmap');
    const { PHASE_2_FEATURES: after, ...drawnAfter } = buildMergeValues(saved, 'product_roadmap');
    expect(drawnAfter).toEqual(drawnBefore);
    // A feature list written as one string comes back as a list, joined the list way.
    expect([before, after]).toEqual(['Billing, Teams', 'Billing · Teams']);
  });

  it('clears nested value-proposition lists so removing every item really empties a list', () => {
    const data: VisualizationData = {
      value_proposition: { statement: 'Fast', segments: ['Nested segment'] },
    };
    const model = edit(data, 'value_proposition');
    expect(model.lists.segments!.map((i) => i.text)).toEqual(['Nested segment']);
    model.lists.segments = [];
    const saved = fromEditModel(model, data);
    expect(saved.value_proposition).toEqual({ statement: 'Fast' });
    expect(buildMergeValues(saved, 'value_proposition').SEGMENT_1).toBeUndefined();
  });

  it('edits risks with their ratings and drops stale computed scores', () => {
    const data: VisualizationData = {
      risks: [{ name: 'Outage', probability: 2, impact: 3 }],
      extractedData: { RISK_1_SCORE: '6', RISK_SCORE: '24%' },
    };
    const model = edit(data, 'risk_analysis');
    rows(model, 'risks')[0]!.probability = 5;
    const saved = fromEditModel(model, data);
    expect(saved.extractedData).toBeUndefined();
    const values = buildMergeValues(saved, 'risk_analysis');
    expect(values.RISK_1_SCORE).toBe('15');
    expect(values.RISK_SCORE).toBe('60%');
  });

  it('drops blank rows and asks for a name when a row has other content', () => {
    const model = edit({ risks: [] }, 'risk_analysis');
    rows(model, 'risks').push(
      { key: 'a', name: '', probability: null, impact: null, mitigation: '', owner: '' },
      { key: 'b', name: '', probability: 3, impact: null, mitigation: '', owner: '' },
    );
    expect(validateEditModel(model)).toEqual({ 'b.name': 'Describe the risk' });
    rows(model, 'risks')[1]!.name = 'Named';
    expect(fromEditModel(model, {}).risks).toEqual([
      { name: 'Named', probability: 3, impact: undefined, mitigation: undefined, owner: undefined },
    ]);
  });

  it('edits customer jobs like the other value-proposition lists', () => {
    const data: VisualizationData = {
      jobs: ['Close the books'],
      extractedData: { JOB_2: 'File taxes', SUMMARY: 'Kept' },
    };
    const model = edit(data, 'value_proposition');
    expect(model.lists.jobs?.map((i) => i.text)).toEqual(['Close the books', 'File taxes']);
    model.lists.jobs = [model.lists.jobs![1]!];
    const saved = fromEditModel(model, data);
    expect(saved.jobs).toEqual(['File taxes']);
    expect(saved.extractedData).toEqual({ SUMMARY: 'Kept' });
    const values = buildMergeValues(saved, 'value_proposition');
    expect([values.JOB_1, values.JOB_2]).toEqual(['File taxes', undefined]);
  });
});
