// Demo settlements (issue 20 point 4; 002 §2-§4; DECISIONS 19-26): a confirmed settlement of
// each demo seller, with its invoice and its novedades Liquidada (seller 1's and seller 3's with
// their tax detail calculated), and a draft of seller 2. Each holds the seller's oldest eligible
// orders (DECISIONS 21), so that seller 1 (Electro Hogar Patagonia) keeps most of its eligible
// orders of the last 360 days and confirmed novedades free for a new draft (the browser tests
// prepare one from them).
//
// Every amount comes from src/domain/settlement-math.ts and the fee quote's pure functions
// (src/domain/fee-quote.ts), as the server computes them, and every settlement is written by
// the product's own statements (src/server/shared/settlement-store.ts: the header, its rows,
// the confirmation, the novedades Liquidada; the eligibility conditions, the active regimes and
// the rebates active on the order's day), so that a change to how a settlement is stored
// reaches the demo data too. A shared module imports no area (eslint's boundaries), so the one
// look-up left here is the fee grid cell in force on the order's day (the fees area's quote),
// read with the same conditions. tests/api/settlements-seed.test.ts saves the seeded draft again
// through the API and finds every row and the header unchanged: the server agrees with this file.
import type { Queryable } from '../db.ts';
import { MARKET_TIME_ZONE, addDays, todayInMarket } from '../../../domain/dates.ts';
import { centsFromDecimal } from '../../../domain/money.ts';
import {
  NOVEDAD_ELIGIBLE,
  ORDER_ELIGIBLE,
  activeRegimes,
  regimeRules,
  headerValues,
  insertHeader,
  insertRows,
  markConfirmed,
  rebatesOfOrders,
  replaceTaxes,
  setNovedadLiquidada,
  writeHeaderTotals,
} from '../../shared/settlement-store.ts';
import {
  chargeableWeight,
  kilogramsOf,
  scaleFor,
  zoneOf,
  type FeePackage,
} from '../../../domain/fee-quote.ts';
import {
  applyRegimes,
  facturadoNeto,
  orderRow,
  settlementTotals,
  type FeeRow,
  type NovedadAmount,
  type RebateRow,
  type SettlementOrderRow,
  type TaxDetail,
} from '../../../domain/settlement-math.ts';

interface Plan {
  idSeller: number;
  /** How many of the seller's oldest eligible orders and confirmed novedades it holds. */
  ordenes: number;
  /** Its oldest eligible orders left out (invoiced late, still waiting for a settlement). */
  saltear: number;
  novedades: number;
  /** Days ago it was created (and, when confirmed, confirmed the day after). */
  hace: number;
  calcular: boolean;
  /** The invoice it was confirmed with; none: a draft. */
  factura?: { numero: string; idTipo: number; codigoSap: number | null };
}

const plans: readonly Plan[] = [
  {
    idSeller: 1,
    ordenes: 12,
    saltear: 3,
    novedades: 1,
    hace: 45,
    calcular: true,
    factura: { numero: '0003-00001201', idTipo: 1, codigoSap: 900101 },
  },
  {
    idSeller: 2,
    ordenes: 18,
    saltear: 0,
    novedades: 2,
    hace: 40,
    calcular: false,
    factura: { numero: '0001-00000877', idTipo: 1, codigoSap: null },
  },
  {
    idSeller: 3,
    ordenes: 10,
    saltear: 0,
    novedades: 0,
    hace: 30,
    calcular: true,
    factura: { numero: '0002-00000415', idTipo: 2, codigoSap: 900317 },
  },
  { idSeller: 2, ordenes: 8, saltear: 0, novedades: 1, hace: 3, calcular: false },
];

interface OrderDb {
  id_orden: number;
  dia: string;
  monto_venta: string;
  monto_comision: string;
  envio_propio: boolean;
  codigo_postal: string | null;
  provincia: string | null;
}

