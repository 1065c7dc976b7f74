import { useEffect } from 'react';
import { ArrowLeft, FileSearch } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { LinkButton } from '@/components/shared/LinkButton';
import { DetailPageSkeleton } from '@/components/shared/DetailPageSkeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiError } from '@/lib/api-error';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { useVisualizationDetail } from './api';
import { VisualizationView } from './VisualizationView';

/** Spec §2 /visualizations/{id}: viewing and editing (§4), versions, colours, export (§9). */
export function VisualizationDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const detail = useVisualizationDetail(id);
  const notFound =
    (detail.isError && readApiError(detail.error).status === 404) ||
    (detail.isSuccess && !detail.data?.visualization);

  // Spec §2: a load error sends the user back to the list (a 404 shows the not-found state).
  const redirect = detail.isError && !notFound;
  useEffect(() => {
    if (redirect) void navigate('/visualizations', { replace: true });
  }, [redirect, navigate]);

  usePageTitle(
    appPageTitle(
      detail.data?.visualization?.title ?? (notFound ? 'Visualization Not Found' : 'Visualization'),
    ),
  );

  if (notFound) return <VisualizationNotFound />;
  if (!detail.data?.visualization) return <DetailSkeleton />;
  return <VisualizationView key={id} id={id} detail={detail.data} />;
}

export { VisualizationDetailPage as Component };

function VisualizationNotFound() {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white/60 px-6 py-20 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-accent text-primary">
        <FileSearch className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-xl font-semibold tracking-tight">Visualization Not Found</h1>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        The visualization you&apos;re looking for doesn&apos;t exist or you don&apos;t have
        permission to view it.
      </p>
      <LinkButton to="/visualizations" icon={ArrowLeft} className="mt-6">
        Back to Visualizations
      </LinkButton>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <DetailPageSkeleton
      label="Loading visualization"
      header={
        <div className="grid gap-3">
          <Skeleton className="h-7 w-28" />
          <Skeleton className="h-9 w-80 max-w-full" />
          <Skeleton className="h-4 w-56" />
        </div>
      }
      mainHeight="h-[32rem]"
      asideHeights={['h-48', 'h-36']}
    />
  );
}
