import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { templates } from '../../db/schema.js';

export type TemplateRow = typeof templates.$inferSelect;
export type TemplateValues = Pick<
  TemplateRow,
  'name' | 'category' | 'content' | 'svgContent' | 'aiPrompt'
>;

/** Templates are platform-wide (not tenant data): every signed-in user reads them, platform admins write them. */
export function listTemplates(db: Db): Promise<TemplateRow[]> {
  return db.select().from(templates).orderBy(asc(templates.id));
}

export async function findTemplate(db: Db, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  return row;
}

export async function findTemplateBySeedKey(
  db: Db,
  seedKey: string,
): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.seedKey, seedKey)).limit(1);
  return row;
}

export async function insertTemplate(
  db: Db,
  values: TemplateValues & { seedKey?: string; seedChecksum?: string },
): Promise<TemplateRow> {
  const [row] = await db.insert(templates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  db: Db,
  id: number,
  values: Partial<TemplateValues> & { seedChecksum?: string },
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(templates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(templates.id, id))
    .returning();
  return row;
}

/** Deletes it; what it was (for the activity log), or undefined when there was none. */
export async function deleteTemplate(
  db: Db,
  id: number,
): Promise<Pick<TemplateRow, 'id' | 'name' | 'category'> | undefined> {
  const [row] = await db
    .delete(templates)
    .where(eq(templates.id, id))
    .returning({ id: templates.id, name: templates.name, category: templates.category });
  return row;
}

/** The template a category's visualizations use: the oldest one of that category. */
export async function findTemplateForCategory(
  db: Db,
  category: string,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(templates)
    .where(eq(templates.category, category))
    .orderBy(asc(templates.id))
    .limit(1);
  return row;
}
