import { columnScale, parseRating } from '../ratings.js';
import type { AnalyzedDocument } from '../shared/document.js';
import { meaningful } from '../shared/evidence.js';
import { type DocRecord, lineRecords, type RecordField, tableRecords } from '../shared/records.js';
import { stripBrackets } from '../shared/text.js';
import { type Candidate, riskName } from './risk-candidate.js';
import { isRoleKey, overallRating, ratingLineRecords, splitRepeated } from './risk-records.js';
import {
  isImpactKey,
  isOverallKey,
  isOwnerKey,
  isProbabilityKey,
  mitigationScore,
  nameScore,
  STRATEGY_WORD,
} from './risk-roles.js';
import { genericRiskHeading, namedLineRecords } from './risk-sections.js';

/**
 * Risks written as records of fields: key/value tables, "Likelihood: High" lines, rating lines and
 * named lines (risk-records.ts, risk-sections.ts), each field's role read from its label.
 */

const ID_ONLY =
  /^(?:(?:risk|threat|hazard)\s*(?:id|no\.?|#)?\s*[:#-]?\s*)?[A-Z]{0,3}[-\s]?\d{1,4}$/i;

function fieldOf(record: DocRecord, test: (key: string) => boolean): RecordField | undefined {
  return record.fields.find((f) => test(f.key.trim()));
}

export function fromRecords(doc: AnalyzedDocument, fiveSteps: boolean): Candidate[] {
  const named = namedLineRecords(doc, isRoleKey);
  const namedValues = new Set(named.flatMap((r) => r.fields.map((f) => f.value)));
  const records = [
    ...tableRecords(doc)
      .filter((r) => r.kind === 'keyValueTable')
      .flatMap(splitRepeated),
    ...ratingLineRecords(doc),
    ...named,
    // Lines already read as named risks are not read again as one record of their section.
    ...lineRecords(doc).filter(
      (r) => r.fields.filter((f) => namedValues.has(f.value)).length < r.fields.length / 2,
    ),
  ];
  const probabilityOf = (r: DocRecord) => fieldOf(r, isProbabilityKey);
  const impactOf = (r: DocRecord) => fieldOf(r, isImpactKey);
  const overallOf = (r: DocRecord) =>
    r.fields.find((f) => isOverallKey(f.key) && parseRating(stripBrackets(f.value), 'five'));
  // The document's own scale per dimension (low / medium / high alone is a three-step scale).
  const scaleFor = (pick: (r: DocRecord) => RecordField | undefined) =>
    columnScale(
      '',
      records.flatMap((r) => {
        const f = pick(r);
        return f ? [stripBrackets(f.value)] : [];
      }),
      fiveSteps,
    );
  const scales = {
    probability: scaleFor(probabilityOf),
    impact: scaleFor(impactOf),
    overall: scaleFor(overallOf),
  };
  const out: Candidate[] = [];
  for (const record of records) {
    const probabilityField = probabilityOf(record);
    const impactField = impactOf(record);
    let probability = probabilityField
      ? parseRating(stripBrackets(probabilityField.value), scales.probability)
      : null;
    let impact = impactField ? parseRating(stripBrackets(impactField.value), scales.impact) : null;
    const overallField = !probabilityField && !impactField ? overallOf(record) : undefined;
    if (overallField) {
      const level = overallRating(
        parseRating(stripBrackets(overallField.value), scales.overall),
        overallField.value,
      );
      probability = level ?? null;
      impact = level ?? null;
    }
    const mitigationField = [...record.fields]
      .filter((f) => mitigationScore(f.key) > 0 && !STRATEGY_WORD.test(stripBrackets(f.value)))
      .sort((a, b) => mitigationScore(b.key) - mitigationScore(a.key))[0];
    const ownerField =
      fieldOf(record, (k) => isOwnerKey(k) && !/accountable/i.test(k)) ??
      fieldOf(record, isOwnerKey);
    const nameField = [...record.fields]
      .filter((f) => nameScore(f.key) > 0)
      .sort((a, b) => nameScore(b.key) - nameScore(a.key))[0];
    // "Risks and Mitigations" or "Threats" is the section, not the name of one risk.
    const title =
      record.title &&
      !ID_ONLY.test(record.title.replace(/^risk\s*id\s*:?\s*/i, '')) &&
      !genericRiskHeading(record.title)
        ? record.title
        : undefined;
    // A heading naming the risk beats a "Threat" or "Scenario" field; "Risk description" beats it.
    const name =
      nameField && (nameScore(nameField.key) >= 3 || !title)
        ? stripBrackets(nameField.value)
        : title;
    if (!meaningful(name)) continue;
    if (!probability && !impact && !mitigationField) continue;
    // A definitions list ("Probability: likelihood of occurrence …") rates nothing.
    if (probabilityField && !probability && impactField && !impact && !mitigationField) continue;
    out.push({
      name: riskName(name!),
      probability: probability ?? undefined,
      impact: impact ?? undefined,
      mitigation: mitigationField ? stripBrackets(mitigationField.value) : undefined,
      owner: ownerField && meaningful(ownerField.value) ? ownerField.value : undefined,
      snippet: record.snippet,
      location: record.location,
      order: record.node.index * 1000,
    });
  }
  return out;
}
