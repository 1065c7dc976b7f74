import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './queryClient';

/**
 * The query client for every route that fetches through react-query. A lazy layout route rather
 * than a wrapper in main.tsx, so react-query (about 11 KB gzip) is not part of what /login loads:
 * sign-in is one POST (features/auth/use-login.ts). See the page-weight budget in
 * e2e/page-weight.spec.ts.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export { QueryLayout as Component };
