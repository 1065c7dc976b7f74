import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDate } from '@common/format.js';
import { PageHeader } from '@/components/layout/PageHeader';
import { DetailPageSkeleton } from '@/components/shared/DetailPageSkeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { useDocument, useDocumentVisualizations } from './api';
import { DocumentActions } from './DocumentActions';
import { DocumentStatusBadge } from '@/components/document/DocumentBadges';
import { CategoryCard, OriginalDocumentCard, ProcessingCard } from './DocumentInfoCards';
import { DocumentPreviewCard } from './DocumentPreviewCard';
import { DocumentVisualizationsCard } from './DocumentVisualizationsCard';
import { ReprocessActions } from './ReprocessActions';
import { ExtractedTextCard } from './ExtractedTextCard';
import { FileKindIcon, fileKind } from '@/components/document/file-kind';
import { StatusNotice } from './StatusNotice';
import { useDeleteDocument } from './use-delete-document';
import { useVisualizationActions } from './use-visualization-actions';

/** Spec §2 Document detail (/documents/{id}). */
export function DocumentDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const remove = useDeleteDocument(id);
  const documentQuery = useDocument(id, { enabled: !remove.deleted });
  const document = documentQuery.data;
  const visualizationsQuery = useDocumentVisualizations(id, {
    enabled: document !== undefined && !remove.deleted,
  });
  const visualizations = visualizationsQuery.data ?? [];
  const actions = useVisualizationActions(document);

  usePageTitle(appPageTitle(document?.name ?? 'Document'));

  // Spec §2: on a load error the user is redirected to /.
  const failed = documentQuery.isError && !remove.deleted;
  useEffect(() => {
    if (failed) void navigate('/', { replace: true });
  }, [failed, navigate]);

  if (!document) return <DetailSkeleton />;

  const first = visualizations[0];
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        back={{ to: '/', label: 'Back' }}
        icon={
          <FileKindIcon
            kind={fileKind(document.mimeType, document.originalFilename)}
            className="mt-0.5 size-12 rounded-xl"
          />
        }
        title={document.name}
        badges={
          <DocumentStatusBadge status={document.status} errorMessage={document.errorMessage} />
        }
        description={`${document.originalFilename} · Uploaded ${formatDate(document.createdAt)}`}
        actionsLayout="grid"
        actions={
          <DocumentActions
            name={document.name}
            hasVisualization={first !== undefined}
            processed={document.status === 'processed'}
            actions={actions}
            deleting={remove.deleting}
            onDelete={() => remove.remove(document.name)}
          >
            <ReprocessActions document={document} />
          </DocumentActions>
        }
      />

      <StatusNotice document={document} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <DocumentPreviewCard document={document} visualization={first} />
          <DocumentVisualizationsCard
            visualizations={visualizations}
            loading={visualizationsQuery.isPending}
            status={document.status}
          />
          {document.extractedText !== null && <ExtractedTextCard text={document.extractedText} />}
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <OriginalDocumentCard document={document} />
          <CategoryCard
            category={document.category}
            chosen={document.chosenCategory !== null && document.status === 'processed'}
            processed={document.status === 'processed'}
          />
          <ProcessingCard document={document} />
        </div>
      </div>
    </div>
  );
}

export { DocumentDetailPage as Component };

function DetailSkeleton() {
  return (
    <DetailPageSkeleton
      label="Loading document"
      header={
        <>
          <Skeleton className="h-8 w-20" />
          <div className="flex items-center gap-4">
            <Skeleton className="size-12 rounded-xl" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-7 w-1/2 max-w-sm" />
              <Skeleton className="h-4 w-1/3 max-w-xs" />
            </div>
          </div>
        </>
      }
      mainHeight="h-80"
      asideHeights={['h-36', 'h-28', 'h-44']}
    />
  );
}
