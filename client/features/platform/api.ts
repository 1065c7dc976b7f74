import { useQuery } from '@tanstack/react-query';
import type { PlatformOrganization, PlatformUser } from '@common/contracts/platform.js';
import type { Template } from '@common/contracts/templates.js';
import { isPlatformAdmin } from '@common/roles.js';
import { readApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';

/** Spec §7 admin calls; the key doubles as the URL. */
export const PLATFORM_KEYS = {
  organizations: ['/api/admin/organizations'],
  users: ['/api/admin/users'],
  templates: ['/api/admin/templates'],
} as const;

/** True for the platform-admin check of spec §6: the only users the platform lists answer. */
export function useIsPlatformAdmin(): boolean {
  const { user } = useSession();
  return isPlatformAdmin(user);
}

/** The server's 403 means the same as failing the client-side check. */
export function isForbidden(error: unknown): boolean {
  return readApiError(error).status === 403;
}

export function usePlatformOrganizations() {
  const allowed = useIsPlatformAdmin();
  return useQuery<PlatformOrganization[]>({
    queryKey: PLATFORM_KEYS.organizations,
    enabled: allowed,
  });
}

export function usePlatformUsers() {
  const allowed = useIsPlatformAdmin();
  return useQuery<PlatformUser[]>({ queryKey: PLATFORM_KEYS.users, enabled: allowed });
}

/** Same key as the Templates page's list, so both share one cache entry. */
export function usePlatformTemplates() {
  const allowed = useIsPlatformAdmin();
  return useQuery<Template[]>({ queryKey: PLATFORM_KEYS.templates, enabled: allowed });
}
