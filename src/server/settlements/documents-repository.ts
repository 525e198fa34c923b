// The SQL of the settlement documents and fee quotes (issue 20 points 6, 7): what the documents
// print beyond ./repository.ts's reads (the seller's CUIT, the orders with their stored rows in
// one pass, the tax detail with its regime) and the quotes of Cotizaciones. Reads only.
import type { Queryable } from '../db/db.ts';
import { MARKET_TIME_ZONE } from '../../domain/dates.ts';

export async function sellerCuit(q: Queryable, idSeller: number): Promise<string | null> {
  const [row] = await q.query<{ cuit: string | null }>(
    'SELECT cuit FROM sellers WHERE id_seller = $1',
    [idSeller],
  );
  return row?.cuit ?? null;
}

export interface DocumentOrderRow {
  id_orden: number;
  fecha: string;
  tipo_publicacion: string | null;
  estado: number;
  importe_orden: string;
  importe_comision_neta: string;
  importe_comision_total: string;
  total_orden: string;
}

/** The settlement's order rows as stored (DECISIONS 22), by order id. */
export const documentOrders = (q: Queryable, id: number) =>
  q.query<DocumentOrderRow>(
    `SELECT o.id_orden,
            to_char((o.fecha AT TIME ZONE '${MARKET_TIME_ZONE}')::date, 'YYYY-MM-DD') AS fecha,
            tp.descripcion AS tipo_publicacion, o.estado,
            lo.importe_orden::text AS importe_orden,
            lo.importe_comision_neta::text AS importe_comision_neta,
            lo.importe_comision_total::text AS importe_comision_total,
            lo.total_orden::text AS total_orden
       FROM liquidacion_ordenes lo
       JOIN ordenes o ON o.id_orden = lo.id_orden
       LEFT JOIN tipos_publicacion tp ON tp.id_tipo_publicacion = o.id_tipo_publicacion
      WHERE lo.id_liquidacion = $1
      ORDER BY o.id_orden`,
    [id],
  );

export interface DocumentTaxRow {
  id: number;
  id_regimen: number;
  regimen: string;
  tipo: 'retencion' | 'percepcion';
  id_venta: number | null;
  alicuota_pb: number;
  base_imponible: string;
  monto: string;
}

/** The stored tax detail (DECISIONS 25): retentions by order, then the perceptions. */
export const documentTaxes = (q: Queryable, id: number) =>
  q.query<DocumentTaxRow>(
    `SELECT t.id, t.id_regimen, r.regimen, r.tipo, t.id_venta, t.alicuota_pb,
            t.base_imponible::text AS base_imponible, t.monto::text AS monto
       FROM liquidacion_impuestos t JOIN regimenes_impositivos r ON r.id_regimen = t.id_regimen
      WHERE t.id_liquidacion = $1 ORDER BY t.id_venta NULLS LAST, t.id_regimen, t.id`,
    [id],
  );

export interface QuoteRow {
  id_liquidacion: number;
  id_venta: number;
  id_cotizacion: number | null;
  peso_hasta: string | null;
  peso_aforado: string | null;
  codigo_postal: string | null;
  importe: string;
  zona: string | null;
  escala: string | null;
}

/** The stored fee rows of the settlements `ids` (in that order), with the grid cell quoted. */
export const settlementQuotes = (q: Queryable, ids: readonly number[]) =>
  q.query<QuoteRow>(
    `SELECT f.id_liquidacion, f.id_venta, f.id_cotizacion, f.peso_hasta::text AS peso_hasta,
            f.peso_aforado::text AS peso_aforado, f.codigo_postal, f.importe::text AS importe,
            lz.descripcion AS zona, le.descripcion AS escala
       FROM liquidacion_fees f
       LEFT JOIN fee_costos_zona z ON z.id_fee_logistico = f.id_cotizacion
       LEFT JOIN fee_costos c ON c.id_costo_fee = z.id_costo_fee
       LEFT JOIN logistica_zonas lz ON lz.id_zona = z.id_zona
       LEFT JOIN logistica_escalas le ON le.id_escala = c.id_escala
      WHERE f.id_liquidacion = ANY($1::int[])
      ORDER BY array_position($1::int[], f.id_liquidacion), f.id_venta`,
    [ids],
  );
