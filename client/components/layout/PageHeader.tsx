import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { LinkButton } from '@/components/shared/LinkButton';
import { cn } from '@/lib/utils';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /**
   * Detail pages: a link back above the heading. Their headers also stack until the lg
   * breakpoint and align to the top, as their titles are longer and they carry more buttons.
   */
  back?: { to: string; label: string };
  /** Left of the heading, as tall as title and description (a file-type tile). */
  icon?: ReactNode;
  /** Beside the title, wrapping under it when space runs out (status, version, category). */
  badges?: ReactNode;
  /** Before the description, which then stays on one line and is cut with an ellipsis. */
  descriptionIcon?: ReactNode;
  /** 'grid': two equal columns on phones (for four buttons), a row from sm up. */
  actionsLayout?: 'wrap' | 'grid';
}

/** The heading row every signed-in page starts with; detail pages add a back link and badges. */
export function PageHeader({
  title,
  description,
  actions,
  back,
  icon,
  badges,
  descriptionIcon,
  actionsLayout = 'wrap',
}: PageHeaderProps) {
  // A detail page's title and description are user data (a file name): long words wrap.
  const wrapWords = back !== undefined;
  const heading = (
    <h1
      className={cn(
        'text-2xl font-semibold tracking-tight text-foreground sm:text-[1.75rem]',
        wrapWords && 'break-words',
      )}
    >
      {title}
    </h1>
  );
  const text = (
    <div className="min-w-0">
      {badges ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {heading}
          {badges}
        </div>
      ) : (
        heading
      )}
      {description && (
        <p
          className={cn(
            'mt-1 text-sm text-muted-foreground',
            wrapWords && 'break-words',
            descriptionIcon && 'flex min-w-0 items-center gap-1.5',
          )}
        >
          {descriptionIcon}
          {descriptionIcon ? <span className="truncate">{description}</span> : description}
        </p>
      )}
    </div>
  );
  const row = (
    <div
      className={cn(
        'flex flex-col gap-4',
        !back
          ? 'sm:flex-row sm:items-end sm:justify-between'
          : actionsLayout === 'grid'
            ? // Many actions beside the title squeeze it onto several lines: only on wide screens.
              '2xl:flex-row 2xl:items-start 2xl:justify-between'
            : 'lg:flex-row lg:items-start lg:justify-between',
      )}
    >
      {icon ? (
        <div className="flex min-w-0 items-start gap-4">
          {icon}
          {text}
        </div>
      ) : (
        text
      )}
      {actions && (
        <div
          className={
            actionsLayout === 'grid'
              ? 'grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center'
              : 'flex shrink-0 flex-wrap items-center gap-2'
          }
        >
          {actions}
        </div>
      )}
    </div>
  );
  if (!back) return row;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div>
        <LinkButton
          to={back.to}
          icon={ArrowLeft}
          variant="ghost"
          size="sm"
          className="-ml-2 text-muted-foreground"
        >
          {back.label}
        </LinkButton>
      </div>
      {row}
    </div>
  );
}
