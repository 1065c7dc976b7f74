import { crc32, deflateRawSync } from 'node:zlib';

/** Builds small ZIP files in memory for tests. `declaredSize` overrides the uncompressed size stated. */
export interface ZipEntryInput {
  name: string;
  data: Buffer | string;
  declaredSize?: number;
}

export function buildZip(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const packed = deflateRawSync(raw);
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? raw.length;
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt32LE(0, at + 6); // time, date
      header.writeUInt32LE(crc32(raw), at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
