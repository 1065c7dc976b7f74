import { wordCount } from './text.js';

/**
 * The labels of value-proposition documents: which list a heading, a "Label:" line, a table
 * header or a canvas block name stands for. Every block of the three common canvases maps to a
 * role, including the blocks that map to no list ('other': channels, costs, revenue, key
 * partners …), so that their items never leak into a neighbouring list:
 *  - value proposition canvas: Customer Jobs, Pains, Gains, Products & Services, Pain
 *    Relievers, Gain Creators;
 *  - lean canvas: Problem (pains), Solution (products), Unique Value Proposition (statement),
 *    Customer Segments and Early Adopters (segments), Existing Alternatives, Unfair Advantage,
 *    Key Metrics, Channels, Cost Structure, Revenue Streams (other);
 *  - business model canvas: Customer Segments, Value Propositions (statement), Channels,
 *    Customer Relationships, Key Activities, Key Resources, Key Partners, Cost Structure,
 *    Revenue Streams (other).
 * The usual canvas terms in German, Polish and Russian are recognised too.
 */
export type ValueList =
  'segments' | 'jobs' | 'pains' | 'gains' | 'products' | 'relievers' | 'creators';
export type Kind = ValueList | 'statement' | 'other';

/** Order matters: the first pattern that matches decides ("Pain relievers" before "Pains"). */
const KINDS: [Kind, RegExp][] = [
  [
    'other',
    new RegExp(
      [
        // English canvas blocks and sections that are about the business, not the customer.
        String.raw`\b(?:(?:sales |distribution |marketing )?channels?|revenues?(?: streams?| model)?|costs?(?: structure)?|key metrics|metrics|unfair advantages?|key partners?|partners(?:hips)?|key activities|key resources|customer relationships?|relationships|existing alternatives|alternatives|proof points?|discovery|interview guides?|resources|hypothes[ie]s|evaluation|stakeholders?|team members?|competitors?|competition|go-to-market|playbook|overview|links|references?|related reading|further reading)(?![\p{L}])`,
        // German.
        String.raw`(?<![\p{L}])(?:kanäle|vertriebskanäle|kosten\p{L}*|einnahme\p{L}*|erlös\p{L}*|schlüssel\p{L}+|kundenbeziehungen|kennzahlen|unfairer vorteil|bestehende alternativen|alternativen)(?![\p{L}])`,
        // Polish.
        String.raw`(?<![\p{L}])(?:kanały|struktura kosztów|koszty|strumienie przychodów|przychody|kluczow\p{L}* (?:partner\p{L}*|zasob\p{L}*|działani\p{L}*|aktywności|wskaźnik\p{L}*|metryk\p{L}*)|relacje z klientami|przewaga\p{L}*|nieuczciwa przewaga|istniejące alternatywy|alternatywy)(?![\p{L}])`,
        // Russian.
        String.raw`канал|доход|расход|издерж|метрик|показател|преимуществ|партн[её]р|ключевые ресурсы|ключевые виды|взаимоотношени|отношения с клиентами|альтернатив`,
      ].join('|'),
      'iu',
    ),
  ],
  [
    'relievers',
    /\bproduct use cases?\b|^(?:other )?(?:product )?use cases$|\bpain[- ]?relievers?\b|\brelievers?\b|\bpains? we (?:remove|relieve|solve|address)\b|\bhow we (?:help|solve)\b|schmerzlinderer|problemlöser|(?<![\p{L}])(?:łagodzenie|uśmierzanie) (?:bólu|problemów)|środki przeciwbólowe|обезбол|облегчени|снятие бол|устранени\p{L}* бол/iu,
  ],
  [
    'creators',
    /\bgain[- ]?creators?\b|\bcreators?\b|\bgains? we create\b|\bhow we create\b|gewinnerzeuger|nutzenstifter|(?:twórcy|kreatory|generatory) (?:korzyści|zysków)|создател\p{L}* выгод|создание выгод|генератор\p{L}* выгод/iu,
  ],
  [
    'statement',
    /^(?:\d+[.)]?\s*)?(?:(?:our|the|unique)\s+)*(?:value prop(?:osition)?s?|uvp|(?:one|1)[- ](?:sentence|line)(?: pitch)?|elevator pitch|(?:product )?position(?:ing)? statement|pitch|tagline|high[- ]level concept)(?!\s*(?:canvas|map|design))\b|\(unique value proposition\)|уникальное ценностное предложение|^ценностн\p{L}* предложени\p{L}*$|^(?:unikalna )?propozycj\p{L}* wartości$|^(?:wertversprechen|wertangebot|nutzenversprechen|alleinstellungsmerkmal)$/iu,
  ],
  [
    'segments',
    /\bcustomer segments?\b|\bconsumer segments?\b|\bsegments?\b|\btarget (?:customers?|audiences?|users?|market|groups?|clients?)\b|\bwho (?:we serve|it is for|it'?s for|is it for|this is for|benefits|gains|they are)\b|\bfor whom\b|\bpersonas?\b|\baudiences?\b|\bcustomer profile\b|\bideal customers?\b|\bearly adopters?\b|\buser (?:types|groups|roles|segments)\b|\btypes of users\b|\bbuyer (?:roles|personas?)\b|(?<![\p{L}])(?:сегмент|целевая аудитория|ранние (?:последователи|пользователи|адепты)|segment\p{L}*|grupa docelowa|grupy docelowe|wczesni użytkownicy|kundensegment\p{L}*|zielgruppe\p{L}*|frühe anwender)/iu,
  ],
  // The columns of a user-story table: "As a | I want to | So that".
  ['segments', /^as an?(?:\s*\.{3}|…)?$/i],
  ['jobs', /^(?:i|we) (?:want|need)(?: to)?(?:\s*\.{3}|…)?$/i],
  ['gains', /^so that(?:\s*\.{3}|…)?$/i],
  [
    'jobs',
    /\bcustomer jobs?\b|\bjobs?(?:[- ]to[- ]be[- ]done)?\b|\bmain job\b|\btasks\b|\baufgaben\b|\bkundenaufgaben\b|(?<![\p{L}])zadania(?: klient\p{L}*)?(?![\p{L}])|(?<![\p{L}])задачи(?: клиент\p{L}*)?|работы клиент/iu,
  ],
  [
    'pains',
    /\bpains?\b|\bpain ?points?\b|\bpainpoints?\b|\bproblems?\b|\bfrustrat\w*|\bchallenges?\b|\bobstacles\b|\bprobleme\b|\bschmerz\p{L}*|(?<![\p{L}])(?:problemy|bóle|bolączki|trudności)(?![\p{L}])|(?<![\p{L}])проблем|(?<![\p{L}])бол(?:и|ь|ей)(?![\p{L}])/iu,
  ],
  [
    'gains',
    /\bgains?\b|\bbenefits?\b|^why (?:choose |use |pick )?(?:us|[\p{L}.]+)$|\bwhat you get\b|\bdesired outcomes?\b|\boutcomes\b|\bvorteile\b|\bnutzen\b|\bgewinne\b|\badvantages\b|\bwhat (?:\w+ )?gain\b|\bresults?\b|\bvalue drivers? impact\b|(?<![\p{L}])(?:korzyści|zyski)(?![\p{L}])|(?<![\p{L}])выгод/iu,
  ],
  [
    'products',
    /\bproducts?(?:\s*(?:&|and|\/)\s*services)?\b|\bservices\b|\bsolutions?\b|\bwhat we offer\b|\bour offer\b|\boffer(?:ing)?s?\b|\bvalue drivers?\b|\bproduct name\b|\b(?:key )?features\b|\bcapabilities\b|(?<![\p{L}])(?:решени|продукты и услуги|produkty i usługi|rozwiązani\p{L}*|produkte\p{L}*|lösung\p{L}*|dienstleistungen)/iu,
  ],
];

