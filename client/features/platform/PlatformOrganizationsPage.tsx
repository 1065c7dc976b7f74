import { Building2 } from 'lucide-react';
import { CARD_TABLE, type CardTableColumn } from '@/components/shared/CardTable';
import { DateText } from '@/components/shared/DateText';
import { TableCell } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { usePlatformOrganizations } from './api';
import { PlatformListPage } from './PlatformStates';
import { CountCell, IdCell, NameCell, RowActionsCell } from './PlatformCells';

// On phones the details share one small line under the name.
const DETAIL = 'text-muted-foreground max-md:order-3 max-md:text-xs';

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
      columns={ORGANIZATIONS_COLUMNS}
      tableClassName="md:min-w-[640px]"
      cells={(organization) => (
        <>
          <IdCell id={organization.id} className={cn(DETAIL, 'tabular-nums')} />
          <NameCell>{organization.name}</NameCell>
          <TableCell className={cn(CARD_TABLE.cell, DETAIL)}>
            <DateText value={organization.createdAt} />
          </TableCell>
          <CountCell count={organization.userCount} noun={['user', 'users']} />
          <CountCell count={organization.documentCount} noun={['document', 'documents']} />
          <RowActionsCell what="organization" />
        </>
      )}
    />
  );
}

export { PlatformOrganizationsPage as Component };
