/**
 * Seeds the API benchmark's organizations straight through Drizzle, in batches: an organization
 * with its admin, a live session (the token the load generator sends), documents as the pipeline
 * leaves them (processed or failed, with text and analysis) and a visualization for every fourth.
 */
import type { Db } from '../../server/db/client.js';
import {
  documents,
  organizations,
  sessions,
  users,
  visualizations,
} from '../../server/db/schema.js';
import { newToken } from '../../server/accounts/tokens.js';

const BATCH_ROWS = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
const CATEGORIES = [
  'competitor_analysis',
  'product_roadmap',
  'value_proposition',
  'risk_analysis',
  'unknown',
] as const;

export interface SeededOrganization {
  documents: number;
  token: string;
  /** A processed document with text and analysis, for GET /api/documents/{id}. */
  detailId: number;
}

/** About 2 KB of extracted text, roughly what a short business PDF gives. */
const EXTRACTED_TEXT = Array.from(
  { length: 30 },
  (_, i) => `Section ${i + 1}: market share, pricing and delivery risks for the next quarter.`,
).join('\n');

function analysisOf(category: string): string {
  return JSON.stringify({
    category,
    confidence: 0.82,
    evidence: Array.from({ length: 4 }, (_, i) => ({
      field: `items[${i}]`,
      value: `Item ${i + 1}`,
      snippet: `Item ${i + 1} appears in the table on page ${i + 1}.`,
      location: `table 1, row ${i + 2}`,
    })),
    data: { items: Array.from({ length: 4 }, (_, i) => ({ name: `Item ${i + 1}`, score: i })) },
  });
}

/** About 1 KB of visualization data, the size of a filled-in template's values. */
const VISUALIZATION_DATA = JSON.stringify({
  title: 'Competitive landscape',
  competitors: Array.from({ length: 6 }, (_, i) => ({
    name: `Competitor ${i + 1}`,
    strengths: ['Pricing', 'Reach'],
    weaknesses: ['Support'],
    marketShare: 10 + i,
  })),
});

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS)
    await insert(rows.slice(start, start + BATCH_ROWS));
}

export async function seedOrganization(
  db: Db,
  name: string,
  documentCount: number,
): Promise<SeededOrganization> {
  const [org] = await db.insert(organizations).values({ name }).returning();
  const [user] = await db
    .insert(users)
    .values({
      email: `admin-${org!.id}@bench.example.com`,
      // Never signed in with: the benchmark sends a session token made below.
      passwordHash: 'not-a-password-hash',
      firstName: 'Bench',
      lastName: `Admin ${org!.id}`,
      role: 'organization_admin',
      organizationId: org!.id,
    })
    .returning();
  const { token, tokenHash } = newToken();
  await db.insert(sessions).values({
    userId: user!.id,
    tokenHash,
    expiresAt: new Date(Date.now() + DAY_MS),
    remembered: false,
  });

  const now = Date.now();
  const docRows = Array.from({ length: documentCount }, (_, i) => {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const failed = i % 10 === 9;
    const createdAt = new Date(now - (documentCount - i) * ((60 * DAY_MS) / documentCount));
    return {
      name: `Quarterly report ${i + 1}`,
      originalFilename: `report-${i + 1}.pdf`,
      fileSize: 120_000 + i,
      mimeType: 'application/pdf',
      status: failed ? 'failed' : 'processed',
      category: failed ? 'unknown' : category,
      extractedText: failed ? null : EXTRACTED_TEXT,
      errorMessage: failed ? 'The file is password-protected' : null,
      userId: user!.id,
      organizationId: org!.id,
      createdAt,
      processedAt: new Date(createdAt.getTime() + 5000),
      storageKey: `org_${org!.id}/bench-${i}.pdf`,
      attempts: 1,
      analysis: failed ? null : analysisOf(category),
    };
  });
  const ids: number[] = [];
  await inBatches(docRows, async (batch) => {
    const inserted = await db.insert(documents).values(batch).returning({ id: documents.id });
    ids.push(...inserted.map((row) => row.id));
  });

  const vizRows = ids
    .filter((_, i) => i % 4 === 0 && docRows[i]!.status === 'processed')
    .map((documentId, i) => ({
      title: `Visualization ${i + 1}`,
      category: 'competitor_analysis',
      data: VISUALIZATION_DATA,
      documentId,
      userId: user!.id,
      organizationId: org!.id,
    }));
  await inBatches(vizRows, (batch) => db.insert(visualizations).values(batch));

  return { documents: documentCount, token, detailId: ids[0]! };
}
