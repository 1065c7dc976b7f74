import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's one built-in account: it checks request signatures against these. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** A STORAGE_URL for this server's bucket, under a prefix. */
  storageUrl(prefix: string): string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a free port of 127.0.0.1, keeping its objects in a temporary
 * folder removed on close, with one bucket ready. It speaks the S3 REST API (path-style) and checks
 * SigV4 signatures against one account; it is not AWS: no IAM policies, no multipart size rules, no
 * throttling, and it cannot abort a multipart upload.
 */
export async function startLocalS3(bucket = 'docviz-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'docviz-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storageUrl: (prefix) =>
      `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
