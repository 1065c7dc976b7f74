import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationAi } from '@common/contracts/ai.js';
import { apiJson } from '@/lib/api';
import { toast } from '@/lib/use-toast';

/** Issue 19: the organization's AI switch. The query key is the URL (the default query function). */
export const ORGANIZATION_AI_KEY = ['/api/organization/ai'] as const;

export function useOrganizationAi() {
  return useQuery<OrganizationAi>({ queryKey: ORGANIZATION_AI_KEY });
}

/** Switches AI analysis on or off for the organization; organization admins only. */
export function useSetOrganizationAi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiJson<OrganizationAi>('PUT', ORGANIZATION_AI_KEY[0], { enabled }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ORGANIZATION_AI_KEY, saved);
      toast(
        saved.enabled
          ? { title: 'AI analysis on', description: 'New documents are analyzed with AI.' }
          : {
              title: 'AI analysis off',
              description: 'Nothing of your documents is sent to the AI model.',
            },
      );
    },
    meta: {
      errorToast: {
        title: 'Update failed',
        description: 'An error occurred while saving the AI setting',
      },
    },
  });
}
