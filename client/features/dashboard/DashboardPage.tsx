import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CloudUpload } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { Button } from '@/components/ui/button';
import { documentKeys, useDocuments, useStats } from '@/features/documents/api';
import { UploadDocumentDialog } from '@/features/documents';
import { useSession } from '@/lib/session';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { CategoryCards } from './CategoryCards';
import { RecentDocuments } from './RecentDocuments';
import { StatsCards } from './StatsCards';

/** Spec §2 Dashboard: stats, Recent Documents, category cards and the upload dialog. */
export function DashboardPage() {
  usePageTitle(appPageTitle('Dashboard'));
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [uploadOpen, setUploadOpen] = useState(false);
  const documents = useDocuments();
  const stats = useStats();

  // The list is polled (and answered 304 while nothing changed); when it does change, a
  // status or category moved, so the counts follow.
  const seenList = useRef(documents.data);
  useEffect(() => {
    if (documents.data === seenList.current) return;
    const hadList = seenList.current !== undefined;
    seenList.current = documents.data;
    if (hadList) void queryClient.invalidateQueries({ queryKey: documentKeys.stats });
  }, [documents.data, queryClient]);

  const openUpload = () => setUploadOpen(true);

  return (
    <div className="grid grid-cols-1 gap-6 lg:gap-8">
      <PageHeader
        title="Dashboard"
        description={
          user
            ? `Welcome back, ${user.firstName}. Here is an overview of your workspace.`
            : undefined
        }
        actions={
          <Button onClick={openUpload}>
            <CloudUpload />
            Upload Document
          </Button>
        }
      />
      <StatsCards stats={stats.data} loading={stats.isPending} />
      <RecentDocuments
        documents={documents.data}
        loading={documents.isPending}
        error={documents.isError}
        onRetry={() => void documents.refetch()}
        onUpload={openUpload}
      />
      <CategoryCards byCategory={stats.data?.byCategory} loading={stats.isPending} />
      <UploadDocumentDialog open={uploadOpen} onOpenChange={setUploadOpen} />
    </div>
  );
}

export { DashboardPage as Component };
