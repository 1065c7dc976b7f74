import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageNotFoundError, type FileStorage, type StoredFile } from './file-storage.js';
import { assertStorageKey, probeKey } from './storage-key.js';
import { MIN_PART_BYTES, uploadStream } from './s3-upload.js';

export interface S3StorageOptions {
  bucket: string;
  /** Prepended to every key, without a leading or trailing slash; '' for the bucket's root. */
  prefix: string;
  /** An S3-compatible server (MinIO, R2, s3rver…); unset for AWS itself. */
  endpoint?: string | undefined;
  region: string;
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: S3ClientConfig['credentials'];
  /** Multipart part size (default 8 MiB, at least 5 MiB): what one upload holds in memory at most. */
  partBytes?: number;
}

/** S3 answers a missing key with NoSuchKey (GET, with a body) or NotFound (HEAD, without). */
function isMissingObject(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/** Objects in one bucket under one prefix, keyed exactly like the local disk's files. */
export class S3Storage implements FileStorage {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly partBytes: number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix}/` : '';
    this.partBytes = Math.max(MIN_PART_BYTES, options.partBytes ?? 8 * 1024 * 1024);
    this.description = `s3://${options.bucket}/${options.prefix}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint && {
        endpoint: options.endpoint,
        // Many S3-compatible servers reject or mishandle the newer flexible checksum headers
        // that the SDK sends by default to AWS; send them only where an operation needs them.
        requestChecksumCalculation: 'WHEN_REQUIRED' as const,
        responseChecksumValidation: 'WHEN_REQUIRED' as const,
      }),
      ...(options.credentials && { credentials: options.credentials }),
    });
  }

  /** The key's shape is checked before any request, so no request names another prefix. */
  private objectKey(key: string): string {
    return this.prefix + assertStorageKey(key);
  }

  async write(key: string, source: Readable): Promise<number> {
    const objectKey = this.objectKey(key);
    return uploadStream(
      { client: this.client, bucket: this.bucket, objectKey, partBytes: this.partBytes },
      source,
    );
  }

  async read(key: string): Promise<StoredFile> {
    const objectKey = this.objectKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: objectKey }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('The object store sent no body');
      return { body: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      throw isMissingObject(error) ? new StorageNotFoundError(key) : error;
    }
  }

  async size(key: string): Promise<number> {
    const objectKey = this.objectKey(key);
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: objectKey }),
      );
      return answer.ContentLength ?? 0;
    } catch (error) {
      throw isMissingObject(error) ? new StorageNotFoundError(key) : error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return this.size(key).then(
      () => true,
      (error: unknown) => {
        if (error instanceof StorageNotFoundError) return false;
        throw error;
      },
    );
  }

  async remove(key: string): Promise<void> {
    // S3 answers 204 for a missing key too.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  /**
   * Downloads to a private temporary folder (at most one upload's size, 10 MB) so that parsers
   * and the extraction thread read a plain file, as they do from local disk.
   */
  async withLocalFile<T>(key: string, use: (filePath: string) => Promise<T>): Promise<T> {
    const folder = await mkdtemp(join(tmpdir(), 'docviz-s3-'));
    try {
      const stored = await this.read(key);
      const filePath = join(folder, 'object');
      await pipeline(stored.body, createWriteStream(filePath, { flags: 'wx', mode: 0o600 }));
      return await use(filePath);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async checkWritable(): Promise<void> {
    const key = probeKey();
    await this.write(key, Readable.from([Buffer.from('ok')]));
    await this.remove(key);
  }

  /** Closes the client's keep-alive connections. */
  close(): void {
    this.client.destroy();
  }
}
