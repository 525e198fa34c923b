// Settlements over HTTP against a real database (002 §2, §4, §5, §6, §7, §8; DECISIONS 19-26;
// issue 20): every call and role, the seller scope, the eligible orders and novedades.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
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
import { settlementMessages } from '../../src/domain/settlement-rules.ts';
import { contractPath } from '../../src/server/app.ts';
import { settlementRoles } from '../../machines/settlement.ts';

type OrdenLiquidacion = components['schemas']['OrdenLiquidacion'];
type NovedadLiquidacion = components['schemas']['NovedadLiquidacion'];

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

const today = todayInMarket();
const range = `fechaDesde=${addDays(today, -360)}&fechaHasta=${today}`;

describe('who (002 §6)', () => {
  it('the look-ups and the search: staff, sellers and accounting; others 403', async () => {
    const reads = [
      '/api/Liquidaciones/TiposComprobantes',
      '/api/Liquidaciones/TraerEstadosLiquidaciones',
      '/api/Liquidaciones/TraerEstadosLiquidacionesCorrecto',
      '/api/Seller/TraerSellerLiquidaciones',
      `/api/Liquidaciones/LiquidacionesBusqueda?${range}`,
    ];
    for (const u of ['categoria', 'moderador', 'selleradmin', 'seller', 'seller2', 'contable']) {
      for (const path of reads) expect((await get(u, path)).status, `${u} ${path}`).toBe(200);
    }
    for (const u of ['lectura', 'proveedor']) {
      for (const path of reads) expect((await get(u, path)).status, `${u} ${path}`).toBe(403);
    }
    expect((await call(server.baseUrl, 'GET', reads[0] ?? '')).status).toBe(401);
  });

  it('the eligible orders and novedades: staff only', async () => {
    const paths = [
      `/api/Liquidaciones/BuscarOrdenesPorFecha?idSeller=1&${range}`,
      `/api/Liquidaciones/BuscarNovedades?idSeller=1&${range}`,
    ];
    for (const u of ['selleradmin', 'seller', 'seller2', 'lectura', 'proveedor', 'contable']) {
      for (const path of paths) expect((await get(u, path)).status, `${u} ${path}`).toBe(403);
    }
    for (const u of ['categoria', 'moderador']) {
      for (const path of paths) expect((await get(u, path)).status, `${u} ${path}`).toBe(200);
    }
  });
});

describe('the look-ups', () => {
  it('states 2 and 3, the invoice types, and the sellers (a seller sees only its own)', async () => {
    expect((await get('moderador', '/api/Liquidaciones/TraerEstadosLiquidaciones')).body).toEqual({
      listadoEstadosLiquidaciones: [
        { idEstado: 2, descripcion: 'En Preparación' },
        { idEstado: 3, descripcion: 'Liquidada' },
      ],
    });
    // 002 §7: TraerEstadosLiquidacionesCorrecto answers the same listadoEstadosLiquidaciones.
    for (const u of ['moderador', 'selleradmin', 'seller', 'contable']) {
      const first = await get(u, '/api/Liquidaciones/TraerEstadosLiquidaciones');
      const second = await get(u, '/api/Liquidaciones/TraerEstadosLiquidacionesCorrecto');
      expect(second.status, u).toBe(200);
      expect(second.body, u).toEqual(first.body);
    }
    const tipos = (await get('contable', '/api/Liquidaciones/TiposComprobantes')).body as {
      tipoComprobantes: { idTipoComprobante: number; descripcion: string }[];
    };
    expect(tipos.tipoComprobantes.length).toBeGreaterThan(0);
    const all = (await get('moderador', '/api/Seller/TraerSellerLiquidaciones')).body as {
      listaSellersLiquidaciones: { codigo: number }[];
    };
    expect(all.listaSellersLiquidaciones.length).toBeGreaterThan(1);
    const own = (await get('seller2', '/api/Seller/TraerSellerLiquidaciones')).body as {
      listaSellersLiquidaciones: { codigo: number }[];
    };
    expect(own.listaSellersLiquidaciones).toHaveLength(1);
  });
});

