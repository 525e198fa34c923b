// What an upload is before SheetJS touches it (issue 6 point 4). An xlsx is a zip: its central
// directory declares the uncompressed size of every entry, which is read here without
// inflating anything, so a zip bomb is refused from its declarations alone. The worker then
// inflates each entry once with the declared size as a hard limit (`verifyInflatedSizes`),
// so a zip that lies about its sizes is refused too before SheetJS inflates it.
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export type FileKind = 'zip' | 'cfb';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file: the container of the old .xls workbooks. */
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The container of a workbook by its first bytes; null for anything else (text, images...). */
export function fileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, ZIP_MAGIC)) return 'zip';
  if (startsWith(bytes, CFB_MAGIC)) return 'cfb';
  return null;
}

export class ZipError extends Error {
  constructor(readonly reason: 'format' | 'bomb') {
    super(reason);
  }
}

/**
 * The entries of a zip from its central directory. Throws ZipError('format') when the
 * directory cannot be read (or is zip64, which no xlsx of the accepted size needs), and
 * ZipError('bomb') when the declared content exceeds `maxUnzipped` bytes.
 */
export function zipEntries(buf: Buffer, maxUnzipped: number): ZipEntry[] {
  // The end-of-central-directory record is in the last 22 + 65535 bytes.
  const floor = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= floor; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipError('format');
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    throw new ZipError('format');
  }
  if (cdOffset + cdSize > buf.length) throw new ZipError('format');
  const entries: ZipEntry[] = [];
  let total = 0;
  let p = cdOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw new ZipError('format');
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const uncompressedSize = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const localHeaderOffset = buf.readUInt32LE(p + 42);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) {
      throw new ZipError('format');
    }
    if (localHeaderOffset + 30 > buf.length) throw new ZipError('format');
    total += uncompressedSize;
    if (total > maxUnzipped) throw new ZipError('bomb');
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Inflates every entry with its declared size as the limit: an entry that inflates to more
 * than it declares is a bomb in disguise (ZipError('bomb')); a broken stream is ZipError('format').
 * Costs one inflate of the file, bounded by the declared total.
 */
export function verifyInflatedSizes(buf: Buffer, entries: readonly ZipEntry[]): void {
  for (const e of entries) {
    if (buf.readUInt32LE(e.localHeaderOffset) !== 0x04034b50) throw new ZipError('format');
    const nameLength = buf.readUInt16LE(e.localHeaderOffset + 26);
    const extraLength = buf.readUInt16LE(e.localHeaderOffset + 28);
    const start = e.localHeaderOffset + 30 + nameLength + extraLength;
    if (start > buf.length) throw new ZipError('format');
    if (e.method === 0) {
      if (e.compressedSize !== e.uncompressedSize) throw new ZipError('format');
      continue;
    }
    if (e.method !== 8) throw new ZipError('format');
    let out: Buffer;
    try {
      // SheetJS reads the deflate stream from the local header to its end, as this does.
      out = inflateRawSync(buf.subarray(start), {
        maxOutputLength: Math.max(1, e.uncompressedSize),
      });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipError('bomb');
      throw new ZipError('format');
    }
    if (out.length !== e.uncompressedSize) throw new ZipError('format');
  }
}
