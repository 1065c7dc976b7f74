export const ROLES = ['organization_user', 'organization_admin', 'platform_admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an organization admin may hand out in an invitation (spec §6). */
export const INVITABLE_ROLES = ['organization_user', 'organization_admin'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

interface RoleHolder {
  role?: string | null;
}

/** Spec §6 admin check: organization_admin or platform_admin. Controls the sidebar's Admin link and /admin. */
export function isAdmin(user: RoleHolder | null | undefined): boolean {
  return user?.role === 'organization_admin' || user?.role === 'platform_admin';
}

/** Spec §6 platform-admin check: the role compared case-insensitively. */
export function isPlatformAdmin(user: RoleHolder | null | undefined): boolean {
  return (user?.role ?? '').toLowerCase() === 'platform_admin';
}

export const ROLE_LABELS: Record<Role, string> = {
  platform_admin: 'Platform Admin',
  organization_admin: 'Org Admin',
  organization_user: 'User',
};
