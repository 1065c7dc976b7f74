import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live: local disk (local-disk-storage.ts, the default) or an S3-compatible
 * object store (s3-storage.ts), chosen by STORAGE_URL (create-storage.ts). Both pass the same
 * contract suite (file-storage.contract.test.ts).
 *
 * Keys look like `org_12/3f2c…` or `org_12/avatar-….png`: made by the server, never from a user's
 * file name, and checked by assertStorageKey (storage-key.ts) in every call of both adapters.
 */
export interface FileStorage {
  /**
   * Streams into the key; resolves with the bytes written. A stream error rejects and leaves no
   * object (nothing half-written is ever readable). Keys are never reused (random names).
   */
  write(key: string, source: Readable): Promise<number>;
  /** The bytes and their length (for Content-Length); rejects with StorageNotFoundError. */
  read(key: string): Promise<StoredFile>;
  /** Bytes stored under the key; rejects with StorageNotFoundError. */
  size(key: string): Promise<number>;
  exists(key: string): Promise<boolean>;
  /** Removing a missing key is not an error (a retried delete must succeed). */
  remove(key: string): Promise<void>;
  /**
   * Runs `use` with a local file holding the key's bytes, for parsers that need random access
   * (type sniffing, the extraction thread). Local disk hands over its own file; an object store
   * downloads to a temporary file that is removed when `use` settles. A missing key never gives
   * `use` any bytes: the object store rejects with StorageNotFoundError before calling it; local
   * disk hands over the path unchecked (no extra call on the hot path) and `use`'s open fails.
   */
  withLocalFile<T>(key: string, use: (filePath: string) => Promise<T>): Promise<T>;
  /** Writes and removes a probe object: resolves only when the store takes writes (readiness). */
  checkWritable(): Promise<void>;
  /** Where the bytes go, for logs (no credentials). */
  readonly description: string;
}

export interface StoredFile {
  body: Readable;
  size: number;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
    this.name = 'StorageNotFoundError';
  }
}
