import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where uploaded files go, as STORAGE_URL says; create-storage.ts makes the adapter. */
export type StorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      bucket: string;
      /** Without leading or trailing slash; '' for the bucket's root. */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
    };

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const S3_PARAMS = new Set(['endpoint', 'region', 'forcePathStyle']);

export class StorageUrlError extends Error {}

/**
 * Reads STORAGE_URL:
 * - unset or `file://`: local disk under DATA_DIR/uploads (`defaultRoot`);
 * - `file:///srv/docviz/uploads`: local disk in that folder;
 * - `s3://bucket/optional/prefix?endpoint=http://host:9000&region=eu-west-1&forcePathStyle=true`:
 *   an S3-compatible bucket. The region defaults to AWS_REGION (or us-east-1). Credentials never
 *   go in the URL (it is logged and shown in errors): the SDK reads AWS_ACCESS_KEY_ID and
 *   AWS_SECRET_ACCESS_KEY, or a profile or role.
 */
export function parseStorageUrl(
  value: string | undefined,
  defaultRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): StorageConfig {
  if (value === undefined || value === 'file://') return { kind: 'local', root: defaultRoot };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StorageUrlError('must be file:///path or s3://bucket/prefix');
  }
  if (url.protocol === 'file:') return { kind: 'local', root: localRoot(url) };
  if (url.protocol !== 's3:') throw new StorageUrlError('must start with file:// or s3://');
  if (url.username || url.password)
    throw new StorageUrlError(
      'must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead',
    );
  if (!BUCKET.test(url.hostname))
    throw new StorageUrlError('the bucket name must be 3-63 lower-case letters, digits, . or -');
  for (const name of url.searchParams.keys()) {
    if (!S3_PARAMS.has(name))
      throw new StorageUrlError(`unknown parameter ${name} (known: ${[...S3_PARAMS].join(', ')})`);
  }
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: prefixOf(value),
    endpoint: endpointOf(url.searchParams.get('endpoint')),
    region:
      url.searchParams.get('region') || env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    forcePathStyle: booleanOf(url.searchParams.get('forcePathStyle')),
  };
}

function localRoot(url: URL): string {
  if (url.host) throw new StorageUrlError('a file URL names a local folder: file:///absolute/path');
  const path = fileURLToPath(url);
  if (!isAbsolute(path)) throw new StorageUrlError('a file URL needs an absolute path');
  return path;
}

/** From the text itself: URL parsing would quietly resolve `..` and `%2e%2e` segments away. */
function prefixOf(value: string): string {
  const path = value.replace(/^s3:\/\/[^/?#]*/i, '').replace(/[?#].*$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = '%';
  }
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => !PREFIX_SEGMENT.test(segment)))
    throw new StorageUrlError(
      'the prefix may hold only letters, digits, ., _ and - between slashes (no . or ..)',
    );
  return segments.join('/');
}

function endpointOf(value: string | null): string | undefined {
  if (value === null || value === '') return undefined;
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password)
      return value.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  throw new StorageUrlError('endpoint must be an http:// or https:// URL, without credentials');
}

function booleanOf(value: string | null): boolean {
  if (value === null || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new StorageUrlError('forcePathStyle must be true or false');
}
