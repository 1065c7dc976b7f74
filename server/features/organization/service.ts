import type { PublicOrganization } from '../../../common/contracts/auth.js';
import { brandPaletteSchema, type BrandPalette } from '../../../common/contracts/brand-palette.js';
import { toPublicOrganization } from '../../accounts/serialize.js';
import type { AppContext } from '../../context.js';
import { readJsonText, toJsonText } from '../../db/json-columns.js';
import type { Actor, OrganizationScope } from '../../db/tenant.js';
import { orNotFound } from '../../errors.js';
import { findBrandPaletteText, updateBrandPaletteText } from './repo.js';

/** The organization's brand palette (issue 17), or null when none is set. */
export async function brandPaletteOf(
  ctx: AppContext,
  scope: OrganizationScope,
): Promise<BrandPalette | null> {
  return readJsonText(await findBrandPaletteText(ctx.db, scope), brandPaletteSchema);
}

/**
 * Sets the palette (already validated: hex and contrast, by the route's schema) or clears it
 * with null. Only new visualizations take it up; existing ones keep their colours until a user
 * applies it from the colour customiser. The route restricts this to organization admins.
 */
export async function setBrandPalette(
  ctx: AppContext,
  actor: Actor,
  palette: BrandPalette | null,
): Promise<{ organization: PublicOrganization }> {
  const row = await updateBrandPaletteText(ctx.db, actor, palette && toJsonText(palette));
  return { organization: toPublicOrganization(orNotFound(row, 'Organization')) };
}
