import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** Class names per size: 'large' for a page's own card, 'small' for the debug panels. */
const SIZES = {
  large: {
    card: 'gap-0 py-0',
    trigger: 'px-6 py-5',
    tile: 'size-9',
    title: 'leading-none font-semibold tracking-tight',
    summary: 'mt-1.5 text-sm',
    content: 'px-6 pb-6',
  },
  small: {
    card: 'gap-0 py-0 shadow-xs',
    trigger: 'px-4 py-3 sm:px-5',
    tile: 'size-8',
    title: 'text-sm font-medium',
    summary: 'truncate text-xs',
    content: 'px-4 pb-4 sm:px-5',
  },
} as const;

/**
 * A card that opens on a click on its header (icon, title, summary, chevron); closed at first.
 * Used by the document page (extracted text) and the visualization page (debug panels).
 * A plain disclosure button rather than Radix Collapsible: that one measures its closed content
 * on mount (getComputedStyle, getBoundingClientRect), a forced layout per card while the page's
 * first render commits (issue 15, Lighthouse), for an open/close animation this card never had.
 */
export function CollapsibleCard({
  icon: Icon,
  title,
  summary,
  size,
  children,
}: {
  icon: LucideIcon;
  title: string;
  summary: ReactNode;
  size: keyof typeof SIZES;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const look = SIZES[size];
  return (
    <Card className={look.card} data-state={open ? 'open' : 'closed'}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={cn(
          'flex w-full items-center gap-3 rounded-xl text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/30',
          look.trigger,
        )}
      >
        <span
          className={cn(
            'flex shrink-0 items-center justify-center rounded-lg bg-secondary text-slate-600',
            look.tile,
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn('block', look.title)}>{title}</span>
          <span className={cn('block text-muted-foreground', look.summary)}>{summary}</span>
        </span>
        <ChevronDown
          className={cn(
            'size-4 shrink-0 text-muted-foreground transition-transform',
            open && 'rotate-180',
          )}
          aria-hidden="true"
        />
      </button>
      {/* Always in the page, so aria-controls names an element; its content only while open. */}
      <div id={contentId} hidden={!open} className={look.content}>
        {open && children}
      </div>
    </Card>
  );
}
