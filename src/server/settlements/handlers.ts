// The settlements area (002 §2 Settlements, §3, §4, §5, §6, §7, §8; DECISIONS 4, 10, 19-26;
// issue 20): the look-ups, the search of /Liquidaciones with the seller scope of 002 §6, and the
// eligible orders and novedades of /Liquidaciones/Nueva (DECISIONS 21), the draft made of them
// through the settlement machine (machines/settlement.ts: 403 role, 409 state), and its detail.
import type { Handlers, Session } from '../http/contract.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Queryable } from '../db/db.ts';
import { allowedOutcome, writeStep } from '../workflow.ts';
import { historyPage } from '../history.ts';
import { confirmationBatch, settlementHistoryEntities, settlementHistoryTexts } from './history.ts';
import { quoteOrderFees } from '../fees/area.ts';
import type { Services } from '../services.ts';
import type { components } from '../../api/schema.d.ts';
import { commonMessages } from '../../domain/texts/common.ts';
import { formatDay, todayInMarket } from '../../domain/dates.ts';
import { amountFromCents, centsFromDecimal, decimalFromCents } from '../../domain/money.ts';
import {
  applyRegimes,
  facturadoNeto,
  orderRow,
  rebateCredit,
  settlementTotals,
  signedNovedad,
  type NovedadAmount,
  type RebateRow,
  type SettlementOrderRow,
  type SettlementRows,
  type TaxDetail,
} from '../../domain/settlement-math.ts';
import {
  SETTLEMENTS_PAGE_SIZE,
  restrictedToOwnConfirmed,
  settlementMessages,
  settlementMinDate,
} from '../../domain/settlement-rules.ts';
import { estadoOrdenLabels, type IdEstadoOrden } from '../../../machines/order.ts';
import { estadoNovedadLabels, novedadDecision, novedadOutcome } from '../../../machines/novedad.ts';
import {
  estadoLiquidacionLabels,
  settlementCallSuccesses,
  settlementDecision,
  settlementOutcome,
  type SettlementUserEvent,
} from '../../../machines/settlement.ts';
import {
  eligibleNovedades,
  eligibleNovedadesById,
  eligibleOrders,
  eligibleOrdersById,
  heldNovedades,
  heldOrders,
  insertHeader,
  insertRows,
  invoiceTypes,
  loadHeader,
  rebatesOfOrders,
  settlementFees,
  settlementNovedades,
  settlementAmountsInCents,
  settlementOrders,
  settlementRebates,
  writeHeaderTotals,
  headerValues,
  activeRegimes,
  regimeRules,
  clearDraftRows,
  heldNovedadStates,
  invoiceTypeExists,
  markConfirmed,
  markDeleted,
  replaceTaxes,
  setNovedadLiquidada,
  settlementTaxes,
  type FeeToStore,
  type RebateSaleRow,
  searchSettlements,
  sellerExists,
  sellerOptions,
  settlementStates,
  type HeaderRow,
  type NovedadRowDb,
  type OrderRowDb,
} from './repository.ts';
import { listPending } from '../pending/area.ts';

type SettlementOperation =
  | 'tiposComprobantes'
  | 'estadosLiquidaciones'
  | 'estadosLiquidacionesCorrecto'
  | 'sellersLiquidaciones'
  | 'buscarLiquidaciones'
  | 'ordenesAptasParaLiquidar'
  | 'novedadesAptasParaLiquidar'
  | 'crearLiquidacion'
  | 'detalleLiquidacion'
  | 'historialLiquidacion'
  | 'ordenesDeLiquidacion'
  | 'novedadesDeLiquidacion'
  | 'feesDeLiquidacion'
  | 'rebatesDeLiquidacion'
  | 'confirmarLiquidacion'
  | 'eliminarLiquidacion'
  | 'editarLiquidacion'
  | 'calcularLiquidacion'
  | 'cargasTributarias';

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

/** Everything a draft holds, computed before anything is written. */
export interface BuiltRows {
  orders: SettlementOrderRow[];
  novedades: NovedadAmount[];
  fees: FeeToStore[];
  rebates: (RebateRow & { sale: RebateSaleRow })[];
  fechaDesde: string;
  fechaHasta: string;
}

