// A read-only user (type 6, 'Solo Lectura') changes nothing (issue 17 point 6): every operation
// of the contract that writes answers 403 to it, whatever it sends, and the database is the same
// afterwards, row for row. The operations are read from openapi/, so an area added later is
// walked too. Its reads (GET) still answer; logging out is the one write it has.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractPath, securedOperations } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/db.ts';
import { call, login, startServer, type TestServer } from './helpers.ts';

interface Operation {
  operationId: string;
  method: string;
  path: string;
}

const spec = parse(readFileSync(contractPath, 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const secured = securedOperations();
/** The writes: every secured operation but the GETs, and but logging out (it ends the session). */
const writes: Operation[] = Object.entries(spec.paths)
  .flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => op.operationId !== undefined && secured.has(op.operationId))
      .map(([method, op]) => ({ operationId: op.operationId as string, method, path })),
  )
  .filter((op) => op.method !== 'get' && op.operationId !== 'logout');

/** One digest per table of the schema: equal digests, equal rows. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    const [row] = await db.query<{ d: string | null }>(
      `SELECT md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS d FROM "${table_name}" t`,
    );
    out[table_name] = row?.d ?? '';
  }
  return out;
}

describe('a read-only user changes nothing: every write of the contract answers 403 (issue 17)', () => {
  let server: TestServer;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    server = await startServer();
    ({ token, userId } = await login(server.baseUrl, 'lectura'));
  });
  afterAll(async () => {
    await server.close();
  });

  it('walks every write operation with a plausible body, an id of 1 and a real order and listing', async () => {
    expect(writes.length).toBeGreaterThan(40);
    const before = await fingerprint(server.db);
    const answers: string[] = [];
    for (const op of writes) {
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const method = op.method.toUpperCase();
      // A body every shape of the area could read: the ids a real call carries.
      const json = {
        id: 1,
        idSeller: 1,
        idUsuario: 1,
        idOrden: 1,
        idPublicacion: 1,
        idRebate: 1,
        idEstado: 2,
        activar: false,
        pausar: true,
        ids: [1],
        listRequest: [{ idSeller: 1, idEstado: 1 }],
      };
      // Editing a user is every session's operation (the password renewal's too), refused by
      // the screen's menu item after its body is read: a valid edit of the user itself.
      const body =
        op.operationId === 'actualizarUsuario'
          ? { idUsuario: userId, password: 'Lectura#2026', modulos: [] }
          : json;
      const res = await call(server.baseUrl, method, `${url}?id=1&idSeller=1&idOrden=1`, {
        token,
        json: body,
      });
      answers.push(`${method} ${op.path} (${op.operationId}): ${res.status}`);
    }
    const notRefused = answers.filter((a) => !a.endsWith(': 403'));
    expect(notRefused).toEqual([]);
    // The session still lives (403 ends nothing), and no row of any table changed.
    const me = await call(server.baseUrl, 'GET', '/api/Ordenes', { token });
    expect(me.status).toBe(200);
    expect(await fingerprint(server.db)).toEqual(before);
  });
});