/** DECISIONS 21: the seller's oldest eligible orders of the last 360 days (`skip` left out). */
const eligibleOrders = (q: Queryable, idSeller: number, n: number, skip: number) =>
  q.query<OrderDb>(
    `SELECT o.id_orden,
            to_char((o.fecha AT TIME ZONE '${MARKET_TIME_ZONE}')::date, 'YYYY-MM-DD') AS dia,
            o.monto_venta::text AS monto_venta, o.monto_comision::text AS monto_comision,
            s.envio_propio,
            CASE WHEN nullif(btrim(o.entrega_codigo_postal), '') IS NOT NULL
                 THEN o.entrega_codigo_postal ELSE o.cliente_codigo_postal END AS codigo_postal,
            CASE WHEN nullif(btrim(o.entrega_codigo_postal), '') IS NOT NULL
                   OR nullif(btrim(o.entrega_provincia), '') IS NOT NULL
                 THEN o.entrega_provincia ELSE o.cliente_provincia END AS provincia
       FROM ordenes o JOIN sellers s ON s.id_seller = o.id_seller
      WHERE o.id_seller = $1 AND ${ORDER_ELIGIBLE}
        AND (o.fecha AT TIME ZONE '${MARKET_TIME_ZONE}')::date >= $2::date
      ORDER BY o.fecha, o.id_orden LIMIT $3 OFFSET $4`,
    [idSeller, addDays(todayInMarket(), -360), n, skip],
  );

/** DECISIONS 21: the seller's oldest confirmed novedades in no live settlement. */
const eligibleNovedades = (q: Queryable, idSeller: number, n: number) =>
  q.query<{ id_novedad: number; importe: string; id_subtipo: 1 | 2 }>(
    `SELECT n.id_novedad, n.importe::text AS importe, c.id_subtipo
       FROM novedades n JOIN novedad_conceptos c ON c.id_tipo_novedad = n.id_tipo_novedad
      WHERE n.id_seller = $1 AND ${NOVEDAD_ELIGIBLE}
      ORDER BY n.fecha, n.id_novedad LIMIT $2`,
    [idSeller, n],
  );

type Fee = FeeRow & {
  idCotizacion: number;
  pesoHasta: number | null;
  pesoAforado: number;
  codigoPostal: string | null;
};

/** DECISIONS 23: the order's quote on the grid in force on its day (none: no fee). */
async function feeOf(
  q: Queryable,
  o: OrderDb,
  escalas: readonly { idEscala: number; pesoHasta: string | null }[],
): Promise<Fee | null> {
  if (o.envio_propio) return null;
  const packages = await q.query<FeePackage>(
    `SELECT i.cantidad, d.alto::text AS alto, d.ancho::text AS ancho,
            d.profundidad::text AS profundidad, d.peso::text AS peso
       FROM orden_items i JOIN publicacion_dimensiones d ON d.id_publicacion = i.id_publicacion
      WHERE i.id_orden = $1`,
    [o.id_orden],
  );
  const weight = chargeableWeight(packages);
  const scale = scaleFor(weight.chargeable, escalas);
  const [cell] = await q.query<{ id_fee_logistico: number | null; costo: string | null }>(
    `SELECT z.id_fee_logistico, z.costo::text AS costo
       FROM fee_vigencias v
       LEFT JOIN fee_costos c ON c.id_fee = v.id_fee AND c.id_escala = $2
       LEFT JOIN logistica_zonas lz ON lz.codigo = $3
       LEFT JOIN fee_costos_zona z ON z.id_costo_fee = c.id_costo_fee AND z.id_zona = lz.id_zona
      WHERE $1::date BETWEEN v.vigente_desde AND v.vigente_hasta`,
    [o.dia, scale?.idEscala ?? null, zoneOf(o.codigo_postal, o.provincia)],
  );
  if (!cell || cell.id_fee_logistico === null || cell.costo === null) return null;
  return {
    idVenta: o.id_orden,
    importe: centsFromDecimal(cell.costo),
    idCotizacion: cell.id_fee_logistico,
    pesoHasta: scale?.pesoHasta == null ? null : Number(scale.pesoHasta),
    pesoAforado: kilogramsOf(weight.chargeable),
    codigoPostal: o.codigo_postal,
  };
}

