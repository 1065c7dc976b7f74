import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, PublicOrganization } from '@common/contracts/auth.js';
import type { BrandPaletteInput } from '@common/contracts/brand-palette.js';
import { apiJson } from '@/lib/api';
import { sessionKeys } from '@/lib/session-api';
import { getSession, updateSessionProfile } from '@/lib/session';
import { toast } from '@/lib/use-toast';

const BRAND_PALETTE_URL = '/api/organization/brand-palette';

/**
 * The changed organization goes into the saved session and the cached /api/auth/me answer, so
 * the colour customiser sees the new palette at once and the session refresh keeps it.
 */
function useAdoptOrganization(): (organization: PublicOrganization) => void {
  const queryClient = useQueryClient();
  return (organization) => {
    const { user } = getSession();
    if (!user) return;
    updateSessionProfile(user, organization);
    queryClient.setQueryData<MeResponse>(sessionKeys.me, { user, organization });
  };
}

/** Saves the palette (PUT) or, given null, removes it (DELETE); organization admins only. */
export function useSaveBrandPalette() {
  const adopt = useAdoptOrganization();
  return useMutation({
    mutationFn: (palette: BrandPaletteInput | null) =>
      apiJson<{ organization: PublicOrganization }>(
        palette ? 'PUT' : 'DELETE',
        BRAND_PALETTE_URL,
        palette ?? undefined,
      ),
    // Here rather than in mutate's callbacks: adopting the organization remounts the form
    // (it is keyed by the saved palette), and an unmounted caller's callbacks never run.
    onSuccess: ({ organization }) => {
      adopt(organization);
      toast(
        organization.brandPalette
          ? {
              title: 'Brand colors saved',
              description: 'New visualizations use them; apply them to others from Colors.',
            }
          : {
              title: 'Brand colors removed',
              description: 'New visualizations use their template’s colors.',
            },
      );
    },
    meta: {
      errorToast: {
        title: 'Update failed',
        description: 'An error occurred while saving the brand colors',
      },
    },
  });
}
