import { useState, type ReactNode } from 'react';
import { RotateCw, ShieldAlert, TriangleAlert, UserPlus, Users } from 'lucide-react';
import type { PendingInvitation } from '@common/contracts/members.js';
import { PageHeader } from '@/components/layout/PageHeader';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { toast } from '@/lib/use-toast';
import { useOrganizationMembers, useResendInvitation } from './api';
import { DeleteInvitationDialog } from './DeleteInvitationDialog';
import { InviteUserDialog } from './InviteUserDialog';
import { MembersTable } from './MembersTable';

function LoadingRows() {
  return (
    <div className="divide-y" aria-busy="true" aria-label="Loading users">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center gap-4 px-4 py-4">
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-4 w-36 max-w-[30%]" />
          <Skeleton className="hidden h-4 w-48 sm:block" />
          <Skeleton className="ml-auto h-5 w-16 rounded-full" />
          <Skeleton className="hidden h-5 w-16 rounded-full sm:block" />
        </div>
      ))}
    </div>
  );
}

function StatePanel({
  icon: Icon,
  title,
  message,
  action,
  tone = 'default',
}: {
  icon: typeof Users;
  title: string;
  message: ReactNode;
  action?: ReactNode;
  tone?: 'default' | 'error';
}) {
  return (
    <div className="flex flex-col items-center justify-center px-6 py-16 text-center">
      <div
        className={
          tone === 'error'
            ? 'mb-4 flex size-12 items-center justify-center rounded-xl bg-red-50 text-destructive'
            : 'mb-4 flex size-12 items-center justify-center rounded-xl bg-accent text-primary'
        }
      >
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <p className="text-base font-semibold">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{message}</p>
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Spec §2 organization admin dashboard: the Users table, pending invitations and 'Invite User'. */
export function AdminPage() {
  usePageTitle(appPageTitle('Admin Dashboard'));
  const { user } = useSession();
  const members = useOrganizationMembers();
  const resend = useResendInvitation();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [removal, setRemoval] = useState<{ open: boolean; target: PendingInvitation | null }>({
    open: false,
    target: null,
  });

  const users = members.data?.users ?? [];
  const invitations = members.data?.pendingInvitations ?? [];

  const resendInvitation = (invitation: PendingInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: () =>
        toast({
          title: 'Invitation resent',
          description: 'The invitation e-mail has been resent successfully.',
        }),
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Failed to resend invitation',
          description: 'There was an error resending the invitation e-mail.',
        }),
    });

  const inviteButton = (
    <Button onClick={() => setInviteOpen(true)}>
      <UserPlus />
      Invite User
    </Button>
  );

  let body: ReactNode;
  if (members.isPending) {
    body = <LoadingRows />;
  } else if (members.isError) {
    const { status, message } = readApiError(members.error);
    body =
      status === 403 ? (
        <StatePanel
          icon={ShieldAlert}
          tone="error"
          title="Organization admins only"
          message="Only the administrators of your organization can manage its members."
        />
      ) : (
        <StatePanel
          icon={TriangleAlert}
          tone="error"
          title="Failed to load users"
          message={message || 'Something went wrong while loading the users.'}
          action={
            <Button
              variant="outline"
              onClick={() => void members.refetch()}
              disabled={members.isFetching}
            >
              <RotateCw />
              Try again
            </Button>
          }
        />
      );
  } else if (users.length === 0 && invitations.length === 0) {
    body = (
      <StatePanel
        icon={Users}
        title="No users found for this organization"
        message={
          <>
            Click <span className="font-medium text-foreground">Invite User</span> to invite someone
            to your organization.
          </>
        }
        action={inviteButton}
      />
    );
  } else {
    body = (
      <MembersTable
        users={users}
        invitations={invitations}
        currentUserId={user?.id}
        resendingId={resend.isPending ? (resend.variables ?? null) : null}
        onResend={resendInvitation}
        onDelete={(target) => setRemoval({ open: true, target })}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Admin Dashboard"
        description="Manage the members of your organization and their invitations."
        actions={inviteButton}
      />

      <section
        aria-labelledby="users-heading"
        className="overflow-hidden rounded-xl border bg-card shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b px-4 py-3 sm:px-5">
          <h2 id="users-heading" className="text-sm font-semibold">
            Users
          </h2>
          {members.data && (
            <span className="text-xs text-muted-foreground">
              {plural(users.length, 'member', 'members')}
              {invitations.length > 0 &&
                ` · ${plural(invitations.length, 'pending invitation', 'pending invitations')}`}
            </span>
          )}
        </div>
        {body}
      </section>

      <InviteUserDialog open={inviteOpen} onOpenChange={setInviteOpen} />
      <DeleteInvitationDialog
        open={removal.open}
        onOpenChange={(open) => setRemoval((current) => ({ ...current, open }))}
        invitation={removal.target}
      />
    </div>
  );
}

export { AdminPage as Component };