async function userId(q: Queryable, nombre: string): Promise<number | null> {
  const [u] = await q.query<{ id_usuario: number }>(
    'SELECT id_usuario FROM users WHERE nombre_usuario = $1',
    [nombre],
  );
  return u?.id_usuario ?? null;
}

export async function seedSettlements(q: Queryable): Promise<void> {
  const moderador = await userId(q, 'moderador');
  const contable = await userId(q, 'contable');
  if (moderador === null || contable === null) throw new Error('faltan los usuarios de demo');
  const escalas = (
    await q.query<{ id_escala: number; peso_hasta: string | null }>(
      'SELECT id_escala::int AS id_escala, peso_hasta::text AS peso_hasta FROM logistica_escalas ORDER BY id_escala',
    )
  ).map((s) => ({ idEscala: s.id_escala, pesoHasta: s.peso_hasta }));
  const regimes = await activeRegimes(q);
  const today = todayInMarket();
  for (const plan of plans) {
    const ordersDb = await eligibleOrders(q, plan.idSeller, plan.ordenes, plan.saltear);
    if (ordersDb.length === 0) continue;
    const novedadesDb = await eligibleNovedades(q, plan.idSeller, plan.novedades);
    const orders: SettlementOrderRow[] = ordersDb.map((o) =>
      orderRow({
        idOrden: o.id_orden,
        montoVenta: centsFromDecimal(o.monto_venta),
        montoComision: centsFromDecimal(o.monto_comision),
      }),
    );
    const novedades: NovedadAmount[] = novedadesDb.map((n) => ({
      idNovedad: n.id_novedad,
      importe: centsFromDecimal(n.importe),
      idSubTipo: n.id_subtipo,
    }));
    const fees: Fee[] = [];
    for (const o of ordersDb) {
      const fee = await feeOf(q, o, escalas);
      if (fee) fees.push(fee);
    }
    const sales = await rebatesOfOrders(
      q,
      ordersDb.map((o) => o.id_orden),
    );
    const rebates: RebateRow[] = sales.map((r) => ({
      idRebate: r.id_rebate,
      idVenta: r.id_orden,
      aCargoMarketUnidad: centsFromDecimal(r.a_cargo_market),
      unidades: r.unidades,
    }));
    const taxes: TaxDetail[] = plan.calcular
      ? applyRegimes(orders, facturadoNeto({ orders, fees }), regimeRules(regimes))
      : [];
    const t = settlementTotals({ orders, novedades, fees, rebates, taxes });
    const days = ordersDb.map((o) => o.dia).sort();
    const creada = addDays(today, -plan.hace);
    const f = plan.factura;
    // The product's writes in the product's order (the draft's save, its tax calculation,
    // accounting's confirmation: settlements/handlers.ts), dated the demo's days; all within
    // the seed step's transaction, so a failure halfway writes nothing.
    const id = await insertHeader(q, {
      idSeller: plan.idSeller,
      fechaDesde: days[0] ?? creada,
      fechaHasta: days[days.length - 1] ?? creada,
      idUsuario: moderador,
      creadaEn: `${creada} 10:30`,
    });
    await insertRows(q, id, { orders, novedades, fees, rebates: sales });
    if (plan.calcular) await replaceTaxes(q, id, taxes, regimes);
    await writeHeaderTotals(q, id, headerValues(t));
    if (f) {
      await markConfirmed(q, id, {
        numero: f.numero,
        idTipo: f.idTipo,
        codigoSap: f.codigoSap,
        idUsuario: contable,
        confirmadaEn: `${addDays(creada, 1)} 15:00`,
      });
      // DECISIONS 20: a confirmed settlement's novedades are Liquidada.
      for (const n of novedades) await setNovedadLiquidada(q, n.idNovedad);
    }
  }
}
