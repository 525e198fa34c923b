// The file store's streamed read and removal (DECISIONS 8; issue 21 point 6: the export
// centre serves large workbooks a slice at a time): on the embedded database (a folder, with
// the database as the fallback for seeded files) and on PostgreSQL (the archivos table, read
// by 1 MB slices), a file of several slices streams back byte for byte, and once removed it
// is gone from both reads.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseFileStore,
  folderFileStore,
  type FileStore,
} from '../../src/server/files/store.ts';
import { openTestDb, type TestDb } from './helpers.ts';

let t: TestDb;

beforeAll(async () => {
  t = await openTestDb();
});

afterAll(async () => {
  await t.dispose();
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each([
  ['a folder', () => folderFileStore(path.join(t.dataDir, 'files-test'), t.db)],
  ['the database', () => databaseFileStore(t.db)],
])('the file store in %s', (_where, make: () => FileStore) => {
  it('streams a file of several slices back byte for byte, and removes it', async () => {
    const store = make();
    // Two slices and a bit: the last one short.
    const bytes = randomBytes(2 * 1024 * 1024 + 12_345);
    const name = await store.put('xlsx', TYPE, bytes);
    const streamed = await store.stream(name);
    if (!streamed) throw new Error('the file was not found');
    expect(streamed.tipo).toBe(TYPE);
    expect(streamed.size).toBe(bytes.length);
    expect((await readAll(streamed.body)).equals(bytes)).toBe(true);
    expect((await store.get(name))?.contenido.equals(bytes)).toBe(true);
    await store.remove(name);
    expect(await store.stream(name)).toBeNull();
    expect(await store.get(name)).toBeNull();
    // A name that is not there, or not a store's name, is no error.
    await store.remove(name);
    await store.remove('../../etc/passwd');
  });

  it('an empty file streams as nothing', async () => {
    const store = make();
    const name = await store.put('xlsx', TYPE, Buffer.alloc(0));
    const streamed = await store.stream(name);
    if (!streamed) throw new Error('the file was not found');
    expect(streamed.size).toBe(0);
    expect(await readAll(streamed.body)).toHaveLength(0);
  });
});
