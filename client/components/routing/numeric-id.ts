import type { LoaderFunctionArgs } from 'react-router';
import { isCanonicalId } from '@common/contracts/ids.js';

/**
 * Route loader for /visualizations/:id and /documents/:id: an id the API would refuse (not a
 * canonical decimal such as "12": "012", "1e3", "0x1") is a 404 here too.
 */
export function requireNumericId({ params }: LoaderFunctionArgs): null {
  if (!isCanonicalId(params.id ?? '')) {
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  }
  return null;
}