const dec = decimalFromCents;

/** Unique ids, sorted (so that concurrent calls lock rows in one order). */
const idsOf = (list: readonly number[] | null | undefined): number[] =>
  [...new Set(list ?? [])].sort((a, b) => a - b);

/**
 * DECISIONS 21-24: the rows of a draft of the seller's selected orders and novedades, each
 * locked and checked eligible (400: not the seller's, not there or not in a state a settlement
 * takes; 409: in a live settlement). Writes nothing.
 */
async function buildRows(
  q: Queryable,
  idSeller: number,
  orderIds: readonly number[],
  novedadIds: readonly number[],
): Promise<BuiltRows> {
  const orders = await eligibleOrdersById(q, idSeller, orderIds);
  if (orders.length !== orderIds.length) {
    const found = new Set(orders.map((o) => o.id_orden));
    const held = new Set(await heldOrders(q, orderIds));
    const bad = orderIds.filter((id) => !found.has(id));
    const first = bad.find((id) => !held.has(id));
    if (first !== undefined) throw badRequest(settlementMessages.ordenNoApta(first));
    throw conflict(settlementMessages.ordenOcupada);
  }
  const novedades = await eligibleNovedadesById(q, idSeller, novedadIds);
  if (novedades.length !== novedadIds.length) {
    const found = new Set(novedades.map((n) => n.id_novedad));
    const held = new Set(await heldNovedades(q, novedadIds));
    const bad = novedadIds.filter((id) => !found.has(id));
    const first = bad.find((id) => !held.has(id));
    if (first !== undefined) throw badRequest(settlementMessages.novedadNoApta(first));
    throw conflict(settlementMessages.ordenOcupada);
  }
  const fees: BuiltRows['fees'] = [];
  // One set of statements for every order (a draft may hold 10 000: issue 20 point 6).
  const quotes = await quoteOrderFees(
    q,
    orders.map((o) => o.id_orden),
  );
  for (const o of orders) {
    const quote = quotes.get(o.id_orden);
    if (quote?.cobra) {
      fees.push({
        idVenta: o.id_orden,
        importe: quote.importe,
        idCotizacion: quote.idFeeLogistico,
        pesoHasta: quote.pesoHasta,
        pesoAforado: quote.pesoAforado,
        codigoPostal: quote.codigoPostal,
      });
    }
  }
  const sales = await rebatesOfOrders(q, orderIds);
  const days = orders.map((o) => o.fecha).sort();
  return {
    orders: orders.map((o) =>
      orderRow({
        idOrden: o.id_orden,
        montoVenta: centsFromDecimal(o.monto_venta),
        montoComision: centsFromDecimal(o.monto_comision),
      }),
    ),
    novedades: novedades.map((n) => ({
      idNovedad: n.id_novedad,
      importe: centsFromDecimal(n.importe),
      idSubTipo: n.id_subtipo,
    })),
    fees,
    rebates: sales.map((r) => ({
      idRebate: r.id_rebate,
      idVenta: r.id_orden,
      aCargoMarketUnidad: centsFromDecimal(r.a_cargo_market),
      unidades: r.unidades,
      sale: r,
    })),
    fechaDesde: days[0] ?? todayInMarket(),
    fechaHasta: days[days.length - 1] ?? todayInMarket(),
  };
}

/** Writes the rows of `built` into settlement `id` and its header (taxes: `taxes`). */
async function writeRows(
  q: Queryable,
  id: number,
  built: BuiltRows,
  taxes: readonly TaxDetail[],
): Promise<void> {
  await insertRows(q, id, { ...built, rebates: built.rebates.map((r) => r.sale) });
  const totals = settlementTotals({ ...built, taxes });
  await writeHeaderTotals(q, id, headerValues(totals), {
    fechaDesde: built.fechaDesde,
    fechaHasta: built.fechaHasta,
  });
}

/** Postgres' unique violation: another live settlement took an order or novedad meanwhile. */
const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';

export async function raceAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(settlementMessages.ordenOcupada);
    throw e;
  }
}

