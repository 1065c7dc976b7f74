import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';
import { getSession, subscribeSession } from './session';

/** Spec §9: no refetch interval, no refetch on focus, never stale, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});

// Whatever changes the token (logout, a 401, another tab), no data fetched for the previous
// session may be shown in the next one.
let lastToken = getSession().token;
subscribeSession(() => {
  const { token } = getSession();
  if (token === lastToken) return;
  lastToken = token;
  queryClient.clear();
});
