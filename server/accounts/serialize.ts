import type { PublicOrganization, PublicUser } from '../../common/contracts/auth.js';
import { brandPaletteSchema } from '../../common/contracts/brand-palette.js';
import type { Role } from '../../common/roles.js';
import { readJsonText } from '../db/json-columns.js';
import type { OrganizationRow, UserRow } from '../db/schema.js';

/** The only shape a user leaves the server in: named fields, never the password hash. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role as Role,
    organizationId: user.organizationId,
    profileImage: user.profileImage,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toPublicOrganization(organization: OrganizationRow): PublicOrganization {
  return {
    id: organization.id,
    name: organization.name,
    createdAt: organization.createdAt.toISOString(),
    brandPalette: readJsonText(organization.brandPalette, brandPaletteSchema),
  };
}
