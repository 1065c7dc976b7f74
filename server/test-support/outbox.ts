import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of an .eml. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The messages in an outbox folder addressed to `to`, oldest first, decoded. */
export function outboxMessages(outboxDir: string, to: string): string[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(join(outboxDir, file), 'utf8')))
    .filter((message) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(message));
}

/** The first link with `path` in the newest message to `to`. */
export function linkFromOutbox(outboxDir: string, to: string, path: string): string | undefined {
  const newest = outboxMessages(outboxDir, to).at(-1);
  const match = newest?.match(
    new RegExp(`https?://[^\\s"<>]*${path.replace(/[?]/g, '\\?')}[^\\s"<>]*`),
  );
  return match?.[0].replace(/&amp;/g, '&');
}
