import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CloudUpload } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { Button } from '@/components/ui/button';
import { documentKeys, useDocuments, useStats } from '@/features/documents/api';
import { ActivityCard } from '@/features/activity';
import { useRecentActivity } from '@/features/activity/api';
import { useSession } from '@/lib/session';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { CategoryCards } from './CategoryCards';
import { RecentDocuments } from './RecentDocuments';
import { StatsCards } from './StatsCards';

// Fetched when first opened: the dialog (Radix dialog, upload rules) is not part of what the
// dashboard loads (page-weight budget, e2e/page-weight.spec.ts).
const UploadDocumentDialog = lazy(() =>
  import('@/features/documents').then((module) => ({ default: module.UploadDocumentDialog })),
);

/** Spec §2 Dashboard: stats, Recent Documents, category cards and the upload dialog. */
export function DashboardPage() {
  usePageTitle(appPageTitle('Dashboard'));
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [uploadOpen, setUploadOpen] = useState(false);
  // Stays mounted once opened, so closing can animate and reopening is instant.
  const [uploadMounted, setUploadMounted] = useState(false);
  const documents = useDocuments();
  const stats = useStats();
  const activity = useRecentActivity(documents.data);

  // The list is polled (and answered 304 while nothing changed); when it does change, a
  // status or category moved, so the counts follow.
  const seenList = useRef(documents.data);
  useEffect(() => {
    if (documents.data === seenList.current) return;
    const hadList = seenList.current !== undefined;
    seenList.current = documents.data;
    if (hadList) void queryClient.invalidateQueries({ queryKey: documentKeys.stats });
  }, [documents.data, queryClient]);

  const openUpload = () => {
    setUploadMounted(true);
    setUploadOpen(true);
  };

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
        firstPage={documents}
        total={stats.data?.totalDocuments}
        onUpload={openUpload}
      />
      {/* Below the list, whose height only its rows decide: drawn once they are in, it appears
          in its place rather than jumping there (Lighthouse layout shift, issue 15). */}
      {!documents.isPending && (
        <CategoryCards byCategory={stats.data?.byCategory} loading={stats.isPending} />
      )}
      {!documents.isPending && (
        <ActivityCard
          id="recent-activity-heading"
          description="The latest ten things that happened in your workspace."
          query={activity}
          emptyText="No activity yet"
          emptyHint="Uploads, visualizations and invitations will show up here."
        />
      )}
      {uploadMounted && (
        <Suspense fallback={null}>
          <UploadDocumentDialog open={uploadOpen} onOpenChange={setUploadOpen} />
        </Suspense>
      )}
    </div>
  );
}

export { DashboardPage as Component };
