// The settlements area (002 §2 Settlements, §3, §4, §5, §6, §7, §8; DECISIONS 4, 10, 19-26;
// issue 20): the look-ups, the search of /Liquidaciones with the seller scope of 002 §6, and the
// eligible orders and novedades of /Liquidaciones/Nueva (DECISIONS 21).
import type { Handlers, Session } from '../http/contract.ts';
import { badRequest } from '../http/errors.ts';
import type { Services } from '../services.ts';
import type { components } from '../../api/schema.d.ts';
import { commonMessages } from '../../domain/texts/common.ts';
import { formatDay, todayInMarket } from '../../domain/dates.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import { orderRow, signedNovedad } from '../../domain/settlement-math.ts';
import {
  SETTLEMENTS_PAGE_SIZE,
  restrictedToOwnConfirmed,
  settlementMessages,
  settlementMinDate,
} from '../../domain/settlement-rules.ts';
import { estadoOrdenLabels, type IdEstadoOrden } from '../../../machines/order.ts';
import {
  eligibleNovedades,
  eligibleOrders,
  invoiceTypes,
  searchSettlements,
  sellerExists,
  sellerOptions,
  settlementStates,
  type HeaderRow,
  type NovedadRowDb,
  type OrderRowDb,
} from './repository.ts';

type SettlementOperation =
  | 'tiposComprobantes'
  | 'estadosLiquidaciones'
  | 'sellersLiquidaciones'
  | 'buscarLiquidaciones'
  | 'ordenesAptasParaLiquidar'
  | 'novedadesAptasParaLiquidar';

type Encabezado = components['schemas']['EncabezadoLiquidacion'];
type OrdenLiquidacion = components['schemas']['OrdenLiquidacion'];
type NovedadLiquidacion = components['schemas']['NovedadLiquidacion'];

const money = (text: string): number => amountFromCents(centsFromDecimal(text));

export function headerOf(r: HeaderRow): Encabezado {
  return {
    idLiquidacion: r.id_liquidacion,
    idSeller: r.id_seller,
    razonSocialSeller: r.razon_social,
    fecha: r.fecha,
    mostrarFecha: formatDay(r.fecha),
    fechaDesde: r.fecha_desde,
    fechaHasta: r.fecha_hasta,
    idTipoEstadoLiquidacion: r.id_estado,
    // 002 §4: 'Liquidada' for any id other than 2.
    tipoEstadoLiquidacionMostrar: r.id_estado === 2 ? 'En Preparación' : 'Liquidada',
    eliminada: r.eliminada,
    cantidadOrdenes: r.cantidad_ordenes,
    cantidadNovedades: r.cantidad_novedades,
    totalOrden: money(r.total_orden),
    comisionNeta: money(r.comision_neta),
    comisionTotal: money(r.comision_total),
    totalCostoFeeNeto: money(r.total_costo_fee_neto),
    totalCostoFee: money(r.total_costo_fee),
    totalNovedades: money(r.total_novedades),
    totalLiquidacion: money(r.total_liquidacion),
    totalRebateConIva: money(r.total_rebate_con_iva),
    totalRetenciones: money(r.total_retenciones),
    totalPercepcion: money(r.total_percepcion),
    numeroComprobante: r.numero_comprobante,
    idTipoFactura: r.id_tipo_comprobante,
    descripcionTipoFactura: r.tipo_comprobante,
    codigoSap: r.codigo_sap === null ? null : Number(r.codigo_sap),
  };
}

/** 002 §3 settlement order row from an order (DECISIONS 22). */
export function orderOf(o: OrderRowDb, extra: { retencion?: number; checked?: boolean } = {}) {
  const row = orderRow({
    idOrden: o.id_orden,
    montoVenta: centsFromDecimal(o.monto_venta),
    montoComision: centsFromDecimal(o.monto_comision),
  });
  const out: OrdenLiquidacion = {
    idOrden: o.id_orden,
    fechaOrden: o.fecha,
    fechaOrdenMostrar: formatDay(o.fecha),
    tipoPublicacion: o.tipo_publicacion,
    importeOrden: amountFromCents(row.importeOrden),
    importeComisionNeta: amountFromCents(row.importeComisionNeta),
    importeComisionTotal: amountFromCents(row.importeComisionTotal),
    totalOrden: amountFromCents(row.totalOrden),
    idEstado: o.estado,
    descripcionEstado: estadoOrdenLabels[o.estado as IdEstadoOrden],
    retencion: amountFromCents(extra.retencion ?? 0),
    checked: extra.checked ?? false,
  };
  return out;
}

export function novedadOf(n: NovedadRowDb): NovedadLiquidacion {
  const importe = centsFromDecimal(n.importe);
  return {
    idNovedad: n.id_novedad,
    seller: n.razon_social,
    idSeller: n.id_seller,
    fechaNovedad: n.fecha,
    fechaNovedadMostrar: formatDay(n.fecha),
    ordenDeReferencia: Number(n.orden_referencia),
    idTipoNovedad: n.id_tipo_novedad,
    detalleTipoNovedad: n.concepto,
    tipoNovedadDescripcion: n.concepto,
    idEstado: n.id_estado,
    detalleEstadoNovedad: n.estado,
    comentarios: n.observaciones,
    idSubTipo: n.id_subtipo,
    descripcionSubTipoNovedad: n.accion,
    detalleSubTipoNovedad: n.accion,
    importe: amountFromCents(importe),
    importeNovedad: amountFromCents(
      signedNovedad({ idNovedad: n.id_novedad, importe, idSubTipo: n.id_subtipo }),
    ),
    idLiquidacion: n.id_liquidacion ?? 0,
  };
}

