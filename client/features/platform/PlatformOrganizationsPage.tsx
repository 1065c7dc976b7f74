import { Building2, Plus } from 'lucide-react';
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
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/utils';
import { isForbidden, useIsPlatformAdmin, usePlatformOrganizations } from './api';
import { ListQueryBody, PlatformAdminOnly, TableCard } from './PlatformStates';
import { RowActions } from './RowActions';

// On phones the details share one small line under the name.
const DETAIL = 'text-muted-foreground max-md:order-3 max-md:text-xs';
const COUNT = 'text-right tabular-nums max-md:order-4 max-md:text-xs max-md:text-muted-foreground';

/** Spec §2 platform Organizations page (platform admins only). */
export function PlatformOrganizationsPage() {
  usePageTitle(appPageTitle('Organizations'));
  const allowed = useIsPlatformAdmin();
  const organizations = usePlatformOrganizations();

  if (!allowed || isForbidden(organizations.error)) return <PlatformAdminOnly />;

  const body = (
    <ListQueryBody
      query={organizations}
      what="organizations"
      empty={{ icon: Building2, title: 'No organizations found.' }}
    >
      {(list) => (
        <Table aria-label="Organizations" className={cn(CARD_TABLE.table, 'md:min-w-[640px]')}>
          <TableHeader className={CARD_TABLE.header}>
            <TableRow className="hover:bg-transparent">
              <TableHead className={cn(CARD_TABLE.head, 'w-16')}>ID</TableHead>
              <TableHead className={CARD_TABLE.head}>Name</TableHead>
              <TableHead className={CARD_TABLE.head}>Created</TableHead>
              <TableHead className={cn(CARD_TABLE.head, 'text-right')}>Users</TableHead>
              <TableHead className={cn(CARD_TABLE.head, 'text-right')}>Documents</TableHead>
              <TableHead className={cn(CARD_TABLE.head, 'text-right')}>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className={CARD_TABLE.body}>
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
                  <time
                    dateTime={organization.createdAt}
                    title={formatDateTime(organization.createdAt)}
                  >
                    {formatDate(organization.createdAt)}
                  </time>
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
          </TableBody>
        </Table>
      )}
    </ListQueryBody>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Organizations"
        description="Every organization on the platform, with its users and documents."
        actions={
          <Button type="button">
            <Plus />
            Add Organization
          </Button>
        }
      />
      <TableCard
        title="All organizations"
        count={organizations.data?.length}
        noun={['organization', 'organizations']}
      >
        {body}
      </TableCard>
    </div>
  );
}

export { PlatformOrganizationsPage as Component };
