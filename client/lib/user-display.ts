import type { PublicUser } from '@common/contracts/auth.js';

type NamedUser = Pick<PublicUser, 'firstName' | 'lastName'>;

/** Spec §3: the display name is first name plus last name. */
export function fullName(user: NamedUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function initials(user: NamedUser): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return letters.toUpperCase() || '?';
}

// A profile image upload reloads the page (spec §9), so one stamp per page load busts the cache.
const cacheStamp = Date.now();

export function avatarUrl(
  user: Pick<PublicUser, 'organizationId' | 'profileImage'>,
): string | null {
  if (!user.profileImage) return null;
  return `/uploads/org_${user.organizationId}/${encodeURIComponent(user.profileImage)}?t=${cacheStamp}`;
}
