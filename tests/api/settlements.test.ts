// Settlements over HTTP against a real database (002 §2, §4, §5, §6, §7, §8; DECISIONS 19-26;
// issue 20): every call and role, the seller scope, the eligible orders and novedades.
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
import { settlementMessages } from '../../src/domain/settlement-rules.ts';

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
