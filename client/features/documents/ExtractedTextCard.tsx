import { ScanText } from 'lucide-react';
import { CollapsibleCard } from '@/components/shared/CollapsibleCard';

/** How much of the extracted text the page shows. */
const EXTRACT_PREVIEW_CHARS = 20_000;

/** What DocViz read from the file, closed at first; very long texts are cut. */
export function ExtractedTextCard({ text }: { text: string }) {
  const shown = text.slice(0, EXTRACT_PREVIEW_CHARS);
  const words = text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
  return (
    <CollapsibleCard
      icon={ScanText}
      title="Extracted text"
      size="large"
      summary={
        <>
          What DocViz read from the file · {words.toLocaleString('en-US')}{' '}
          {words === 1 ? 'word' : 'words'}
        </>
      }
    >
      {shown.trim() === '' ? (
        <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
          No text was found in this document.
        </p>
      ) : (
        <>
          <pre
            data-testid="extracted-text"
            className="max-h-96 overflow-auto rounded-lg border bg-slate-50 p-4 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-700"
          >
            {shown}
          </pre>
          {text.length > shown.length && (
            <p className="mt-2 text-xs text-muted-foreground">
              Showing the first {EXTRACT_PREVIEW_CHARS.toLocaleString('en-US')} of{' '}
              {text.length.toLocaleString('en-US')} characters.
            </p>
          )}
        </>
      )}
    </CollapsibleCard>
  );
}
