import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * A failed document's error as a tooltip on its status badge. Its own module, loaded only when a
 * failed document is shown (DocumentBadges.tsx), so Radix tooltip and its positioning code are
 * not part of what the dashboard loads (page-weight budget, e2e/page-weight.spec.ts).
 */
export function ErrorTooltip({ message, children }: { message: string; children: ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{message}</TooltipContent>
    </Tooltip>
  );
}
