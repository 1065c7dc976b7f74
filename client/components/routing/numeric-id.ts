import type { LoaderFunctionArgs } from 'react-router';

/** Route loader for /visualizations/:id and /documents/:id: a non-numeric id is a 404. */
export function requireNumericId({ params }: LoaderFunctionArgs): null {
  if (!/^\d+$/.test(params.id ?? '')) {
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  }
  return null;
}