/** 002 §6: who sees the settlement (404 otherwise, no data). */
export function visibleHeader(
  session: Session,
  h: HeaderRow | undefined,
  idSeller: number | undefined,
): HeaderRow {
  if (!h || h.eliminada) throw notFound(settlementMessages.noEncontrada);
  if (idSeller !== undefined && idSeller > 0 && idSeller !== h.id_seller) {
    throw notFound(settlementMessages.noEncontrada);
  }
  const own = ownSeller(session);
  if (own !== null && (own !== h.id_seller || h.id_estado !== 3)) {
    throw notFound(settlementMessages.noEncontrada);
  }
  return h;
}

/** The machine's refusal texts for a stored settlement. */
export const refusalOf = (h: HeaderRow) => ({
  estado: () =>
    h.eliminada
      ? settlementMessages.eliminada(h.id_liquidacion)
      : settlementMessages.estadoNoPermite(
          h.id_liquidacion,
          estadoLiquidacionLabels[h.id_estado].toLowerCase(),
        ),
});

/**
 * Every row a settlement holds, as stored, for the arithmetic of 'Calcular Percepcion
 * Retencion': all but its taxes, which the calculation replaces (so they are not read).
 */
async function storedRows(q: Queryable, id: number): Promise<Omit<SettlementRows, 'taxes'>> {
  const { orders, fees } = await settlementAmountsInCents(q, id);
  const novedades = await settlementNovedades(q, id);
  const rebates = await settlementRebates(q, id);
  return {
    orders: orders.map(
      ([idOrden, importeOrden, importeComisionNeta, importeComisionTotal, totalOrden]) => ({
        idOrden,
        importeOrden,
        importeComisionNeta,
        importeComisionTotal,
        totalOrden,
      }),
    ),
    novedades: novedades.map((n) => {
      const signed = centsFromDecimal(n.importe_liquidado);
      return { idNovedad: n.id_novedad, importe: Math.abs(signed), idSubTipo: signed < 0 ? 2 : 1 };
    }),
    fees: fees.map(([idVenta, importe]) => ({ idVenta, importe })),
    rebates: rebates.map((r) => ({
      idRebate: r.id_rebate,
      idVenta: r.id_venta,
      aCargoMarketUnidad: centsFromDecimal(r.a_cargo_market_unidad),
      unidades: r.unidades,
    })),
  };
}

/** A settlement a workflow call acts on: 404 when absent or out of a seller's scope. */
function actionable(session: Session, h: HeaderRow | undefined): HeaderRow {
  if (!h) throw notFound(settlementMessages.noEncontrada);
  const own = ownSeller(session);
  if (own !== null && (own !== h.id_seller || h.id_estado !== 3 || h.eliminada)) {
    throw notFound(settlementMessages.noEncontrada);
  }
  return h;
}