/**
 * Words that name a persona's or a buyer role's parts: read as lists only inside a persona
 * (a heading with two or more such parts), where "Goals" are what the persona wants to gain.
 */
const PERSONA_KINDS: [Kind, RegExp][] = [
  [
    'gains',
    /^(?:(?:key|main|top|their|primary)\s+)?(?:goals?|needs|motivations?|wants|expectations|desires|objectives|what (?:they|he|she) wants?|desired outcomes?|outcomes|success looks like|ziele|bedürfnisse|cele|potrzeby|цели|потребности)$/iu,
  ],
  [
    'pains',
    /^(?:(?:key|main|top|their|primary)\s+)?(?:fears|concerns|worries|blockers|barriers|frustrations|pain points|challenges|problems|obawy|ängste|страхи|опасения)$/iu,
  ],
  [
    'jobs',
    /^(?:(?:key|main|their)\s+)?(?:responsibilities|tasks|activities|jobs to be done|behaviou?rs?|day in the life)$/i,
  ],
];

/** "3. Pains (what annoys the customer):" → "Pains"; the label a heading or line starts with. */
export function labelHead(text: string): string {
  let label = text
    .replace(/^\s*(?:\d+(?:\.\d+)*[.)]?|[a-z][.)]|[-–—•*]+)\s+/i, '')
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/[\s:.?!]+$/, '')
    .trim();
  // "Gain Creators - what creates gains today" / "Pains: what annoys them".
  const cut = /\s+[-–—]\s+|:\s*|\s*\?\s*/.exec(label);
  if (cut && cut.index > 0 && wordCount(label.slice(0, cut.index)) <= 5)
    label = label.slice(0, cut.index);
  return label.trim();
}

