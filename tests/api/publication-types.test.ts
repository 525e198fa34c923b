// Publication types over HTTP against a real database (001 §2.7, §3, §5, §6, §7, §8; DECISIONS 27;
// issue 18 points 6-8): list, one, create, save, delete and the association of plan groups for
// every role; the checks of §5 in order; changing the instalments or the plan groups notifies (6)
// every seller with listings of the type, in the same transaction; a type in use is not deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  errores,
  startServer,
  type ApiResponse,
  type TestServer,
  activeDemoUsers,
  loginAll,
} from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { publicationTypeMessages } from '../../src/domain/plan-rules.ts';

type Tipo = components['schemas']['TipoPublicacionAdmin'];
type Lista = components['schemas']['ListaTiposPublicacionAdmin'];
type ListaGrupos = components['schemas']['ListaGruposPlanes'];

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, activeDemoUsers)).tokens);
});
afterAll(async () => {
  await server.close();
});

const PATH = '/api/Administracion/TiposPublicacion';
const send = (u: string | null, method: string, path: string, json?: unknown) =>
  call(server.baseUrl, method, path, {
    ...(u === null ? {} : { token: tokens[u] ?? '' }),
    ...(json === undefined ? {} : { json }),
  });
function ok(res: ApiResponse): unknown {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const okTipo = (res: ApiResponse) => ok(res) as Tipo;

async function snapshot() {
  const tipos = await server.db.query('SELECT * FROM tipos_publicacion ORDER BY 1');
  const grupos = await server.db.query('SELECT * FROM tipo_publicacion_grupos ORDER BY 1, 2');
  const notif = await server.db.query('SELECT count(*)::int AS n FROM notificaciones');
  return JSON.stringify({ tipos, grupos, notif });
}
async function refused(status: number, run: () => Promise<ApiResponse>, messages?: string[]) {
  const before = await snapshot();
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (messages) expect(errores(res)).toEqual(messages);
  expect(await snapshot()).toBe(before);
  return res;
}

async function grupoIds(): Promise<number[]> {
  const l = ok(await send('categoria', 'GET', '/api/Administracion/GrupoPlanes')) as ListaGrupos;
  return l.elementos.map((g) => g.idGrupoPlan);
}

/** Instalment notifications (6) of the type's listings, by seller. */
async function cuotasNotificaciones(idTipo: number) {
  return server.db.query<{ id_seller: number; cambio: string; actual: string }>(
    `SELECT n.id_seller, n.cambio::text, n.actual::text FROM notificaciones n
       JOIN publicaciones p ON p.id_publicacion = n.id_publicacion
      WHERE n.id_tipo_notificacion = 6 AND p.id_tipo_publicacion = $1
      ORDER BY n.id_mensaje`,
    [idTipo],
  );
}

describe('only category and the admin moderator (001 §6)', () => {
  it('401 without a session; 403 for every other type, nothing written', async () => {
    const calls = (u: string | null) => [
      () => send(u, 'GET', PATH),
      () => send(u, 'GET', `${PATH}/Obtener?id=1`),
      () => send(u, 'POST', PATH, { descripcion: 'X', comision: 1, cantidadCuotas: 1 }),
      () =>
        send(u, 'PUT', PATH, {
          idTipoPublicacion: 1,
          descripcion: 'X',
          comision: 1,
          cantidadCuotas: 1,
        }),
      () => send(u, 'DELETE', `${PATH}?id=4`),
      () =>
        send(u, 'POST', `${PATH}/AsociarGrupoPlanes`, {
          idTipoPublicacion: 1,
          listaIdsGrupoPlanes: [],
        }),
    ];
    for (const run of calls(null)) await refused(401, run);
    for (const u of ['selleradmin', 'seller', 'lectura', 'proveedor', 'contable']) {
      for (const run of calls(u)) await refused(403, run);
    }
  });
});

describe('list, create, save, associate, delete (001 §2.7, §5, §7)', () => {
  it('the list (100 a page for staff) carries commission, instalments and plan groups; filter by description', async () => {
    const all = ok(await send('moderador', 'GET', `${PATH}?CantidadPagina=100`)) as Lista;
    expect(all.cantidadTotal).toBeGreaterThanOrEqual(5);
    const premium = all.elementos.find((t) => t.codigo === 'PREMIUM');
    expect(premium).toMatchObject({ descripcion: 'Premium', comision: 15, cantidadCuotas: 12 });
    expect(premium?.grupoPlanes.map((g) => g.descripcion)).toEqual([
      'Contado y débito',
      'Cuotas sin interés bancarias',
    ]);
    const eco = ok(await send('categoria', 'GET', `${PATH}?Descripcion=ECONOMICA`)) as Lista;
    expect(eco.elementos.map((t) => t.codigo)).toEqual(['ECONOMICA']);
    expect(
      okTipo(
        await send('categoria', 'GET', `${PATH}/Obtener?id=${String(premium?.idTipoPublicacion)}`),
      ).codigo,
    ).toBe('PREMIUM');
    await refused(404, () => send('categoria', 'GET', `${PATH}/Obtener?id=999999`));
  });

  it("001 §5 in order: 'Debe agregar una descripción', 'Debe agregar una comisión', 'Debe agregar un número de cuotas válido'; nothing written", async () => {
    const post = (b: unknown) => () => send('categoria', 'POST', PATH, b);
    await refused(400, post({ descripcion: '', comision: null, cantidadCuotas: null }), [
      publicationTypeMessages.descripcionRequired,
    ]);
    await refused(400, post({ descripcion: 'Nueva', comision: null, cantidadCuotas: null }), [
      publicationTypeMessages.comisionRequired,
    ]);
    await refused(400, post({ descripcion: 'Nueva', comision: 12, cantidadCuotas: null }), [
      publicationTypeMessages.cuotasRequired,
    ]);
    await refused(400, post({ descripcion: 'Nueva', comision: 12, cantidadCuotas: 0 }), [
      publicationTypeMessages.cuotasRequired,
    ]);
    await refused(400, post({ descripcion: 'Nueva', comision: 101, cantidadCuotas: 3 }), [
      publicationTypeMessages.comisionFormat,
    ]);
    await refused(400, post({ descripcion: 'Nueva', comision: 12, cantidadCuotas: 3, otro: 1 }));
  });

  it('create, save, associate groups, delete: a new type without listings notifies nobody', async () => {
    const t = okTipo(
      await send('moderador', 'POST', PATH, {
        descripcion: ' Outlet ',
        comision: 9.5,
        cantidadCuotas: 6,
      }),
    );
    expect(t).toMatchObject({
      descripcion: 'Outlet',
      comision: 9.5,
      cantidadCuotas: 6,
      grupoPlanes: [],
    });
    expect(t.codigo).toBe(`TIPO${String(t.idTipoPublicacion)}`);
    const saved = okTipo(
      await send('categoria', 'PUT', PATH, {
        idTipoPublicacion: t.idTipoPublicacion,
        descripcion: 'Outlet 2',
        comision: 10,
        cantidadCuotas: 9,
      }),
    );
    expect(saved).toMatchObject({ descripcion: 'Outlet 2', comision: 10, cantidadCuotas: 9 });
    const [g1, g2] = await grupoIds();
    const asociado = okTipo(
      await send('categoria', 'POST', `${PATH}/AsociarGrupoPlanes`, {
        idTipoPublicacion: t.idTipoPublicacion,
        listaIdsGrupoPlanes: [g2, g1, g1],
      }),
    );
    expect(asociado.grupoPlanes.map((g) => g.idGrupoPlan)).toEqual([g1, g2]);
    await refused(
      400,
      () =>
        send('categoria', 'POST', `${PATH}/AsociarGrupoPlanes`, {
          idTipoPublicacion: t.idTipoPublicacion,
          listaIdsGrupoPlanes: [999999],
        }),
      [publicationTypeMessages.unknownGroup],
    );
    expect(await cuotasNotificaciones(t.idTipoPublicacion)).toEqual([]);
    expect(
      (await send('moderador', 'DELETE', `${PATH}?id=${String(t.idTipoPublicacion)}`)).status,
    ).toBe(204);
    await refused(404, () =>
      send('moderador', 'DELETE', `${PATH}?id=${String(t.idTipoPublicacion)}`),
    );
  });

  it('a type listings use is not deleted (409 with the count); nothing changes', async () => {
    const res = await refused(409, () => send('categoria', 'DELETE', `${PATH}?id=1`));
    expect(errores(res)[0]).toMatch(/lo usan \d+ publicaciones/);
  });
});

describe('001 §7: DELETE /api/Administracion/TiposPublicacion is form-encoded (id={id})', () => {
  const FORM = 'application/x-www-form-urlencoded';
  const sendForm = (raw: string, query = '', type = FORM) =>
    call(server.baseUrl, 'DELETE', `${PATH}${query}`, {
      token: tokens.categoria ?? '',
      raw,
      headers: { 'content-type': type },
    });
  const nuevo = async () =>
    okTipo(
      await send('moderador', 'POST', PATH, {
        descripcion: 'Borrar',
        comision: 5,
        cantidadCuotas: 1,
      }),
    ).idTipoPublicacion;

  it('the form body id={id} deletes the type (204), as the screen sends it', async () => {
    const id = await nuevo();
    expect((await sendForm(`id=${String(id)}`)).status).toBe(204);
    expect((await send('categoria', 'GET', `${PATH}/Obtener?id=${String(id)}`)).status).toBe(404);
    // The same id in the query and in the body is one request.
    const other = await nuevo();
    expect((await sendForm(`id=${String(other)}`, `?id=${String(other)}`)).status).toBe(204);
  });

  it('the query ?id={id} is still read (compatibility, openapi/publication-types.yaml)', async () => {
    const id = await nuevo();
    expect((await send('categoria', 'DELETE', `${PATH}?id=${String(id)}`)).status).toBe(204);
  });

  it('bad bodies answer 400 with a Spanish message naming the problem; nothing is deleted', async () => {
    const id = String(await nuevo());
    const cases: [string, string, string?][] = [
      ['id=abc', 'id'],
      ['id=0', 'id'],
      ['id=1.5', 'id'],
      ['id=', 'id'],
      ['id=99999999999', 'id'],
      [`id=${id}&id=${id}`, 'id'],
      [`id=${id}&otro=1`, 'otro'],
      ['otro=1', 'id'],
    ];
    for (const [raw, field] of cases) {
      const res = await refused(400, () => sendForm(raw));
      const [message] = errores(res);
      expect(message, raw).toMatch(new RegExp(`'?${field}'?`));
      expect(message, raw).toMatch(/[áéíóúñ]|debe|falta|campo/i);
    }
    await refused(400, () => sendForm(''), ["Falta el campo 'id'."]);
    // Neither a body nor the query.
    await refused(400, () => send('categoria', 'DELETE', PATH), [
      publicationTypeMessages.deleteIdMissing,
    ]);
    await refused(400, () => sendForm(`id=${id}`, '?id=1'), [
      publicationTypeMessages.deleteIdMismatch,
    ]);
    expect((await send('categoria', 'GET', `${PATH}/Obtener?id=${id}`)).status).toBe(200);
  });

  it('a body of another media type (JSON) answers 415 and deletes nothing', async () => {
    const id = String(await nuevo());
    const res = await refused(415, () =>
      sendForm(JSON.stringify({ id: Number(id) }), '', 'application/json'),
    );
    expect(errores(res)).toEqual([`El tipo de contenido no es válido: envíe ${FORM}.`]);
    await refused(415, () => sendForm(`id=${id}`, '', 'text/plain'));
  });

  it('only staff delete, form-encoded too (401 without a session, 403 for the others)', async () => {
    const id = String(await nuevo());
    await refused(401, () =>
      call(server.baseUrl, 'DELETE', PATH, { raw: `id=${id}`, headers: { 'content-type': FORM } }),
    );
    for (const u of ['selleradmin', 'seller', 'lectura', 'proveedor', 'contable']) {
      await refused(403, () =>
        call(server.baseUrl, 'DELETE', PATH, {
          token: tokens[u] ?? '',
          raw: `id=${id}`,
          headers: { 'content-type': FORM },
        }),
      );
    }
  });

  it('other operations still refuse a form body with 415 (their bodies are JSON)', async () => {
    const res = await call(server.baseUrl, 'POST', PATH, {
      token: tokens.categoria ?? '',
      raw: 'descripcion=X&comision=1&cantidadCuotas=1',
      headers: { 'content-type': FORM },
    });
    expect(res.status).toBe(415);
    expect(errores(res)).toEqual(['El tipo de contenido no es válido: envíe application/json.']);
  });
});

describe('DECISIONS 27: the instalment notification (6) to every seller with listings of the type', () => {
  it('changing the instalments notifies each seller once (old -> new); saving the same number does not', async () => {
    const [eco] = (ok(await send('categoria', 'GET', `${PATH}?Descripcion=ECONOMICA`)) as Lista)
      .elementos;
    if (!eco) throw new Error('sin tipo');
    const sellers = await server.db.query<{ id_seller: number }>(
      `SELECT DISTINCT id_seller FROM publicaciones WHERE id_tipo_publicacion = $1 AND estado <> 5 ORDER BY 1`,
      [eco.idTipoPublicacion],
    );
    expect(sellers.length).toBeGreaterThan(0);
    const before = (await cuotasNotificaciones(eco.idTipoPublicacion)).length;
    const body = {
      idTipoPublicacion: eco.idTipoPublicacion,
      descripcion: eco.descripcion,
      comision: eco.comision,
    };
    okTipo(
      await send('moderador', 'PUT', PATH, { ...body, cantidadCuotas: eco.cantidadCuotas + 3 }),
    );
    const after = (await cuotasNotificaciones(eco.idTipoPublicacion)).slice(before);
    expect(after.map((n) => n.id_seller).sort((a, b) => a - b)).toEqual(
      sellers.map((s) => s.id_seller),
    );
    expect(
      after.every(
        (n) =>
          Number(n.cambio) === eco.cantidadCuotas && Number(n.actual) === eco.cantidadCuotas + 3,
      ),
    ).toBe(true);
    okTipo(
      await send('moderador', 'PUT', PATH, { ...body, cantidadCuotas: eco.cantidadCuotas + 3 }),
    );
    expect((await cuotasNotificaciones(eco.idTipoPublicacion)).length).toBe(
      before + sellers.length,
    );
    // The seller's bell counts it.
    const total = ok(
      await send('seller', 'POST', '/api/Landing/Notificaciones/Total', {
        idSeller: 1,
        tipoUsuario: 4,
      }),
    ) as Record<string, number>;
    expect(total).toBeDefined();

    // Changing the plan groups notifies too (instalments unchanged); the same set does not.
    const groups = eco.grupoPlanes.map((g) => g.idGrupoPlan);
    const all = await grupoIds();
    const extra = all.find((id) => !groups.includes(id)) ?? 0;
    okTipo(
      await send('categoria', 'POST', `${PATH}/AsociarGrupoPlanes`, {
        idTipoPublicacion: eco.idTipoPublicacion,
        listaIdsGrupoPlanes: [...groups, extra],
      }),
    );
    expect((await cuotasNotificaciones(eco.idTipoPublicacion)).length).toBe(
      before + 2 * sellers.length,
    );
    okTipo(
      await send('categoria', 'POST', `${PATH}/AsociarGrupoPlanes`, {
        idTipoPublicacion: eco.idTipoPublicacion,
        listaIdsGrupoPlanes: [extra, ...groups],
      }),
    );
    expect((await cuotasNotificaciones(eco.idTipoPublicacion)).length).toBe(
      before + 2 * sellers.length,
    );
  });
});
