import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageNotFoundError, type FileStorage, type StoredFile } from './file-storage.js';
import { assertStorageKey, probeKey } from './storage-key.js';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Files under one folder (DATA_DIR/uploads by default), one sub-folder per organization. */
export class LocalDiskStorage implements FileStorage {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `local disk ${resolve(root)}`;
  }

  /** The key's shape is checked first; the resolved path must still stay under the root. */
  private pathOf(key: string): string {
    const path = resolve(this.root, assertStorageKey(key));
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  }

  async write(key: string, source: Readable): Promise<number> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    let bytes = 0;
    source.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    try {
      await pipeline(source, createWriteStream(path, { flags: 'wx' }));
    } catch (error) {
      // 'wx' failing on an existing file must not remove that file.
      if ((error as { code?: string }).code !== 'EEXIST') await rm(path, { force: true });
      throw error;
    }
    return bytes;
  }

  async read(key: string): Promise<StoredFile> {
    const path = this.pathOf(key);
    // Opened before answering, so a missing file is a StorageNotFoundError, not a stream error later.
    const handle = await open(path, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new StorageNotFoundError(key) : error;
    });
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async size(key: string): Promise<number> {
    const path = this.pathOf(key);
    try {
      return (await stat(path)).size;
    } catch (error) {
      throw isMissing(error) ? new StorageNotFoundError(key) : error;
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
    await rm(this.pathOf(key), { force: true });
  }

  /** The stored file itself, unchecked: no copy and no extra call; a missing one fails `use`'s open. */
  async withLocalFile<T>(key: string, use: (filePath: string) => Promise<T>): Promise<T> {
    return use(this.pathOf(key));
  }

  async checkWritable(): Promise<void> {
    const key = probeKey();
    await this.write(key, Readable.from([Buffer.from('ok')]));
    await this.remove(key);
  }
}