describe('the search (002 §5, §6)', () => {
  it('checks the dates in order, with the 360-day bound', async () => {
    const search = (q: string) => get('moderador', `/api/Liquidaciones/LiquidacionesBusqueda?${q}`);
    expect(errores(await search(`fechaHasta=${today}`))).toEqual([settlementMessages.fechaInicial]);
    expect(errores(await search(`fechaDesde=${today}`))).toEqual([settlementMessages.fechaFinal]);
    const old = await search(`fechaDesde=${addDays(today, -361)}&fechaHasta=${today}`);
    expect(old.status).toBe(400);
    expect(errores(old)).toEqual([settlementMessages.fechaMinima]);
    expect((await search(`fechaDesde=${today}&fechaHasta=${addDays(today, -1)}`)).status).toBe(400);
    expect((await search(range)).status).toBe(200);
  });
});

describe('eligible orders and novedades (DECISIONS 21)', () => {
  it('the seller is required; every row is the seller’s, eligible, with the amounts of DECISIONS 22', async () => {
    const missing = await get('moderador', `/api/Liquidaciones/BuscarOrdenesPorFecha?${range}`);
    expect(missing.status).toBe(400);
    expect(errores(missing)).toEqual([settlementMessages.seller]);
    const res = await get(
      'moderador',
      `/api/Liquidaciones/BuscarOrdenesPorFecha?idSeller=1&${range}`,
    );
    const rows = (res.body as { ordenesAptasParaLiquidar: OrdenLiquidacion[] })
      .ordenesAptasParaLiquidar;
    expect(rows.length).toBeGreaterThan(0);
    const db = await server.db.query<{ id_orden: number }>(
      `SELECT o.id_orden FROM ordenes o
        WHERE o.id_seller = 1 AND o.estado IN (2, 4) AND NOT o.anulada_por_market
          AND (o.fecha AT TIME ZONE 'America/Argentina/Buenos_Aires')::date >= $1::date
          AND NOT EXISTS (SELECT 1 FROM liquidacion_ordenes lo WHERE lo.id_orden = o.id_orden AND lo.viva)`,
      [addDays(today, -360)],
    );
    expect(new Set(rows.map((r) => r.idOrden))).toEqual(new Set(db.map((r) => r.id_orden)));
    for (const r of rows) {
      expect([2, 4]).toContain(r.idEstado);
      const cents = (n: number) => Math.round(n * 100);
      expect(cents(r.importeComisionTotal)).toBe(Math.round(cents(r.importeComisionNeta) * 1.21));
      expect(cents(r.totalOrden)).toBe(cents(r.importeOrden) - cents(r.importeComisionTotal));
    }
    const nov = await get('moderador', `/api/Liquidaciones/BuscarNovedades?idSeller=1&${range}`);
    const novedades = (nov.body as { novedades: NovedadLiquidacion[] }).novedades;
    for (const n of novedades) {
      expect(n.idSeller).toBe(1);
      expect(n.idEstado).toBe(2);
      expect(n.importeNovedad).toBe(n.idSubTipo === 2 ? -n.importe : n.importe);
    }
    const bad = await get('moderador', `/api/Liquidaciones/BuscarNovedades?${range}`);
    expect(errores(bad)).toEqual([settlementMessages.seller]);
  });
});

type Encabezado = components['schemas']['EncabezadoLiquidacion'];
const send = (u: string, method: 'POST' | 'PUT', path: string, json: unknown) =>
  call(server.baseUrl, method, path, { ...as(u), json });
const cents = (n: number) => Math.round(n * 100);

