import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys look like `org_12/3f2c….pdf`: made by the server, never from a
 * user's file name. Local disk today; an object store can implement the same four calls.
 */
export interface FileStorage {
  /** Streams into the key; resolves with the bytes written. Rejects (and leaves nothing) on a stream error. */
  write(key: string, source: Readable): Promise<number>;
  /** A local path for parsers that need one (an object store would download to a temp file). */
  localPath(key: string): Promise<string>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}
