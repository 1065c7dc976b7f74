import { useState } from 'react';
import { TEMPLATE_CONTENT_PREVIEW_CHARS } from '@common/contracts/templates.js';
import { cn } from '@/lib/utils';

/** A file's text, cut at 500 characters (spec §9) with Show more / Show less. Shown as text, never as markup. */
export function ContentPreview({ content, className }: { content: string; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = content.length > TEMPLATE_CONTENT_PREVIEW_CHARS;
  const shown =
    long && !expanded ? `${content.slice(0, TEMPLATE_CONTENT_PREVIEW_CHARS)}...` : content;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <pre
        data-testid="content-preview"
        className={cn(
          'overflow-auto rounded-lg border bg-slate-50 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-700 [overflow-wrap:anywhere]',
          expanded ? 'max-h-96' : 'max-h-60',
        )}
      >
        {shown}
      </pre>
      {long && (
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>
            {expanded
              ? `${content.length.toLocaleString('en-US')} characters`
              : `First ${TEMPLATE_CONTENT_PREVIEW_CHARS} of ${content.length.toLocaleString('en-US')} characters`}
          </span>
          <button
            type="button"
            onClick={() => setExpanded(!expanded)}
            aria-expanded={expanded}
            className="rounded-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none"
          >
            {expanded ? 'Show less' : 'Show more'}
          </button>
        </div>
      )}
    </div>
  );
}
