import { CircleExclamationPoint, LoaderCircle } from 'lucide-react';
import type { DocumentDetail } from '@common/contracts/documents.js';
import { isSettling } from './api';

/** A banner while the server works on the document, or when it gave up. */
export function StatusNotice({ document }: { document: DocumentDetail }) {
  if (document.status === 'failed') {
    return (
      <div
        role="alert"
        className="flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        <CircleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-medium">We couldn&apos;t process this document.</p>
          <p className="mt-0.5 text-red-700">
            {document.errorMessage ?? 'An unexpected error occurred.'} Try uploading it again, or
            upload another version of the file.
          </p>
        </div>
      </div>
    );
  }
  if (isSettling(document.status)) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl border border-yellow-200 bg-yellow-50 px-4 py-3 text-sm text-yellow-900"
      >
        <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" />
        <p>
          {document.status === 'uploaded'
            ? 'Your document is queued for processing.'
            : 'We are reading your document and detecting its category.'}{' '}
          <span className="text-yellow-800/80">This page updates automatically.</span>
        </p>
      </div>
    );
  }
  return null;
}