export function settlementsHandlers(s: Services): Pick<Handlers, SettlementOperation> {
  async function sellerOfNewSettlement(idSeller: number | undefined): Promise<number> {
    if (idSeller === undefined || idSeller === 0) throw badRequest(settlementMessages.seller);
    if (!(await sellerExists(s.db, idSeller))) throw badRequest(commonMessages.sellerNotFound);
    return idSeller;
  }

  /** Locks the settlement and asks the machine (403 role, 409 state); answers the header. */
  async function decide(
    q: Queryable,
    session: Session,
    id: number,
    type: 'GUARDAR' | 'CALCULAR' | 'CONFIRMAR' | 'ANULAR',
  ): Promise<HeaderRow> {
    const h = actionable(session, await loadHeader(q, id, true));
    const event: SettlementUserEvent = { type, tipoUsuario: session.tipoUsuario };
    const stored = { idEstado: h.id_estado, eliminada: h.eliminada };
    allowedOutcome(
      {
        decision: settlementDecision(stored, event),
        outcome: () => settlementOutcome(stored, event),
      },
      refusalOf(h),
    );
    return h;
  }

  async function settlementStatesList() {
    const rows = await settlementStates(s.db);
    return {
      listadoEstadosLiquidaciones: rows.map((r) => ({
        idEstado: r.id_estado,
        descripcion: r.descripcion,
      })),
    };
  }

  async function answer(id: number, mensaje: string) {
    const h = await loadHeader(s.db, id);
    if (!h) throw notFound(settlementMessages.noEncontrada);
    return { mensaje, encabezado: headerOf(h) };
  }

  return {
    async confirmarLiquidacion({ body, session }) {
      const numero = body.NumeroComprobante?.trim() ?? '';
      if (numero === '') throw badRequest(settlementMessages.numeroFactura);
      if (numero.length > 30) throw badRequest(settlementMessages.numeroFacturaLargo);
      const idTipo = body.IdTipoComprobante ?? 0;
      if (idTipo === 0) throw badRequest(settlementMessages.tipoFactura);
      await s.db.tx(async (q) => {
        const h = await decide(q, session, body.IdLiquidacion, 'CONFIRMAR');
        if (!(await invoiceTypeExists(q, idTipo))) {
          throw badRequest(settlementMessages.tipoFacturaInexistente);
        }
        await writeStep(
          q,
          session,
          {
            entidad: 'liquidacion',
            idEntidad: h.id_liquidacion,
            desde: 2,
            hacia: 3,
            evento: 'CONFIRMAR',
            detalle: { numero },
          },
          () =>
            markConfirmed(q, h.id_liquidacion, {
              numero,
              idTipo,
              codigoSap: body.codigoSAP ?? null,
              idUsuario: session.userId,
            }),
        );
        // DECISIONS 20: its novedades become Liquidada in the same transaction.
        for (const n of await heldNovedadStates(q, h.id_liquidacion)) {
          const hacia = allowedOutcome(
            {
              decision: novedadDecision(n.id_estado, { type: 'LIQUIDAR' }),
              outcome: () => novedadOutcome(n.id_estado, { type: 'LIQUIDAR' }),
            },
            {
              estado: () =>
                `La novedad ${String(n.id_novedad)} está ${estadoNovedadLabels[n.id_estado].toLowerCase()}: no puede liquidarse.`,
            },
          );
          await writeStep(
            q,
            session,
            {
              entidad: 'novedad',
              idEntidad: n.id_novedad,
              desde: n.id_estado,
              hacia,
              evento: 'LIQUIDAR',
              lote: confirmationBatch(h.id_liquidacion),
            },
            () => setNovedadLiquidada(q, n.id_novedad),
          );
        }
      });
      return answer(body.IdLiquidacion, settlementCallSuccesses.confirmar);
    },

    async eliminarLiquidacion({ body, session }) {
      await s.db.tx(async (q) => {
        const h = await decide(q, session, body.IdLiquidacion, 'ANULAR');
        await writeStep(
          q,
          session,
          {
            entidad: 'liquidacion',
            idEntidad: h.id_liquidacion,
            desde: 2,
            hacia: 'eliminada',
            evento: 'ANULAR',
          },
          () => markDeleted(q, h.id_liquidacion, session.userId),
        );
      });
      return answer(body.IdLiquidacion, settlementCallSuccesses.anular);
    },

    async editarLiquidacion({ body, session }) {
      const orderIds = idsOf(body.CuerpoOrdenes);
      if (orderIds.length === 0) throw badRequest(settlementMessages.sinOrdenEdicion);
      const novedadIds = idsOf(body.CuerpoNovedad);
      await raceAsConflict(() =>
        s.db.tx(async (q) => {
          const h = await decide(q, session, body.IdLiquidacion, 'GUARDAR');
          await writeStep(
            q,
            session,
            {
              entidad: 'liquidacion',
              idEntidad: h.id_liquidacion,
              desde: 2,
              hacia: 2,
              evento: 'GUARDAR',
            },
            async () => {
              await clearDraftRows(q, h.id_liquidacion);
              const built = await buildRows(q, h.id_seller, orderIds, novedadIds);
              await writeRows(q, h.id_liquidacion, built, []);
            },
          );
        }),
      );
      return answer(body.IdLiquidacion, settlementCallSuccesses.guardar);
    },

    async calcularLiquidacion({ body, session }) {
      const retenciones = await s.db.tx(async (q) => {
        const h = await decide(q, session, body.idLiquidacion, 'CALCULAR');
        const rows = await storedRows(q, h.id_liquidacion);
        const regimes = await activeRegimes(q);
        const details = applyRegimes(rows.orders, facturadoNeto(rows), regimeRules(regimes));
        const totals = settlementTotals({ ...rows, taxes: details });
        await writeStep(
          q,
          session,
          {
            entidad: 'liquidacion',
            idEntidad: h.id_liquidacion,
            desde: h.total_liquidacion,
            hacia: dec(totals.totalLiquidacion),
            evento: 'CALCULAR',
          },
          async () => {
            await replaceTaxes(q, h.id_liquidacion, details, regimes);
            await writeHeaderTotals(q, h.id_liquidacion, headerValues(totals));
          },
        );
        const byOrder = new Map<number, number>();
        for (const d of details) {
          if (d.tipo === 'retencion' && d.idVenta !== null) {
            byOrder.set(d.idVenta, (byOrder.get(d.idVenta) ?? 0) + d.monto);
          }
        }
        return [...byOrder].map(([idVenta, c]) => ({
          idVenta,
          totalRetencion: amountFromCents(c),
        }));
      });
      const h = await loadHeader(s.db, body.idLiquidacion);
      if (!h) throw notFound(settlementMessages.noEncontrada);
      const encabezado = headerOf(h);
      return {
        totalRetenciones: encabezado.totalRetenciones,
        totalPercepcion: encabezado.totalPercepcion,
        retenciones,
        encabezado,
      };
    },

    async cargasTributarias({ query, session }) {
      const h = visibleHeader(session, await loadHeader(s.db, query.idLiquidacion), undefined);
      const porOrden = query.alcance === 'orden';
      if (porOrden && query.idOrden === undefined)
        throw badRequest(settlementMessages.ordenDetalle);
      const rows = await settlementTaxes(s.db, h.id_liquidacion);
      const of = (t: (typeof rows)[number]) => {
        const monto = money(t.monto);
        return {
          id: t.id,
          idVenta: t.id_venta,
          regimen: t.regimen,
          alicuota: t.alicuota_pb / 100,
          monto,
          montoADevolver: 0,
          saldo: monto,
          baseImponible: money(t.base_imponible),
        };
      };
      const retenciones = rows.filter(
        (t) => t.tipo === 'retencion' && (!porOrden || t.id_venta === query.idOrden),
      );
      return {
        detalleTributarioOrdenes: retenciones.map(of),
        detalleTributarioLiquidacion: porOrden
          ? []
          : rows.filter((t) => t.tipo === 'percepcion').map(of),
      };
    },

    async tiposComprobantes() {
      const rows = await invoiceTypes(s.db);
      return {
        tipoComprobantes: rows.map((r) => ({
          idTipoComprobante: r.id_tipo_comprobante,
          descripcion: r.descripcion,
        })),
      };
    },

    estadosLiquidaciones: () => settlementStatesList(),

    // 002 §7: the second path of the same list, with the same answer.
    estadosLiquidacionesCorrecto: () => settlementStatesList(),

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
      const pendiente = listPending(session, query.Pendiente, 'liquidaciones');
      const noDates = query.fechaDesde === undefined && query.fechaHasta === undefined;
      // A queue of 'Pendientes' lists every record it counts: no date bound unless one is sent.
      const { desde, hasta } =
        pendiente !== undefined && noDates
          ? { desde: null, hasta: null }
          : own !== null && noDates
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
          pendiente,
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

    async crearLiquidacion({ body, session }) {
      const event: SettlementUserEvent = { type: 'CREAR', tipoUsuario: session.tipoUsuario };
      allowedOutcome(
        {
          decision: settlementDecision({}, event),
          outcome: () => settlementOutcome({}, event),
        },
        { estado: () => settlementMessages.estadoNoPermite(0, 'nueva') },
      );
      const idSeller = body.Seller ?? 0;
      if (idSeller === 0) throw badRequest(settlementMessages.seller);
      const orderIds = idsOf(body.ordenesSeleccionadas);
      if (orderIds.length === 0) throw badRequest(settlementMessages.sinOrden);
      const novedadIds = idsOf(body.novedadesSeleccionadas);
      const id = await raceAsConflict(() =>
        s.db.tx(async (q) => {
          if (!(await sellerExists(q, idSeller))) throw badRequest(commonMessages.sellerNotFound);
          const built = await buildRows(q, idSeller, orderIds, novedadIds);
          const idLiquidacion = await insertHeader(q, {
            idSeller,
            fechaDesde: built.fechaDesde,
            fechaHasta: built.fechaHasta,
            idUsuario: session.userId,
          });
          await writeStep(
            q,
            session,
            {
              entidad: 'liquidacion',
              idEntidad: idLiquidacion,
              desde: null,
              hacia: 2,
              evento: 'CREAR',
            },
            () => writeRows(q, idLiquidacion, built, []),
          );
          return idLiquidacion;
        }),
      );
      const h = await loadHeader(s.db, id);
      if (!h) throw new Error('la liquidación creada no se encuentra');
      return { mensaje: settlementCallSuccesses.crear, encabezado: headerOf(h) };
    },

    async detalleLiquidacion({ query, session }) {
      const h = visibleHeader(session, await loadHeader(s.db, query.idLiquidacion), query.idSeller);
      return headerOf(h);
    },

    async historialLiquidacion({ query, session }) {
      const h = visibleHeader(session, await loadHeader(s.db, query.idLiquidacion), undefined);
      return historyPage(s.db, {
        entidades: settlementHistoryEntities,
        idEntidad: h.id_liquidacion,
        numeroPagina: query.NumeroPagina,
        viewer: session,
        texts: settlementHistoryTexts,
      });
    },

    async ordenesDeLiquidacion({ query, session }) {
      const h = visibleHeader(session, await loadHeader(s.db, query.idLiquidacion), query.idSeller);
      const rows = await settlementOrders(s.db, h.id_liquidacion);
      return {
        ordenes: rows.map((o) => ({
          ...orderOf(o, { checked: true, retencion: centsFromDecimal(o.retencion) }),
          // As stored when the draft was made or saved (DECISIONS 22).
          importeOrden: money(o.importe_orden),
          importeComisionNeta: money(o.importe_comision_neta),
          importeComisionTotal: money(o.importe_comision_total),
          totalOrden: money(o.total_orden),
        })),
      };
    },

    async novedadesDeLiquidacion({ query, session }) {
      const h = visibleHeader(session, await loadHeader(s.db, query.idLiquidacion), query.idSeller);
      const rows = await settlementNovedades(s.db, h.id_liquidacion);
      return {
        novedades: rows.map((n) => ({
          ...novedadOf(n),
          importeNovedad: money(n.importe_liquidado),
        })),
      };
    },

    async feesDeLiquidacion({ query, session }) {
      const h = visibleHeader(session, await loadHeader(s.db, query.idLiquidacion), query.idSeller);
      const rows = await settlementFees(s.db, h.id_liquidacion);
      return {
        fees: rows.map((f) => ({
          idVenta: f.id_venta,
          idCotizacion: f.id_cotizacion,
          pesoHasta: f.peso_hasta === null ? null : Number(f.peso_hasta),
          pesoAforado: f.peso_aforado === null ? null : Number(f.peso_aforado),
          codigoPostal: f.codigo_postal,
          importe: money(f.importe),
        })),
      };
    },

    async rebatesDeLiquidacion({ query, session }) {
      const h = visibleHeader(session, await loadHeader(s.db, query.idLiquidacion), query.idSeller);
      const rows = await settlementRebates(s.db, h.id_liquidacion);
      return {
        rebates: rows.map((r) => {
          const unidad = centsFromDecimal(r.a_cargo_market_unidad);
          return {
            idRebate: r.id_rebate,
            idVenta: r.id_venta,
            precioOriginal: money(r.precio_original),
            precioPublicado: money(r.precio_publicado),
            rebateMarket: amountFromCents(unidad),
            rebateSeller: money(r.a_cargo_seller_unidad),
            unidades: r.unidades,
            totalRebateMarket: amountFromCents(
              rebateCredit({
                idRebate: r.id_rebate,
                idVenta: r.id_venta,
                aCargoMarketUnidad: unidad,
                unidades: r.unidades,
              }),
            ),
          };
        }),
      };
    },
  };
}
