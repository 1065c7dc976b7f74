import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/lib/use-toast';

const Toaster = lazy(() => import('./toaster').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The Toaster (Radix toast, about 9 KB gzip) is fetched when the first toast is raised, not with
 * the entry: most page loads show none (page-weight budget, e2e/page-weight.spec.ts). Once
 * loaded it stays mounted, so later toasts appear at once and closing ones can animate out.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
