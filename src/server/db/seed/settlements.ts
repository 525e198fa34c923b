// Demo settlements (issue 20 point 4; 002 §2-§4; DECISIONS 19-26): a confirmed settlement of
// each demo seller, with its invoice and its novedades Liquidada (seller 1's and seller 3's with
// their tax detail calculated), and a draft of seller 2. Each holds the seller's oldest eligible
// orders (DECISIONS 21), so that seller 1 (Electro Hogar Patagonia) keeps most of its eligible
// orders of the last 360 days and confirmed novedades free for a new draft (the browser tests
// prepare one from them).
//
// Every amount comes from src/domain/settlement-math.ts and the fee quote's pure functions
// (src/domain/fee-quote.ts), as the server computes them; a shared module imports no area
// (eslint's boundaries), so the few look-ups the server's repository makes (the eligible rows,
// the fee grid cell in force on the order's day, the rebates active on it) are read here with
// the same conditions. tests/api/settlements-seed.test.ts saves the seeded draft again through
// the API and finds every row and the header unchanged: the server agrees with this file.
import type { Queryable } from '../db.ts';
import { MARKET_TIME_ZONE, addDays, todayInMarket } from '../../../domain/dates.ts';
import { centsFromDecimal, decimalFromCents } from '../../../domain/money.ts';
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
  signedNovedad,
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

const dec = decimalFromCents;

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
      WHERE o.id_seller = $1 AND o.estado IN (2, 4) AND NOT o.anulada_por_market
        AND (o.fecha AT TIME ZONE '${MARKET_TIME_ZONE}')::date >= $2::date
        AND NOT EXISTS (SELECT 1 FROM liquidacion_ordenes lo
                         WHERE lo.id_orden = o.id_orden AND lo.viva)
      ORDER BY o.fecha, o.id_orden LIMIT $3 OFFSET $4`,
    [idSeller, addDays(todayInMarket(), -360), n, skip],
  );

/** DECISIONS 21: the seller's oldest confirmed novedades in no live settlement. */
const eligibleNovedades = (q: Queryable, idSeller: number, n: number) =>
  q.query<{ id_novedad: number; importe: string; id_subtipo: 1 | 2 }>(
    `SELECT n.id_novedad, n.importe::text AS importe, c.id_subtipo
       FROM novedades n JOIN novedad_conceptos c ON c.id_tipo_novedad = n.id_tipo_novedad
      WHERE n.id_seller = $1 AND n.id_estado = 2
        AND NOT EXISTS (SELECT 1 FROM liquidacion_novedades ln
                         WHERE ln.id_novedad = n.id_novedad AND ln.viva)
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

interface RebateSale {
  id_rebate: number;
  id_orden: number;
  precio_inicial: string;
  precio_final: string;
  a_cargo_market: string;
  a_cargo_seller: string;
  unidades: number;
}

