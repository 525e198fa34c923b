// The novedades, settlements and sellers exports (002 §3, §7, §9; issue 21): each reads its
// area's own query a batch at a time (the search of /Novedades and of /Liquidaciones by pages,
// the sellers by id) and turns each record into one row of its columns.
import { liquidacionColumns, novedadColumns, sellerColumns } from '../../domain/exports.ts';
import { estadoSellerLabels } from '../../domain/seller-rules.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import { novedadSignedCents } from '../../domain/novedad-amount.ts';
import type { Queryable } from '../db/db.ts';
import { searchNovedades, type NovedadFilter, type NovedadRow } from '../novedades/area.ts';
import { searchSettlements, type HeaderRow, type SettlementFilter } from '../settlements/area.ts';
import { sellersAfter, type SellerDetailRow } from '../sellers/area.ts';
import { exportLimits } from './limits.ts';
import { daySerial, money, text } from './cells.ts';
import type { PostedCell } from './sheet.ts';

type Row<C extends readonly { field: string }[]> = Record<C[number]['field'], PostedCell>;

function novedadRow(n: NovedadRow): PostedCell[] {
  const values: Row<typeof novedadColumns> = {
    idNovedad: n.id_novedad,
    fechaNovedad: daySerial(n.fecha),
    seller: n.razon_social,
    ordenDeReferencia: Number(n.orden_referencia),
    detalleTipoNovedad: n.concepto,
    descripcionSubTipoNovedad: n.accion,
    comentarios: text(n.observaciones),
    // Signed by its action, as every screen and document shows it (src/domain/novedad-amount.ts).
    importe: amountFromCents(novedadSignedCents(centsFromDecimal(n.importe), n.id_subtipo)),
    detalleEstadoNovedad: n.estado,
    idLiquidacion: n.id_liquidacion,
  };
  return novedadColumns.map((c) => values[c.field]);
}

/** The novedades of the search, newest first, a page of exportLimits.batchRows at a time. */
export async function* novedadRows(
  q: Queryable,
  filter: NovedadFilter,
): AsyncGenerator<PostedCell[][]> {
  for (let page = 1; ; page++) {
    const { rows } = await searchNovedades(q, filter, page, exportLimits.batchRows);
    if (rows.length > 0) yield rows.map(novedadRow);
    if (rows.length < exportLimits.batchRows) return;
  }
}

function liquidacionRow(h: HeaderRow): PostedCell[] {
  const values: Row<typeof liquidacionColumns> = {
    idLiquidacion: h.id_liquidacion,
    razonSocialSeller: h.razon_social,
    fecha: daySerial(h.fecha),
    // 002 §4: 'Liquidada' for any state other than 2.
    tipoEstadoLiquidacionMostrar: h.id_estado === 2 ? 'En Preparación' : 'Liquidada',
    cantidadOrdenes: h.cantidad_ordenes,
    cantidadNovedades: h.cantidad_novedades,
    totalOrden: money(h.total_orden),
    comisionNeta: money(h.comision_neta),
    comisionTotal: money(h.comision_total),
    totalCostoFeeNeto: money(h.total_costo_fee_neto),
    totalCostoFee: money(h.total_costo_fee),
    totalNovedades: money(h.total_novedades),
    totalRebateConIva: money(h.total_rebate_con_iva),
    totalRetenciones: money(h.total_retenciones),
    totalPercepcion: money(h.total_percepcion),
    totalLiquidacion: money(h.total_liquidacion),
    numeroComprobante: text(h.numero_comprobante),
    descripcionTipoFactura: text(h.tipo_comprobante),
    codigoSap: text(h.codigo_sap),
  };
  return liquidacionColumns.map((c) => values[c.field]);
}

/** The settlements of the search, newest first, a page at a time. */
export async function* liquidacionRows(
  q: Queryable,
  filter: SettlementFilter,
): AsyncGenerator<PostedCell[][]> {
  for (let page = 1; ; page++) {
    const { rows } = await searchSettlements(q, filter, page, exportLimits.batchRows);
    if (rows.length > 0) yield rows.map(liquidacionRow);
    if (rows.length < exportLimits.batchRows) return;
  }
}

function sellerRow(s: SellerDetailRow): PostedCell[] {
  const values: Row<typeof sellerColumns> = {
    codigo: s.id_seller,
    razonSocial: s.razon_social,
    domicilio: text(s.domicilio),
    numeroDomicilio: s.numero_domicilio,
    localidad: text(s.localidad),
    provincia: text(s.provincia),
    codigoPostal: text(s.codigo_postal),
    telefono: text(s.telefono),
    cuit: text(s.cuit),
    email: text(s.email),
    emailDespacho: text(s.email_despacho),
    urlPushOrdenes: text(s.url_push_ordenes),
    estado: estadoSellerLabels[s.estado],
    sufijo: text(s.sufijo),
    idEmpresaEnviopack: s.id_empresa_enviopack,
    modalidadEPK: text(s.modalidad_epk),
    diasCorte: s.dias_corte,
    diasPlazoPago: s.dias_plazo_pago,
    nombreTienda: text(s.nombre_tienda),
    logo: text(s.url_logo),
    // 002 §4: tiendaActiva 1 = Activa else Inactiva; envioPropio 1 = Activo else Inactivo.
    tiendaActiva: s.tienda_activa ? 'Activa' : 'Inactiva',
    envioPropio: s.envio_propio ? 'Activo' : 'Inactivo',
  };
  return sellerColumns.map((c) => values[c.field]);
}

/** Every live seller by id, a batch at a time. */
export async function* sellerRows(q: Queryable): AsyncGenerator<PostedCell[][]> {
  let after = 0;
  for (;;) {
    const rows = await sellersAfter(q, after, exportLimits.batchRows);
    if (rows.length > 0) yield rows.map(sellerRow);
    const last = rows[rows.length - 1];
    if (!last || rows.length < exportLimits.batchRows) return;
    after = last.id_seller;
  }
}
