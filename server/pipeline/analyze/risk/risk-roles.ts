import { RISK_HEADER_VOCABULARY } from '../../../../common/categories/risk-analysis/header-vocabulary.js';
import { columnScale, parseRating } from '../ratings.js';
import { headerRoles, labelKey } from '../shared/header-roles.js';

/**
 * What a risk register's column headers and field labels mean: the risk's name, probability,
 * impact, an overall level, the mitigation and the owner. The words are data
 * (common/categories/risk-analysis/header-vocabulary.ts, in English and the other languages risk
 * registers and FMEAs are written in); this module adds what words alone cannot say: a rating
 * column must hold ratings, and a threat's short phrase names it better than its description.
 */

const RISK_ROLES = headerRoles(RISK_HEADER_VOCABULARY);

/** One-word strategies ("Mitigate", "Accept") are a response type, not a mitigation. */
export const STRATEGY_WORD =
  /^(?:accept|avoid|mitigate|transfer|ignore|reduce|share|treat|tolerate|terminate|exploit|enhance|watch|monitor)\b\W*$/i;

/** "ID Description of Risk": a PDF merged the ID column into the next header. */
export const ID_PREFIX = /^(?:id|no\.?|nr\.?|#|ref\.?)\s+(?=\p{L}{3})/iu;

const NAME_SCORES = { risk: 4, title: 3, threat: 2, scenario: 1 } as const;

/** How strongly a header names the risk: 4 "Risk description" … 1 "Scenario", 0 not a name. */
export function nameScore(key: string): number {
  const role = RISK_ROLES.roleOf(
    labelKey(key).replace(ID_PREFIX, ''),
    Object.keys(NAME_SCORES) as (keyof typeof NAME_SCORES)[],
  );
  return role ? NAME_SCORES[role as keyof typeof NAME_SCORES] : 0;
}

/** How strongly a header names the mitigation: 3 said outright, 2 a plan, 1 a response type. */
export function mitigationScore(key: string): number {
  const role = RISK_ROLES.roleOf(key, ['responseType', 'mitigation', 'response']);
  return role === 'responseType' ? 1 : role === 'mitigation' ? 3 : role === 'response' ? 2 : 0;
}

export const isProbabilityKey = (key: string) => RISK_ROLES.is(key, 'probability');
export const isImpactKey = (key: string) => RISK_ROLES.is(key, 'impact');
export const isOverallKey = (key: string) => RISK_ROLES.is(key, 'overall');
export const isOwnerKey = (key: string) => RISK_ROLES.is(key, 'owner');
/** A header that names risks, threats or failures: the table is about risks. */
export const namesRisks = (key: string) => RISK_ROLES.is(key, 'subject');

export interface Roles {
  name?: number;
  probability?: number;
  impact?: number;
  /** One level column standing for both, when there is no probability or impact column. */
  overall?: number;
  mitigation?: number;
  owner?: number;
  /** A column describing the consequences (threat tables without ratings or mitigations). */
  describes?: number;
}

/** Picks the column of each role; rating columns must hold ratings. */
export function tableRoles(header: string[], rows: string[][], fiveSteps = false): Roles {
  const roles: Roles = {};
  const ratingShare = (c: number) => {
    const values = rows.map((r) => r[c] ?? '').filter(Boolean);
    if (values.length === 0) return 0;
    const scale = columnScale(header[c]!, values, fiveSteps);
    return values.filter((v) => parseRating(v, scale)).length / values.length;
  };
  const ratings = header.map((_, c) => ratingShare(c) >= 0.6);
  let bestName = 0;
  header.forEach((key, c) => {
    const k = key.trim();
    if (!k) return;
    if (roles.probability === undefined && isProbabilityKey(k) && ratings[c]) roles.probability = c;
    else if (roles.impact === undefined && isImpactKey(k) && ratings[c]) roles.impact = c;
    else if (roles.owner === undefined && isOwnerKey(k)) roles.owner = c;
    // A column of ratings ("Risk: High") is a level, never the risk's name.
    const n = ratings[c] && short(rows, c) ? 0 : nameScore(k);
    if (n > bestName) {
      bestName = n;
      roles.name = c;
    }
  });
  // "Threat | Description": the threat's own short phrase names it better than its description.
  if (roles.name !== undefined && bestName === 3) {
    const noun = header.findIndex(
      (key, c) => nameScore(key) === 2 && !ratings[c] && phrases(rows, c) && c !== roles.name,
    );
    if (noun >= 0) roles.name = noun;
  }
  if (roles.probability === undefined && roles.impact === undefined) {
    const overall = header.findIndex(
      (key, c) => c !== roles.name && isOverallKey(key.trim()) && ratings[c] && wordy(rows, c),
    );
    if (overall >= 0) roles.overall = overall;
  }
  let bestMitigation = 0;
  header.forEach((key, c) => {
    if (c === roles.name || c === roles.owner) return;
    const score = mitigationScore(key);
    const values = rows.map((r) => r[c] ?? '').filter(Boolean);
    const textual =
      values.filter((v) => !STRATEGY_WORD.test(v) && /\p{L}{3}/u.test(v)).length >=
      values.length / 2;
    const total = score + 1;
    if (score > 0 && textual && total > bestMitigation) {
      bestMitigation = total;
      roles.mitigation = c;
    }
  });
  if (roles.name !== undefined && nameScore(header[roles.name]!) >= 2) {
    const describes = header.findIndex(
      (key, c) =>
        c !== roles.name &&
        c !== roles.mitigation &&
        c !== roles.owner &&
        RISK_ROLES.is(key, 'describes') &&
        !ratings[c],
    );
    if (describes >= 0) roles.describes = describes;
  }
  return roles;
}

/** Values of a few words ("High", "3 - Likely"), not phrases that start with a number. */
function short(rows: string[][], c: number): boolean {
  const values = rows.map((r) => r[c] ?? '').filter(Boolean);
  return values.filter((v) => v.split(/\s+/).length <= 3).length >= values.length * 0.6;
}

/** Values that are phrases (two words or more on average), not one-word categories. */
function phrases(rows: string[][], c: number): boolean {
  const values = rows.map((r) => r[c] ?? '').filter(Boolean);
  if (values.length === 0) return false;
  const words = values.reduce((n, v) => n + v.split(/\s+/).length, 0);
  return words / values.length >= 2;
}

/** A level column is written in words or letters (High, M), not scores such as 12. */
function wordy(rows: string[][], c: number): boolean {
  const values = rows.map((r) => r[c] ?? '').filter(Boolean);
  return values.filter((v) => !/\d/.test(v)).length >= values.length * 0.6;
}
