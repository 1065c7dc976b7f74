import { categoryLabel } from './category-labels.js';
import { ROLE_LABELS, type Role } from './roles.js';

/**
 * The organization's activity log (GET /api/activity) and the platform's (template changes):
 * every kind of event, what it carries and how it reads, in one place for the server that
 * records it and the client that shows it. Free of zod (the dashboard shows these lines; the
 * schemas are in contracts/activity.ts), of Node and of the DOM.
 */
export const ACTIVITY_KINDS = [
  'document.uploaded',
  'document.processed',
  'document.failed',
  'visualization.created',
  'visualization.version_saved',
  'visualization.restored',
  'visualization.deleted',
  'member.invited',
  'member.joined',
  'template.created',
  'template.updated',
  'template.deleted',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The dashboard's Recent Activity count: the organization's events of the last 7 days. */
export const RECENT_ACTIVITY_DAYS = 7;

/** Kinds recorded platform-wide (organizationId null): only platform admins read them. */
export const PLATFORM_ACTIVITY_KINDS = [
  'template.created',
  'template.updated',
  'template.deleted',
] as const satisfies readonly ActivityKind[];

interface DocumentRef {
  documentId: number;
  /** The document's name when it happened: the row may be renamed or deleted since. */
  name: string;
}
interface VisualizationRef {
  visualizationId: number;
  title: string;
}
interface TemplateRef {
  templateId: number;
  name: string;
  category: string;
}

/** What each kind stores (as JSON text) and answers: names and numbers copied at the time. */
export interface ActivityDetailsByKind {
  'document.uploaded': DocumentRef;
  'document.processed': DocumentRef & { category: string };
  'document.failed': DocumentRef;
  'visualization.created': VisualizationRef;
  'visualization.version_saved': VisualizationRef & { version: number };
  'visualization.restored': VisualizationRef & { version: number; restoredVersion: number };
  'visualization.deleted': VisualizationRef;
  /** The e-mail is left out of the answer for members who are not admins (it is admin data). */
  'member.invited': { email?: string | undefined; role: string };
  'member.joined': { name: string; role: string };
  'template.created': TemplateRef;
  'template.updated': TemplateRef;
  'template.deleted': TemplateRef;
}

/** One event as it is recorded: a kind and its details, checked together by the compiler. */
export type ActivityEvent = {
  [K in ActivityKind]: { kind: K; details: ActivityDetailsByKind[K] };
}[ActivityKind];

/** A piece of a line: plain text, or the thing it is about (a document, a visualization…). */
export type ActivityPart = string | { subject: string };

/** The description the visualization page gives a restore (spec §4 version rules). */
export const rollbackDescription = (version: number) => `Rolled back to Version ${version}`;

/** The version a save restored, when its description is the restore's own; else null. */
export function restoredVersionOf(changeDescription: string | null | undefined): number | null {
  const match = /^Rolled back to Version ([1-9]\d{0,8})$/.exec(changeDescription ?? '');
  return match ? Number(match[1]) : null;
}

/** Who did it, for a line: their name, or 'Someone' for an account deleted since. */
const who = (actorName: string | null) => actorName?.trim() || 'Someone';

const quoted = (text: string): ActivityPart => ({ subject: `“${text}”` });

function asRole(role: string): string {
  const label = ROLE_LABELS[role as Role] ?? role;
  // 'an Org Admin', 'a User' (a 'U' said 'you' takes 'a').
  return `${/^[AEIO]/i.test(label) ? 'an' : 'a'} ${label}`;
}

/** Each kind's line; `actor` is who did it ('Someone' once their account is gone). */
const LINES: {
  [K in ActivityKind]: (details: ActivityDetailsByKind[K], actor: string) => ActivityPart[];
} = {
  'document.uploaded': (d, actor) => [`${actor} uploaded `, quoted(d.name)],
  'document.processed': (d) =>
    d.category === 'unknown'
      ? [quoted(d.name), ' was processed; its category was not recognised']
      : [quoted(d.name), ` was processed as ${categoryLabel(d.category)}`],
  'document.failed': (d) => [quoted(d.name), ' could not be processed'],
  'visualization.created': (d, actor) => [`${actor} created the visualization `, quoted(d.title)],
  'visualization.version_saved': (d, actor) => [
    `${actor} saved `,
    quoted(d.title),
    ` as version ${d.version}`,
  ],
  'visualization.restored': (d, actor) => [
    `${actor} restored version ${d.restoredVersion} of `,
    quoted(d.title),
    ` as version ${d.version}`,
  ],
  'visualization.deleted': (d, actor) => [`${actor} deleted the visualization `, quoted(d.title)],
  'member.invited': (d, actor) => [
    `${actor} invited ${d.email ?? 'a new member'} to join as ${asRole(d.role)}`,
  ],
  'member.joined': (d, actor) => [`${actor} joined as ${asRole(d.role)}`],
  'template.created': (d, actor) => [
    `${actor} added the ${categoryLabel(d.category)} template `,
    quoted(d.name),
  ],
  'template.updated': (d, actor) => [
    `${actor} updated the ${categoryLabel(d.category)} template `,
    quoted(d.name),
  ],
  'template.deleted': (d, actor) => [
    `${actor} deleted the ${categoryLabel(d.category)} template `,
    quoted(d.name),
  ],
};

/** The line of an event, in parts, so a page can link its subject. */
export function activityParts(event: ActivityEvent, actorName: string | null): ActivityPart[] {
  const line = LINES[event.kind] as (details: unknown, actor: string) => ActivityPart[];
  // Who joined is named in the event itself, for when their account is gone.
  const named =
    event.kind === 'member.joined' ? actorName?.trim() || event.details.name : actorName;
  return line(event.details, who(named));
}

/** The line as plain text: "Ana Lee saved “Roadmap” as version 3". */
export function activitySentence(event: ActivityEvent, actorName: string | null): string {
  return activityParts(event, actorName)
    .map((part) => (typeof part === 'string' ? part : part.subject))
    .join('');
}
