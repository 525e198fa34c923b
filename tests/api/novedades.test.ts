// Novedades and concepts over HTTP against a real database (002 §2, §4, §5, §7, §8; DECISIONS 7,
// 20; issue 19 points 1-4, 7-8): every call and role, the search checks, the create checks in
// their order with nothing written, the machine's all-or-none confirm and annul with their
// audit rows, amount edits, and concepts that cannot change once used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDemoUsers,
  call,
  errores,
  loginAll,
  startServer,
  type TestServer,
} from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { addDays, todayInMarket } from '../../src/domain/dates.ts';
import { conceptMessages, novedadMessages } from '../../src/domain/novedad-rules.ts';

type Novedad = components['schemas']['Novedad'];
type ConceptoNovedad = components['schemas']['ConceptoNovedad'];

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, activeDemoUsers)).tokens);
});
afterAll(async () => {
  await server.close();
});

const as = (u: string) => ({ token: tokens[u] ?? '' });
const get = (u: string, path: string) => call(server.baseUrl, 'GET', path, as(u));
const send = (u: string, method: 'POST' | 'PUT', path: string, json: unknown) =>
  call(server.baseUrl, method, path, { ...as(u), json });

const today = todayInMarket();
const range = `fechaDesde=${addDays(today, -60)}&fechaHasta=${today}`;
const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n;

async function concepts(): Promise<ConceptoNovedad[]> {
  const res = await get('categoria', '/api/Novedades/Conceptos');
  expect(res.status).toBe(200);
  return (res.body as { listaConceptoNovedades: ConceptoNovedad[] }).listaConceptoNovedades;
}

async function create(u: string, body: Record<string, unknown>) {
  return send(u, 'POST', '/api/Liquidaciones/CrearNovedad', body);
}

