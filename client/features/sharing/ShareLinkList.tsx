import { useRef, useState } from 'react';
import { Eye, Lock } from 'lucide-react';
import type { ShareLink, ShareLinkStatus } from '@common/contracts/sharing.js';
import { DateText } from '@/components/shared/DateText';
import { TryAgainButton } from '@/components/shared/TryAgainButton';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useShareLinks } from './api';
import { RevokeLinkDialog } from './RevokeLinkDialog';

const STATUS: Record<ShareLinkStatus, { label: string; variant: BadgeProps['variant'] }> = {
  active: { label: 'Active', variant: 'success' },
  expired: { label: 'Expired', variant: 'warning' },
  revoked: { label: 'Revoked', variant: 'secondary' },
};

/** The visualization's links, newest first: status, views, last view, creation, and Revoke. */
export function ShareLinkList({ visualizationId }: { visualizationId: number }) {
  const links = useShareLinks(visualizationId);
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const list = useRef<HTMLUListElement>(null);

  if (links.isPending)
    return (
      <div className="grid gap-2" aria-label="Loading links">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (links.isError)
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
        The links could not be loaded.
        <TryAgainButton
          size="sm"
          onClick={() => void links.refetch()}
          retrying={links.isFetching}
        />
      </div>
    );
  if (links.data.length === 0)
    return (
      <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
        No links yet.
      </p>
    );

  return (
    <>
      <ul
        ref={list}
        tabIndex={-1}
        aria-label="Share links"
        className="max-h-72 divide-y overflow-y-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      >
        {links.data.map((link) => (
          <ShareLinkRow key={link.id} link={link} onRevoke={() => setRevoking(link)} />
        ))}
      </ul>
      <RevokeLinkDialog
        visualizationId={visualizationId}
        link={revoking}
        onClose={() => setRevoking(null)}
        focusAfterRevoke={() => list.current}
      />
    </>
  );
}

function ShareLinkRow({ link, onRevoke }: { link: ShareLink; onRevoke: () => void }) {
  const status = STATUS[link.status];
  return (
    <li className="flex items-start justify-between gap-3 p-3" data-testid="share-link">
      <div className="grid min-w-0 gap-1 text-xs text-muted-foreground">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={status.variant}>{status.label}</Badge>
          {link.hasPassword && (
            <Badge variant="outline">
              <Lock aria-hidden="true" />
              Password
            </Badge>
          )}
        </div>
        <p>
          Created <DateText value={link.createdAt} />
          {link.createdByName && <> by {link.createdByName}</>}
          {' · '}
          {link.revokedAt ? (
            <>
              Revoked <DateText value={link.revokedAt} />
            </>
          ) : link.expiresAt ? (
            <>
              {link.status === 'expired' ? 'Expired' : 'Expires'}{' '}
              <DateText value={link.expiresAt} />
            </>
          ) : (
            'No expiry'
          )}
        </p>
        <p className="flex items-center gap-1">
          <Eye className="size-3.5" aria-hidden="true" />
          {link.viewCount === 1 ? '1 view' : `${link.viewCount} views`}
          {' · '}
          {link.lastViewedAt ? (
            <>
              last viewed <DateText value={link.lastViewedAt} />
            </>
          ) : (
            'not viewed yet'
          )}
        </p>
      </div>
      {link.status !== 'revoked' && (
        <Button variant="outline" size="sm" onClick={onRevoke}>
          Revoke
        </Button>
      )}
    </li>
  );
}