function match(table: [Kind, RegExp][], label: string): Kind | null {
  for (const [kind, pattern] of table) if (pattern.test(label)) return kind;
  return null;
}

/** The list a label names, or null; persona part names ("Goals") count inside personas only. */
export function kindOf(text: string, persona = false): Kind | null {
  const head = labelHead(text);
  if (head && wordCount(head) <= 8) {
    const kind = (persona ? match(PERSONA_KINDS, head) : null) ?? match(KINDS, head);
    if (kind) return kind;
  }
  const label = text.replace(/[:.]\s*$/, '').trim();
  if (wordCount(label) > 10) return null;
  // The whole label, then an English term in brackets ("Сегменты клиентов (Customer Segments)").
  const kind = match(KINDS, label);
  if (kind) return kind;
  const bracket = /\(([^()]{3,60})\)/.exec(label)?.[1];
  return bracket ? match(KINDS, bracket) : null;
}

/** Whether a label names a persona part (goals, frustrations, needs …) or a customer list. */
export function personaPart(text: string): Kind | null {
  const head = labelHead(text);
  if (!head || wordCount(head) > 6) return null;
  return match(PERSONA_KINDS, head) ?? match(KINDS, head);
}

/**
 * "CUSTOMER SEGMENT", "Customer problem or need": a block's own label met where its entries
 * are (a canvas cell, the line under a heading), which is not an entry. The label word must
 * open the text, after customer/target words at most, so "Fewer challenges" stays an entry.
 */
export function isBlockLabel(text: string): boolean {
  const head = labelHead(text);
  if (!head || wordCount(head) > 4) return false;
  for (const [, pattern] of KINDS) {
    const found = pattern.exec(head);
    if (!found) continue;
    const before = head.slice(0, found.index);
    const after = head.slice(found.index + found[0].length);
    return (
      /^(?:(?:customer|client|user|target|our|the|key|main|your|their)\s+)*$/i.test(before) &&
      /^(?:\s+(?:or|and|&|\/)\s+[\p{L}]+)?\s*$/iu.test(after)
    );
  }
  return false;
}
