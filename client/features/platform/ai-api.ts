import { useQuery } from '@tanstack/react-query';
import type { PlatformAi } from '@common/contracts/ai.js';
import { useIsPlatformAdmin } from './api';

/** GET /api/admin/ai: the AI provider and its last 24 hours (issue 19); the key is the URL. */
export function usePlatformAi() {
  const allowed = useIsPlatformAdmin();
  return useQuery<PlatformAi>({ queryKey: ['/api/admin/ai'], enabled: allowed });
}
