// DECISIONS 8: files (images, invoices, banners...) go to one store: a folder under the data
// directory for the embedded database, the database itself with a PostgreSQL server, so that
// any of several API processes can serve any file.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import path from 'node:path';
import type { Db, Queryable } from '../db/db.ts';

export interface StoredFile {
  tipo: string;
  contenido: Buffer;
}

export interface StreamedFile {
  tipo: string;
  size: number;
  body: Readable;
}

/** The slice of a file the database store reads at a time. */
const SLICE_BYTES = 1024 * 1024;

export interface FileStore {
  /** Stores the bytes under a new random name with the extension given; returns the name. */
  put(extension: string, tipo: string, contenido: Buffer): Promise<string>;
  get(nombre: string): Promise<StoredFile | null>;
  /**
   * Whether a file exists, asked inside a transaction: `q` is the transaction's connection
   * (the embedded database has only one, so a query outside it would wait for it forever).
   */
  exists(nombre: string, q: Queryable): Promise<boolean>;
  /**
   * A file to send without holding it whole (a large export): its type, size and bytes as a
   * stream read a slice at a time.
   */
  stream(nombre: string): Promise<StreamedFile | null>;
  /** Removes a file (an expired export's); a name that is not there is no error. */
  remove(nombre: string): Promise<void>;
}

async function inDatabase(q: Queryable, nombre: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM archivos WHERE nombre = $1', [nombre])).length > 0;
}

const NAME = /^[a-f0-9-]{36}\.[a-z0-9]{1,5}$/;

function newName(extension: string): string {
  return `${randomUUID()}.${extension}`;
}

/** Reads a file kept in the database (the demo images, and every file with PostgreSQL). */
async function fromDatabase(db: Db, nombre: string): Promise<StoredFile | null> {
  const rows = await db.query<{ tipo: string; contenido: Uint8Array }>(
    'SELECT tipo, contenido FROM archivos WHERE nombre = $1',
    [nombre],
  );
  const row = rows[0];
  return row ? { tipo: row.tipo, contenido: Buffer.from(row.contenido) } : null;
}

/** A file kept in the database, read a slice at a time as the stream is consumed. */
async function streamFromDatabase(db: Db, nombre: string): Promise<StreamedFile | null> {
  const [row] = await db.query<{ tipo: string; size: number }>(
    'SELECT tipo, length(contenido)::int AS size FROM archivos WHERE nombre = $1',
    [nombre],
  );
  if (!row) return null;
  const { size } = row;
  async function* slices() {
    for (let from = 0; from < size; from += SLICE_BYTES) {
      const [slice] = await db.query<{ parte: Uint8Array }>(
        'SELECT substring(contenido FROM $2::int FOR $3::int) AS parte FROM archivos WHERE nombre = $1',
        [nombre, from + 1, SLICE_BYTES],
      );
      if (!slice) throw new Error('el archivo ya no está');
      yield Buffer.from(slice.parte.buffer, slice.parte.byteOffset, slice.parte.byteLength);
    }
  }
  return { tipo: row.tipo, size, body: Readable.from(slices(), { objectMode: false }) };
}

/**
 * The embedded default: uploads go to a folder. Files the demo seed created live in the
 * database (they are data of the seed's own transaction), so reads fall back to it.
 */
export function folderFileStore(dir: string, db?: Db): FileStore {
  return {
    async put(extension, tipo, contenido) {
      await mkdir(dir, { recursive: true });
      const nombre = newName(extension);
      // Written under a temporary name and renamed: a reader never sees half a file.
      const tmp = path.join(dir, `.${nombre}.tmp`);
      await writeFile(tmp, contenido);
      await writeFile(path.join(dir, `${nombre}.type`), tipo);
      await rename(tmp, path.join(dir, nombre));
      return nombre;
    },
    async get(nombre) {
      if (!NAME.test(nombre)) return null;
      try {
        const [contenido, tipo] = await Promise.all([
          readFile(path.join(dir, nombre)),
          readFile(path.join(dir, `${nombre}.type`), 'utf8'),
        ]);
        return { tipo, contenido };
      } catch {
        return db ? fromDatabase(db, nombre) : null;
      }
    },
    async exists(nombre, q) {
      if (!NAME.test(nombre)) return false;
      try {
        await access(path.join(dir, nombre));
        return true;
      } catch {
        return inDatabase(q, nombre);
      }
    },
    async stream(nombre) {
      if (!NAME.test(nombre)) return null;
      try {
        const file = path.join(dir, nombre);
        const [{ size }, tipo] = await Promise.all([
          stat(file),
          readFile(path.join(dir, `${nombre}.type`), 'utf8'),
        ]);
        return { tipo, size, body: createReadStream(file) };
      } catch {
        return db ? streamFromDatabase(db, nombre) : null;
      }
    },
    async remove(nombre) {
      if (!NAME.test(nombre)) return;
      await rm(path.join(dir, nombre), { force: true });
      await rm(path.join(dir, `${nombre}.type`), { force: true });
      if (db) await db.query('DELETE FROM archivos WHERE nombre = $1', [nombre]);
    },
  };
}

export function databaseFileStore(db: Db): FileStore {
  return {
    async put(extension, tipo, contenido) {
      const nombre = newName(extension);
      await db.query('INSERT INTO archivos (nombre, tipo, contenido) VALUES ($1, $2, $3)', [
        nombre,
        tipo,
        contenido,
      ]);
      return nombre;
    },
    async get(nombre) {
      if (!NAME.test(nombre)) return null;
      return fromDatabase(db, nombre);
    },
    async exists(nombre, q) {
      return NAME.test(nombre) && inDatabase(q, nombre);
    },
    async stream(nombre) {
      return NAME.test(nombre) ? streamFromDatabase(db, nombre) : null;
    },
    async remove(nombre) {
      if (NAME.test(nombre)) await db.query('DELETE FROM archivos WHERE nombre = $1', [nombre]);
    },
  };
}

export function createFileStore(db: Db, dataDir: string): FileStore {
  return db.kind === 'postgresql'
    ? databaseFileStore(db)
    : folderFileStore(path.join(dataDir, 'files'), db);
}

/** What the bytes are, by their first bytes (the name and the declared type are not trusted). */
export function sniffImage(bytes: Buffer): { extension: 'png' | 'jpg'; tipo: string } | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) {
    return { extension: 'png', tipo: 'image/png' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { extension: 'jpg', tipo: 'image/jpeg' };
  }
  return null;
}
