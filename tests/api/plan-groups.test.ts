// Payment-plan groups over HTTP against a real database (001 §2.6, §3 Plan group, §5, §6, §7, §8;
// issue 18 points 4, 5 and 8): list, one, create, save, delete and the Excel export, every role,
// the checks of §5 in order with their texts, nothing written when a call is refused, and a group
// a publication type offers is not deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
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
import { planGroupMessages } from '../../src/domain/plan-rules.ts';

type GrupoPlanes = components['schemas']['GrupoPlanes'];
type ListaGruposPlanes = components['schemas']['ListaGruposPlanes'];
type ListaPlanes = components['schemas']['ListaPlanes'];

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, activeDemoUsers)).tokens);
});
afterAll(async () => {
  await server.close();
});

const send = (u: string | null, method: string, path: string, json?: unknown) =>
  call(server.baseUrl, method, path, {
    ...(u === null ? {} : { token: tokens[u] ?? '' }),
    ...(json === undefined ? {} : { json }),
  });
function ok(res: ApiResponse): unknown {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The plan ids of platform 1 with these numbers. */
async function planIds(...numeros: number[]): Promise<number[]> {
  const out: number[] = [];
  for (const n of numeros) {
    const l = ok(
      await send('categoria', 'GET', `/api/Planes/Buscar?Numero=${String(n)}`),
    ) as ListaPlanes;
    const id = l.elementos[0]?.id;
    if (id === undefined) throw new Error(`sin plan ${String(n)}`);
    out.push(id);
  }
  return out;
}

async function snapshot() {
  return JSON.stringify(
    await server.db.query(
      `SELECT g.*, (SELECT array_agg(id_plan ORDER BY id_plan) FROM grupo_plan_planes gp
                     WHERE gp.id_grupo_plan = g.id_grupo_plan) AS planes
         FROM grupos_planes g ORDER BY id_grupo_plan`,
    ),
  );
}

async function refused(status: number, run: () => Promise<ApiResponse>, messages?: string[]) {
  const before = await snapshot();
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (messages) expect(errores(res)).toEqual(messages);
  expect(await snapshot()).toBe(before);
  return res;
}

let counter = 0;
async function crear(u = 'categoria', planes?: number[]): Promise<GrupoPlanes> {
  counter += 1;
  return ok(
    await send(u, 'POST', '/api/Administracion/GrupoPlanes', {
      descripcion: `Grupo prueba ${String(counter)}`,
      comision: 7.5,
      listaIdsPlanes: planes ?? (await planIds(1003, 1006)),
    }),
  ) as GrupoPlanes;
}

describe('only category and the admin moderator (001 §6; issue 18 point 8)', () => {
  it('401 without a session; 403 for every other type on every call, nothing written', async () => {
    const g = await crear();
    const body = { descripcion: 'X', comision: 1, listaIdsPlanes: await planIds(1001) };
    const calls = (u: string | null) => [
      () => send(u, 'GET', '/api/Administracion/GrupoPlanes'),
      () => send(u, 'GET', `/api/Administracion/GrupoPlanes/Obtener?id=${String(g.idGrupoPlan)}`),
      () => send(u, 'POST', '/api/Administracion/GrupoPlanes', body),
      () =>
        send(u, 'PUT', '/api/Administracion/GrupoPlanes', { ...body, idGrupoPlan: g.idGrupoPlan }),
      () => send(u, 'DELETE', `/api/Administracion/GrupoPlanes?id=${String(g.idGrupoPlan)}`),
      () => send(u, 'GET', '/api/Administracion/GrupoPlanes/Exportar'),
    ];
    for (const run of calls(null)) await refused(401, run);
    for (const u of ['selleradmin', 'seller', 'lectura', 'proveedor', 'contable']) {
      for (const run of calls(u)) await refused(403, run);
    }
    // 001 §2.6: 'Exportar a Excel' is the admin's.
    await refused(403, () => send('categoria', 'GET', '/api/Administracion/GrupoPlanes/Exportar'));
  });
});

describe('the list, one group, create and save (001 §2.6, §5)', () => {
  it('seeded groups are listed 10 a page with their commission and plan count; the description filter ignores case and accents', async () => {
    const all = ok(
      await send('moderador', 'GET', '/api/Administracion/GrupoPlanes'),
    ) as ListaGruposPlanes;
    expect(all.cantidadTotal).toBeGreaterThanOrEqual(6);
    expect(all.elementos.length).toBeLessThanOrEqual(10);
    const nacion = ok(
      await send(
        'categoria',
        'GET',
        `/api/Administracion/GrupoPlanes?Descripcion=${encodeURIComponent('NACION')}`,
      ),
    ) as ListaGruposPlanes;
    expect(nacion.elementos).toEqual([
      {
        idGrupoPlan: expect.any(Number) as number,
        descripcion: 'Banco Nación',
        comision: 2.5,
        cantidadPlanes: 2,
      },
    ]);
    const one = ok(
      await send(
        'categoria',
        'GET',
        `/api/Administracion/GrupoPlanes/Obtener?id=${String(nacion.elementos[0]?.idGrupoPlan)}`,
      ),
    ) as GrupoPlanes;
    expect(one.planes.map((p) => [p.numero, p.cuotas])).toEqual([
      [3006, 6],
      [3012, 12],
    ]);
    const page2 = ok(
      await send(
        'categoria',
        'GET',
        '/api/Administracion/GrupoPlanes?NumeroPagina=2&CantidadPagina=2',
      ),
    ) as ListaGruposPlanes;
    expect(page2.elementos).toHaveLength(2);
    expect(page2.elementos[0]?.idGrupoPlan).toBe(all.elementos[2]?.idGrupoPlan);
  });

  it('create, then save with other plans: the group as stored', async () => {
    const [a, b, c] = await planIds(1001, 1012, 1024);
    const g = await crear('moderador', [a ?? 0, b ?? 0, b ?? 0]);
    expect(g.comision).toBe(7.5);
    expect(g.planes.map((p) => p.numero)).toEqual([1001, 1012]);
    const saved = ok(
      await send('categoria', 'PUT', '/api/Administracion/GrupoPlanes', {
        idGrupoPlan: g.idGrupoPlan,
        descripcion: '  Renombrado  ',
        comision: 100,
        listaIdsPlanes: [c],
      }),
    ) as GrupoPlanes;
    expect(saved).toMatchObject({ descripcion: 'Renombrado', comision: 100 });
    expect(saved.planes.map((p) => p.numero)).toEqual([1024]);
  });

  it("001 §5 in order: 'Debe agregar una descripción', 'Debe agregar una comisión', 'Debe agregar planes' / 'Debe cargar un plan'; nothing written", async () => {
    const planes = await planIds(1003);
    const post = (b: unknown) => () =>
      send('categoria', 'POST', '/api/Administracion/GrupoPlanes', b);
    await refused(400, post({ descripcion: ' ', comision: null, listaIdsPlanes: [] }), [
      planGroupMessages.descripcionRequired,
    ]);
    await refused(400, post({ descripcion: 'Nuevo', comision: null, listaIdsPlanes: [] }), [
      planGroupMessages.comisionRequired,
    ]);
    await refused(400, post({ descripcion: 'Nuevo', comision: 5, listaIdsPlanes: [] }), [
      planGroupMessages.planRequiredCreate,
    ]);
    await refused(400, post({ descripcion: 'Nuevo', comision: 100.5, listaIdsPlanes: planes }), [
      planGroupMessages.comisionFormat,
    ]);
    await refused(400, post({ descripcion: 'Nuevo', comision: 1.234, listaIdsPlanes: planes }), [
      planGroupMessages.comisionFormat,
    ]);
    await refused(400, post({ descripcion: 'Nuevo', comision: 5, listaIdsPlanes: [999999] }), [
      planGroupMessages.unknownPlan,
    ]);
    await refused(400, post({ descripcion: 'Nuevo', comision: 5 }));
    await refused(400, post({ descripcion: 'Nuevo', comision: '5', listaIdsPlanes: planes }));
    const g = await crear();
    await refused(
      400,
      () =>
        send('categoria', 'PUT', '/api/Administracion/GrupoPlanes', {
          idGrupoPlan: g.idGrupoPlan,
          descripcion: 'Otro',
          comision: 5,
          listaIdsPlanes: [],
        }),
      [planGroupMessages.planRequiredEdit],
    );
    await refused(
      404,
      () =>
        send('categoria', 'PUT', '/api/Administracion/GrupoPlanes', {
          idGrupoPlan: 999999,
          descripcion: 'Otro',
          comision: 5,
          listaIdsPlanes: planes,
        }),
      [planGroupMessages.notFound],
    );
    await refused(404, () =>
      send('categoria', 'GET', '/api/Administracion/GrupoPlanes/Obtener?id=999999'),
    );
  });
});

describe('delete (001 §7) and the export (001 §7; issue 18 point 5)', () => {
  it('a free group is deleted (204, 404 after); a group a publication type offers is refused (409) and nothing changes', async () => {
    const g = await crear();
    expect(
      (
        await send(
          'moderador',
          'DELETE',
          `/api/Administracion/GrupoPlanes?id=${String(g.idGrupoPlan)}`,
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await send(
          'moderador',
          'GET',
          `/api/Administracion/GrupoPlanes/Obtener?id=${String(g.idGrupoPlan)}`,
        )
      ).status,
    ).toBe(404);
    await refused(404, () =>
      send('moderador', 'DELETE', `/api/Administracion/GrupoPlanes?id=${String(g.idGrupoPlan)}`),
    );
    const used = ok(
      await send(
        'categoria',
        'GET',
        `/api/Administracion/GrupoPlanes?Descripcion=${encodeURIComponent('Contado y débito')}`,
      ),
    ) as ListaGruposPlanes;
    const id = used.elementos[0]?.idGrupoPlan ?? 0;
    const res = await refused(409, () =>
      send('categoria', 'DELETE', `/api/Administracion/GrupoPlanes?id=${String(id)}`),
    );
    expect(errores(res)[0]).toContain('Clásica');
  });

  it('the xlsx: ID, group description, commission, plan number, plan description; one row per plan', async () => {
    const g = await crear('categoria', await planIds(2003, 2006));
    const res = ok(
      await send(
        'moderador',
        'GET',
        `/api/Administracion/GrupoPlanes/Exportar?Descripcion=${encodeURIComponent(g.descripcion)}`,
      ),
    ) as { excelBase64: string };
    const wb = XLSX.read(Buffer.from(res.excelBase64, 'base64'), { type: 'buffer' });
    const sheet = wb.Sheets[wb.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('sin hoja');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows).toEqual([
      ['ID', 'Descripción grupo', 'Comisión', 'Número plan', 'Descripción plan'],
      [g.idGrupoPlan, g.descripcion, 7.5, 2003, 'Cuota Simple 3'],
      [g.idGrupoPlan, g.descripcion, 7.5, 2006, 'Cuota Simple 6'],
    ]);
    const all = ok(await send('moderador', 'GET', '/api/Administracion/GrupoPlanes/Exportar')) as {
      excelBase64: string;
    };
    const wbAll = XLSX.read(Buffer.from(all.excelBase64, 'base64'), { type: 'buffer' });
    const rowsAll = XLSX.utils.sheet_to_json<unknown[]>(
      wbAll.Sheets[wbAll.SheetNames[0] ?? ''] ?? {},
      {
        header: 1,
      },
    );
    expect(rowsAll.length).toBeGreaterThan(15);
  });
});
