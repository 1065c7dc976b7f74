import { Users } from 'lucide-react';
import { CARD_TABLE, CardTable, type CardTableColumn } from '@/components/shared/CardTable';
import { DateText } from '@/components/shared/DateText';
import { RoleBadge } from '@/components/shared/RoleBadge';
import { TableCell, TableRow } from '@/components/ui/table';
import { fullName } from '@/lib/user-display';
import { cn } from '@/lib/utils';
import { usePlatformUsers } from './api';
import { PlatformListPage } from './PlatformStates';
import { RowActions } from './RowActions';

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
    >
      {(list) => (
        <CardTable label="Users" columns={USERS_COLUMNS} className="md:min-w-[820px]">
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
                <DateText value={user.createdAt} />
              </TableCell>
              <TableCell className={cn(CARD_TABLE.cell, CARD_TABLE.actions, 'py-2')}>
                <RowActions what="user" />
              </TableCell>
            </TableRow>
          ))}
        </CardTable>
      )}
    </PlatformListPage>
  );
}

export { PlatformUsersPage as Component };