async function eligible(idSeller: number) {
  const o = await get(
    'moderador',
    `/api/Liquidaciones/BuscarOrdenesPorFecha?idSeller=${String(idSeller)}&${range}`,
  );
  const n = await get(
    'moderador',
    `/api/Liquidaciones/BuscarNovedades?idSeller=${String(idSeller)}&${range}`,
  );
  return {
    orders: (o.body as { ordenesAptasParaLiquidar: OrdenLiquidacion[] }).ordenesAptasParaLiquidar,
    novedades: (n.body as { novedades: NovedadLiquidacion[] }).novedades,
  };
}

const detailQuery = (id: number, idSeller = 0) =>
  `idLiquidacion=${String(id)}&idSeller=${String(idSeller)}&borrador=1`;

/** The header equals the sum of the stored rows, to the cent (DECISIONS 26). */
async function expectHeaderIsSumOfRows(u: string, id: number) {
  const h = (await get(u, `/api/Liquidaciones/ConsultarDetalleLiquidacion?${detailQuery(id)}`))
    .body as Encabezado;
  const ordenes = (
    (await get(u, `/api/Liquidaciones/BuscarOrdenesDeLiquidacion?${detailQuery(id)}`)).body as {
      ordenes: OrdenLiquidacion[];
    }
  ).ordenes;
  const novedades = (
    (await get(u, `/api/Liquidaciones/BuscarNovedadesDeLiquidacion?${detailQuery(id)}`)).body as {
      novedades: NovedadLiquidacion[];
    }
  ).novedades;
  const fees = (
    (await get(u, `/api/Liquidaciones/BuscarFeesDeLiquidacion?${detailQuery(id)}`)).body as {
      fees: { importe: number }[];
    }
  ).fees;
  const rebates = (
    (await get(u, `/api/Liquidaciones/BuscarRebatesDeLiquidacion?${detailQuery(id)}`)).body as {
      rebates: { totalRebateMarket: number }[];
    }
  ).rebates;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  expect(h.cantidadOrdenes).toBe(ordenes.length);
  expect(h.cantidadNovedades).toBe(novedades.length);
  expect(cents(h.totalOrden)).toBe(sum(ordenes.map((o) => cents(o.importeOrden))));
  expect(cents(h.comisionNeta)).toBe(sum(ordenes.map((o) => cents(o.importeComisionNeta))));
  expect(cents(h.comisionTotal)).toBe(sum(ordenes.map((o) => cents(o.importeComisionTotal))));
  expect(cents(h.totalNovedades)).toBe(sum(novedades.map((n) => cents(n.importeNovedad))));
  expect(cents(h.totalCostoFeeNeto)).toBe(sum(fees.map((f) => cents(f.importe))));
  expect(cents(h.totalCostoFee)).toBe(Math.round(cents(h.totalCostoFeeNeto) * 1.21));
  expect(cents(h.totalRebateConIva)).toBe(sum(rebates.map((r) => cents(r.totalRebateMarket))));
  expect(cents(h.totalRetenciones)).toBe(sum(ordenes.map((o) => cents(o.retencion))));
  expect(cents(h.totalLiquidacion)).toBe(
    cents(h.totalOrden) -
      cents(h.comisionTotal) -
      cents(h.totalCostoFee) +
      cents(h.totalRebateConIva) +
      cents(h.totalNovedades) -
      cents(h.totalRetenciones) -
      cents(h.totalPercepcion),
  );
  return h;
}

