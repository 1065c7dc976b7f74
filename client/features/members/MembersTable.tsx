import type { ReactNode } from 'react';
import { Mail, RotateCw } from 'lucide-react';
import type { Member, PendingInvitation } from '@common/contracts/members.js';
import { CARD_TABLE, CardTable, type CardTableColumn } from '@/components/shared/CardTable';
import { DateText } from '@/components/shared/DateText';
import { DeleteAction, IconAction, IconActions } from '@/components/shared/IconAction';
import { RoleBadge } from '@/components/shared/RoleBadge';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { fullName, initials } from '@/lib/user-display';
import { cn } from '@/lib/utils';

interface MembersTableProps {
  users: Member[];
  invitations: PendingInvitation[];
  currentUserId: number | undefined;
  resendingId: number | null;
  onResend: (invitation: PendingInvitation) => void;
  onDelete: (invitation: PendingInvitation) => void;
}

function Initials({ children, pending = false }: { children: ReactNode; pending?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
        pending
          ? 'border border-dashed border-slate-300 bg-slate-50 text-slate-400'
          : 'bg-gradient-to-br from-brand-from to-brand-to text-white',
      )}
    >
      {children}
    </span>
  );
}

const ROW = CARD_TABLE.row;
const CELL = CARD_TABLE.cell;
const NAME_CELL = CARD_TABLE.title;
const EMAIL_CELL =
  'text-slate-600 max-md:order-3 max-md:min-w-0 max-md:basis-full max-md:pl-11 max-md:text-sm';
const ROLE_CELL = 'max-md:order-4 max-md:ml-11';
const STATUS_CELL = 'max-md:order-5';

/** Long addresses are cut with an ellipsis (the full one in the tooltip) so the table fits. */
function EmailText({ email }: { email: string }) {
  return (
    <span className="block truncate md:max-w-48 xl:max-w-52 2xl:max-w-72" title={email}>
      {email}
    </span>
  );
}

function CreatedCell({ value }: { value: string }) {
  return (
    <TableCell
      className={cn(
        CELL,
        'text-muted-foreground max-md:order-6 max-md:basis-full max-md:pl-11 max-md:text-xs',
      )}
    >
      <span className="md:hidden">Added </span>
      <DateText value={value} />
    </TableCell>
  );
}

/** A status badge led by a coloured dot ('Active', 'Invitation Pending'). */
function DotBadge({
  variant,
  dot,
  className,
  children,
}: {
  variant: 'success' | 'warning' | 'secondary';
  dot: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Badge variant={variant} className={cn('gap-1.5', className)}>
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', dot)} />
      {children}
    </Badge>
  );
}

interface PersonRowProps {
  testId: string;
  className?: string;
  /** The name cell's avatar and name. */
  name: ReactNode;
  email: string;
  role: string;
  status: ReactNode;
  createdAt: string;
  /** The last cell: the row's actions. */
  actions: ReactNode;
}

/** One row of the table, a member or an invitation: both show the same six columns. */
function PersonRow({
  testId,
  className,
  name,
  email,
  role,
  status,
  createdAt,
  actions,
}: PersonRowProps) {
  return (
    <TableRow data-testid={testId} className={cn(ROW, className)}>
      <TableCell className={cn(CELL, NAME_CELL)}>
        <div className="flex min-w-0 items-center gap-3">{name}</div>
      </TableCell>
      <TableCell className={cn(CELL, EMAIL_CELL)}>
        <EmailText email={email} />
      </TableCell>
      <TableCell className={cn(CELL, ROLE_CELL)}>
        <RoleBadge role={role} />
      </TableCell>
      <TableCell className={cn(CELL, STATUS_CELL)}>{status}</TableCell>
      <CreatedCell value={createdAt} />
      {actions}
    </TableRow>
  );
}

const USERS_COLUMNS: readonly CardTableColumn[] = [
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Status' },
  { label: 'Created' },
  { label: 'Actions', className: 'text-right' },
];

/** Spec §2 Users table: members first, then the pending invitations as 'Pending User' rows. */
export function MembersTable({
  users,
  invitations,
  currentUserId,
  resendingId,
  onResend,
  onDelete,
}: MembersTableProps) {
  return (
    <CardTable label="Users" columns={USERS_COLUMNS} className="md:min-w-[720px]">
      {users.map((user) => (
        <PersonRow
          key={`user-${user.id}`}
          testId="member-row"
          name={
            <>
              <Initials>{initials(user)}</Initials>
              <span className="truncate font-medium text-foreground">{fullName(user)}</span>
              {user.id === currentUserId && (
                <Badge variant="secondary" className="px-2 text-[11px]">
                  You
                </Badge>
              )}
            </>
          }
          email={user.email}
          role={user.role}
          status={
            <DotBadge variant="success" dot="bg-green-600">
              Active
            </DotBadge>
          }
          createdAt={user.createdAt}
          actions={
            <TableCell className={cn(CELL, 'text-right text-muted-foreground max-md:hidden')}>
              <span aria-hidden="true">—</span>
              <span className="sr-only">No actions</span>
            </TableCell>
          }
        />
      ))}
      {invitations.map((invitation) => {
        const resending = resendingId === invitation.id;
        return (
          <PersonRow
            key={`invitation-${invitation.id}`}
            testId="invitation-row"
            className="bg-amber-50/30"
            name={
              <>
                <Initials pending>
                  <Mail className="size-3.5" />
                </Initials>
                <span className="truncate pr-1 font-medium text-slate-500 italic">
                  Pending User
                </span>
              </>
            }
            email={invitation.email}
            role={invitation.role}
            status={
              invitation.status === 'expired' ? (
                <DotBadge variant="secondary" dot="bg-slate-400" className="text-slate-600">
                  Invitation Expired
                </DotBadge>
              ) : (
                <DotBadge variant="warning" dot="bg-amber-500">
                  Invitation Pending
                </DotBadge>
              )
            }
            createdAt={invitation.createdAt}
            actions={
              <TableCell className={cn(CELL, 'py-2 text-right', CARD_TABLE.actions)}>
                <IconActions>
                  <IconAction
                    label="Resend invitation"
                    onClick={() => onResend(invitation)}
                    disabled={resending}
                  >
                    <RotateCw className={cn(resending && 'animate-spin')} />
                  </IconAction>
                  <DeleteAction label="Delete invitation" onClick={() => onDelete(invitation)} />
                </IconActions>
              </TableCell>
            }
          />
        );
      })}
    </CardTable>
  );
}