const DAY = /^(\d{4}-\d{2}-\d{2})(T.*)?$/;

/** A day as the screens send it (YYYY-MM-DD, or an ISO instant's day), or null. */
function dayOf(text: string | null | undefined): string | null {
  const m = DAY.exec(text?.trim() ?? '');
  if (!m?.[1]) return null;
  const d = new Date(`${m[1]}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== m[1] ? null : m[1];
}

/** 002 §5 date checks of the settlement screens, in their order. */
export function settlementRange(
  fechaDesde: string | undefined,
  fechaHasta: string | undefined,
  opts: { noFuture: boolean },
): { desde: string; hasta: string } {
  const desde = dayOf(fechaDesde);
  if (!desde) throw badRequest(settlementMessages.fechaInicial);
  const hasta = dayOf(fechaHasta);
  if (!hasta) throw badRequest(settlementMessages.fechaFinal);
  const today = todayInMarket();
  if (desde < settlementMinDate(today)) throw badRequest(settlementMessages.fechaMinima);
  if (desde > hasta) throw badRequest(commonMessages.dateRangeInverted);
  if (opts.noFuture && hasta > today) throw badRequest(settlementMessages.fechaFutura);
  return { desde, hasta };
}

/** The seller a seller's user is limited to (types 3 and 4), or null for everyone else. */
export const ownSeller = (session: Session): number | null =>
  restrictedToOwnConfirmed(session.tipoUsuario) ? (session.idSeller ?? -1) : null;

export function settlementsHandlers(s: Services): Pick<Handlers, SettlementOperation> {
  async function sellerOfNewSettlement(idSeller: number | undefined): Promise<number> {
    if (idSeller === undefined || idSeller === 0) throw badRequest(settlementMessages.seller);
    if (!(await sellerExists(s.db, idSeller))) throw badRequest(commonMessages.sellerNotFound);
    return idSeller;
  }

  return {
    async tiposComprobantes() {
      const rows = await invoiceTypes(s.db);
      return {
        tipoComprobantes: rows.map((r) => ({
          idTipoComprobante: r.id_tipo_comprobante,
          descripcion: r.descripcion,
        })),
      };
    },

    async estadosLiquidaciones() {
      const rows = await settlementStates(s.db);
      return {
        listadoEstadosLiquidaciones: rows.map((r) => ({
          idEstado: r.id_estado,
          descripcion: r.descripcion,
        })),
      };
    },

    async sellersLiquidaciones({ session }) {
      const rows = await sellerOptions(s.db, ownSeller(session));
      return {
        listaSellersLiquidaciones: rows.map((r) => ({
          codigo: r.id_seller,
          razonSocial: r.razon_social,
        })),
      };
    },

    async buscarLiquidaciones({ query, session }) {
      const own = ownSeller(session);
      const today = todayInMarket();
      const { desde, hasta } =
        own !== null && query.fechaDesde === undefined && query.fechaHasta === undefined
          ? { desde: settlementMinDate(today), hasta: today }
          : settlementRange(query.fechaDesde, query.fechaHasta, { noFuture: false });
      const size = query.cantidadPagina ?? SETTLEMENTS_PAGE_SIZE;
      const { total, rows } = await searchSettlements(
        s.db,
        {
          fechaDesde: desde,
          fechaHasta: hasta,
          // 002 §6: types 3 and 4 see only their own confirmed ones, whatever they send.
          idSeller: own ?? (query.idSeller ? query.idSeller : null),
          idEstado: own !== null ? 3 : (query.idEstado ?? query.estado ?? null),
        },
        query.numeroPagina ?? 1,
        size,
      );
      return { elementos: rows.map(headerOf), cantidadTotal: total };
    },

    async ordenesAptasParaLiquidar({ query }) {
      const { desde, hasta } = settlementRange(query.fechaDesde, query.fechaHasta, {
        noFuture: true,
      });
      const idSeller = await sellerOfNewSettlement(query.idSeller);
      const rows = await eligibleOrders(s.db, {
        idSeller,
        fechaDesde: desde,
        fechaHasta: hasta,
        idEstado: query.idEstado ?? null,
      });
      return { ordenesAptasParaLiquidar: rows.map((o) => orderOf(o)) };
    },

    async novedadesAptasParaLiquidar({ query }) {
      if (query.fechaDesde !== undefined || query.fechaHasta !== undefined) {
        settlementRange(query.fechaDesde, query.fechaHasta, { noFuture: true });
      }
      const idSeller = await sellerOfNewSettlement(query.idSeller);
      return { novedades: (await eligibleNovedades(s.db, idSeller)).map(novedadOf) };
    },
  };
}
