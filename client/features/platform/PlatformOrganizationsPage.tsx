import { Building2 } from 'lucide-react';
import { CARD_TABLE, CardTable, type CardTableColumn } from '@/components/shared/CardTable';
import { DateText } from '@/components/shared/DateText';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { usePlatformOrganizations } from './api';
import { PlatformListPage } from './PlatformStates';
import { RowActions } from './RowActions';

// On phones the details share one small line under the name.
const DETAIL = 'text-muted-foreground max-md:order-3 max-md:text-xs';
const COUNT = 'text-right tabular-nums max-md:order-4 max-md:text-xs max-md:text-muted-foreground';

const ORGANIZATIONS_COLUMNS: readonly CardTableColumn[] = [
  { label: 'ID', className: 'w-16' },
  { label: 'Name' },
  { label: 'Created' },
  { label: 'Users', className: 'text-right' },
  { label: 'Documents', className: 'text-right' },
  { label: 'Actions', className: 'text-right' },
];

/** Spec §2 platform Organizations page (platform admins only). */
export function PlatformOrganizationsPage() {
  const organizations = usePlatformOrganizations();
  return (
    <PlatformListPage
      title="Organizations"
      description="Every organization on the platform, with its users and documents."
      addLabel="Add Organization"
      noun={['organization', 'organizations']}
      query={organizations}
      empty={{ icon: Building2, title: 'No organizations found.' }}
    >
      {(list) => (
        <CardTable
          label="Organizations"
          columns={ORGANIZATIONS_COLUMNS}
          className="md:min-w-[640px]"
        >
          {list.map((organization) => (
            <TableRow key={organization.id} className={CARD_TABLE.row}>
              <TableCell className={cn(CARD_TABLE.cell, DETAIL, 'tabular-nums')}>
                <span className="md:hidden">#</span>
                {organization.id}
              </TableCell>
              <TableCell
                className={cn(CARD_TABLE.cell, CARD_TABLE.title, 'font-medium text-foreground')}
              >
                <span className="block truncate">{organization.name}</span>
              </TableCell>
              <TableCell className={cn(CARD_TABLE.cell, DETAIL)}>
                <DateText value={organization.createdAt} />
              </TableCell>
              <TableCell className={cn(CARD_TABLE.cell, COUNT)}>
                {organization.userCount}
                <span className="md:hidden">
                  {organization.userCount === 1 ? ' user' : ' users'}
                </span>
              </TableCell>
              <TableCell className={cn(CARD_TABLE.cell, COUNT)}>
                {organization.documentCount}
                <span className="md:hidden">
                  {organization.documentCount === 1 ? ' document' : ' documents'}
                </span>
              </TableCell>
              <TableCell className={cn(CARD_TABLE.cell, CARD_TABLE.actions, 'py-2')}>
                <RowActions what="organization" />
              </TableCell>
            </TableRow>
          ))}
        </CardTable>
      )}
    </PlatformListPage>
  );
}

export { PlatformOrganizationsPage as Component };
