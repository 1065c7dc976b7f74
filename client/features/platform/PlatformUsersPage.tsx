import { Users } from 'lucide-react';
import { CARD_TABLE, type CardTableColumn } from '@/components/shared/CardTable';
import { DateText } from '@/components/shared/DateText';
import { RoleBadge } from '@/components/shared/RoleBadge';
import { TableCell } from '@/components/ui/table';
import { fullName } from '@/lib/user-display';
import { cn } from '@/lib/utils';
import { usePlatformUsers } from './api';
import { PlatformListPage } from './PlatformStates';
import { IdCell, NameCell, RowActionsCell, TruncatedCell } from './PlatformCells';

const USERS_COLUMNS: readonly CardTableColumn[] = [
  { label: 'ID', className: 'w-14' },
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Organization' },
  { label: 'Role' },
  { label: 'Created' },
  { label: 'Actions', className: 'text-right' },
];

/** Spec §2 platform Users page (platform admins only). */
export function PlatformUsersPage() {
  const users = usePlatformUsers();
  return (
    <PlatformListPage
      title="Users"
      description="Every user on the platform, with their organization and role."
      addLabel="Add User"
      noun={['user', 'users']}
      query={users}
      empty={{ icon: Users, title: 'No users found.' }}
      columns={USERS_COLUMNS}
      tableClassName="md:min-w-[820px]"
      cells={(user) => (
        <>
          <IdCell
            id={user.id}
            className="text-muted-foreground tabular-nums max-md:order-4 max-md:text-xs"
          />
          <NameCell>{fullName(user)}</NameCell>
          <TruncatedCell
            text={user.email}
            className="text-slate-600 max-md:order-3 max-md:min-w-0 max-md:basis-full max-md:text-sm"
            maxWidth="md:max-w-52 2xl:max-w-72"
          />
          <TruncatedCell
            text={user.organizationName}
            className="text-slate-600 max-md:order-5 max-md:min-w-0 max-md:text-xs"
            maxWidth="md:max-w-44 2xl:max-w-64"
          />
          <TableCell className={cn(CARD_TABLE.cell, 'max-md:order-7')}>
            <RoleBadge role={user.role} />
          </TableCell>
          <TableCell
            className={cn(CARD_TABLE.cell, 'text-muted-foreground max-md:order-8 max-md:text-xs')}
          >
            <DateText value={user.createdAt} />
          </TableCell>
          <RowActionsCell what="user" />
        </>
      )}
    />
  );
}

export { PlatformUsersPage as Component };
