import { useState, type MouseEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronRight, CloudUpload, FileText, RefreshCw } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { DocumentSummary } from '@common/contracts/documents.js';
import { formatDate, formatFileSize } from '@common/format.js';
import { TryAgainButton } from '@/components/shared/TryAgainButton';
import { DateText } from '@/components/shared/DateText';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonRows } from '@/components/shared/SkeletonRows';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { CategoryBadge, DocumentStatusBadge } from '@/components/document/DocumentBadges';
import { FileKindIcon, fileKind } from '@/components/document/file-kind';
import type { DocumentsPage } from '@/features/documents/api';
import { RecentDocumentsFooter } from './RecentDocumentsFooter';
import { useRecentDocuments } from './use-recent-documents';

/** Rows shown before 'Show all' / 'Show more'. */
const INITIAL_ROWS = 10;

interface RecentDocumentsProps {
  /** The polled first page of GET /api/documents. */
  firstPage: UseQueryResult<DocumentsPage>;
  /** The organization's document count (stats), for the badge while not every page is loaded. */
  total: number | undefined;
  onUpload: () => void;
}

/** Spec §2: the Recent Documents table (a card list on phones), newest first, paged on demand. */
export function RecentDocuments({ firstPage, total: counted, onUpload }: RecentDocumentsProps) {
  const [showAll, setShowAll] = useState(false);
  const more = useRecentDocuments(firstPage);
  const { documents } = more;
  const loading = firstPage.isPending;
  const error = firstPage.isError;
  const onRetry = () => void firstPage.refetch();
  const loaded = documents?.length ?? 0;
  const total = more.hasMore ? Math.max(counted ?? 0, loaded) : loaded;
  const shown = showAll ? documents : documents?.slice(0, INITIAL_ROWS);

  return (
    <Card
      role="region"
      aria-labelledby="recent-documents-heading"
      className="gap-0 overflow-hidden py-0"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-5 py-4 sm:px-6">
        <div>
          <h2 id="recent-documents-heading" className="text-base font-semibold tracking-tight">
            Recent Documents
          </h2>
          <p className="text-sm text-muted-foreground">
            Your latest uploads and where they are in processing.
          </p>
        </div>
        {total > 0 && (
          <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground tabular-nums">
            {total} {total === 1 ? 'document' : 'documents'}
          </span>
        )}
      </div>

      {loading ? (
        <LoadingRows />
      ) : error && !documents ? (
        <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <p className="text-sm text-muted-foreground">Your documents could not be loaded.</p>
          <TryAgainButton icon={RefreshCw} size="sm" onClick={onRetry} />
        </div>
      ) : !shown || shown.length === 0 ? (
        <EmptyState onUpload={onUpload} />
      ) : (
        <>
          <DocumentsTable documents={shown} />
          <DocumentsList documents={shown} />
          <RecentDocumentsFooter
            more={more}
            loaded={loaded}
            collapsedRows={INITIAL_ROWS}
            expanded={showAll}
            onExpandedChange={setShowAll}
          />
        </>
      )}
    </Card>
  );
}

function DocumentName({ document }: { document: DocumentSummary }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <FileKindIcon kind={fileKind(document.mimeType, document.originalFilename)} />
      <div className="min-w-0">
        <Link
          to={`/documents/${document.id}`}
          className="block truncate font-medium text-foreground outline-none after:absolute after:inset-0 hover:text-primary focus-visible:underline"
          title={document.name}
        >
          {document.name}
        </Link>
        <p className="truncate text-xs text-muted-foreground" title={document.originalFilename}>
          {document.originalFilename}
        </p>
      </div>
    </div>
  );
}

/** Clicks anywhere on a row open the document, unless they land on something interactive. */
function useOpenRow() {
  const navigate = useNavigate();
  return (event: MouseEvent, id: number) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button, [tabindex]')) return;
    void navigate(`/documents/${id}`);
  };
}

function DocumentsTable({ documents }: { documents: DocumentSummary[] }) {
  const openRow = useOpenRow();
  return (
    <div className="hidden lg:block">
      <Table className="table-fixed">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-[40%] pl-6">Name</TableHead>
            <TableHead className="w-[18%]">Category</TableHead>
            <TableHead className="w-[10%]">Size</TableHead>
            <TableHead className="w-[18%]">Status</TableHead>
            <TableHead className="w-[14%] pr-6">Uploaded</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {documents.map((document) => (
            <TableRow
              key={document.id}
              data-testid="document-row"
              className="cursor-pointer"
              onClick={(event) => openRow(event, document.id)}
            >
              <TableCell className="relative pl-6 whitespace-normal">
                <DocumentName document={document} />
              </TableCell>
              <TableCell>
                <CategoryBadge category={document.category} />
              </TableCell>
              <TableCell className="text-muted-foreground tabular-nums">
                {formatFileSize(document.fileSize)}
              </TableCell>
              <TableCell className="whitespace-normal">
                <DocumentStatus document={document} />
              </TableCell>
              <TableCell className="pr-6 text-muted-foreground">
                <DateText value={document.createdAt} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The status badge with the reason of a failure, as both layouts show it. */
function DocumentStatus({ document }: { document: DocumentSummary }) {
  return (
    <DocumentStatusBadge status={document.status} errorMessage={document.errorMessage} showError />
  );
}

/** Below 1024px (phones, tablets, a narrow window): one compact card per document. */
function DocumentsList({ documents }: { documents: DocumentSummary[] }) {
  return (
    <ul className="divide-y lg:hidden" aria-label="Documents">
      {documents.map((document) => (
        <li key={document.id} data-testid="document-item" className="relative px-4 py-4">
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <DocumentName document={document} />
            </div>
            <ChevronRight className="mt-2.5 size-4 shrink-0 text-slate-300" aria-hidden="true" />
          </div>
          <div className="relative mt-3 flex flex-wrap items-center gap-2 pl-[52px]">
            <DocumentStatus document={document} />
            <CategoryBadge category={document.category} />
          </div>
          <p className="mt-2 pl-[52px] text-xs text-muted-foreground">
            {formatFileSize(document.fileSize)} · {formatDate(document.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function LoadingRows() {
  return (
    <SkeletonRows label="Loading documents" rowClassName="flex items-center gap-3 px-6 py-4">
      <Skeleton className="size-10 rounded-lg" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-3 w-1/4" />
      </div>
      <Skeleton className="hidden h-5 w-24 rounded-full sm:block" />
      <Skeleton className="hidden h-4 w-20 md:block" />
    </SkeletonRows>
  );
}

function EmptyState({ onUpload }: { onUpload: () => void }) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <div className="relative mb-5">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-accent text-primary">
          <FileText className="size-7" />
        </div>
        <span className="absolute -right-2 -bottom-2 flex size-7 items-center justify-center rounded-full bg-white text-primary shadow ring-1 ring-slate-200">
          <CloudUpload className="size-4" />
        </span>
      </div>
      <p className="text-base font-semibold">No documents yet</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        Upload a PDF or Word document and DocViz will detect its category and turn it into a
        visualization.
      </p>
      <Button className="mt-6" onClick={onUpload}>
        <CloudUpload />
        Upload your first document
      </Button>
    </div>
  );
}