async function aNovedad(extra: Record<string, unknown> = {}): Promise<Novedad> {
  const [c] = await concepts();
  const res = await create('moderador', {
    fecha: today,
    idSeller: 2,
    idTipoNovedad: c?.idTipoNovedad,
    importe: 1500,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Novedad;
}

const auditOf = (id: number) =>
  server.db.query<{ desde: string | null; hacia: string | null; evento: string }>(
    `SELECT desde, hacia, evento FROM audit WHERE entidad = 'novedad' AND id_entidad = $1
      ORDER BY id`,
    [String(id)],
  );

describe('who (002 §6; issue 19 point 7)', () => {
  it('staff only: every other role gets 403 on every call, reads and writes', async () => {
    const reads = [
      `/api/Novedades/Buscar?${range}`,
      '/api/Novedades/Estados',
      '/api/Liquidaciones/TraerAccionesNovedades',
      '/api/Novedades/Conceptos',
    ];
    const writes: [method: 'POST' | 'PUT', path: string, body: unknown][] = [
      ['POST', '/api/Liquidaciones/CrearNovedad', {}],
      ['PUT', '/api/Liquidaciones/ConfirmaNovedad', { id: [1] }],
      ['PUT', '/api/Liquidaciones/EditarNovedad', { idNovedad: 1, Importe: 10 }],
      ['PUT', '/api/Liquidaciones/AnularNovedad', { idsNovedades: [1] }],
      ['POST', '/api/Liquidaciones/CrearNovedadConcepto', { concepto: 'x', idSubTipo: 1 }],
      [
        'PUT',
        '/api/Liquidaciones/ActualizarConceptoNovedad',
        { idTipoNovedad: 1, idConcepto: 1, descripcionConcepto: 'x' },
      ],
      ['PUT', '/api/Liquidaciones/AnularConceptoNovedad', { IdTipoNovedad: 1 }],
    ];
    const before = await count('novedades');
    for (const u of ['selleradmin', 'seller', 'seller2', 'lectura', 'proveedor', 'contable']) {
      for (const path of reads) expect((await get(u, path)).status, `${u} ${path}`).toBe(403);
      for (const [method, path, body] of writes) {
        expect((await send(u, method, path, body)).status, `${u} ${path}`).toBe(403);
      }
    }
    expect(await count('novedades')).toBe(before);
    for (const u of ['categoria', 'moderador']) {
      for (const path of reads) expect((await get(u, path)).status, `${u} ${path}`).toBe(200);
    }
    expect((await call(server.baseUrl, 'GET', '/api/Novedades/Estados')).status).toBe(401);
  });
});

describe('the lists', () => {
  it('states and actions as DECISIONS 20 numbers them; concepts of both actions', async () => {
    const estados = await get('moderador', '/api/Novedades/Estados');
    expect(estados.body).toEqual({
      listadoEstadosNovedades: [
        { idEstado: 1, descripcion: 'En Preparación' },
        { idEstado: 2, descripcion: 'Confirmada' },
        { idEstado: 3, descripcion: 'Liquidada' },
        { idEstado: 4, descripcion: 'Anulada' },
      ],
    });
    const acciones = await get('moderador', '/api/Liquidaciones/TraerAccionesNovedades');
    expect(acciones.body).toEqual({
      listadoAccionesNovedades: [
        { idEstado: 1, descripcion: 'Crédito' },
        { idEstado: 2, descripcion: 'Débito' },
      ],
    });
    const list = await concepts();
    expect(new Set(list.map((c) => c.idSubTipo))).toEqual(new Set([1, 2]));
    for (const c of list) {
      expect(c.idConcepto).toBe(c.detalleConcepto);
      expect(c.descripcionSubTipoNovedad).toBe(c.idSubTipo === 1 ? 'Crédito' : 'Débito');
    }
    // A concept some novedad uses is not editable or deletable; one never used is.
    const used = await server.db.query<{ id: number }>(
      'SELECT DISTINCT id_tipo_novedad AS id FROM novedades',
    );
    for (const c of list) {
      if (used.some((u) => u.id === c.idTipoNovedad)) expect(c.mostrarBotonEliminar).toBe(false);
    }
    expect(list.some((c) => c.mostrarBotonEliminar)).toBe(true);
  });
});

describe('the search (002 §2, §5, §7)', () => {
  it('the checks of 002 §5, in order', async () => {
    const cases: [string, string][] = [
      ['', novedadMessages.fechaInicial],
      [`fechaDesde=${today}`, novedadMessages.fechaFinal],
      [`${range}&buscaTodo=0`, novedadMessages.seller],
      [`${range}&buscaTodo=0&idSeller=1`, novedadMessages.estado],
      [
        `fechaDesde=${today}&fechaHasta=${addDays(today, -1)}`,
        'La fecha desde no puede ser posterior a la fecha hasta.',
      ],
    ];
    for (const [qs, message] of cases) {
      const res = await get('categoria', `/api/Novedades/Buscar?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(errores(res)).toEqual([message]);
    }
  });

  it('all sellers and states by default, newest first, pages of 10; or one seller and state', async () => {
    const all = await get('categoria', `/api/Novedades/Buscar?${range}`);
    expect(all.status).toBe(200);
    const body = all.body as { elementos: Novedad[]; cantidadTotal: number };
    expect(body.elementos).toHaveLength(10);
    expect(body.cantidadTotal).toBe(
      await count('novedades WHERE fecha BETWEEN $1::date AND $2::date', [
        addDays(today, -60),
        today,
      ]),
    );
    const fechas = body.elementos.map((n) => n.fechaNovedad);
    expect([...fechas].sort().reverse()).toEqual(fechas);
    const estados = new Set<number>();
    for (let page = 1; page <= Math.ceil(body.cantidadTotal / 10); page++) {
      const res = await get(
        'categoria',
        `/api/Novedades/Buscar?${range}&numeroPagina=${String(page)}`,
      );
      for (const n of (res.body as { elementos: Novedad[] }).elementos) estados.add(n.idEstado);
    }
    expect([...estados].sort()).toEqual([1, 2, 3, 4]);

    // buscaTodo=1 ignores the seller and state; buscaTodo=0 keeps them.
    const ignored = await get('categoria', `/api/Novedades/Buscar?${range}&idSeller=1&idEstado=2`);
    expect((ignored.body as { cantidadTotal: number }).cantidadTotal).toBe(body.cantidadTotal);
    const one = await get(
      'categoria',
      `/api/Novedades/Buscar?${range}&buscaTodo=0&idSeller=1&idEstado=2&cantidadPagina=100`,
    );
    const ones = (one.body as { elementos: Novedad[] }).elementos;
    expect(ones.length).toBeGreaterThan(0);
    for (const n of ones)
      expect([n.idSeller, n.idEstado, n.detalleEstadoNovedad]).toEqual([1, 2, 'Confirmada']);
    const withOrder =
      ones.find((n) => n.ordenDeReferencia > 0) ??
      body.elementos.find((n) => n.ordenDeReferencia > 0);
    if (withOrder) {
      const byOrder = await get(
        'categoria',
        `/api/Novedades/Buscar?${range}&ordenDeReferencia=${String(withOrder.ordenDeReferencia)}`,
      );
      for (const n of (byOrder.body as { elementos: Novedad[] }).elementos) {
        expect(n.ordenDeReferencia).toBe(withOrder.ordenDeReferencia);
      }
    }
  });
});

describe('creating a novedad (002 §5, §7)', () => {
  it('the checks in their order, each with nothing written', async () => {
    const [c] = await concepts();
    const ok = { fecha: today, idSeller: 1, idTipoNovedad: c?.idTipoNovedad, importe: '2500' };
    const before = await count('novedades');
    const cases: [Record<string, unknown>, string][] = [
      [{}, novedadMessages.fecha],
      [{ ...ok, fecha: '' }, novedadMessages.fecha],
      [{ ...ok, fecha: 'ayer' }, novedadMessages.fecha],
      [{ ...ok, fecha: addDays(today, -61) }, novedadMessages.fechaMinima],
      [{ ...ok, idSeller: null, idTipoNovedad: null }, novedadMessages.sellerNueva],
      [{ ...ok, idTipoNovedad: null, importe: null }, novedadMessages.concepto],
      [{ ...ok, importe: null }, novedadMessages.importe],
      [{ ...ok, importe: '' }, novedadMessages.importe],
      [{ ...ok, importe: '12.50' }, novedadMessages.importeInvalido],
      [{ ...ok, importe: 0 }, novedadMessages.importeInvalido],
      [{ ...ok, importe: '12345678901' }, novedadMessages.importeInvalido],
      [{ ...ok, importe: -5 }, novedadMessages.importeInvalido],
      [{ ...ok, ordenDeReferencia: 'abc' }, novedadMessages.ordenInvalida],
      [{ ...ok, ordenDeReferencia: '12345678901' }, novedadMessages.ordenInvalida],
      [{ ...ok, idSeller: 999 }, 'El seller no existe.'],
      [{ ...ok, idTipoNovedad: 999_999 }, novedadMessages.conceptoInexistente],
      [{ ...ok, observaciones: 'x'.repeat(251) }, novedadMessages.observacionesLargas],
    ];
    for (const [body, message] of cases) {
      const res = await create('categoria', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errores(res)).toEqual([message]);
    }
    // A reference order must be one of the seller's.
    const [other] = await server.db.query<{ id_orden: number }>(
      'SELECT id_orden FROM ordenes WHERE id_seller = 2 ORDER BY id_orden LIMIT 1',
    );
    const foreign = await create('categoria', { ...ok, ordenDeReferencia: other?.id_orden });
    expect(errores(foreign)).toEqual([novedadMessages.ordenDeOtroSeller]);
    expect(await count('novedades')).toBe(before);
  });

  it('creates it En Preparación with its audit row; the amount in whole pesos, 60 days back allowed', async () => {
    const list = await concepts();
    const debit = list.find((c) => c.idSubTipo === 2);
    const [own] = await server.db.query<{ id_orden: number }>(
      'SELECT id_orden FROM ordenes WHERE id_seller = 1 ORDER BY id_orden LIMIT 1',
    );
    const res = await create('categoria', {
      fecha: addDays(today, -60),
      idSeller: 1,
      idTipoNovedad: debit?.idTipoNovedad,
      importe: '0012500',
      ordenDeReferencia: String(own?.id_orden),
      observaciones: '  Devolución parcial.  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const n = res.body as Novedad;
    expect(n).toMatchObject({
      fechaNovedad: addDays(today, -60),
      idSeller: 1,
      ordenDeReferencia: own?.id_orden,
      idTipoNovedad: debit?.idTipoNovedad,
      detalleTipoNovedad: debit?.idConcepto,
      comentarios: 'Devolución parcial.',
      idSubTipo: 2,
      descripcionSubTipoNovedad: 'Débito',
      importe: 12500,
      idEstado: 1,
      detalleEstadoNovedad: 'En Preparación',
      idLiquidacion: null,
    } satisfies Partial<Novedad>);
    expect(await auditOf(n.idNovedad)).toEqual([
      { desde: null, hacia: '1', evento: 'CREAR_NOVEDAD' },
    ]);
    // Without a reference order it is 0.
    const plain = await aNovedad();
    expect(plain.ordenDeReferencia).toBe(0);
  });
});

describe('the novedad machine on the server (002 §4; issue 19 point 2)', () => {
  it('confirm several at once: all or none, each with its audit row', async () => {
    const a = await aNovedad();
    const b = await aNovedad();
    const empty = await send('categoria', 'PUT', '/api/Liquidaciones/ConfirmaNovedad', { id: [] });
    expect(errores(empty)).toEqual(['Selecione alguna novedad']);
    const missing = await send('categoria', 'PUT', '/api/Liquidaciones/ConfirmaNovedad', {
      id: [a.idNovedad, 99_999_999],
    });
    expect(missing.status).toBe(404);
    const ok = await send('categoria', 'PUT', '/api/Liquidaciones/ConfirmaNovedad', {
      id: [b.idNovedad, a.idNovedad, a.idNovedad],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(
      (ok.body as { novedades: Novedad[] }).novedades.map((n) => [n.idNovedad, n.idEstado]),
    ).toEqual([
      [a.idNovedad, 2],
      [b.idNovedad, 2],
    ]);
    expect(await auditOf(a.idNovedad)).toEqual([
      { desde: null, hacia: '1', evento: 'CREAR_NOVEDAD' },
      { desde: '1', hacia: '2', evento: 'CONFIRMAR' },
    ]);
    // One already confirmed among new ones: 409 naming it, and nothing confirmed.
    const c = await aNovedad();
    const again = await send('moderador', 'PUT', '/api/Liquidaciones/ConfirmaNovedad', {
      id: [c.idNovedad, a.idNovedad],
    });
    expect(again.status).toBe(409);
    expect(errores(again)).toEqual([
      `La novedad ${String(a.idNovedad)} está confirmada: no admite esta acción.`,
    ]);
    const [row] = await server.db.query<{ id_estado: number }>(
      'SELECT id_estado FROM novedades WHERE id_novedad = $1',
      [c.idNovedad],
    );
    expect(row?.id_estado).toBe(1);
    expect(await auditOf(c.idNovedad)).toHaveLength(1);
  });

  it('amount edits before Liquidada; annul from 1 and 2; Liquidada and Anulada are final', async () => {
    const a = await aNovedad();
    for (const bad of ['', 'abc', '1.5', 0, '12345678901']) {
      const res = await send('categoria', 'PUT', '/api/Liquidaciones/EditarNovedad', {
        idNovedad: a.idNovedad,
        Importe: bad,
      });
      expect(res.status, String(bad)).toBe(400);
      expect(errores(res)).toEqual(['Ingrese un importe válido']);
    }
    const edited = await send('categoria', 'PUT', '/api/Liquidaciones/EditarNovedad', {
      idNovedad: a.idNovedad,
      Importe: '2750',
    });
    expect(edited.status).toBe(200);
    expect(edited.body as Novedad).toMatchObject({ importe: 2750, idEstado: 1 });
    expect((await auditOf(a.idNovedad)).at(-1)).toEqual({
      desde: '1500.00',
      hacia: '2750.00',
      evento: 'EDITAR_IMPORTE',
    });
    expect(
      (
        await send('categoria', 'PUT', '/api/Liquidaciones/EditarNovedad', {
          idNovedad: 99_999_999,
          Importe: 5,
        })
      ).status,
    ).toBe(404);

    const b = await aNovedad();
    await send('categoria', 'PUT', '/api/Liquidaciones/ConfirmaNovedad', { id: [b.idNovedad] });
    const editConfirmed = await send('moderador', 'PUT', '/api/Liquidaciones/EditarNovedad', {
      idNovedad: b.idNovedad,
      Importe: 99,
    });
    expect(editConfirmed.body as Novedad).toMatchObject({ importe: 99, idEstado: 2 });
    const annul = await send('moderador', 'PUT', '/api/Liquidaciones/AnularNovedad', {
      idsNovedades: [a.idNovedad, b.idNovedad],
    });
    expect(annul.status).toBe(200);
    expect(
      (annul.body as { novedades: Novedad[] }).novedades.map((n) => n.detalleEstadoNovedad),
    ).toEqual(['Anulada', 'Anulada']);
    expect(
      errores(
        await send('moderador', 'PUT', '/api/Liquidaciones/AnularNovedad', { idsNovedades: [] }),
      ),
    ).toEqual(['Selecione alguna novedad']);
    // Anulada and Liquidada accept nothing.
    const [liquidada] = await server.db.query<{ id_novedad: number }>(
      'SELECT id_novedad FROM novedades WHERE id_estado = 3 ORDER BY id_novedad LIMIT 1',
    );
    for (const id of [a.idNovedad, liquidada?.id_novedad ?? 0]) {
      const r1 = await send('moderador', 'PUT', '/api/Liquidaciones/AnularNovedad', {
        idsNovedades: [id],
      });
      expect(r1.status).toBe(409);
      const r2 = await send('moderador', 'PUT', '/api/Liquidaciones/EditarNovedad', {
        idNovedad: id,
        Importe: 10,
      });
      expect(r2.status).toBe(409);
      const r3 = await send('moderador', 'PUT', '/api/Liquidaciones/ConfirmaNovedad', { id: [id] });
      expect(r3.status).toBe(409);
    }
  });
});

describe('concepts (002 §2 Concepts, §5, §7; issue 19 point 4)', () => {
  it('create with its checks; edit name and action; delete; a used one cannot change', async () => {
    const post = (body: unknown) =>
      send('categoria', 'POST', '/api/Liquidaciones/CrearNovedadConcepto', body);
    const cases: [unknown, string][] = [
      [{ concepto: '  ', idSubTipo: 1 }, conceptMessages.nombre],
      [{ concepto: 'Nuevo', idSubTipo: null }, conceptMessages.accion],
      [{ concepto: 'Nuevo', idSubTipo: 3 }, conceptMessages.accion],
      [{ concepto: 'x'.repeat(51), idSubTipo: 1 }, conceptMessages.nombreLargo],
      [{ concepto: 'bonificación COMERCIAL', idSubTipo: 1 }, conceptMessages.nombreRepetido],
    ];
    const before = await count('novedad_conceptos');
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errores(res)).toEqual([message]);
    }
    expect(await count('novedad_conceptos')).toBe(before);

    const created = await post({
      concepto: ' Recupero de flete ',
      idSubTipo: 1,
      descripcionSubTipo: 'Crédito',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const c = created.body as ConceptoNovedad;
    expect(c).toMatchObject({
      idConcepto: 'Recupero de flete',
      idSubTipo: 1,
      descripcionSubTipoNovedad: 'Crédito',
      mostrarBotonEliminar: true,
    });
    const put = (path: string, body: unknown) =>
      send('moderador', 'PUT', `/api/Liquidaciones/${path}`, body);
    const renamed = await put('ActualizarConceptoNovedad', {
      idTipoNovedad: c.idTipoNovedad,
      idConcepto: 2,
      descripcionConcepto: 'Recupero de flete (débito)',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ idConcepto: 'Recupero de flete (débito)', idSubTipo: 2 });
    expect(
      errores(
        await put('ActualizarConceptoNovedad', {
          idTipoNovedad: c.idTipoNovedad,
          idConcepto: 2,
          descripcionConcepto: '',
        }),
      ),
    ).toEqual([conceptMessages.nombre]);

    // Once a novedad uses it, it can neither change nor go.
    await aNovedad({ idTipoNovedad: c.idTipoNovedad });
    const list = await concepts();
    expect(list.find((x) => x.idTipoNovedad === c.idTipoNovedad)?.mostrarBotonEliminar).toBe(false);
    const locked = await put('ActualizarConceptoNovedad', {
      idTipoNovedad: c.idTipoNovedad,
      idConcepto: 1,
      descripcionConcepto: 'Otro',
    });
    expect(locked.status).toBe(409);
    expect(errores(locked)).toEqual([conceptMessages.enUso]);
    const del = await put('AnularConceptoNovedad', { IdTipoNovedad: c.idTipoNovedad });
    expect(del.status).toBe(409);

    // An unused one goes, and leaves the lists; deleting it again is 404.
    const spare = (await post({ concepto: 'Concepto descartable', idSubTipo: 2 }))
      .body as ConceptoNovedad;
    const gone = await put('AnularConceptoNovedad', { IdTipoNovedad: spare.idTipoNovedad });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ conceptoAnulado: true });
    expect((await concepts()).some((x) => x.idTipoNovedad === spare.idTipoNovedad)).toBe(false);
    expect(
      (await put('AnularConceptoNovedad', { IdTipoNovedad: spare.idTipoNovedad })).status,
    ).toBe(404);
    // Its name is free again; a novedad cannot use a deleted concept.
    expect((await post({ concepto: 'Concepto descartable', idSubTipo: 1 })).status).toBe(200);
    const onDeleted = await create('categoria', {
      fecha: today,
      idSeller: 1,
      idTipoNovedad: spare.idTipoNovedad,
      importe: 5,
    });
    expect(errores(onDeleted)).toEqual([novedadMessages.conceptoInexistente]);

    // A concept created as not deletable never shows the buttons and refuses both.
    const fixed = (
      await post({ concepto: 'Concepto fijo', idSubTipo: 1, mostrarBotonEliminar: false })
    ).body as ConceptoNovedad;
    expect(fixed.mostrarBotonEliminar).toBe(false);
    expect(
      (await put('AnularConceptoNovedad', { IdTipoNovedad: fixed.idTipoNovedad })).status,
    ).toBe(409);
  });
});
