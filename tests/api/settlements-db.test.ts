// Issue 20 point 4, the database's part (migration 0015): an order or a novedad is in at most
// one live settlement, whatever the server does (two drafts racing for one order: exactly one
// wins); a cancelled draft frees what it held; a confirmed settlement carries its invoice and is
// never cancelled; a fee, rebate or retention row is of one of its settlement's orders
// (migration 0018). On PGlite and, in CI, on PostgreSQL with two real connections at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/server/db/db.ts';
import { openTestDb, type TestDb } from './helpers.ts';

let t: TestDb;
let orden: number;
let orden2: number;
let novedad: number;
/** The demo settlements (seed step 0017-settlements). */
let seeded: number;
beforeAll(async () => {
  t = await openTestDb();
  seeded =
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM liquidaciones'))[0]?.n ?? 0;
  const rows = await t.db.query<{ id_orden: number }>(
    `SELECT id_orden FROM ordenes o WHERE id_seller = 1 AND estado IN (2, 4) AND NOT EXISTS
       (SELECT 1 FROM liquidacion_ordenes lo WHERE lo.id_orden = o.id_orden AND lo.viva)
      ORDER BY id_orden LIMIT 2`,
  );
  [orden, orden2] = rows.map((r) => r.id_orden) as [number, number];
  const [n] = await t.db.query<{ id_novedad: number }>(
    `SELECT id_novedad FROM novedades WHERE id_seller = 1 AND id_estado = 2 ORDER BY id_novedad LIMIT 1`,
  );
  novedad = n?.id_novedad ?? 0;
});
afterAll(async () => {
  await t.dispose();
});

