// The demo settlements (issue 20 point 4; src/server/db/seed/settlements.ts): confirmed ones of
// sellers 1, 2 and 3 with their invoice and their novedades Liquidada, a draft of seller 2, tax
// detail on some; every header the sum of its rows; the seeded draft saved again unchanged
// through the API keeps every row and figure (the server computes what the seed wrote); seller 1
// keeps eligible orders and a confirmed novedad for a new draft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeDemoUsers, call, loginAll, startServer, type TestServer } from './helpers.ts';
import { addDays, todayInMarket } from '../../src/domain/dates.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, activeDemoUsers)).tokens);
});
afterAll(async () => {
  await server.close();
});

interface Seeded {
  id: number;
  id_seller: number;
  id_estado: number;
  numero_comprobante: string | null;
  impuestos: number;
}

const seeded = () =>
  server.db.query<Seeded>(
    `SELECT l.id_liquidacion AS id, l.id_seller, l.id_estado, l.numero_comprobante,
            (SELECT count(*)::int FROM liquidacion_impuestos t
              WHERE t.id_liquidacion = l.id_liquidacion) AS impuestos
       FROM liquidaciones l WHERE l.id_usuario_alta =
            (SELECT id_usuario FROM users WHERE nombre_usuario = 'moderador')
        AND l.creada_en < now() - interval '1 day'
      ORDER BY l.id_liquidacion`,
  );

/** Every figure of the stored header next to the sums of its stored rows, in cents. */
const headerAndRows = async (id: number) =>
  (
    await server.db.query<Record<string, number>>(
      `SELECT l.cantidad_ordenes, l.cantidad_novedades,
              (l.total_orden * 100)::bigint::int AS total_orden,
              (l.comision_total * 100)::bigint::int AS comision_total,
              (l.total_costo_fee_neto * 100)::bigint::int AS fee_neto,
              (l.total_costo_fee * 100)::bigint::int AS fee,
              (l.total_novedades * 100)::bigint::int AS novedades,
              (l.total_retenciones * 100)::bigint::int AS retenciones,
              (l.total_percepcion * 100)::bigint::int AS percepcion,
              (l.total_liquidacion * 100)::bigint::int AS total,
              (SELECT count(*)::int FROM liquidacion_ordenes o
                WHERE o.id_liquidacion = l.id_liquidacion) AS filas_ordenes,
              (SELECT count(*)::int FROM liquidacion_novedades n
                WHERE n.id_liquidacion = l.id_liquidacion) AS filas_novedades,
              (SELECT coalesce(sum(importe_orden), 0) * 100 FROM liquidacion_ordenes o
                WHERE o.id_liquidacion = l.id_liquidacion)::bigint::int AS suma_ordenes,
              (SELECT coalesce(sum(importe_comision_total), 0) * 100 FROM liquidacion_ordenes o
                WHERE o.id_liquidacion = l.id_liquidacion)::bigint::int AS suma_comision,
              (SELECT coalesce(sum(importe), 0) * 100 FROM liquidacion_fees f
                WHERE f.id_liquidacion = l.id_liquidacion)::bigint::int AS suma_fees,
              (SELECT coalesce(sum(importe), 0) * 100 FROM liquidacion_novedades n
                WHERE n.id_liquidacion = l.id_liquidacion)::bigint::int AS suma_novedades,
              (SELECT coalesce(sum(t.monto), 0) * 100 FROM liquidacion_impuestos t
                 JOIN regimenes_impositivos r ON r.id_regimen = t.id_regimen
                WHERE t.id_liquidacion = l.id_liquidacion AND r.tipo = 'retencion')::bigint::int
                AS suma_retenciones,
              (SELECT coalesce(sum(t.monto), 0) * 100 FROM liquidacion_impuestos t
                 JOIN regimenes_impositivos r ON r.id_regimen = t.id_regimen
                WHERE t.id_liquidacion = l.id_liquidacion AND r.tipo = 'percepcion')::bigint::int
                AS suma_percepcion
         FROM liquidaciones l WHERE l.id_liquidacion = $1`,
      [id],
    )
  )[0] ?? {};

