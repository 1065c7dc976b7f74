import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@common/categories.js';
import type { PlatformOrganization, PlatformUser } from '@common/contracts/platform.js';
import type { Template, TemplateSave } from '@common/contracts/templates.js';
import { isPlatformAdmin } from '@common/roles.js';
import { TEMPLATES_KEY } from '@/components/visualization/render';
import { apiJson, apiRequest } from '@/lib/api';
import { readApiError } from '@/lib/api-error';
import { serverMessageOr } from '@/lib/error-toast';
import { useSession } from '@/lib/session';

const TEMPLATES_URL = TEMPLATES_KEY[0];

/**
 * Spec §7 admin calls. Query keys double as URLs: the default query function joins them. The
 * template list is the one the visualization renderer reads, so both share one cache entry.
 */
export const platformKeys = {
  organizations: ['/api/admin/organizations'] as const,
  users: ['/api/admin/users'] as const,
  templates: TEMPLATES_KEY,
  template: (id: number) => [TEMPLATES_URL, String(id)] as const,
};

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
    queryKey: platformKeys.organizations,
    enabled: allowed,
  });
}

export function usePlatformUsers() {
  const allowed = useIsPlatformAdmin();
  return useQuery<PlatformUser[]>({ queryKey: platformKeys.users, enabled: allowed });
}

/** The template list; every signed-in user may read it (the dashboard counts it for admins only). */
export function useTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<Template[]>({ queryKey: platformKeys.templates, enabled });
}

/** GET /api/admin/templates/{id}, showing the list's copy until the fresh one arrives. */
export function useTemplateDetails(id: number | null, listCopy?: Template) {
  return useQuery<Template>({
    queryKey: platformKeys.template(id ?? 0),
    enabled: id !== null,
    placeholderData: listCopy,
    meta: { errorToast: { title: 'Error', description: 'Failed to load template details' } },
  });
}

function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: platformKeys.templates });
}

/** Create (id null) or update; the error toast names which one failed (spec §8). */
export function useSaveTemplate(isNew: boolean) {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TemplateSave }) =>
      id === null
        ? apiJson<Template>('POST', TEMPLATES_URL, body)
        : apiJson<Template>('PUT', `${TEMPLATES_URL}/${id}`, body),
    onSuccess: refresh,
    meta: {
      errorToast: {
        title: isNew ? 'Failed to create template' : 'Failed to update template',
        description: serverMessageOr('Failed to save template'),
      },
    },
  });
}

export function useDeleteTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${TEMPLATES_URL}/${id}`),
    onSuccess: refresh,
    meta: { errorToast: { title: 'Error', description: 'Failed to delete template' } },
  });
}

/** Spec §7: the AI prompt generated from an SVG's merge tags; on failure an empty prompt, silently. */
export async function analyzeSvg(svgContent: string, category: Category): Promise<string> {
  try {
    const { aiPrompt } = await apiJson<{ aiPrompt?: unknown }>(
      'POST',
      `${TEMPLATES_URL}/analyze-svg`,
      { svgContent, category },
    );
    return typeof aiPrompt === 'string' ? aiPrompt : '';
  } catch {
    return '';
  }
}
