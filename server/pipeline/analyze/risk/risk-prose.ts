import { locate } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { sentences, truncate, wordCount } from '../shared/text.js';
import { type Candidate } from './risk-candidate.js';

/**
 * Risks stated in prose, the last resort: sentences that state a risk ("There is a risk that …")
 * and threat models written as paragraphs.
 */

const RISK_SENTENCE =
  /\b(?:(?:the|a|one|another|second|third|main|biggest|key|major|final)\s+)?(?:(?:main|biggest|key|major|second|third|other)\s+)?risks?\s+(?:(?:identified|here|is|was|were|are)\s+)*(?:(?:is|was|were|are)\s+)?that\s+(.+?)(?:[.;]|$)|\bthere (?:is|was) (?:also )?a (?:\w+ )?risk (?:that|of)\s+(.+?)(?:[.;]|$)|\brisks? (?:to|of) ([^.;]{8,120}?) (?:included|include|was|were|is|are)\b/i;

/** Sentences that state a risk, with the mitigation sentence that follows, if any. */
export function fromSentences(doc: AnalyzedDocument): Candidate[] {
  const out: Candidate[] = [];
  for (const node of doc.nodes) {
    if (node.kind !== 'paragraph' && node.kind !== 'item') continue;
    if (!/risk/i.test(node.text)) continue;
    const parts = sentences(node.text);
    parts.forEach((sentence, k) => {
      const match = RISK_SENTENCE.exec(sentence);
      const clause = match?.[1] ?? match?.[2] ?? match?.[3];
      if (!clause || wordCount(clause) < 3) return;
      const next = parts[k + 1];
      const mitigation =
        next &&
        /\b(?:mitigat|to reduce|we (?:will|have|took|arranged|booked)|strategy|contract includes|in place)\b/i.test(
          next,
        )
          ? next
          : undefined;
      out.push({
        name: capitalise(truncate(clause.replace(/\s+/g, ' '), 140)),
        mitigation,
        snippet: sentence,
        location: locate(node),
        order: node.index * 1000 + k,
      });
    });
  }
  return out;
}

const THREAT_CUE =
  /\b(?:attack(?:er|ers|s)?|malicious|vulnerab\w*|unauthori[sz]ed|exhaustion|compromis\w*|leak(?:ed|s|ing)?|breach(?:es)?|spoof\w*|forg(?:ed|ery)|impersonat\w*|exfiltrat\w*|tamper\w*|denial of service|privilege escalation|injection|phishing|ransomware|malware|insider)\b/i;
const THREAT_CUES = new RegExp(THREAT_CUE.source, 'gi');
const ADVICE_CUE =
  /\b(?:recommend\w*|should|must|mitigat\w*|protect\w*|restrict\w*|configure|limit|disable|enable|deploy|vet|review|audit|keep)\b/i;

/**
 * Prose threat models ("A malicious plugin could …; operators should …"): per section, the
 * first sentence naming a threat, with the first advice sentence of the section as mitigation.
 */
export function fromThreatProse(doc: AnalyzedDocument): Candidate[] {
  const bySection = new Map<
    DocNode,
    { sentence: string; node: DocNode; score: number; k: number }
  >();
  const advice = new Map<DocNode, string>();
  for (const node of doc.nodes) {
    if (node.kind !== 'paragraph' && node.kind !== 'item') continue;
    const section = node.headings[node.headings.length - 1];
    // The title's own section is the introduction, not a threat.
    if (!section || section === doc.headings[0]) continue;
    sentences(node.text).forEach((sentence, k) => {
      if (/^(?:see|for more|refer|read)\b/i.test(sentence) || wordCount(sentence) < 6) return;
      const cues = sentence.match(THREAT_CUES)?.length ?? 0;
      if (cues === 0) {
        if (ADVICE_CUE.test(sentence) && !advice.has(section)) advice.set(section, sentence);
        return;
      }
      const score = cues + (ADVICE_CUE.test(sentence) ? 0.5 : 0);
      const best = bySection.get(section);
      if (!best || score > best.score) bySection.set(section, { sentence, node, score, k });
    });
  }
  return [...bySection.entries()].map(([section, { sentence, node, k }]) => ({
    name: truncate(sentence.replace(/\.$/, ''), 160),
    mitigation: advice.has(section) ? truncate(advice.get(section)!, 300) : undefined,
    snippet: sentence,
    location: locate(node),
    order: node.index * 1000 + k,
  }));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
