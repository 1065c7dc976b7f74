import type { Rating } from '../ratings.js';
import { itemTitle } from '../shared/text.js';

/** One risk as a source found it, before the best source is chosen and the top five are kept. */
export interface Candidate {
  name: string;
  probability?: Rating;
  impact?: Rating;
  mitigation?: string;
  owner?: string;
  snippet: string;
  location: string;
  /** Order in the document, to keep it among equally severe risks. */
  order: number;
}

/** "Risk 3: Data loss - backups fail" → "Data loss"; "[Late delivery - …]" → "Late delivery". */
export function riskName(text: string): string {
  const withoutId = text
    .replace(/^(?:risk|threat|hazard)\s*(?:id\s*)?[#:]?\s*[A-Z]{0,2}\d+\s*[-:–—.)]\s*/i, '')
    // Section numbers of a heading: "5.3.4 Scope creep".
    .replace(/^\d+(?:\.\d+)+\.?\s+(?=\p{L})/u, '');
  return itemTitle(withoutId || text, 20);
}
