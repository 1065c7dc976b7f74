/**
 * The rows of the scale seed (scripts/seed/scale.ts), made from a seeded random generator so two
 * runs with the same sizes write the same data. Pure: no database here, only values to insert.
 */
import { CATEGORIES, type Category } from '../../common/categories.js';
import type { documents, visualizations } from '../../server/db/schema.js';

export type NewDocumentRow = typeof documents.$inferInsert;
export type NewVisualizationRow = typeof visualizations.$inferInsert;

/** mulberry32: small, fast and good enough to spread test data; the same seed gives the same rows. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

const WORDS = (
  'market pricing roadmap risk customer value growth platform release budget quarterly ' +
  'competitor support migration security partner revenue launch feature onboarding churn ' +
  'analysis strategy compliance supplier capacity forecast retention pipeline hosting vendor'
).split(' ');

function sentence(random: Random, words: number): string {
  const text = Array.from({ length: words }, () => pick(random, WORDS)).join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraph(random: Random, chars: number): string {
  const parts: string[] = [];
  let length = 0;
  while (length < chars) {
    const next = sentence(random, 8 + Math.floor(random() * 10));
    parts.push(next);
    length += next.length + 1;
  }
  return parts.join(' ');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Upload times spread over the last `spanDays`, a few of them inside the stats' 7-day window.
 * Whole milliseconds, as uploads through the API would have after a JSON round trip.
 */
function uploadTime(random: Random, now: number, spanDays: number): Date {
  const recent = random() < 0.05;
  const ageMs = (recent ? random() * 7 : 7 + random() * (spanDays - 7)) * DAY_MS;
  return new Date(Math.floor(now - ageMs));
}

const FILE_KINDS = [
  { mimeType: 'application/pdf', ext: 'pdf' },
  {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
  { mimeType: 'application/msword', ext: 'doc' },
] as const;

export interface DocumentRowOptions {
  organizationId: number;
  userIds: readonly number[];
  /** Position of the document in the whole seed: makes names and storage keys unique. */
  serial: number;
  now: number;
  spanDays: number;
  textChars: number;
}

/** A processed (about 90 %) or failed document; never uploaded/processing, so no worker picks it up. */
export function documentRow(random: Random, options: DocumentRowOptions): NewDocumentRow {
  const kind = pick(random, FILE_KINDS);
  const createdAt = uploadTime(random, options.now, options.spanDays);
  const failed = random() < 0.08;
  const category: Category | 'unknown' =
    failed || random() < 0.1 ? 'unknown' : pick(random, CATEGORIES);
  const title = `${pick(random, WORDS)} ${pick(random, WORDS)} ${options.serial}`;
  return {
    name: `${title.charAt(0).toUpperCase()}${title.slice(1)}`,
    originalFilename: `${title.replace(/ /g, '-')}.${kind.ext}`,
    fileSize: 20_000 + Math.floor(random() * 2_000_000),
    mimeType: kind.mimeType,
    status: failed ? 'failed' : 'processed',
    category,
    extractedText: failed ? null : paragraph(random, options.textChars),
    errorMessage: failed ? 'The file could not be read' : null,
    userId: pick(random, options.userIds),
    organizationId: options.organizationId,
    createdAt,
    processedAt: new Date(createdAt.getTime() + 2_000 + Math.floor(random() * 20_000)),
    storageKey: `org_${options.organizationId}/scale-${options.serial}.${kind.ext}`,
    attempts: 1,
    analysis:
      failed || category === 'unknown'
        ? null
        : JSON.stringify({
            category,
            confidence: 0.6 + random() * 0.4,
            evidence: [
              { field: 'title', value: title, snippet: sentence(random, 10), location: 'page 1' },
            ],
            data: visualizationData(random, category, title),
          }),
  };
}

const names = (random: Random, n: number) =>
  Array.from({ length: n }, () => `${pick(random, WORDS)} ${pick(random, WORDS)}`);

/** Data the category's schema accepts (common/categories/<category>/schema.ts), small but filled. */
export function visualizationData(
  random: Random,
  category: Category,
  title: string,
): Record<string, unknown> {
  switch (category) {
    case 'competitor_analysis': {
      const competitors = names(random, 3);
      return {
        title,
        competitors,
        competitors_details: competitors.map((name) => ({
          name,
          features: names(random, 3),
          pricing: `$${10 + Math.floor(random() * 90)} per user`,
          support: sentence(random, 4),
        })),
      };
    }
    case 'product_roadmap':
      return {
        title,
        phases: ['Q1', 'Q2', 'Q3'].map((quarter) => ({
          name: `${quarter} ${pick(random, WORDS)}`,
          timeline: `${quarter} 2026`,
          description: sentence(random, 10),
          features: names(random, 2),
        })),
        milestones: [{ date: 'June 2026', description: sentence(random, 8) }],
      };
    case 'value_proposition':
      return {
        title,
        segments: names(random, 2),
        pains: names(random, 3),
        gains: names(random, 3),
        products: names(random, 2),
        value_proposition: sentence(random, 14),
      };
    case 'risk_analysis':
      return {
        title,
        risks: names(random, 4).map((name) => ({
          name,
          probability: 1 + Math.floor(random() * 5),
          impact: 1 + Math.floor(random() * 5),
          mitigation: sentence(random, 8),
        })),
      };
  }
}

export interface SeededDocument {
  id: number;
  organizationId: number;
  userId: number | null;
  category: string;
  processedAt: Date | null;
  name: string;
}

/** A visualization made from a categorized document some minutes after it was processed. */
export function visualizationRow(
  random: Random,
  document: SeededDocument,
  templateId: number | null,
): NewVisualizationRow {
  const category = document.category as Category;
  const createdAt = new Date(
    (document.processedAt?.getTime() ?? Date.now()) + 60_000 + Math.floor(random() * 3_600_000),
  );
  return {
    title: `${document.name} - Visualization`,
    category,
    templateId,
    data: JSON.stringify(visualizationData(random, category, document.name)),
    documentId: document.id,
    userId: document.userId,
    organizationId: document.organizationId,
    createdAt: new Date(Math.min(createdAt.getTime(), Date.now())),
  };
}

/**
 * How many documents each organization gets: the first one `bigOrganization`, the others share
 * the rest evenly with ±50 % spread.
 */
export function documentsPerOrganization(
  random: Random,
  organizations: number,
  total: number,
  bigOrganization: number,
): number[] {
  if (organizations <= 1) return [total];
  const big = Math.min(bigOrganization, total);
  const others = organizations - 1;
  const mean = (total - big) / others;
  const counts = Array.from({ length: others }, () => Math.round(mean * (0.5 + random())));
  // Nudge the counts so they add up to exactly the total asked for.
  let diff = total - big - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % others) {
    const step = diff > 0 ? 1 : -1;
    if (step < 0 && counts[i]! === 0) continue;
    counts[i]! += step;
    diff -= step;
  }
  return [big, ...counts];
}
