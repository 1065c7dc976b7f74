import { Plus, Users } from 'lucide-react';
import { formatDate, formatDateTime } from '@common/format.js';
import { PageHeader } from '@/components/layout/PageHeader';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { CARD_TABLE } from '@/features/members/card-table';
import { RoleBadge } from '@/features/members/RoleBadge';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { fullName } from '@/lib/user-display';
import { cn } from '@/lib/utils';
import { isForbidden, useIsPlatformAdmin, usePlatformUsers } from './api';
import { ListQueryBody, PlatformAdminOnly, TableCard } from './PlatformStates';
import { RowActions } from './RowActions';

/** Spec §2 platform Users page (platform admins only). */
export function PlatformUsersPage() {
  usePageTitle(appPageTitle('Users'));
  const allowed = useIsPlatformAdmin();
  const users = usePlatformUsers();

  if (!allowed || isForbidden(users.error)) return <PlatformAdminOnly />;

  const body = (
    <ListQueryBody query={users} what="users" empty={{ icon: Users, title: 'No users found.' }}>
      {(list) => (
        <Table aria-label="Users" className={cn(CARD_TABLE.table, 'md:min-w-[820px]')}>
          <TableHeader className={CARD_TABLE.header}>
            <TableRow className="hover:bg-transparent">
              <TableHead className={cn(CARD_TABLE.head, 'w-14')}>ID</TableHead>
              <TableHead className={CARD_TABLE.head}>Name</TableHead>
              <TableHead className={CARD_TABLE.head}>Email</TableHead>
              <TableHead className={CARD_TABLE.head}>Organization</TableHead>
              <TableHead className={CARD_TABLE.head}>Role</TableHead>
              <TableHead className={CARD_TABLE.head}>Created</TableHead>
              <TableHead className={cn(CARD_TABLE.head, 'text-right')}>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className={CARD_TABLE.body}>
            {list.map((user) => (
              <TableRow key={user.id} className={CARD_TABLE.row}>
                <TableCell
                  className={cn(
                    CARD_TABLE.cell,
                    'text-muted-foreground tabular-nums max-md:order-4 max-md:text-xs',
                  )}
                >
                  <span className="md:hidden">#</span>
                  {user.id}
                </TableCell>
                <TableCell
                  className={cn(CARD_TABLE.cell, CARD_TABLE.title, 'font-medium text-foreground')}
                >
                  <span className="block truncate">{fullName(user)}</span>
                </TableCell>
                <TableCell
                  className={cn(
                    CARD_TABLE.cell,
                    'text-slate-600 max-md:order-3 max-md:min-w-0 max-md:basis-full max-md:text-sm',
                  )}
                >
                  <span className="block truncate md:max-w-52 2xl:max-w-72" title={user.email}>
                    {user.email}
                  </span>
                </TableCell>
                <TableCell
                  className={cn(
                    CARD_TABLE.cell,
                    'text-slate-600 max-md:order-5 max-md:min-w-0 max-md:text-xs',
                  )}
                >
                  <span
                    className="block truncate md:max-w-44 2xl:max-w-64"
                    title={user.organizationName}
                  >
                    {user.organizationName}
                  </span>
                </TableCell>
                <TableCell className={cn(CARD_TABLE.cell, 'max-md:order-7')}>
                  <RoleBadge role={user.role} />
                </TableCell>
                <TableCell
                  className={cn(
                    CARD_TABLE.cell,
                    'text-muted-foreground max-md:order-8 max-md:text-xs',
                  )}
                >
                  <time dateTime={user.createdAt} title={formatDateTime(user.createdAt)}>
                    {formatDate(user.createdAt)}
                  </time>
                </TableCell>
                <TableCell className={cn(CARD_TABLE.cell, CARD_TABLE.actions, 'py-2')}>
                  <RowActions what="user" />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ListQueryBody>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Users"
        description="Every user on the platform, with their organization and role."
        actions={
          <Button type="button">
            <Plus />
            Add User
          </Button>
        }
      />
      <TableCard title="All users" count={users.data?.length} noun={['user', 'users']}>
        {body}
      </TableCard>
    </div>
  );
}

export { PlatformUsersPage as Component };
