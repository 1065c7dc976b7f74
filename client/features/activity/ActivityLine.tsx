import { FileCheck2, FileX2, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { activityParts } from '@common/activity.js';
import type { ActivityItem } from '@common/contracts/activity.js';
import { formatDateTime, formatRelativeTime } from '@common/format.js';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { avatarUrl, fullName, initials } from '@/lib/user-display';
import { cn } from '@/lib/utils';

const TARGET_PATHS = { document: '/documents', visualization: '/visualizations' } as const;

/** Who did it: their picture or initials; the worker's outcome or a deleted account as an icon. */
function ActorMark({ item }: { item: ActivityItem }) {
  if (item.actor) {
    const src = avatarUrl(item.actor);
    return (
      <Avatar className="size-8">
        {src && <AvatarImage src={src} alt="" />}
        <AvatarFallback>{initials(item.actor)}</AvatarFallback>
      </Avatar>
    );
  }
  const [Icon, tone] =
    item.kind === 'document.processed'
      ? [FileCheck2, 'bg-emerald-50 text-emerald-600']
      : item.kind === 'document.failed'
        ? [FileX2, 'bg-red-50 text-red-600']
        : [UserRound, 'bg-secondary text-muted-foreground'];
  return (
    <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}

/** One line of the log: who, what (its subject linked while it exists), and how long ago. */
export function ActivityLine({ item }: { item: ActivityItem }) {
  const parts = activityParts(item, item.actor ? fullName(item.actor) : null);
  const target = item.target;
  return (
    <li data-testid="activity-line" className="flex items-start gap-3 px-5 py-3 sm:px-6">
      <ActorMark item={item} />
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words text-slate-700">
          {parts.map((part, index) =>
            typeof part === 'string' ? (
              <span key={index}>{part}</span>
            ) : target ? (
              <Link
                key={index}
                to={`${TARGET_PATHS[target.type]}/${target.id}`}
                className="font-medium text-foreground hover:text-primary hover:underline focus-visible:underline focus-visible:outline-none"
              >
                {part.subject}
              </Link>
            ) : (
              <span key={index} className="font-medium text-foreground">
                {part.subject}
              </span>
            ),
          )}
        </p>
        <time
          dateTime={item.createdAt}
          title={formatDateTime(item.createdAt)}
          className="text-xs text-muted-foreground"
        >
          {formatRelativeTime(item.createdAt)}
        </time>
      </div>
    </li>
  );
}
