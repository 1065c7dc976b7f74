/**
 * What the headings, labels, table headers and canvas block names of value-proposition
 * documents mean: which list they stand for. Every block of the three common canvases has a
 * role, the blocks that are no list included ('other': channels, costs, revenue, key partners …)
 * so that their items never leak into a neighbouring list:
 *  - value proposition canvas: Customer Jobs, Pains, Gains, Products & Services, Pain Relievers,
 *    Gain Creators;
 *  - lean canvas: Problem (pains), Solution (products), Unique Value Proposition (statement),
 *    Customer Segments and Early Adopters (segments), Existing Alternatives, Unfair Advantage,
 *    Key Metrics, Channels, Cost Structure, Revenue Streams (other);
 *  - business model canvas: Customer Segments, Value Propositions (statement), Channels,
 *    Customer Relationships, Key Activities, Key Resources, Key Partners, Cost Structure,
 *    Revenue Streams (other).
 * The usual canvas terms in German, Polish and Russian are included.
 * Read by the analyzer's header mapper (server/pipeline/analyze/shared/header-roles.ts, which
 * explains the marks): `labels` are whole labels, `starts` label beginnings, `words` whole words,
 * `anywhere` pieces of words; a string may hold several terms separated by commas.
 * Order matters: the first role that matches wins ("Pain relievers" before "Pains").
 */
