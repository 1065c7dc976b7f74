import { randomUUID } from 'node:crypto';

/**
 * The one shape a storage key may have: `org_<id>/<name>`, the name made of letters, digits,
 * `.`, `_` and `-` and starting with a letter or digit. So no key has `..`, a leading or doubled
 * `/`, a backslash, a percent escape or a control character: none can leave the uploads folder on
 * disk or the configured prefix in a bucket, whatever the server or a proxy normalizes.
 */
const STORAGE_KEY = /^org_[0-9]{1,16}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 300))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function assertStorageKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new InvalidStorageKeyError(key);
  return key;
}

/** The key a readiness probe writes and removes: organization ids start at 1, so no user's file. */
export function probeKey(): string {
  return `org_0/readiness-probe-${randomUUID()}`;
}
