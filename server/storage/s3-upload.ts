import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';

/** S3's smallest part (all but the last); also the most one upload holds in memory at once. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

export interface UploadTarget {
  client: S3Client;
  bucket: string;
  objectKey: string;
  /** Bytes per part; a stream shorter than this is sent as one PutObject. */
  partBytes: number;
}

/**
 * Streams `source` into one object without knowing its length beforehand, which a plain
 * PutObject of a stream needs. Bytes are gathered up to one part: a short stream becomes one
 * PutObject with a known length; a longer one a multipart upload, one part in memory at a time
 * (reading waits while a part is sent, so a fast client cannot fill memory). A multipart upload
 * only becomes an object when completed, so a stream error leaves nothing readable; the upload is
 * aborted on a best-effort basis (a bucket lifecycle rule should clear what an abort misses).
 */
export async function uploadStream(target: UploadTarget, source: Readable): Promise<number> {
  const { client, bucket, objectKey } = target;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;
  let uploadId: string | undefined;
  const parts: CompletedPart[] = [];

  const sendPart = async (body: Buffer) => {
    if (!uploadId) {
      const created = await client.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: objectKey }),
      );
      if (!created.UploadId) throw new Error('The object store started no multipart upload');
      uploadId = created.UploadId;
    }
    const PartNumber = parts.length + 1;
    const { ETag } = await client.send(
      new UploadPartCommand({
        Bucket: bucket,
        Key: objectKey,
        UploadId: uploadId,
        PartNumber,
        Body: body,
        ContentLength: body.length,
      }),
    );
    parts.push({ PartNumber, ETag });
  };

  try {
    for await (const chunk of source) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      pending.push(bytes);
      pendingBytes += bytes.length;
      total += bytes.length;
      while (pendingBytes >= target.partBytes) {
        const whole = Buffer.concat(pending, pendingBytes);
        pending = [whole.subarray(target.partBytes)];
        pendingBytes -= target.partBytes;
        await sendPart(whole.subarray(0, target.partBytes));
      }
    }
    const rest = Buffer.concat(pending, pendingBytes);
    if (!uploadId) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey,
          Body: rest,
          ContentLength: rest.length,
        }),
      );
      return total;
    }
    if (rest.length > 0) await sendPart(rest);
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: objectKey,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
    return total;
  } catch (error) {
    if (uploadId) {
      await client
        .send(
          new AbortMultipartUploadCommand({ Bucket: bucket, Key: objectKey, UploadId: uploadId }),
        )
        .catch(() => undefined);
    }
    source.destroy();
    throw error;
  }
}
