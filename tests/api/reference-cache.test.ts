// Issue 37 point 1: the active publication types (GET /api/Tipos/Publicacion, the option list of
// every listings screen) are answered from memory once this process has read them
// (src/server/shared/reference-cache.ts), and yet any write to tipos_publicacion shows at once:
// through the API, straight to the database, a rolled-back write changes nothing.
// (Across two processes on PostgreSQL: tests/api/process.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceCache } from '../../src/server/shared/reference-cache.ts';
import { call, login, openTestDb, startServer, type TestServer } from './helpers.ts';

interface Tipo {
  idTipoPublicacion: number;
  codigo: string;
  descripcion: string;
  comision: number;
}

describe('the active publication types kept in memory (issue 37)', () => {
  let server: TestServer & { counted: () => number };
  let baseUrl: string;
  let token: string;
  beforeAll(async () => {
    // The statements that read the active types are counted.
    server = await startServer({ counting: /FROM tipos_publicacion\s+WHERE activo/ });
    baseUrl = server.baseUrl;
    token = (await login(baseUrl, 'moderador')).token;
  });
  afterAll(async () => {
    await server.close();
  });
  const reads = () => server.counted();

  const tipos = async (query = ''): Promise<Tipo[]> => {
    const res = await call(baseUrl, 'GET', `/api/Tipos/Publicacion${query}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { tiposPublicaciones: Tipo[] }).tiposPublicaciones;
  };
  /** What the database holds, read bare: the active types, by id. */
  const stored = async () =>
    (
      await server.db.query<{ id_tipo_publicacion: number; descripcion: string }>(
        `SELECT id_tipo_publicacion, descripcion FROM tipos_publicacion WHERE activo
          ORDER BY id_tipo_publicacion`,
      )
    ).map((r) => ({ idTipoPublicacion: r.id_tipo_publicacion, descripcion: r.descripcion }));
  /** The answer's types, by id. */
  const shown = (list: Tipo[]) =>
    list
      .map((t) => ({ idTipoPublicacion: t.idTipoPublicacion, descripcion: t.descripcion }))
      .sort((a, b) => a.idTipoPublicacion - b.idTipoPublicacion);

  it('read once, the list is answered again without asking the database; each PageSize its own', async () => {
    const first = await tipos();
    expect(shown(first)).toEqual(await stored());
    const before = reads();
    for (let i = 0; i < 5; i++) expect(await tipos()).toEqual(first);
    expect(reads()).toBe(before);
    const two = await tipos('?PageSize=2');
    expect(two).toEqual(first.slice(0, 2));
    expect(reads()).toBe(before + 1);
    expect(await tipos('?PageSize=2')).toEqual(two);
    expect(reads()).toBe(before + 1);
  });

  it('a type created, renamed or deleted through the API shows in the next answer', async () => {
    await tipos();
    const created = await call(baseUrl, 'POST', '/api/Administracion/TiposPublicacion', {
      token,
      json: { descripcion: 'Aaa memoria', comision: 5, cantidadCuotas: 3 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body as { idTipoPublicacion: number }).idTipoPublicacion;
    expect((await tipos()).map((t) => t.descripcion)).toContain('Aaa memoria');
    expect(shown(await tipos())).toEqual(await stored());

    const renamed = await call(baseUrl, 'PUT', '/api/Administracion/TiposPublicacion', {
      token,
      json: {
        idTipoPublicacion: id,
        descripcion: 'Aaa renombrado',
        comision: 5,
        cantidadCuotas: 3,
      },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const after = (await tipos()).map((t) => t.descripcion);
    expect(after).toContain('Aaa renombrado');
    expect(after).not.toContain('Aaa memoria');

    const deleted = await call(baseUrl, 'DELETE', '/api/Administracion/TiposPublicacion', {
      token,
      raw: `id=${String(id)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect((await tipos()).map((t) => t.idTipoPublicacion)).not.toContain(id);
    expect(shown(await tipos())).toEqual(await stored());
  });

  it('a write straight to the database shows in the next answer; a rolled-back one changes nothing', async () => {
    const before = await tipos();
    const victim = before[0];
    if (!victim) throw new Error('no active type in the demo data');
    await server.db.query(
      'UPDATE tipos_publicacion SET activo = false WHERE id_tipo_publicacion = $1',
      [victim.idTipoPublicacion],
    );
    expect((await tipos()).map((t) => t.idTipoPublicacion)).not.toContain(victim.idTipoPublicacion);
    await expect(
      server.db.tx(async (q) => {
        await q.query('UPDATE tipos_publicacion SET activo = true WHERE id_tipo_publicacion = $1', [
          victim.idTipoPublicacion,
        ]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await tipos()).map((t) => t.idTipoPublicacion)).not.toContain(victim.idTipoPublicacion);
    await server.db.query(
      'UPDATE tipos_publicacion SET activo = true WHERE id_tipo_publicacion = $1',
      [victim.idTipoPublicacion],
    );
    expect(await tipos()).toEqual(before);
  });
});

describe('createReferenceCache', () => {
  it('keeps what it read until its table is written; nothing read while a notice arrives; nothing once it stops hearing', async () => {
    const testDb = await openTestDb();
    try {
      const cache = await createReferenceCache(testDb.db);
      const counter = (write = false) => {
        let n = 0;
        return async () => {
          n += 1;
          // A write to the table, committed (and heard) while this read is on its way.
          if (write && n === 1) {
            await testDb.db.query('UPDATE tipos_publicacion SET codigo = codigo');
          }
          return { n };
        };
      };
      const readK = counter();
      const k = async () => (await cache.get('k', ['tipos_publicacion'], readK)).n;
      expect(await k()).toBe(1);
      expect(await k()).toBe(1);
      // A write to another table leaves it kept.
      await testDb.db.query('UPDATE sellers SET razon_social = razon_social WHERE false');
      expect(await k()).toBe(1);
      // A value read while its table is written is answered, not kept; and the write forgets
      // what was kept of the table (the writer hears its own notice before its statement ends).
      const readR = counter(true);
      const r = async () => (await cache.get('r', ['tipos_publicacion'], readR)).n;
      expect(await r()).toBe(1);
      expect(await r()).toBeGreaterThan(1);
      expect(await k()).toBeGreaterThan(1);
      // Not hearing any more, it reads every time.
      await cache.close();
      const before = await k();
      expect(await k()).toBe(before + 1);
    } finally {
      await testDb.dispose();
    }
  });
});
