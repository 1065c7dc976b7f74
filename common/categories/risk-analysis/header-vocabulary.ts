/**
 * What the column headers and field labels of a risk register mean, in the words risk
 * registers, threat models and FMEAs are written in (English, Portuguese, Spanish, French,
 * German). Accents are ignored ("ocorrência" is written "ocorrencia" here).
 * Read by the analyzer's header mapper (server/pipeline/analyze/shared/header-roles.ts, which
 * explains the marks): `labels` are whole labels, `starts` label beginnings, `words` whole words,
 * `anywhere` pieces of words; a string may hold several terms separated by commas.
 */

/** Words of a column about the risk (its id, its rating, its owner …), never its name. */
const NOT_THE_NAME = [
  'id, ref, no, number, probab*, likelihood, impact, severity, score, rating, level, owner',
  'mitigat*, status, date, category, type, class, classification, source, response, strategy',
  'indicator, consequence, effect, situation, harm*, exposure, residual, inherent, target',
  'treatment, approach, trigger, actor(s), agent(s), capabilit*, numero, npr, rpn, prioriza*',
  'causa(s), efeito(s), efecto(s), severidade, ocorrencia, deteccao, impacto, responsavel',
  'plano, acao, nivel, estado, data, fecha',
];
/** The bare nouns stay names even though they are also in NOT_THE_NAME's company. */
const BARE_NOUNS = ['risk', 'threat', 'hazard'];
/** Ratings measured after treatment, or scores and descriptions next to a rating. */
const NOT_A_RATING = [
  'residual, target, after, post, reduction, description, desc, descr*, score, exposure, rpn',
  'npr, descricao, descripcion, local, global',
];

export const RISK_HEADER_VOCABULARY = {
  /** The risk's name, said outright ("Risk", "Risk description"): the strongest name column. */
  risk: {
    labels: [
      'risk(s), risk (name|title|description|statement|event|item|identified)',
      '(description|name|title) of (the)? risk, risco(s), riesgo(s), risque(s), risiken',
      'risiko, descricao do risco, descripcion del riesgo',
    ],
    unless: NOT_THE_NAME,
    always: BARE_NOUNS,
  },
  /** A generic name column ("Name", "Description", "What could go wrong"). */
  title: {
    labels: ['name', 'title', 'description', 'what (could|can) go wrong'],
    unless: NOT_THE_NAME,
  },
  /** What threat models, hazard logs and FMEAs call their items. */
  threat: {
    labels: [
      'threat(s), hazard(s), failure mode(s), issue, event, threat description',
      'hazard description, threat scenario, attack(s), attack vector(s), attack scenario(s)',
      'vulnerability, vulnerabilities, weakness, weaknesses, compromise',
      'compromised (component|asset|system)(s), abuse case(s), misuse case(s)',
      'modo(s) de falha(s), modo(s) de fallo(s), ameaca(s), amenaza(s), perigo(s), peligro(s)',
      'menace(s), bedrohung, bedrohungen, gefahr, gefahren, what are the hazards',
      'what are the hazards?',
    ],
    unless: NOT_THE_NAME,
    always: BARE_NOUNS,
  },
  /** Weak name columns: a scenario, or any header that mentions risks. */
  scenario: {
    labels: ['scenario'],
    words: ['risk, threat(s), hazard(s), failure mode, risco, riesgo, risque, attack'],
    unless: NOT_THE_NAME,
    always: BARE_NOUNS,
  },
  probability: {
    labels: ['p', 'l'],
    words: [
      'probab*, prob, likelihood*, likeliness, occurrence*, frequency, chance*, ocorrencia',
      'ocurrencia, frequencia, frecuencia, vraisemblance, wahrscheinlichkeit, eintritts*',
    ],
    unless: NOT_A_RATING,
  },
  impact: {
    labels: ['i', 's', 'sev', 'sev.'],
    words: [
      'impact*, severity, seriousness, consequence*, magnitude, effect*, impacto, severidade',
      'severidad, gravidade, gravedad, gravite, auswirkung*, schwere, schadensausmass',
    ],
    unless: NOT_A_RATING,
  },
  /** One overall level in place of probability and impact ("Risk level", "Rating (HML)"). */
  overall: {
    labels: [
      '(overall|inherent|current|initial|gross)? (risk)? (level|rating|grade|priority|ranking|rank|assessment|classification|score|risk)',
      'nivel de risco, nivel de riesgo, nivel, grau de risco, classificacao',
    ],
  },
  /** "Strategy", "Approach": a response type (Accept, Mitigate), weak as a mitigation column. */
  responseType: { words: ['strategy', 'approach', 'type'], unless: ['plan*'] },
  /** What is done about the risk, said outright. */
  mitigation: {
    words: [
      'mitigation, mitigating (controls|actions), countermeasure(s), control measure(s)',
      'risk control, contingency, treatment plan, response plan, what to do',
      'recommended action(s), further action, action(s), control(s), safeguard(s), defence(s)',
      'defense(s), remediation, precaution(s), prevention, already doing, anything else',
      'mitigacao, mitigacion, prevencao, prevencion',
      'medida(s) (de)? (controle|control|mitigacao|mitigacion|preventiva(s)), controle(s)',
      'contramedida(s), gegenmassnahme(n), massnahme(n)',
    ],
  },
  /** Weaker mitigation headers: a response, a plan, a strategy. */
  response: {
    words: [
      'mitigat*, response, treatment, plan, strategy, existing controls, measures',
      'plano de acao, plan de accion, acoes, acciones, contingencia, tratamento, tratamiento',
      'resposta, respuesta',
    ],
  },
  owner: {
    words: [
      'owner, responsible, accountable, assigned to, assignee, lead, who, action by, by whom',
      'responsavel, responsable, dono, propietario, verantwortlich',
    ],
    unless: ['harm*', 'affected', 'at risk', 'impacted', 'exposed'],
  },
  /** Columns on what happens, which make a threat or hazard column a register. */
  describes: {
    words: [
      'impact(s), consequence(s), effect(s), harm*, capabilit*, outcome(s), damage, affected',
    ],
  },
  /** A header that names risks, threats or failures in any form: the table is about risks. */
  subject: {
    anywhere: [
      'risk, threat, hazard, failure, attack, compromise, vulnerab, risco, riesgo, falha',
      'fallo, ameaca, perigo',
    ],
  },
};
