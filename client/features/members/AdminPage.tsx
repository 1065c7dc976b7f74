import { useState, type ReactNode } from 'react';
import { ShieldAlert, UserPlus, Users } from 'lucide-react';
import type { PendingInvitation } from '@common/contracts/members.js';
import { PageHeader } from '@/components/layout/PageHeader';
import { LoadError, StatePanel } from '@/components/shared/StatePanel';
import { Button } from '@/components/ui/button';
import { SkeletonRows } from '@/components/shared/SkeletonRows';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { useDialogTarget } from '@/lib/use-dialog-target';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { toast } from '@/lib/use-toast';
import { useOrganizationMembers, useResendInvitation } from './api';
import { DeleteInvitationDialog } from './DeleteInvitationDialog';
import { InviteUserDialog } from './InviteUserDialog';
import { MembersTable } from './MembersTable';

function LoadingRows() {
  return (
    <SkeletonRows label="Loading users">
      <Skeleton className="size-8 rounded-full" />
      <Skeleton className="h-4 w-36 max-w-[30%]" />
      <Skeleton className="hidden h-4 w-48 sm:block" />
      <Skeleton className="ml-auto h-5 w-16 rounded-full" />
      <Skeleton className="hidden h-5 w-16 rounded-full sm:block" />
    </SkeletonRows>
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
  const removal = useDialogTarget<PendingInvitation | null>(null);

  const users = members.data?.users ?? [];
  const invitations = members.data?.pendingInvitations ?? [];

  const resendInvitation = (invitation: PendingInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: () =>
        toast({
          title: 'Invitation resent',
          description: 'The invitation e-mail has been resent successfully.',
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
    body =
      readApiError(members.error).status === 403 ? (
        <StatePanel
          icon={ShieldAlert}
          tone="error"
          title="Organization admins only"
          message="Only the administrators of your organization can manage its members."
        />
      ) : (
        <LoadError
          what="users"
          error={members.error}
          onRetry={() => void members.refetch()}
          retrying={members.isFetching}
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
        onDelete={removal.show}
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
      <DeleteInvitationDialog {...removal.dialogProps} invitation={removal.target} />
    </div>
  );
}

export { AdminPage as Component };
