import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@common/categories.js';
import type { Template, TemplateSave } from '@common/contracts/templates.js';
import { apiJson, apiRequest } from '@/lib/api';

/** Spec §7 template calls. The list key is the prefix of every template query. */
export const TEMPLATES_URL = '/api/admin/templates';

export function useTemplates() {
  return useQuery<Template[]>({ queryKey: [TEMPLATES_URL] });
}

/** GET /api/admin/templates/{id}, showing the list's copy until the fresh one arrives. */
export function useTemplateDetails(id: number | null, listCopy?: Template) {
  return useQuery<Template>({
    queryKey: [TEMPLATES_URL, String(id)],
    enabled: id !== null,
    placeholderData: listCopy,
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TemplateSave }) =>
      id === null
        ? apiJson<Template>('POST', TEMPLATES_URL, body)
        : apiJson<Template>('PUT', `${TEMPLATES_URL}/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TEMPLATES_URL] }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${TEMPLATES_URL}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TEMPLATES_URL] }),
  });
}

/** Spec §7: the AI prompt generated from an SVG's merge tags; on failure an empty prompt, silently. */
export async function analyzeSvg(svgContent: string, category: Category): Promise<string> {
  try {
    const { aiPrompt } = await apiJson<{ aiPrompt?: unknown }>(
      'POST',
      `${TEMPLATES_URL}/analyze-svg`,
      {
        svgContent,
        category,
      },
    );
    return typeof aiPrompt === 'string' ? aiPrompt : '';
  } catch {
    return '';
  }
}
