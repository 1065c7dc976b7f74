import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { LOCAL_S3_CREDENTIALS, startLocalS3 } from '../test-support/local-s3.js';
import { createConfiguredStorage } from './create-storage.js';
import { StorageNotFoundError, type FileStorage } from './file-storage.js';
import { S3Storage } from './s3-storage.js';
import { InvalidStorageKeyError } from './storage-key.js';

/**
 * One contract, both adapters, each made from a STORAGE_URL the way the app makes it: what every
 * caller (uploads, the pipeline, avatars, deletes) relies on, whichever store a deployment uses.
 */

interface Subject {
  storage: FileStorage;
  /** The S3 subject downloads into temporary files; local disk hands over the stored file. */
  localFileIsCopy: boolean;
  close(): Promise<void>;
}

async function localDiskSubject(): Promise<Subject> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docviz-storage-contract-'));
  const storage = createConfiguredStorage(loadConfig({ DATA_DIR: dataDir }));
  return {
    storage,
    localFileIsCopy: false,
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function s3Subject(): Promise<Subject> {
  const s3 = await startLocalS3();
  vi.stubEnv('AWS_ACCESS_KEY_ID', LOCAL_S3_CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', LOCAL_S3_CREDENTIALS.secretAccessKey);
  const storage = createConfiguredStorage(
    loadConfig({ DATA_DIR: tmpdir(), STORAGE_URL: s3.storageUrl('contract/suite') }),
  );
  expect(storage).toBeInstanceOf(S3Storage);
  return {
    storage,
    localFileIsCopy: true,
    close: async () => {
      (storage as S3Storage).close();
      vi.unstubAllEnvs();
      await s3.close();
    },
  };
}

const MiB = 1024 * 1024;

/** Streams `bytes` in chunks, as a multipart upload arrives. */
function streamOf(bytes: Buffer, chunkBytes = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunkBytes)
        yield bytes.subarray(at, at + chunkBytes);
    })(),
  );
}