export const VALUE_HEADER_VOCABULARY = {
  other: {
    words: [
      '(sales|distribution|marketing)? channel(s), revenue(s) (stream(s)|model)?',
      'cost(s) (structure)?, key metrics, metrics, unfair advantage(s), key partner(s)',
      'partners, partnerships, key activities, key resources, customer relationship(s)',
      'relationships, existing alternatives, alternatives, discovery',
      'resources, hypotheses, hypothesis, evaluation, stakeholder(s)',
      'team member(s), competitor(s), competition, go-to-market, playbook, overview, links',
      'reference(s), related reading, further reading',
      // German.
      'kanäle, vertriebskanäle, kosten*, einnahme*, erlös*, schlüssel*, kundenbeziehungen',
      'kennzahlen, unfairer vorteil, bestehende alternativen, alternativen',
      // Polish.
      'kanały, struktura kosztów, koszty, strumienie przychodów, przychody',
      'kluczow* (partner*|zasob*|działani*|aktywności|wskaźnik*|metryk*), relacje z klientami',
      'przewaga*, nieuczciwa przewaga, istniejące alternatywy, alternatywy',
    ],
    // Russian stems.
    anywhere: [
      'канал, доход, расход, издерж, метрик, показател, преимуществ, партнер, ключевые ресурсы',
      'ключевые виды, взаимоотношени, отношения с клиентами, альтернатив',
    ],
  },
  relievers: {
    labels: ['(other)? (product)? use cases'],
    words: [
      'product use case(s), pain reliever(s), pain-reliever(s), painreliever(s), reliever(s)',
      'pain(s) we (remove|relieve|solve|address), how we (help|solve)',
      '(łagodzenie|uśmierzanie) (bólu|problemów)',
    ],
    anywhere: [
      'schmerzlinderer, problemlöser, środki przeciwbólowe, обезбол, облегчени, снятие бол',
      'устранени* бол',
    ],
  },
  creators: {
    words: [
      'gain creator(s), gain-creator(s), gaincreator(s), creator(s), gain(s) we create',
      'how we create',
    ],
    anywhere: [
      'gewinnerzeuger, nutzenstifter, (twórcy|kreatory|generatory) (korzyści|zysków)',
      'создател* выгод, создание выгод, генератор* выгод',
    ],
  },
  /** The value proposition statement itself (a one-liner, a pitch, a positioning statement). */
  statement: {
    labels: [
      'ценностн* предложени*, (unikalna)? propozycj* wartości, wertversprechen, wertangebot',
      'nutzenversprechen, alleinstellungsmerkmal',
    ],
    starts: [
      '(our|the|unique)? (our|the|unique)? (value prop(osition)?(s)|uvp|(one|1)(-| )(sentence|line)( pitch)?|elevator pitch|(product)? position(ing)? statement|pitch|tagline|high(-| )level concept)',
    ],
    anywhere: ['уникальное ценностное предложение'],
    unless: [
      '(prop|props|proposition|propositions|uvp|pitch|statement|tagline|concept) (canvas|map|design)',
    ],
  },
  segments: {
    // The first column of a user-story table: "As a | I want to | So that".
    labels: ['as (a|an)(...| ...|…| …)?'],
    words: [
      'customer segment(s), consumer segment(s), segment(s)',
      'target (customer(s)|audience(s)|user(s)|market|group(s)|client(s))',
      "who (we serve|it is for|it's for|its for|is it for|this is for|benefits|gains|they are)",
      'for whom, persona(s), audience(s), customer profile, ideal customer(s)',
      'early adopter(s), user (types|groups|roles|segments), types of users',
      'buyer (roles|persona(s)), сегмент*, целевая аудитория',
      'ранние (последователи|пользователи|адепты), segment*, grupa docelowa, grupy docelowe',
      'wczesni użytkownicy, kundensegment*, zielgruppe*, frühe anwender',
    ],
  },
  jobs: {
    labels: ['(i|we) (want|need)( to)?(...| ...|…| …)?'],
    words: [
      'customer job(s), job(s)((-| )to(-| )be(-| )done)?, main job, tasks, aufgaben',
      'kundenaufgaben, zadania( klient*)?, задачи( клиент*)?',
    ],
    anywhere: ['работы клиент'],
  },
  pains: {
    words: [
      'pain(s), pain point(s), painpoint(s), problem(s), frustrat*, challenge(s), obstacles',
      'probleme, schmerz*, problemy, bóle, bolączki, trudności, проблем*, боли, боль, болей',
    ],
  },
  gains: {
    labels: ['so that(...| ...|…| …)?', 'why (choose|use|pick)? (us|*)'],
    words: [
      'gain(s), benefit(s), what you get, desired outcome(s), outcomes, vorteile, nutzen',
      'gewinne, advantages, what (*)? gain, result(s), korzyści, zyski',
      'выгод*',
    ],
  },
  products: {
    words: [
      'product(s) (&|and|/) services, product(s)/services, product(s), services, solution(s)',
      'what we offer, our offer, offer(s), offering(s), value driver(s), product name',
      '(key)? features, capabilities, решени*, продукты и услуги, produkty i usługi',
      'rozwiązani*, produkte*, lösung*, dienstleistungen',
    ],
  },
};

/**
 * The parts of a persona or a buyer role, read as lists only inside a persona (a heading with
 * two or more such parts), where "Goals" are what the persona wants to gain.
 */
export const PERSONA_PART_VOCABULARY = {
  gains: {
    labels: [
      '(key|main|top|their|primary)? (goal(s)|needs|motivation(s)|wants|expectations|desires|objectives|what (they|he|she) want(s)|desired outcome(s)|outcomes|success looks like|ziele|bedürfnisse|cele|potrzeby|цели|потребности)',
    ],
  },
  pains: {
    labels: [
      '(key|main|top|their|primary)? (fears|concerns|worries|blockers|barriers|frustrations|pain points|challenges|problems|obawy|ängste|страхи|опасения)',
    ],
  },
  jobs: {
    labels: [
      '(key|main|their)? (responsibilities|tasks|activities|jobs to be done|behaviour(s)|behavior(s)|day in the life)',
    ],
  },
};

/** The field or column of a persona card or table that names the persona (its segment). */
export const PERSONA_NAME_VOCABULARY = {
  name: {
    labels:
      'persona, name, role, job title, occupation, title, user, user type, buyer, who, segment',
  },
};
