import type { ByteSource } from './byte-source.js';

/**
 * A minimal, bounded reader for OLE compound files (the container of .doc files):
 * enough to list the directory and read the first bytes of a stream. It never follows
 * a sector chain longer than the file has sectors, so hostile files cannot make it loop.
 */

export const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const END_OF_CHAIN = 0xfffffffe;
const FREE_SECT = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;
const DIR_ENTRY_SIZE = 128;

export interface CfbEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: number;
  start: number;
  size: number;
}

export interface CfbFile {
  entries: CfbEntry[];
  /** The first `length` bytes of a stream (fewer if the stream is shorter). */
  readStreamHead(entry: CfbEntry, length: number): Promise<Buffer>;
}

export class CfbFormatError extends Error {
  override readonly name = 'CfbFormatError';
}

export async function openCfb(source: ByteSource): Promise<CfbFile> {
  const header = await source.read(0, 512);
  if (header.length < 512 || !header.subarray(0, 8).equals(CFB_MAGIC))
    throw new CfbFormatError('not a compound file');
  const sectorShift = header.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12)
    throw new CfbFormatError(`bad sector shift ${sectorShift}`);
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.ceil(Math.max(0, source.size - sectorSize) / sectorSize);
  const miniCutoff = header.readUInt32LE(0x38);

  const readSector = async (id: number): Promise<Buffer> => {
    if (id >= sectorCount) throw new CfbFormatError(`sector ${id} out of range`);
    return source.read((id + 1) * sectorSize, sectorSize);
  };

  const fat = await readFat(header, sectorSize, sectorCount, readSector);
  const next = (id: number): number => {
    const value = fat[id];
    if (value === undefined) throw new CfbFormatError(`sector ${id} not in FAT`);
    return value;
  };
  /** Follows a chain `steps` links from `start`. */
  const walk = (start: number, steps: number): number => {
    let id = start;
    for (let i = 0; i < steps; i++) {
      id = next(id);
      if (id >= sectorCount) throw new CfbFormatError('chain ends early');
    }
    return id;
  };

  const entries: CfbEntry[] = [];
  let dirSector = header.readUInt32LE(0x30);
  for (let guard = 0; dirSector !== END_OF_CHAIN; guard++) {
    if (guard > sectorCount) throw new CfbFormatError('directory chain loops');
    const data = await readSector(dirSector);
    for (let off = 0; off + DIR_ENTRY_SIZE <= data.length; off += DIR_ENTRY_SIZE) {
      const entry = parseDirEntry(data.subarray(off, off + DIR_ENTRY_SIZE));
      if (entry) entries.push(entry);
    }
    dirSector = next(dirSector);
  }
  const root = entries.find((e) => e.type === 5);
  if (!root) throw new CfbFormatError('no root entry');
  const miniStreamStart = root.start;

  async function readStreamHead(entry: CfbEntry, length: number): Promise<Buffer> {
    const want = Math.min(length, entry.size);
    if (want <= 0) return Buffer.alloc(0);
    if (entry.size >= miniCutoff) {
      if (want > sectorSize) throw new CfbFormatError('head longer than a sector');
      return (await readSector(entry.start)).subarray(0, want);
    }
    // Small streams live in the mini stream (64-byte sectors inside the root entry's chain).
    const miniOffset = entry.start * 64;
    if (want > 64 - (miniOffset % 64)) throw new CfbFormatError('head longer than a mini sector');
    const sector = walk(miniStreamStart, Math.floor(miniOffset / sectorSize));
    const data = await readSector(sector);
    const at = miniOffset % sectorSize;
    return data.subarray(at, at + want);
  }

  return { entries, readStreamHead };
}

async function readFat(
  header: Buffer,
  sectorSize: number,
  sectorCount: number,
  readSector: (id: number) => Promise<Buffer>,
): Promise<Uint32Array> {
  const fatSectorCount = header.readUInt32LE(0x2c);
  if (fatSectorCount > sectorCount) throw new CfbFormatError('FAT larger than the file');
  const fatIds: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatIds.length < fatSectorCount; i++) {
    fatIds.push(header.readUInt32LE(0x4c + i * 4));
  }
  let difat = header.readUInt32LE(0x44);
  for (
    let guard = 0;
    fatIds.length < fatSectorCount && difat !== END_OF_CHAIN && difat !== FREE_SECT;
    guard++
  ) {
    if (guard > sectorCount) throw new CfbFormatError('DIFAT chain loops');
    const data = await readSector(difat);
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector && fatIds.length < fatSectorCount; i++)
      fatIds.push(data.readUInt32LE(i * 4));
    difat = data.readUInt32LE(perSector * 4);
  }
  const fat = new Uint32Array(fatIds.length * (sectorSize / 4));
  for (const [index, id] of fatIds.entries()) {
    const data = await readSector(id);
    for (let i = 0; i + 4 <= data.length; i += 4)
      fat[index * (sectorSize / 4) + i / 4] = data.readUInt32LE(i);
  }
  return fat;
}

function parseDirEntry(raw: Buffer): CfbEntry | null {
  const type = raw[0x42] ?? 0;
  if (type === 0) return null;
  const nameBytes = Math.min(64, raw.readUInt16LE(0x40));
  const name = raw.subarray(0, Math.max(0, nameBytes - 2)).toString('utf16le');
  return { name, type, start: raw.readUInt32LE(0x74), size: raw.readUInt32LE(0x78) };
}
