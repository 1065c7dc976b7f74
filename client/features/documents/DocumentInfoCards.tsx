import { CATEGORY_LABELS } from '@common/categories.js';
import type { DocumentDetail } from '@common/contracts/documents.js';
import { formatFileSize, ocrSummary, processingTime } from '@common/format.js';
import { CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { categoryStyle } from '@/components/document/category-style';
import { FILE_KIND_LABELS, fileKind } from '@/components/document/file-kind';
import {
  DateValue,
  InfoCard,
  InfoRow,
  InfoRowsCard,
  UploadedAndStatusRows,
} from '@/components/document/InfoList';
import { AnalysisSourceRow } from './AnalysisSourceRow';

/** Spec §2: the document page's three cards: Original Document, Category, Processing. */

export function OriginalDocumentCard({ document }: { document: DocumentDetail }) {
  const kind = fileKind(document.mimeType, document.originalFilename);
  return (
    <InfoRowsCard title="Original Document">
      <InfoRow label="File name">{document.originalFilename}</InfoRow>
      <InfoRow label="Type">{FILE_KIND_LABELS[kind]}</InfoRow>
      <InfoRow label="Size">{formatFileSize(document.fileSize)}</InfoRow>
    </InfoRowsCard>
  );
}

export function CategoryCard({
  category,
  chosen = false,
  processed = false,
}: {
  category: DocumentDetail['category'];
  /** A member chose it ('Change category') rather than the analyzer detecting it. */
  chosen?: boolean;
  /** Processing is over: an unknown category will not be detected later. */
  processed?: boolean;
}) {
  const style = categoryStyle(category);
  const Icon = style.icon;
  const known = category !== 'unknown';
  return (
    <InfoCard title="Document Category">
      <CardContent className="flex items-center gap-3">
        <span
          className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', style.tile)}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className={cn('text-sm font-semibold', !known && 'text-muted-foreground')}>
            {known ? CATEGORY_LABELS[category] : 'Category not yet detected'}
          </p>
          <p className="text-xs text-muted-foreground">
            {chosen
              ? 'Chosen by a member of your organization.'
              : known
                ? style.blurb
                : processed
                  ? 'Not one of the four document kinds DocViz recognizes. Use Change category to choose one.'
                  : 'Detected automatically from the document’s content.'}
          </p>
        </div>
      </CardContent>
    </InfoCard>
  );
}

export function ProcessingCard({ document }: { document: DocumentDetail }) {
  const elapsed = processingTime(document.createdAt, document.processedAt);
  return (
    <InfoRowsCard title="Processing Information">
      <UploadedAndStatusRows document={document} />
      <InfoRow label="Processed at">
        <DateValue
          value={document.processedAt}
          missing={document.status === 'failed' ? '—' : 'Not yet'}
        />
      </InfoRow>
      <InfoRow label="Processing time">
        {elapsed ?? <span className="font-normal text-muted-foreground">—</span>}
      </InfoRow>
      {document.analysis?.ocr ? (
        <InfoRow label="Text source">{ocrSummary(document.analysis.ocr)}</InfoRow>
      ) : null}
      <AnalysisSourceRow analysis={document.analysis} />
    </InfoRowsCard>
  );
}
