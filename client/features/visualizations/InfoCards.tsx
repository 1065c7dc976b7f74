import { Link } from 'react-router';
import { MapPin, Quote } from 'lucide-react';
import { categoryLabel } from '@common/categories.js';
import type { DocumentWithAnalysis } from '@common/contracts/documents.js';
import type { Template } from '@common/contracts/templates.js';
import { formatFileSize } from '@common/format.js';
import { CardContent } from '@/components/ui/card';
import { CategoryBadge } from '@/components/document/DocumentBadges';
import {
  DateValue,
  InfoCard,
  InfoRow,
  InfoRows,
  InfoRowsCard,
  UploadedAndStatusRows,
} from '@/components/document/InfoList';

export function DocumentDetailsCard({ document }: { document: DocumentWithAnalysis }) {
  return (
    <InfoRowsCard title="Document Details">
      <InfoRow label="Name">
        <Link
          to={`/documents/${document.id}`}
          className="text-primary underline-offset-4 hover:underline"
        >
          {document.name}
        </Link>
      </InfoRow>
      <InfoRow label="File">{document.originalFilename}</InfoRow>
      <InfoRow label="Size">{formatFileSize(document.fileSize)}</InfoRow>
      <UploadedAndStatusRows document={document} />
    </InfoRowsCard>
  );
}

export function TemplateCard({ template }: { template: Template | null }) {
  return (
    <InfoCard title="Visualization Template">
      <CardContent>
        {template ? (
          <InfoRows>
            <InfoRow label="Name">{template.name}</InfoRow>
            <InfoRow label="Category" badge>
              <CategoryBadge category={template.category} />
            </InfoRow>
            <InfoRow label="Updated">
              <DateValue value={template.updatedAt} />
            </InfoRow>
          </InfoRows>
        ) : (
          <p className="text-sm text-muted-foreground">
            There is no template for this category yet.
          </p>
        )}
      </CardContent>
    </InfoCard>
  );
}

/** The analyzer's verdict and, per extracted item, the snippet and place it came from. */
export function DataExtractionCard({ document }: { document: DocumentWithAnalysis }) {
  const analysis = document.analysis;
  const evidence = analysis?.evidence ?? [];
  return (
    <InfoCard title="Data Extraction">
      <CardContent className="grid gap-4">
        {analysis && (
          <InfoRows>
            <InfoRow label="Detected category">{categoryLabel(analysis.category)}</InfoRow>
            <InfoRow label="Confidence">
              <ConfidenceMeter value={analysis.confidence} />
            </InfoRow>
          </InfoRows>
        )}
        {evidence.length === 0 ? (
          <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
            No extraction details
          </p>
        ) : (
          <div className="grid gap-2">
            <p className="text-xs font-medium text-muted-foreground">
              {evidence.length} extracted {evidence.length === 1 ? 'item' : 'items'}, with where
              each came from
            </p>
            <ul
              data-testid="evidence-list"
              className="grid max-h-96 gap-2 overflow-y-auto pr-1"
              aria-label="Extracted items"
            >
              {evidence.map((item, index) => (
                <li key={index} className="grid gap-1.5 rounded-lg border p-3 text-sm">
                  <code className="w-fit max-w-full truncate rounded bg-secondary px-1.5 py-0.5 font-mono text-[10px] text-slate-600">
                    {item.field}
                  </code>
                  <span className="line-clamp-3 font-medium break-words" title={item.value}>
                    {item.value}
                  </span>
                  {item.snippet && (
                    <blockquote className="flex gap-1.5 border-l-2 border-slate-200 pl-2 text-xs text-slate-600 italic">
                      <Quote className="mt-0.5 size-3 shrink-0 text-slate-400" aria-hidden="true" />
                      <span className="line-clamp-3 break-words">{item.snippet}</span>
                    </blockquote>
                  )}
                  <p className="flex items-center gap-1 text-xs text-muted-foreground">
                    <MapPin className="size-3 shrink-0" aria-hidden="true" />
                    {item.location}
                  </p>
                  {item.note && <p className="text-xs text-muted-foreground">{item.note}</p>}
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </InfoCard>
  );
}

function ConfidenceMeter({ value }: { value: number }) {
  const percent = Math.round(Math.max(0, Math.min(1, value > 1 ? value / 100 : value)) * 100);
  return (
    <span className="inline-flex items-center gap-2">
      <span className="h-1.5 w-16 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
        <span className="block h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </span>
      <span className="tabular-nums">{percent}%</span>
    </span>
  );
}
