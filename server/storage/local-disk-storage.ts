import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.js';

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  /** Keys come from the server, but a path must still never escape the root. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
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
      await rm(path, { force: true });
      throw error;
    }
    return bytes;
  }

  async localPath(key: string): Promise<string> {
    return this.pathOf(key);
  }

  read(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
