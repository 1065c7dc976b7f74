import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';
import { showErrorToast } from './error-toast';
import { getSession, subscribeSession } from './session';

/**
 * Spec §9: no refetch interval, no refetch on focus, never stale, no retries.
 * Failed mutations get the one default error toast (how to word or skip it: error-toast.ts).
 */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const spec = mutation.meta?.errorToast;
      if (spec === false) return;
      // A mutation with its own onError (and no toast wording) handles its errors itself.
      if (spec === undefined && mutation.options.onError) return;
      showErrorToast(error, spec);
    },
  }),
  queryCache: new QueryCache({
    onError: (error, query) => {
      const spec = query.meta?.errorToast;
      if (spec) showErrorToast(error, spec);
    },
  }),
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