describe('creating a draft (002 §4, §5; DECISIONS 21-26)', () => {
  it('refuses, with nothing written: roles, no seller, no order, another seller’s order', async () => {
    const { orders } = await eligible(1);
    const first = orders[0]?.idOrden ?? 0;
    const before = (
      await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM liquidaciones')
    )[0]?.n;
    for (const u of ['selleradmin', 'seller', 'lectura', 'proveedor', 'contable']) {
      const res = await send(u, 'POST', '/api/Liquidaciones/CrearLiquidacionFinal', {
        ordenesSeleccionadas: [first],
        Seller: 1,
        idEstado: 2,
      });
      expect(res.status, u).toBe(403);
    }
    const crear = (body: unknown) =>
      send('moderador', 'POST', '/api/Liquidaciones/CrearLiquidacionFinal', body);
    expect(errores(await crear({ ordenesSeleccionadas: [first], idEstado: 2 }))).toEqual([
      settlementMessages.seller,
    ]);
    const none = await crear({ ordenesSeleccionadas: [], Seller: 1, idEstado: 2 });
    expect(none.status).toBe(400);
    expect(errores(none)).toEqual([settlementMessages.sinOrden]);
    const other = await crear({ ordenesSeleccionadas: [first], Seller: 2, idEstado: 2 });
    expect(other.status).toBe(400);
    expect(errores(other)).toEqual([settlementMessages.ordenNoApta(first)]);
    const after = (
      await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM liquidaciones')
    )[0]?.n;
    expect(after).toBe(before);
  });

  it('writes the draft, its rows and a header equal to their sum; the orders and novedades leave the eligible lists', async () => {
    const { orders, novedades } = await eligible(1);
    const chosen = orders.filter((o) => o.importeOrden > 0).slice(0, 3);
    const res = await send('moderador', 'POST', '/api/Liquidaciones/CrearLiquidacionFinal', {
      ordenesSeleccionadas: chosen.map((o) => o.idOrden),
      novedadesSeleccionadas: novedades.slice(0, 1).map((n) => n.idNovedad),
      Seller: 1,
      idEstado: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as { mensaje: string; encabezado: Encabezado };
    expect(body.mensaje).toBe('El borrador de liquidacion fue creado con éxito.');
    expect(body.encabezado.idTipoEstadoLiquidacion).toBe(2);
    const id = body.encabezado.idLiquidacion;
    const h = await expectHeaderIsSumOfRows('moderador', id);
    expect(h.cantidadOrdenes).toBe(chosen.length);
    const again = await eligible(1);
    for (const o of chosen) expect(again.orders.map((x) => x.idOrden)).not.toContain(o.idOrden);
    for (const n of novedades.slice(0, 1)) {
      expect(again.novedades.map((x) => x.idNovedad)).not.toContain(n.idNovedad);
      const [row] = await server.db.query<{ id_liquidacion: number }>(
        'SELECT id_liquidacion FROM novedades WHERE id_novedad = $1',
        [n.idNovedad],
      );
      expect(row?.id_liquidacion).toBe(id);
    }
    const audit = await server.db.query<{ evento: string }>(
      `SELECT evento FROM audit WHERE entidad = 'liquidacion' AND id_entidad = $1`,
      [String(id)],
    );
    expect(audit.map((a) => a.evento)).toEqual(['CREAR']);
    // An order already held: 409, nothing written.
    const taken = await send('moderador', 'POST', '/api/Liquidaciones/CrearLiquidacionFinal', {
      ordenesSeleccionadas: [chosen[0]?.idOrden],
      Seller: 1,
      idEstado: 2,
    });
    expect(taken.status).toBe(409);
    expect(errores(taken)).toEqual([settlementMessages.ordenOcupada]);
  });

  it('two drafts racing for one order: exactly one wins, the other gets a clear 409', async () => {
    const { orders } = await eligible(1);
    const target = orders[0]?.idOrden ?? 0;
    const attempt = () =>
      send('moderador', 'POST', '/api/Liquidaciones/CrearLiquidacionFinal', {
        ordenesSeleccionadas: [target],
        Seller: 1,
        idEstado: 2,
      });
    const results = await Promise.all([attempt(), attempt()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const held = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM liquidacion_ordenes WHERE id_orden = $1 AND viva',
      [target],
    );
    expect(held[0]?.n).toBe(1);
  });
});

describe('the detail’s scope (002 §6)', () => {
  it('a draft: staff and accounting read it; sellers get 404, no data; a wrong idSeller 404', async () => {
    const [h] = await server.db.query<{ id: number; id_seller: number }>(
      'SELECT id_liquidacion AS id, id_seller FROM liquidaciones WHERE id_estado = 2 AND NOT eliminada LIMIT 1',
    );
    const id = h?.id ?? 0;
    const paths = [
      'ConsultarDetalleLiquidacion',
      'BuscarOrdenesDeLiquidacion',
      'BuscarNovedadesDeLiquidacion',
      'BuscarFeesDeLiquidacion',
      'BuscarRebatesDeLiquidacion',
    ];
    for (const p of paths) {
      for (const u of ['categoria', 'moderador', 'contable']) {
        expect((await get(u, `/api/Liquidaciones/${p}?${detailQuery(id)}`)).status, u).toBe(200);
      }
      for (const u of ['selleradmin', 'seller', 'seller2']) {
        const res = await get(u, `/api/Liquidaciones/${p}?${detailQuery(id)}`);
        expect(res.status, `${u} ${p}`).toBe(404);
        expect(Object.keys(res.body as object)).toEqual(['errores']);
      }
      for (const u of ['lectura', 'proveedor']) {
        expect((await get(u, `/api/Liquidaciones/${p}?${detailQuery(id)}`)).status).toBe(403);
      }
      const wrong = await get('moderador', `/api/Liquidaciones/${p}?${detailQuery(id, 99999)}`);
      expect(wrong.status).toBe(404);
      expect(
        (await get('moderador', `/api/Liquidaciones/${p}?${detailQuery(999999)}`)).status,
      ).toBe(404);
    }
  });
});

describe('calculate, confirm, edit, cancel (002 §4, §5; DECISIONS 19, 25, 26)', () => {
  async function draftOf(n: number, withNovedad = true) {
    const { orders, novedades } = await eligible(1);
    const res = await send('moderador', 'POST', '/api/Liquidaciones/CrearLiquidacionFinal', {
      ordenesSeleccionadas: orders.slice(0, n).map((o) => o.idOrden),
      novedadesSeleccionadas: withNovedad ? novedades.slice(0, 1).map((x) => x.idNovedad) : [],
      Seller: 1,
      idEstado: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { encabezado: Encabezado }).encabezado;
  }
  const headerOf = async (id: number) =>
    (await get('moderador', `/api/Liquidaciones/ConsultarDetalleLiquidacion?${detailQuery(id)}`))
      .body as Encabezado;

  it('calculates the taxes (types 4 and 8), stores the detail and keeps the header the sum of its rows', async () => {
    const h = await draftOf(4);
    const body = { idLiquidacion: h.idLiquidacion };
    for (const u of ['categoria', 'moderador', 'selleradmin', 'lectura']) {
      expect(
        (await send(u, 'POST', '/api/Liquidaciones/CalcularPercepcionRetencionesLiquidacion', body))
          .status,
        u,
      ).toBe(403);
    }
    // A seller never sees a draft, so calculating is accounting's only (machines/settlement.ts).
    expect(
      (
        await send(
          'seller',
          'POST',
          '/api/Liquidaciones/CalcularPercepcionRetencionesLiquidacion',
          body,
        )
      ).status,
    ).toBe(403);
    const res = await send(
      'contable',
      'POST',
      '/api/Liquidaciones/CalcularPercepcionRetencionesLiquidacion',
      body,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const calc = res.body as {
      totalRetenciones: number;
      retenciones: { totalRetencion: number }[];
    };
    expect(cents(calc.totalRetenciones)).toBe(
      calc.retenciones.reduce((a, r) => a + cents(r.totalRetencion), 0),
    );
    await expectHeaderIsSumOfRows('contable', h.idLiquidacion);
    const cargas = await get(
      'contable',
      `/api/Liquidaciones/CargasTributarias?idLiquidacion=${String(h.idLiquidacion)}&alcance=liquidacion`,
    );
    expect(cargas.status).toBe(200);
    const detail = cargas.body as {
      detalleTributarioOrdenes: { monto: number }[];
      detalleTributarioLiquidacion: { monto: number }[];
    };
    expect(cents(calc.totalRetenciones)).toBe(
      detail.detalleTributarioOrdenes.reduce((a, r) => a + cents(r.monto), 0),
    );
    const after = await headerOf(h.idLiquidacion);
    expect(cents(after.totalPercepcion)).toBe(
      detail.detalleTributarioLiquidacion.reduce((a, r) => a + cents(r.monto), 0),
    );
  });

  it('confirm: accounting only, the invoice checks, its novedades Liquidada, no amount changes; two confirms: one wins', async () => {
    const h = await draftOf(2);
    const confirm = (u: string, extra: Record<string, unknown>) =>
      send(u, 'PUT', '/api/Liquidaciones/ConfirmarLiquidacion', {
        IdLiquidacion: h.idLiquidacion,
        ...extra,
      });
    const ok = { NumeroComprobante: '0001-00000042', IdTipoComprobante: 1, codigoSAP: 4711 };
    for (const u of ['categoria', 'moderador', 'selleradmin', 'seller', 'lectura']) {
      expect((await confirm(u, ok)).status, u).toBe(403);
    }
    expect(errores(await confirm('contable', { IdTipoComprobante: 1 }))).toEqual([
      settlementMessages.numeroFactura,
    ]);
    expect(errores(await confirm('contable', { NumeroComprobante: '12' }))).toEqual([
      settlementMessages.tipoFactura,
    ]);
    const before = await headerOf(h.idLiquidacion);
    const results = await Promise.all([confirm('contable', ok), confirm('contable', ok)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = results.find((r) => r.status === 200)?.body as {
      mensaje: string;
      encabezado: Encabezado;
    };
    expect(won.mensaje).toBe('La liquidacion fue confirmada con exito.');
    const {
      numeroComprobante,
      idTipoFactura,
      codigoSap,
      idTipoEstadoLiquidacion,
      tipoEstadoLiquidacionMostrar,
      descripcionTipoFactura,
      ...amounts
    } = won.encabezado;
    const invoiceFields = [
      'numeroComprobante',
      'idTipoFactura',
      'codigoSap',
      'idTipoEstadoLiquidacion',
      'tipoEstadoLiquidacionMostrar',
      'descripcionTipoFactura',
    ];
    const amountsBefore = Object.fromEntries(
      Object.entries(before).filter(([k]) => !invoiceFields.includes(k)),
    );
    expect(amounts).toEqual(amountsBefore);
    expect({
      numeroComprobante,
      idTipoFactura,
      codigoSap,
      idTipoEstadoLiquidacion,
      tipoEstadoLiquidacionMostrar,
    }).toEqual({
      numeroComprobante: '0001-00000042',
      idTipoFactura: 1,
      codigoSap: 4711,
      idTipoEstadoLiquidacion: 3,
      tipoEstadoLiquidacionMostrar: 'Liquidada',
    });
    expect(descripcionTipoFactura).toBeTruthy();
    const novs = await server.db.query<{ id_estado: number }>(
      'SELECT id_estado FROM novedades WHERE id_liquidacion = $1',
      [h.idLiquidacion],
    );
    for (const n of novs) expect(n.id_estado).toBe(3);
    // Final: no cancel, no save, no calculation.
    expect(
      (
        await send('moderador', 'PUT', '/api/Liquidaciones/EliminarLiquidacion', {
          IdLiquidacion: h.idLiquidacion,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await send(
          'contable',
          'POST',
          '/api/Liquidaciones/CalcularPercepcionRetencionesLiquidacion',
          { idLiquidacion: h.idLiquidacion },
        )
      ).status,
    ).toBe(409);
    // Its seller sees it now (002 §6), another seller does not.
    const mine = await get(
      'seller',
      `/api/Liquidaciones/LiquidacionesBusqueda?estado=2&idSeller=2&${range}`,
    );
    expect(
      (mine.body as { elementos: Encabezado[] }).elementos.map((e) => e.idLiquidacion),
    ).toContain(h.idLiquidacion);
    for (const e of (mine.body as { elementos: Encabezado[] }).elementos) {
      expect(e.idTipoEstadoLiquidacion).toBe(3);
      expect(e.idSeller).toBe(1);
    }
    expect(
      (
        await get(
          'seller',
          `/api/Liquidaciones/ConsultarDetalleLiquidacion?${detailQuery(h.idLiquidacion)}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await get(
          'seller2',
          `/api/Liquidaciones/ConsultarDetalleLiquidacion?${detailQuery(h.idLiquidacion)}`,
        )
      ).status,
    ).toBe(404);
    const other = (await get('seller2', `/api/Liquidaciones/LiquidacionesBusqueda?${range}`))
      .body as { elementos: Encabezado[] };
    expect(other.elementos.map((e) => e.idLiquidacion)).not.toContain(h.idLiquidacion);
  });

  it('types 3 and 4 have no cancel nor calculate: 403 whatever the settlement (a draft, their own confirmed one, none), as the contract says; 409 is for the roles that have them', async () => {
    const borrador = await draftOf(1, false);
    const liquidada = await draftOf(1, false);
    const tipos = (await get('contable', '/api/Liquidaciones/TiposComprobantes')).body as {
      tipoComprobantes: { idTipoComprobante: number }[];
    };
    expect(
      (
        await send('contable', 'PUT', '/api/Liquidaciones/ConfirmarLiquidacion', {
          IdLiquidacion: liquidada.idLiquidacion,
          NumeroComprobante: '0001-00000077',
          IdTipoComprobante: tipos.tipoComprobantes[0]?.idTipoComprobante,
        })
      ).status,
    ).toBe(200);
    // The seller admin and the seller of seller 1 read their confirmed settlement...
    for (const u of ['selleradmin', 'seller']) {
      expect(
        (
          await get(
            u,
            `/api/Liquidaciones/ConsultarDetalleLiquidacion?${detailQuery(liquidada.idLiquidacion)}`,
          )
        ).status,
        u,
      ).toBe(200);
    }
    const anular = (u: string, id: number) =>
      send(u, 'PUT', '/api/Liquidaciones/EliminarLiquidacion', { IdLiquidacion: id });
    const calcular = (u: string, id: number) =>
      send(u, 'POST', '/api/Liquidaciones/CalcularPercepcionRetencionesLiquidacion', {
        idLiquidacion: id,
      });
    // ...but neither cancels nor calculates one: 403, not the 409 of a settlement that is not a
    // draft, and not the 404 of one they cannot see.
    for (const u of ['selleradmin', 'seller']) {
      for (const id of [borrador.idLiquidacion, liquidada.idLiquidacion, 999_999]) {
        for (const res of [await anular(u, id), await calcular(u, id)]) {
          expect(res.status, `${u} ${String(id)}`).toBe(403);
          expect(errores(res).length).toBeGreaterThan(0);
        }
      }
    }
    expect((await anular('moderador', liquidada.idLiquidacion)).status).toBe(409);
    expect((await calcular('contable', liquidada.idLiquidacion)).status).toBe(409);
    expect((await anular('moderador', 999_999)).status).toBe(404);
    expect((await calcular('contable', 999_999)).status).toBe(404);

    // The contract names exactly the machine's roles of each workflow call and says why types 3
    // and 4 get 403 on cancelling and calculating.
    const spec = parse(readFileSync(contractPath, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string; description?: string }>>;
    };
    const description = (operationId: string) =>
      Object.values(spec.paths)
        .flatMap((item) => Object.values(item))
        .find((op) => op.operationId === operationId)?.description ?? '';
    const ops = {
      crearLiquidacion: 'CREAR',
      editarLiquidacion: 'GUARDAR',
      calcularLiquidacion: 'CALCULAR',
      confirmarLiquidacion: 'CONFIRMAR',
      eliminarLiquidacion: 'ANULAR',
    } as const;
    for (const [operationId, event] of Object.entries(ops)) {
      const text = description(operationId).replace(/\s+/g, ' ');
      const m = new RegExp(`The settlement machine's ${event}: types? ([\\d ,and]+) \\(`).exec(
        text,
      );
      expect(m, operationId).not.toBeNull();
      const named = (m?.[1] ?? '').split(/,|and/).map((t) => Number(t.trim()));
      expect(named, operationId).toEqual([...settlementRoles[event]]);
      if (event === 'ANULAR' || event === 'CALCULAR') {
        expect(text, operationId).toContain(
          'Types 3 and 4 (seller admin, seller): 403, whatever the settlement.',
        );
        expect(text, operationId).toContain('a seller never sees a draft');
      }
    }
  });

  it('edit replaces what the draft holds and recomputes; cancel frees exactly what it held', async () => {
    const h = await draftOf(2);
    const { orders } = await eligible(1);
    const held = (
      (
        await get(
          'moderador',
          `/api/Liquidaciones/BuscarOrdenesDeLiquidacion?${detailQuery(h.idLiquidacion)}`,
        )
      ).body as { ordenes: OrdenLiquidacion[] }
    ).ordenes.map((o) => o.idOrden);
    const edit = (u: string, body: Record<string, unknown>) =>
      send(u, 'PUT', '/api/Liquidaciones/EditarLiquidacion', {
        IdLiquidacion: h.idLiquidacion,
        IdEstado: 2,
        ...body,
      });
    expect((await edit('contable', { CuerpoOrdenes: held })).status).toBe(403);
    const none = await edit('moderador', { CuerpoOrdenes: [] });
    expect(errores(none)).toEqual([settlementMessages.sinOrdenEdicion]);
    const next = [held[0] ?? 0, ...orders.slice(0, 2).map((o) => o.idOrden)];
    const res = await edit('moderador', { CuerpoOrdenes: next, CuerpoNovedad: [] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { mensaje: string }).mensaje).toBe(
      'La liquidacion fue actualizada con exito.',
    );
    const after = await expectHeaderIsSumOfRows('moderador', h.idLiquidacion);
    expect(after.cantidadOrdenes).toBe(3);
    expect(after.cantidadNovedades).toBe(0);
    const freed = (await eligible(1)).orders.map((o) => o.idOrden);
    expect(freed).toContain(held[1]);
    // Cancel: staff only (a seller never sees a draft; machines/settlement.ts); accounting never.
    expect(
      (
        await send('contable', 'PUT', '/api/Liquidaciones/EliminarLiquidacion', {
          IdLiquidacion: h.idLiquidacion,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await send('seller', 'PUT', '/api/Liquidaciones/EliminarLiquidacion', {
          IdLiquidacion: h.idLiquidacion,
        })
      ).status,
    ).toBe(403);
    const beforeCancel = new Set((await eligible(1)).orders.map((o) => o.idOrden));
    const del = await send('moderador', 'PUT', '/api/Liquidaciones/EliminarLiquidacion', {
      IdLiquidacion: h.idLiquidacion,
    });
    expect(del.status).toBe(200);
    expect((del.body as { mensaje: string }).mensaje).toBe(
      'La liquidación fue eliminada con éxito',
    );
    const afterCancel = new Set((await eligible(1)).orders.map((o) => o.idOrden));
    const gained = [...afterCancel].filter((id) => !beforeCancel.has(id)).sort((a, b) => a - b);
    expect(gained).toEqual([...next].sort((a, b) => a - b));
    expect(
      (
        await send('moderador', 'PUT', '/api/Liquidaciones/EliminarLiquidacion', {
          IdLiquidacion: h.idLiquidacion,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await get(
          'moderador',
          `/api/Liquidaciones/ConsultarDetalleLiquidacion?${detailQuery(h.idLiquidacion)}`,
        )
      ).status,
    ).toBe(404);
    const rows = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM liquidacion_ordenes WHERE id_liquidacion = $1',
      [h.idLiquidacion],
    );
    expect(rows[0]?.n).toBe(3);
  });
});