/** DECISIONS 24: the units sold of listings whose rebate was active on the order's day. */
const rebateSales = (q: Queryable, ids: readonly number[]) =>
  q.query<RebateSale>(
    `SELECT r.id_rebate, o.id_orden, r.precio_inicial::text AS precio_inicial,
            r.precio_final::text AS precio_final, r.a_cargo_market::text AS a_cargo_market,
            r.a_cargo_seller::text AS a_cargo_seller, sum(i.cantidad)::int AS unidades
       FROM ordenes o
       JOIN orden_items i ON i.id_orden = o.id_orden
       JOIN rebates r ON r.id_publicacion = i.id_publicacion
      WHERE o.id_orden = ANY($1::int[]) AND r.id_estado_rebate IN (3, 4)
        AND (o.fecha AT TIME ZONE '${MARKET_TIME_ZONE}')::date
            BETWEEN r.fecha_inicio AND r.fecha_vencimiento
      GROUP BY r.id_rebate, o.id_orden
      ORDER BY o.id_orden, r.id_rebate`,
    [ids],
  );

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
  const escalas = (
    await q.query<{ id_escala: number; peso_hasta: string | null }>(
      'SELECT id_escala::int AS id_escala, peso_hasta::text AS peso_hasta FROM logistica_escalas ORDER BY id_escala',
    )
  ).map((s) => ({ idEscala: s.id_escala, pesoHasta: s.peso_hasta }));
  const regimes = await q.query<{
    id_regimen: number;
    regimen: string;
    tipo: 'retencion' | 'percepcion';
    alicuota_pb: number;
    base: 'importeOrden' | 'facturadoNeto';
    minimo: string;
  }>(
    `SELECT id_regimen, regimen, tipo, alicuota_pb, base, minimo::text AS minimo
       FROM regimenes_impositivos WHERE activo ORDER BY id_regimen`,
  );
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
    const sales = await rebateSales(
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
      ? applyRegimes(
          orders,
          facturadoNeto({ orders, fees }),
          regimes.map((r) => ({
            regimen: r.regimen,
            tipo: r.tipo,
            alicuotaPuntosBasicos: r.alicuota_pb,
            base: r.base,
            minimo: centsFromDecimal(r.minimo),
          })),
        )
      : [];
    const t = settlementTotals({ orders, novedades, fees, rebates, taxes });
    const days = ordersDb.map((o) => o.dia).sort();
    const creada = addDays(today, -plan.hace);
    const f = plan.factura;
    const [header] = await q.query<{ id: number }>(
      `INSERT INTO liquidaciones (id_seller, id_estado, fecha_desde, fecha_hasta, creada_en,
         id_usuario_alta, cantidad_ordenes, cantidad_novedades, total_orden, comision_neta,
         comision_total, total_costo_fee_neto, total_costo_fee, total_novedades,
         total_rebate_con_iva, total_retenciones, total_percepcion, total_liquidacion,
         numero_comprobante, id_tipo_comprobante, codigo_sap, confirmada_en, id_usuario_confirma)
       VALUES ($1, $2, $3::date, $4::date, ($5::date + time '10:30') AT TIME ZONE '${MARKET_TIME_ZONE}',
         $6, $7, $8, $9::numeric, $10::numeric, $11::numeric, $12::numeric, $13::numeric,
         $14::numeric, $15::numeric, $16::numeric, $17::numeric, $18::numeric, $19::varchar, $20, $21,
         CASE WHEN $19::varchar IS NULL THEN NULL
              ELSE ($5::date + 1 + time '15:00') AT TIME ZONE '${MARKET_TIME_ZONE}' END,
         CASE WHEN $19::varchar IS NULL THEN NULL ELSE $22::int END)
       RETURNING id_liquidacion AS id`,
      [
        plan.idSeller,
        f ? 3 : 2,
        days[0] ?? creada,
        days[days.length - 1] ?? creada,
        creada,
        moderador,
        t.cantidadOrdenes,
        t.cantidadNovedades,
        dec(t.totalOrden),
        dec(t.comisionNeta),
        dec(t.comisionTotal),
        dec(t.totalCostoFeeNeto),
        dec(t.totalCostoFee),
        dec(t.totalNovedades),
        dec(t.totalRebateConIva),
        dec(t.totalRetenciones),
        dec(t.totalPercepcion),
        dec(t.totalLiquidacion),
        f?.numero ?? null,
        f?.idTipo ?? null,
        f?.codigoSap ?? null,
        contable,
      ],
    );
    const id = header?.id;
    if (id === undefined) throw new Error('la liquidación de demo no se creó');
    await q.query(
      `INSERT INTO liquidacion_ordenes (id_liquidacion, id_orden, importe_orden,
         importe_comision_neta, importe_comision_total, total_orden)
       SELECT $1, * FROM unnest($2::int[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[])`,
      [
        id,
        orders.map((o) => o.idOrden),
        orders.map((o) => dec(o.importeOrden)),
        orders.map((o) => dec(o.importeComisionNeta)),
        orders.map((o) => dec(o.importeComisionTotal)),
        orders.map((o) => dec(o.totalOrden)),
      ],
    );
    if (novedades.length > 0) {
      const ids = novedades.map((n) => n.idNovedad);
      await q.query(
        `INSERT INTO liquidacion_novedades (id_liquidacion, id_novedad, importe)
         SELECT $1, * FROM unnest($2::int[], $3::numeric[])`,
        [id, ids, novedades.map((n) => dec(signedNovedad(n)))],
      );
      // DECISIONS 20: a confirmed settlement's novedades are Liquidada.
      await q.query(
        `UPDATE novedades SET id_liquidacion = $1, id_estado = CASE WHEN $3 THEN 3 ELSE id_estado END
          WHERE id_novedad = ANY($2::int[])`,
        [id, ids, f !== undefined],
      );
    }
    if (fees.length > 0) {
      await q.query(
        `INSERT INTO liquidacion_fees (id_liquidacion, id_venta, id_cotizacion, peso_hasta,
           peso_aforado, codigo_postal, importe)
         SELECT $1, * FROM unnest($2::int[], $3::int[], $4::numeric[], $5::numeric[],
           $6::varchar[], $7::numeric[])`,
        [
          id,
          fees.map((x) => x.idVenta),
          fees.map((x) => x.idCotizacion),
          fees.map((x) => x.pesoHasta),
          fees.map((x) => x.pesoAforado),
          fees.map((x) => x.codigoPostal),
          fees.map((x) => dec(x.importe)),
        ],
      );
    }
    if (sales.length > 0) {
      await q.query(
        `INSERT INTO liquidacion_rebates (id_liquidacion, id_rebate, id_venta, precio_original,
           precio_publicado, a_cargo_market_unidad, a_cargo_seller_unidad, unidades)
         SELECT $1, * FROM unnest($2::int[], $3::int[], $4::numeric[], $5::numeric[],
           $6::numeric[], $7::numeric[], $8::int[])`,
        [
          id,
          sales.map((r) => r.id_rebate),
          sales.map((r) => r.id_orden),
          sales.map((r) => r.precio_inicial),
          sales.map((r) => r.precio_final),
          sales.map((r) => r.a_cargo_market),
          sales.map((r) => r.a_cargo_seller),
          sales.map((r) => r.unidades),
        ],
      );
    }
    if (taxes.length > 0) {
      const idOf = new Map(regimes.map((r) => [r.regimen, r.id_regimen]));
      await q.query(
        `INSERT INTO liquidacion_impuestos (id_liquidacion, id_regimen, id_venta,
           base_imponible, alicuota_pb, monto)
         SELECT $1, * FROM unnest($2::smallint[], $3::int[], $4::numeric[], $5::int[],
           $6::numeric[])`,
        [
          id,
          taxes.map((x) => idOf.get(x.regimen) ?? 0),
          taxes.map((x) => x.idVenta),
          taxes.map((x) => dec(x.baseImponible)),
          taxes.map((x) => x.alicuotaPuntosBasicos),
          taxes.map((x) => dec(x.monto)),
        ],
      );
    }
  }
}