/** Random bytes, generated chunk by chunk, never held whole; `digest` is known once consumed. */
function generatedStream(totalBytes: number): { source: Readable; digest: () => string } {
  const hash = createHash('sha256');
  let sent = 0;
  const source = new Readable({
    read() {
      if (sent >= totalBytes) return void this.push(null);
      const chunk = randomBytes(Math.min(64 * 1024, totalBytes - sent));
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { source, digest: () => hash.digest('hex') };
}

/** Sends some bytes, then fails, as a client that disconnects mid-upload. */
function failingStream(bytesBeforeError: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytesBeforeError) return void this.destroy(new Error('the client went away'));
      const chunk = randomBytes(Math.min(64 * 1024, bytesBeforeError - sent));
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const { body } = await storage.read(key);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Large buffers are compared by digest: a deep equality over megabytes takes minutes. */
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function sha256Of(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const ALL_BYTE_VALUES = Buffer.from(Array.from({ length: 256 * 4 }, (_, i) => i % 256));

/** Keys a bug or a hostile value could produce; none may reach a disk path or an object name. */
const HOSTILE_KEYS = [
  '../outside',
  'org_1/../../outside',
  'org_1/../org_2/file',
  'org_1/sub/../file',
  '/etc/passwd',
  'org_1//file',
  'org_1\\..\\..\\outside',
  'org_1/..',
  'org_1/.',
  'org_1/.hidden',
  'org_1/',
  '',
  'org_1/%2e%2e%2foutside',
  'org_1/file\u0000.pdf',
  'org_x/file',
  'uploads/org_1/file',
];

describe.each([
  ['local disk', localDiskSubject],
  ['S3 (s3rver)', s3Subject],
] as const)('FileStorage contract: %s', (_name, start) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await start();
  });
  afterAll(async () => {
    await subject?.close();
  });
  const newKey = () => `org_7/${randomUUID()}`;

  it('reads back exactly the bytes written, every byte value, and says how many', async () => {
    const key = newKey();
    expect(await subject.storage.write(key, streamOf(ALL_BYTE_VALUES, 100))).toBe(1024);
    expect(await readAll(subject.storage, key)).toEqual(ALL_BYTE_VALUES);
    const stored = await subject.storage.read(key);
    stored.body.destroy();
    expect(stored.size).toBe(1024);
    expect(await subject.storage.size(key)).toBe(1024);
    expect(await subject.storage.exists(key)).toBe(true);
  });

  it('stores an empty file as an empty file', async () => {
    const key = newKey();
    expect(await subject.storage.write(key, Readable.from([]))).toBe(0);
    expect(await subject.storage.exists(key)).toBe(true);
    expect(await subject.storage.size(key)).toBe(0);
    expect(await readAll(subject.storage, key)).toEqual(Buffer.alloc(0));
  });

  it('streams a 12 MB file in and out without changing a byte', async () => {
    const key = newKey();
    const upload = generatedStream(12 * MiB);
    expect(await subject.storage.write(key, upload.source)).toBe(12 * MiB);
    const stored = await subject.storage.read(key);
    expect(stored.size).toBe(12 * MiB);
    expect(await sha256Of(stored.body)).toBe(upload.digest());
  });

  it('removes a file for good, and removing a missing key succeeds', async () => {
    const key = newKey();
    await subject.storage.write(key, streamOf(Buffer.from('to be deleted')));
    await subject.storage.remove(key);
    expect(await subject.storage.exists(key)).toBe(false);
    await expect(subject.storage.read(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(subject.storage.remove(key)).resolves.toBeUndefined();
    await expect(subject.storage.remove(newKey())).resolves.toBeUndefined();
  });

  it('answers a missing key with a StorageNotFoundError naming it', async () => {
    const key = newKey();
    expect(await subject.storage.exists(key)).toBe(false);
    await expect(subject.storage.read(key)).rejects.toThrow(new StorageNotFoundError(key));
    await expect(subject.storage.size(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    // A parser never gets bytes: the object store refuses before, local disk's open fails.
    await expect(
      subject.storage.withLocalFile(key, (filePath) => readFile(filePath)),
    ).rejects.toThrow(subject.localFileIsCopy ? StorageNotFoundError : /ENOENT/);
  });

  it.each(HOSTILE_KEYS)('refuses the key %j in every call, reading nothing', async (key) => {
    const source = streamOf(Buffer.from('must not be stored'));
    await expect(subject.storage.write(key, source)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(source.readableDidRead).toBe(false);
    await expect(subject.storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(subject.storage.size(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(subject.storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(subject.storage.remove(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(subject.storage.withLocalFile(key, async () => 0)).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
  });

  it('keeps concurrent writes apart, small and multi-part alike', async () => {
    const files = [0, 1, 100_000, MiB, 3 * MiB, 9 * MiB].map((bytes) => ({
      key: newKey(),
      bytes: randomBytes(bytes),
    }));
    const written = await Promise.all(
      files.map((file) => subject.storage.write(file.key, streamOf(file.bytes))),
    );
    expect(written).toEqual(files.map((file) => file.bytes.length));
    for (const file of files)
      expect(sha256(await readAll(subject.storage, file.key))).toBe(sha256(file.bytes));
  });

  it.each([
    ['after 1 MB', MiB],
    ['after 10 MB (past one multipart part)', 10 * MiB],
  ])('leaves no object when the upload stream fails %s', async (_when, bytesBeforeError) => {
    const key = newKey();
    await expect(subject.storage.write(key, failingStream(bytesBeforeError))).rejects.toThrow(
      'the client went away',
    );
    expect(await subject.storage.exists(key)).toBe(false);
    await expect(subject.storage.read(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('hands parsers a local file with the bytes, and cleans up a downloaded copy', async () => {
    const key = newKey();
    const bytes = randomBytes(300_000);
    await subject.storage.write(key, streamOf(bytes));
    let seenPath = '';
    const answer = await subject.storage.withLocalFile(key, async (filePath) => {
      seenPath = filePath;
      expect(sha256(await readFile(filePath))).toBe(sha256(bytes));
      return 'parsed';
    });
    expect(answer).toBe('parsed');
    expect(existsSync(seenPath)).toBe(!subject.localFileIsCopy);
    if (subject.localFileIsCopy) expect(existsSync(dirname(seenPath))).toBe(false);
    // A parser's failure comes back as is, and the copy still goes.
    await expect(
      subject.storage.withLocalFile(key, async (filePath) => {
        seenPath = filePath;
        throw new Error('parser failed');
      }),
    ).rejects.toThrow('parser failed');
    expect(existsSync(seenPath)).toBe(!subject.localFileIsCopy);
  });

  it('checks that it takes writes (readiness)', async () => {
    await expect(subject.storage.checkWritable()).resolves.toBeUndefined();
  });
});
