import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '@common/format.js';
import type { DocumentSummary } from '@common/contracts/documents.js';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DocumentStatusBadge } from '@/components/document/DocumentBadges';

/*
 * The info cards and their label/value rows on the document page and the visualization page
 * (which shows the document it came from). Plain UI: the visualizations feature imports it.
 */

/** A titled card that is also a named region (the e2e journeys find the cards by name). */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-4" role="region" aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      {children}
    </Card>
  );
}

/** The list that holds label/value rows (InfoRow), a line between each two. */
export function InfoRows({ children }: { children: ReactNode }) {
  return <dl className="divide-y">{children}</dl>;
}

/** An info card that holds only label/value rows. */
export function InfoRowsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <InfoCard title={title}>
      <CardContent>
        <InfoRows>{children}</InfoRows>
      </CardContent>
    </InfoCard>
  );
}

/**
 * One row of InfoRows: the label left, the value right. `badge`: the value
 * is a badge, kept whole and pushed to the right.
 */
export function InfoRow({
  label,
  badge = false,
  children,
}: {
  label: string;
  badge?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5 text-sm first:pt-0 last:pb-0">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">
        {badge ? <span className="inline-flex justify-end">{children}</span> : children}
      </dd>
    </div>
  );
}

/** A date (the full date and time on hover), or a muted stand-in when there is none. */
export function DateValue({ value, missing = '—' }: { value: string | null; missing?: string }) {
  if (!value) return <span className="font-normal text-muted-foreground">{missing}</span>;
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatDate(value)}
    </time>
  );
}

/** A document's upload date and status: its page's Processing card, the visualization page's card. */
export function UploadedAndStatusRows({
  document,
}: {
  document: Pick<DocumentSummary, 'createdAt' | 'status' | 'errorMessage'>;
}) {
  return (
    <>
      <InfoRow label="Uploaded">
        <DateValue value={document.createdAt} />
      </InfoRow>
      <InfoRow label="Status" badge>
        <DocumentStatusBadge status={document.status} errorMessage={document.errorMessage} />
      </InfoRow>
    </>
  );
}