const draft = async (q: Queryable): Promise<number> => {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO liquidaciones (id_seller, fecha_desde, fecha_hasta)
     VALUES (1, current_date - 30, current_date) RETURNING id_liquidacion AS id`,
  );
  return row?.id ?? 0;
};
const holdOrder = (q: Queryable, liq: number, id: number) =>
  q.query(
    `INSERT INTO liquidacion_ordenes (id_liquidacion, id_orden, importe_orden, importe_comision_neta,
       importe_comision_total, total_orden) VALUES ($1, $2, 100, 10, 12.10, 87.90)`,
    [liq, id],
  );
const holdNovedad = (q: Queryable, liq: number, id: number) =>
  q.query(
    `INSERT INTO liquidacion_novedades (id_liquidacion, id_novedad, importe) VALUES ($1, $2, 50)`,
    [liq, id],
  );
const code = (e: unknown) => (e as { code?: string }).code;

describe('settlements in the database (migration 0015)', () => {
  it('has demo orders and a confirmed novedad of seller 1 to settle', () => {
    expect(orden).toBeGreaterThan(0);
    expect(orden2).toBeGreaterThan(0);
    expect(novedad).toBeGreaterThan(0);
  });

  it('two drafts racing for one order: exactly one wins, the other changes nothing', async () => {
    const attempt = () =>
      t.db.tx(async (q) => {
        const liq = await draft(q);
        await holdOrder(q, liq, orden);
        await holdNovedad(q, liq, novedad);
        return liq;
      });
    const results = await Promise.allSettled([attempt(), attempt()]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(code(lost[0]?.reason)).toBe('23505');
    // The loser's draft was rolled back with its rows: one settlement holds the order.
    const [held] = await t.db.query<{ n: number; liqs: number }>(
      `SELECT count(*)::int AS n, (SELECT count(*)::int FROM liquidaciones) AS liqs
         FROM liquidacion_ordenes WHERE id_orden = $1 AND viva`,
      [orden],
    );
    expect(held).toEqual({ n: 1, liqs: seeded + 1 });
  });

  it('a cancelled draft frees its orders and novedades, and keeps its rows for audit', async () => {
    const [live] = await t.db.query<{ id: number }>(
      `SELECT id_liquidacion AS id FROM liquidacion_ordenes WHERE id_orden = $1 AND viva`,
      [orden],
    );
    const first = live?.id ?? 0;
    // A second draft cannot take the order nor the novedad while the first lives.
    const second = await draft(t.db);
    await expect(holdOrder(t.db, second, orden)).rejects.toMatchObject({ code: '23505' });
    await expect(holdNovedad(t.db, second, novedad)).rejects.toMatchObject({ code: '23505' });
    await t.db.tx(async (q) => {
      await q.query(
        `UPDATE liquidaciones SET eliminada = true, eliminada_en = now() WHERE id_liquidacion = $1`,
        [first],
      );
      await q.query(`UPDATE liquidacion_ordenes SET viva = false WHERE id_liquidacion = $1`, [
        first,
      ]);
      await q.query(`UPDATE liquidacion_novedades SET viva = false WHERE id_liquidacion = $1`, [
        first,
      ]);
    });
    await holdOrder(t.db, second, orden);
    await holdNovedad(t.db, second, novedad);
    const [rows] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM liquidacion_ordenes WHERE id_orden = $1`,
      [orden],
    );
    expect(rows?.n).toBe(2);
  });

  it('a confirmed settlement carries its invoice, and is never cancelled', async () => {
    const liq = await draft(t.db);
    await holdOrder(t.db, liq, orden2);
    await expect(
      t.db.query(`UPDATE liquidaciones SET id_estado = 3 WHERE id_liquidacion = $1`, [liq]),
    ).rejects.toMatchObject({ code: '23514' });
    await t.db.query(
      `UPDATE liquidaciones SET id_estado = 3, numero_comprobante = '0001-00001234',
              id_tipo_comprobante = 1, confirmada_en = now() WHERE id_liquidacion = $1`,
      [liq],
    );
    await expect(
      t.db.query(`UPDATE liquidaciones SET eliminada = true WHERE id_liquidacion = $1`, [liq]),
    ).rejects.toMatchObject({ code: '23514' });
    // Only 2 and 3 exist; an unknown invoice type is refused.
    await expect(
      t.db.query(`UPDATE liquidaciones SET id_estado = 4 WHERE id_liquidacion = $1`, [liq]),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      t.db.query(`UPDATE liquidaciones SET id_tipo_comprobante = 99 WHERE id_liquidacion = $1`, [
        liq,
      ]),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('seeds the invoice types and the tax regimes', async () => {
    const tipos = await t.db.query<{ descripcion: string }>(
      `SELECT descripcion FROM tipos_comprobante ORDER BY id_tipo_comprobante`,
    );
    expect(tipos.map((r) => r.descripcion)).toEqual([
      'Factura A',
      'Factura B',
      'Factura C',
      'Factura M',
      'Factura E',
    ]);
    const regimes = await t.db.query<{ tipo: string }>(`SELECT tipo FROM regimenes_impositivos`);
    expect(new Set(regimes.map((r) => r.tipo))).toEqual(new Set(['retencion', 'percepcion']));
  });

  it('a fee, rebate or retention row is of one of its settlement’s orders; a perception, of a settlement (migration 0018)', async () => {
    const free = await t.db.query<{ id_orden: number }>(
      `SELECT id_orden FROM ordenes o WHERE estado IN (2, 4) AND NOT EXISTS
         (SELECT 1 FROM liquidacion_ordenes lo WHERE lo.id_orden = o.id_orden AND lo.viva)
        ORDER BY id_orden DESC LIMIT 2`,
    );
    const [held, outside] = free.map((r) => r.id_orden) as [number, number];
    const liq = await draft(t.db);
    await holdOrder(t.db, liq, held);
    const fee = (id: number, venta: number) =>
      t.db.query(
        `INSERT INTO liquidacion_fees (id_liquidacion, id_venta, importe) VALUES ($1, $2, 10)`,
        [id, venta],
      );
    const rebate = (id: number, venta: number) =>
      t.db.query(
        `INSERT INTO liquidacion_rebates (id_liquidacion, id_rebate, id_venta, precio_original,
           precio_publicado, a_cargo_market_unidad, a_cargo_seller_unidad, unidades)
         VALUES ($1, 1, $2, 100, 90, 5, 5, 1)`,
        [id, venta],
      );
    const tax = (id: number, venta: number | null) =>
      t.db.query(
        `INSERT INTO liquidacion_impuestos (id_liquidacion, id_regimen, id_venta, base_imponible,
           alicuota_pb, monto) VALUES ($1, $2, $3, 1000, 150, 15)`,
        [id, venta === null ? 3 : 1, venta],
      );
    // An order that is not one of the settlement's (whether or not it exists), a settlement
    // that does not exist: refused by the database.
    for (const venta of [outside, 0]) {
      await expect(fee(liq, venta)).rejects.toMatchObject({ code: '23503' });
      await expect(rebate(liq, venta)).rejects.toMatchObject({ code: '23503' });
      await expect(tax(liq, venta)).rejects.toMatchObject({ code: '23503' });
    }
    await expect(fee(liq + 1000, held)).rejects.toMatchObject({ code: '23503' });
    await expect(tax(liq + 1000, null)).rejects.toMatchObject({ code: '23503' });
    await expect(
      t.db.query(
        `INSERT INTO liquidacion_impuestos (id_liquidacion, id_regimen, id_venta,
         base_imponible, alicuota_pb, monto) VALUES ($1, 99, $2, 1000, 150, 15)`,
        [liq, held],
      ),
    ).rejects.toMatchObject({ code: '23503' });
    // Its own order's rows, and a perception of the settlement, are written.
    await fee(liq, held);
    await rebate(liq, held);
    await tax(liq, held);
    await tax(liq, null);
    // An order row that such rows refer to is not deleted from under them.
    await expect(
      t.db.query(`DELETE FROM liquidacion_ordenes WHERE id_liquidacion = $1`, [liq]),
    ).rejects.toMatchObject({ code: '23503' });
    const [n] = await t.db.query<{ fees: number; rebates: number; impuestos: number }>(
      `SELECT (SELECT count(*)::int FROM liquidacion_fees WHERE id_liquidacion = $1) AS fees,
              (SELECT count(*)::int FROM liquidacion_rebates WHERE id_liquidacion = $1) AS rebates,
              (SELECT count(*)::int FROM liquidacion_impuestos WHERE id_liquidacion = $1) AS impuestos`,
      [liq],
    );
    expect(n).toEqual({ fees: 1, rebates: 1, impuestos: 2 });
  });
});
