/**
 * What the column headers of a competitor comparison mean, in general business language.
 * Read by the analyzer's header mapper (server/pipeline/analyze/shared/header-roles.ts, which
 * explains the marks): `labels` are whole labels, `starts` label beginnings, `words` whole words,
 * `anywhere` pieces of words; a string may hold several terms separated by commas.
 */
export const COMPETITOR_HEADER_VOCABULARY = {
  /** A column (or corner cell) of company or product names: one company per row. */
  name: {
    labels: [
      'company, companies, competitor(s), vendor(s), provider(s), product(s), tool(s)',
      'platform(s), service(s), name(s), brand(s), app(s), application(s), solution(s)',
      'framework(s), library, libraries, alternative(s), option(s), player(s), offering(s)',
      'supplier(s), software, database(s), host(s)',
    ],
  },
  /** A corner cell that labels the rows as features: the products are the columns. */
  featureCorner: {
    labels: [
      'feature(s), capability, capabilities, criteria, criterion, category, categories',
      'aspect(s), dimension(s), attribute(s), requirement(s), comparison, compare, metric(s)',
      'factor(s), topic(s), area(s), function(s), functionality, use case(s), property',
      'properties, characteristic(s), spec(s), specification(s), item(s), question(s), what',
      'feature(s) / product(s), feature(s) vs(.)? product(s)',
    ],
  },
  /** Columns beside the products in a products-as-columns matrix: never a product. */
  notProduct: {
    labels: [
      'feature(s), capability, capabilities, criteria, criterion, category, note(s)',
      'comment(s), remark(s), details, description, area, function, functionality',
      'requirement(s), weight(s), importance, priority, #',
    ],
  },
  /** Labels (headings, short lines, table headers) over what speaks for an alternative. */
  pros: {
    labels: [
      'pros, pro, advantage(s), strength(s), benefit(s), upside(s), the good, good, what we like',
      "what's good, positive(s), plus, pluses",
    ],
  },
  /** Labels over what speaks against an alternative. */
  cons: {
    labels: [
      'cons, con, disadvantage(s), weakness, weaknesses, drawback(s), downside(s), limitation(s)',
      "the bad, bad, what we don't like, negative(s), minus, minuses, caveat(s)",
    ],
  },
  // The columns of a one-company-per-row table; the first that matches wins.
  /** Prices said as such ("Pricing", "Cost per seat", "Plans"). */
  pricing: {
    words: ['plan(s)', 'tier(s)', 'rate(s)'],
    anywhere: ['pric', 'cost', 'fee', 'commission'],
  },
  /** Columns about money that read better with their header ("Free: yes", "Subscription: …"). */
  pricingAspect: { anywhere: ['subscription', 'free', 'monetis', 'monetiz', '$', '€', '£'] },
  limitations: {
    words: ['con(s)', 'gap(s)', 'limit(s)'],
    anywhere: ['limitation, weak, drawback, downside, lack, missing, threat, disadvantage, caveat'],
  },
  market: {
    anywhere: [
      'market, share, users, downloads, customers, position, revenue, adoption, installs',
      'popularity, rating',
    ],
  },
  support: {
    words: ['sla'],
    anywhere: ['support', 'help desk', 'helpdesk', 'customer service', 'service level'],
  },
  /** Lists of what a company has ("Key features", "Strengths"). */
  features: {
    words: ['pros'],
    anywhere: ['feature', 'capabilit', 'strength', 'highlight', 'key', 'advantages'],
  },
  /** Descriptive columns, read as "Header: value" features ("Type", "Storage", "Focus"). */
  attributes: {
    anywhere: ['functional, offering, type, storage, what, focus, specialt, description'],
  },
};
