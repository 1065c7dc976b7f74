import { columnScale, parseRating } from './ratings.js';

/**
 * What a risk register's column headers and field labels mean: the risk's name, probability,
 * impact, an overall level, the mitigation and the owner. Headers are read in English and in the
 * other languages risk registers and FMEAs are written in (Portuguese, Spanish, French, German),
 * with accents removed first, so "Ocorrência" and "Ocorrencia" read alike.
 */

/** Lower case without accents: "Ação" → "acao". */
export function headerKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const NAME_KEYS: [RegExp, number][] = [
  [
    /^(?:risks?|risk (?:name|title|description|statement|event|item|identified)(?: \(summary\))?|(?:description|name|title) of (?:the )?risk|riscos?|riesgos?|risques?|risiken|risiko|descricao do risco|descripcion del riesgo)$/,
    4,
  ],
  [/^(?:name|title|description|what could go wrong|what can go wrong)$/, 3],
  [
    /^(?:threats?|hazards?|failure modes?|issue|event|threat description|hazard description|threat scenario|attack(?: vector| scenario)?s?|vulnerabilit(?:y|ies)|weakness(?:es)?|compromise|compromised (?:component|asset|system)s?|abuse cases?|misuse cases?|modos? de falhas?|modos? de fallos?|ameacas?|amenazas?|perigos?|peligros?|menaces?|bedrohung(?:en)?|gefahr(?:en)?|what are the hazards\??)$/,
    2,
  ],
  [/^scenario$/, 1],
  [/\b(?:risk|threats?|hazards?|failure mode|risco|riesgo|risque|attack)\b/, 1],
];
const NOT_NAME =
  /\b(?:id|ref|no|number|#|probab\w*|likelihood|impact|severity|score|rating|level|owner|mitigat\w*|status|date|category|type|class|classification|source|response|strategy|indicator|consequence|effect|situation|harm\w*|exposure|residual|inherent|target|treatment|approach|trigger|actors?|agents?|capabilit\w*|numero|npr|rpn|prioriza\w*|causas?|efeitos?|efectos?|severidade|ocorrencia|deteccao|impacto|responsavel|plano|acao|nivel|estado|data|fecha)\b/;
const PROBABILITY =
  /\b(?:probab\w*|likelihood|likeliness|occurrence|frequency|chance|^p$|^l$|prob\.?|ocorrencia|ocurrencia|frequencia|frecuencia|vraisemblance|wahrscheinlichkeit|eintritts\w*)(?!.*\b(?:reduction|descr))/;
const IMPACT =
  /\b(?:impact|severity|seriousness|consequence|magnitude|effect|^i$|^s$|^sev\.?$|impacto|severidade|severidad|gravidade|gravedad|gravite|auswirkung|schwere|schadensausmass)(?!.*\b(?:reduction|descr))/;
const NOT_RATING =
  /\b(?:residual|target|after|post|reduction|description|desc|score|rating\s+score|exposure|rpn|npr|descricao|descripcion|local|global)\b/;
/** One overall level instead of separate probability and impact: "Risk level", "Rating (HML)". */
const OVERALL =
  /^(?:(?:overall|inherent|current|initial|gross)\s+)?(?:risk\s+)?(?:level|rating|grade|priority|ranking|rank|assessment|classification|score|risk)(?:\s*\(.*\))?$|^(?:nivel de risco|nivel de riesgo|nivel|grau de risco|classificacao)$/;
const MITIGATION: [RegExp, number][] = [
  [
    /\b(?:mitigation(?: plan| actions?| measures?)?|mitigating (?:controls|actions)|countermeasures?|control measures?|risk control|contingency(?: plan)?|risk contingency|treatment plan|response plan|mitigation\/contingency|what to do(?: when it happens)?|recommended actions?|further action|actions?|controls?|safeguards?|defen[cs]es?|remediation|precautions?|prevention|already doing|anything else|mitigacao|mitigacion|prevencao|prevencion|medidas? (?:de )?(?:controle|control|mitigacao|mitigacion|preventivas?)|controles?|contramedidas?|gegenmassnahmen?|massnahmen?)\b/,
    3,
  ],
  [
    /\b(?:mitigat\w*|response|treatment|plan|strategy|existing controls|measures|plano de acao|plan de accion|acoes|acciones|contingencia|tratamento|tratamiento|resposta|respuesta)\b/,
    2,
  ],
];
const OWNER =
  /\b(?:owner|responsible|who tracks|accountable|assigned to|assignee|lead|who|action by|by whom|responsavel|responsable|dono|propietario|verantwortlich)\b/;
const NOT_OWNER = /\b(?:harm\w*|affected|at risk|impacted|exposed)\b/;
/** One-word strategies ("Mitigate", "Accept") are a response type, not a mitigation. */
export const STRATEGY_WORD =
  /^(?:accept|avoid|mitigate|transfer|ignore|reduce|share|treat|tolerate|terminate|exploit|enhance|watch|monitor)\b\W*$/i;
/** Columns that describe what happens, which support a threat or hazard column as a register. */
const DESCRIBES =
  /\b(?:impacts?|consequences?|effects?|harm\w*|capabilit\w*|outcomes?|damage|affected|who might)\b/;

/** "ID Description of Risk": a PDF merged the ID column into the next header. */
export const ID_PREFIX = /^(?:id|no\.?|nr\.?|#|ref\.?)\s+(?=\p{L}{3})/iu;

export function nameScore(key: string): number {
  const k = headerKey(key).replace(ID_PREFIX, '');
  if (NOT_NAME.test(k) && !/^(?:risk|threat|hazard)$/.test(k)) return 0;
  for (const [pattern, score] of NAME_KEYS) if (pattern.test(k)) return score;
  return 0;
}

export function mitigationScore(key: string): number {
  const k = headerKey(key);
  if (/\b(?:strategy|approach|type)\b/.test(k) && !/plan/.test(k)) return 1;
  for (const [pattern, score] of MITIGATION) if (pattern.test(k)) return score;
  return 0;
}

export const isProbabilityKey = (key: string) =>
  PROBABILITY.test(headerKey(key)) && !NOT_RATING.test(headerKey(key));
export const isImpactKey = (key: string) =>
  IMPACT.test(headerKey(key)) && !NOT_RATING.test(headerKey(key));
export const isOverallKey = (key: string) => OVERALL.test(headerKey(key));
export const isOwnerKey = (key: string) =>
  OWNER.test(headerKey(key)) && !NOT_OWNER.test(headerKey(key));

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
        DESCRIBES.test(headerKey(key)) &&
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
