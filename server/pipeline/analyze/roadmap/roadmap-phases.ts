import { wordCount } from '../shared/text.js';
import { HISTORY, MILESTONE_SECTION } from './roadmap-milestones.js';

/**
 * What reads as a phase of a plan: a phase word or a status ("Beta release", "Next"), else a
 * period or a version ("Q3 2027", "2.5"), never a section that holds the plan ("Timeline").
 */

/** One phase as a source found it. */
export interface PhaseCandidate {
  name: string;
  timeline?: string;
  description?: string;
  status?: string;
  features: string[];
  snippet: string;
  location: string;
  order: number;
}

export const STATUS_WORDS =
  /\b(?:now|next|later|future|shipped|ongoing|backlog|upcoming|planned|in progress|done|completed?|recently|coming(?: up)?|long[- ]term|short[- ]term|mid[- ]term|working on|worked on|currently|exploring|in discovery|researching|in development|delivered|released|icebox|on hold|not started|to ?do|someday|in review|under review|considering|under consideration|horizon)\b/i;
const PHASE_KEYWORD =
  /\b(?:phase|stage|releases?|version|wave|step|sprints?|iterations?|increment|milestone|epic|work ?package|wp\d|mvp|alpha|beta|pilot|launch|ga|general availability|rollout|evt|dvt|pvt)\b/i;
const PERIOD =
  /\b(?:Q[1-4]|H[12]|FY\s?'?\d{2,4})\b|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b(?:19|20)\d{2}\b|\bmonths?\s*-?\d|\bweeks?\s*\d/i;
const VERSION = /(?:^|\s)v?\d+\.\d+(?:\.\d+)?\b|\bv\d+\b/i;
/** "Six months before", "Event week", "After the launch": time relative to an event. */
const RELATIVE_TIME =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\s+(?:months?|weeks?|days?)\s+(?:before|after|out|to go|prior|ahead)\b|^(?:after|before) the (?:event|launch|release|conference|go-?live)\b|^(?:event|launch|release|conference) (?:week|day|month)\b|^(?:day|week|month) (?:one|two|three|\d+)\b/i;
const SECTION_ONLY =
  /^(?:(?:summary of (?:the )?|detailed |product |project |high[- ]level |our |the )?(?:phases|stages|milestones?(?: (?:&|and) deliverables)?|roadmap|timeline|releases|plan|overview|deliverables|key dates|goals|objectives|status|current status|introduction|summary|background|scope|resources|notes|team|contacts?|events?))$/i;

/** How much a heading reads as a phase: 2 = phase word or status, 1 = a period or version. */
export function phaseScore(text: string): number {
  const t = text.trim();
  if (SECTION_ONLY.test(t.replace(/[:.]$/, '')) || MILESTONE_SECTION.test(t) || HISTORY.test(t))
    return 0;
  if (wordCount(t) > 12) return 0;
  if (/\bmilestone\s*\d/i.test(t)) return 0;
  if (PHASE_KEYWORD.test(t) || STATUS_WORDS.test(t)) return 2;
  // "1.2 Metric spaces" is section numbering, not version 1.2.
  const unnumbered = t.replace(/^\d+(?:\.\d+)*[.)]?\s+(?=\p{L})/u, '');
  if (PERIOD.test(unnumbered) || VERSION.test(unnumbered) || RELATIVE_TIME.test(unnumbered))
    return 1;
  return 0;
}
