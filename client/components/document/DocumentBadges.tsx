import { lazy, Suspense } from 'react';
import type { LucideIcon } from 'lucide-react';
import { CircleCheck, CircleExclamationPoint, Clock, LoaderCircle } from 'lucide-react';
import { categoryLabel } from '@common/categories.js';
import type { DocumentStatus } from '@common/contracts/documents.js';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { categoryStyle } from '@/components/document/category-style';

// Until the tooltip's code arrives the badge shows without it (see ErrorTooltip.tsx).
const ErrorTooltip = lazy(() =>
  import('./ErrorTooltip').then((module) => ({ default: module.ErrorTooltip })),
);

interface StatusLook {
  label: string;
  className: string;
  icon: LucideIcon;
  spin?: boolean;
}

/** Spec §4 document_status: the label and colour of each status. */
export const STATUS_LOOK: Record<DocumentStatus, StatusLook> = {
  uploaded: {
    label: 'Waiting',
    className: 'bg-slate-100 text-slate-700 ring-slate-500/15',
    icon: Clock,
  },
  processing: {
    label: 'Processing...',
    className: 'bg-yellow-50 text-yellow-800 ring-yellow-600/25',
    icon: LoaderCircle,
    spin: true,
  },
  processed: {
    label: 'Ready to View',
    className: 'bg-green-50 text-green-700 ring-green-600/20',
    icon: CircleCheck,
  },
  failed: {
    label: 'Failed',
    className: 'bg-red-50 text-red-700 ring-red-600/20',
    icon: CircleExclamationPoint,
  },
};

interface DocumentStatusBadgeProps {
  status: DocumentStatus;
  errorMessage?: string | null;
  /** Also print a failed document's error, truncated, under the badge. */
  showError?: boolean;
  className?: string;
}

/** The status badge; a failed document's error shows as a tooltip (and optionally as text). */
export function DocumentStatusBadge({
  status,
  errorMessage,
  showError = false,
  className,
}: DocumentStatusBadgeProps) {
  const look = STATUS_LOOK[status];
  const Icon = look.icon;
  const badge = (
    <Badge
      data-status={status}
      className={cn('border-transparent ring-1 ring-inset', look.className, className)}
    >
      <Icon className={cn(look.spin && 'animate-spin')} aria-hidden="true" />
      {look.label}
    </Badge>
  );
  if (status !== 'failed' || !errorMessage) return badge;
  const focusableBadge = (
    <span
      tabIndex={0}
      aria-label={`Failed: ${errorMessage}`}
      className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/30"
    >
      {badge}
    </span>
  );
  return (
    <div className="grid max-w-full min-w-0 justify-items-start gap-1">
      <Suspense fallback={focusableBadge}>
        <ErrorTooltip message={errorMessage}>{focusableBadge}</ErrorTooltip>
      </Suspense>
      {showError && (
        <p className="max-w-full truncate text-xs text-red-600" title={errorMessage}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}

export function CategoryBadge({
  category,
  className,
}: {
  category: string | null | undefined;
  className?: string;
}) {
  const style = categoryStyle(category);
  return <Badge className={cn(style.badge, className)}>{categoryLabel(category)}</Badge>;
}
