import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { publicConfigSchema } from '@common/contracts/profile.js';

type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Query keys of the install-wide settings every screen may read. */
export const publicConfigKeys = { all: ['/api/public-config'] as const };

/** GET /api/public-config: the support address, when this install has one. */
export function useSupportEmail(): string | null {
  const { data } = useQuery<PublicConfig>({ queryKey: publicConfigKeys.all });
  return data?.supportEmail ?? null;
}