describe('the demo settlements (issue 20 point 4)', () => {
  it('sellers 1, 2 and 3 confirmed with an invoice, their novedades Liquidada; a draft of seller 2; tax detail on some', async () => {
    const rows = await seeded();
    const confirmed = rows.filter((r) => r.id_estado === 3);
    expect(confirmed.map((r) => r.id_seller).sort()).toEqual([1, 2, 3]);
    for (const r of confirmed) expect(r.numero_comprobante).toBeTruthy();
    expect(rows.filter((r) => r.id_estado === 2).map((r) => r.id_seller)).toEqual([2]);
    expect(rows.filter((r) => r.impuestos > 0).length).toBeGreaterThan(0);
    const novs = await server.db.query<{ id_estado: number; id_liquidacion: number }>(
      `SELECT n.id_estado, l.id_estado AS estado_liquidacion, n.id_liquidacion
         FROM novedades n JOIN liquidaciones l ON l.id_liquidacion = n.id_liquidacion
        WHERE n.id_liquidacion = ANY($1::int[])`,
      [rows.map((r) => r.id)],
    );
    expect(novs.length).toBeGreaterThan(0);
    for (const n of novs) {
      const estado = rows.find((r) => r.id === n.id_liquidacion)?.id_estado;
      expect(n.id_estado).toBe(estado === 3 ? 3 : 2);
    }
  });

  it('every header is the sum of its rows, to the cent (DECISIONS 26)', async () => {
    for (const r of await seeded()) {
      const h = await headerAndRows(r.id);
      expect(h.cantidad_ordenes).toBe(h.filas_ordenes);
      expect(h.cantidad_novedades).toBe(h.filas_novedades);
      expect(h.total_orden).toBe(h.suma_ordenes);
      expect(h.comision_total).toBe(h.suma_comision);
      expect(h.fee_neto).toBe(h.suma_fees);
      expect(h.novedades).toBe(h.suma_novedades);
      expect(h.retenciones).toBe(h.suma_retenciones);
      expect(h.percepcion).toBe(h.suma_percepcion);
      expect(h.total).toBe(
        (h.total_orden ?? 0) -
          (h.comision_total ?? 0) -
          (h.fee ?? 0) +
          (h.novedades ?? 0) -
          (h.retenciones ?? 0) -
          (h.percepcion ?? 0),
      );
    }
  });

  it('the seeded draft saved again through the API keeps every row and figure', async () => {
    const draft = (await seeded()).find((r) => r.id_estado === 2);
    const id = draft?.id ?? 0;
    const before = await headerAndRows(id);
    const fees = () =>
      server.db.query('SELECT * FROM liquidacion_fees WHERE id_liquidacion = $1 ORDER BY 2', [id]);
    const feesBefore = await fees();
    const orders = await server.db.query<{ id_orden: number }>(
      'SELECT id_orden FROM liquidacion_ordenes WHERE id_liquidacion = $1',
      [id],
    );
    const novedades = await server.db.query<{ id_novedad: number }>(
      'SELECT id_novedad FROM liquidacion_novedades WHERE id_liquidacion = $1',
      [id],
    );
    const res = await call(server.baseUrl, 'PUT', '/api/Liquidaciones/EditarLiquidacion', {
      token: tokens.moderador ?? '',
      json: {
        IdLiquidacion: id,
        IdEstado: 2,
        CuerpoOrdenes: orders.map((o) => o.id_orden),
        CuerpoNovedad: novedades.map((n) => n.id_novedad),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await headerAndRows(id)).toEqual(before);
    expect(await fees()).toEqual(feesBefore);
  });

  it('seller 1 keeps eligible orders of the last 360 days and a confirmed novedad for a new draft', async () => {
    const today = todayInMarket();
    const range = `fechaDesde=${addDays(today, -360)}&fechaHasta=${today}`;
    const get = (path: string) =>
      call(server.baseUrl, 'GET', path, { token: tokens.moderador ?? '' });
    const o = await get(`/api/Liquidaciones/BuscarOrdenesPorFecha?idSeller=1&${range}`);
    const n = await get(`/api/Liquidaciones/BuscarNovedades?idSeller=1&${range}`);
    expect(
      (o.body as { ordenesAptasParaLiquidar: unknown[] }).ordenesAptasParaLiquidar.length,
    ).toBeGreaterThan(10);
    expect((n.body as { novedades: unknown[] }).novedades.length).toBeGreaterThan(0);
  });
});
