import { describe, expect, it } from 'vitest';
import { inspectTemplate } from './inspect-template.js';
import { renderTemplate } from './render-template.js';

const viewBox = (svg: string) => /viewBox="([^"]*)"/.exec(svg)?.[1];

describe('row detection and removal, edge cases', () => {
  it('a nested family marker (PHASE_1_FEATURE_m) goes with its own sub-items', () => {
    const template = `<svg viewBox="0 0 300 300">
      <g data-row="PHASE_1_FEATURE_1" data-row-size="0"><text>{{PHASE_1_FEATURE_1}}</text></g>
      <g data-row="PHASE_1_FEATURE_2" data-row-size="0"><text>{{PHASE_1_FEATURE_2}}</text></g>
      <g data-row="PHASE_1_FEATURE_3" data-row-size="0"><text>{{PHASE_1_FEATURE_3}}</text></g>
    </svg>`;
    const result = renderTemplate(template, {
      phases: [{ name: 'Beta', features: ['SSO', 'Audit'] }],
    });
    expect(result.removedRows).toEqual(['PHASE_1_FEATURE_3']);
    expect(viewBox(result.svg)).toBe('0 0 300 300');
  });

  it('a marker around two lists stays while either has item n, and both sides shrink together', () => {
    const template = `<svg viewBox="0 0 300 400">
      <rect height="200" width="10" data-row-stretch="FIT"/>
      <g data-row="FIT_1" data-row-size="40"><text>{{PAIN_1}}</text><text>{{RELIEVER_1}}</text></g>
      <g data-row="FIT_2" data-row-size="40"><text>{{PAIN_2}}</text><text>{{RELIEVER_2}}</text></g>
      <g data-row="FIT_3" data-row-size="40"><text>{{PAIN_3}}</text><text>{{RELIEVER_3}}</text></g>
      <text y="300">after</text>
    </svg>`;
    const result = renderTemplate(template, { pains: ['Slow'], relievers: ['Fast', 'Cheap'] });
    // FIT_2 stays for RELIEVER_2; inside it, the empty PAIN_2 text goes on its own (no size: nothing moves).
    expect(result.removedRows).toEqual(['FIT_3', 'PAIN_2', 'PAIN_3', 'RELIEVER_3']);
    expect(result.svg).toContain('<g><text>Cheap</text></g>');
    expect(result.svg).toContain('<rect height="160" width="10"/>');
    expect(result.svg).toContain('<text y="300" transform="translate(0 -40)">after</text>');
    expect(viewBox(result.svg)).toBe('0 0 300 360');
  });

  it('a row with data-row-size="0" is removed without moving anything', () => {
    const template = `<svg viewBox="0 0 300 300">
      <g data-row="RISK_1"><text>{{RISK_1}}</text></g>
      <g data-row="RISK_2" data-row-size="0"><circle r="3"/><text>{{RISK_2}}</text></g>
      <text y="200">after</text>
    </svg>`;
    const result = renderTemplate(template, { risks: [{ name: 'Outage' }] });
    expect(result.removedRows).toEqual(['RISK_2']);
    expect(result.svg).toContain('<text y="200">after</text>');
    expect(viewBox(result.svg)).toBe('0 0 300 300');
  });

  it('a tag in a <tspan> removes its whole <text>', () => {
    const template = `<svg viewBox="0 0 300 300"><text y="100"><tspan>{{SEGMENT_1}}</tspan></text><text y="140"><tspan>{{SEGMENT_2}}</tspan></text></svg>`;
    const result = renderTemplate(template, { segments: ['SMBs'] });
    expect(result.svg).not.toContain('y="140"');
    expect(viewBox(result.svg)).toBe('0 0 300 250');
  });

  it('data-row-axis="y" turns PHASE columns into rows', () => {
    const template = `<svg viewBox="0 0 300 500">
      <g data-row="PHASE_1" data-row-axis="y" data-row-size="100"><text>{{PHASE_1}}</text></g>
      <g data-row="PHASE_2" data-row-axis="y" data-row-size="100"><text>{{PHASE_2}}</text></g>
      <text y="300">after</text>
    </svg>`;
    const result = renderTemplate(template, { phases: [{ name: 'Beta' }] });
    expect(result.svg).toContain('<text y="300" transform="translate(0 -100)">after</text>');
    expect(viewBox(result.svg)).toBe('0 0 300 400');
  });

  it('an element holding tags of two items is never removed on its own', () => {
    const template = `<svg viewBox="0 0 300 300"><text>{{COMPANY_1}} vs {{COMPANY_2}}</text></svg>`;
    const result = renderTemplate(template, { competitors: ['Asana'] });
    expect(result.removedRows).toEqual([]);
    expect(result.svg).toContain('<text>Asana vs </text>');
  });

  it('a viewBox already below 200 does not grow', () => {
    const template = `<svg viewBox="0 0 300 150"><g><text>{{RISK_1}}</text></g></svg>`;
    expect(viewBox(renderTemplate(template, {}).svg)).toBe('0 0 300 150');
  });

  it('removes every row when the family is empty', () => {
    const template = `<svg viewBox="0 0 300 600"><g><text>{{RISK_1}}</text></g><g><text>{{RISK_2}}</text></g></svg>`;
    const result = renderTemplate(template, {});
    expect(result.removedRows).toEqual(['RISK_1', 'RISK_2']);
    expect(viewBox(result.svg)).toBe('0 0 300 500');
  });
});

describe('inspectTemplate', () => {
  it('lists tags with their vocabulary entries, colours and the likely category', () => {
    const inspection = inspectTemplate(
      `<svg><text fill="#4F46E5">{{RISK_1}} {{RISK_1_SCORE}} {{TITLE}} {{RISK_1_NAME}}</text><rect stroke="#0f172a"/></svg>`,
    );
    expect(inspection.tags).toEqual(['RISK_1', 'RISK_1_SCORE', 'TITLE', 'RISK_1_NAME']);
    expect(inspection.vocabulary.map((v) => v.info?.tag)).toEqual([
      'RISK_n',
      'RISK_n_SCORE',
      'TITLE',
      undefined,
    ]);
    expect(inspection.colors).toEqual(['#4f46e5', '#0f172a']);
    expect(inspection.guessedCategory).toBe('risk_analysis');
  });
});
