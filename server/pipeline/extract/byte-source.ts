import { open } from 'node:fs/promises';

/** Random access to a file's bytes, so that sniffing never loads a whole file. */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `offset`; shorter at the end of the data, empty past it. */
  read(offset: number, length: number): Promise<Buffer>;
}

export function bufferSource(buffer: Buffer): ByteSource {
  return {
    size: buffer.length,
    read: async (offset, length) =>
      buffer.subarray(Math.max(0, offset), Math.max(0, offset + length)),
  };
}

/** Opens `filePath`, hands a ByteSource over it to `use`, and always closes the file. */
export async function withFileSource<T>(
  filePath: string,
  use: (source: ByteSource) => Promise<T>,
): Promise<T> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const source: ByteSource = {
      size,
      async read(offset, length) {
        const start = Math.max(0, offset);
        const n = Math.max(0, Math.min(length, size - start));
        if (n === 0) return Buffer.alloc(0);
        const buffer = Buffer.alloc(n);
        const { bytesRead } = await handle.read(buffer, 0, n, start);
        return buffer.subarray(0, bytesRead);
      },
    };
    return await use(source);
  } finally {
    await handle.close();
  }
}
