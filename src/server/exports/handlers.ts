// The exports' handlers (002 §7 'Exports', §6; issue 21): each checks its filter, counts what
// it would write (more than EXPORT_MAX_ROWS: 400), then writes the workbook from its reader's
// batches (./sheet.ts). Access by role and menu is the access table's (src/domain/access/
// exports.ts); sellers' orders are scoped here, from the session.
import type { Handlers } from '../http/contract.ts';
import { badRequest } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { sellerScope } from '../shared/seller-scope.ts';
import { commonMessages } from '../../domain/texts/common.ts';
import { novedadMessages } from '../../domain/novedad-rules.ts';
import { isStaff } from '../../domain/roles.ts';
import {
  EXPORT_MAX_ROWS,
  exportFileNames,
  exportTexts,
  liquidacionColumns,
  novedadColumns,
  sellerColumns,
  sellerOrderColumns,
  staffOrderColumns,
} from '../../domain/exports.ts';
import { countOrders, type OrderFilter } from '../orders/area.ts';
import { searchNovedades, type NovedadFilter } from '../novedades/area.ts';
import { searchSettlements, type SettlementFilter } from '../settlements/area.ts';
import { orderRows } from './orders.ts';
import { liquidacionRows, novedadRows, sellerRows } from './records.ts';
import { buildSheet } from './sheet.ts';

export type ExportsOperation =
  | 'exportarOrdenes'
  | 'cantidadExportarOrdenes'
  | 'exportarOrdenesTelefonicas'
  | 'exportarNovedades'
  | 'exportarLiquidaciones'
  | 'exportarSellers';

/** A required range of days (YYYY-MM-DD, validated by the contract), in order. */
function requiredRange(desde: string | undefined, hasta: string | undefined) {
  if (!desde) throw badRequest(novedadMessages.fechaInicial);
  if (!hasta) throw badRequest(novedadMessages.fechaFinal);
  if (desde > hasta) throw badRequest(commonMessages.dateRangeInverted);
  return { desde, hasta };
}

function checkSize(cantidad: number): void {
  if (cantidad > EXPORT_MAX_ROWS) throw badRequest(exportTexts.demasiadas(cantidad));
}

/** 002 §5: the orders filter, empty fields meaning "any". */
interface OrdersFilterInput {
  idSeller?: number | null;
  fechaDesde?: string | null;
  fechaHasta?: string | null;
  idEstado?: number | null;
  idOrden?: number | null;
  documento?: string | null;
  apellido?: string | null;
}

const blankToUndefined = (v: string | null | undefined) => (v?.trim() ? v.trim() : undefined);

export function exportsHandlers(s: Services): Pick<Handlers, ExportsOperation> {
  const brand = s.config.brandName;

  function ordersFilter(
    session: Parameters<typeof sellerScope>[0],
    f: OrdersFilterInput,
  ): OrderFilter {
    const fechaDesde = f.fechaDesde ?? undefined;
    const fechaHasta = f.fechaHasta ?? undefined;
    if (fechaDesde && fechaHasta && fechaDesde > fechaHasta) {
      throw badRequest(commonMessages.dateRangeInverted);
    }
    return {
      // 000 §6: a seller's own seller whatever it sent; staff one seller or all.
      idSeller: sellerScope(session, f.idSeller),
      idOrden: f.idOrden ?? undefined,
      documento: blankToUndefined(f.documento),
      apellido: blankToUndefined(f.apellido),
      idEstado: f.idEstado ?? undefined,
      fechaDesde,
      fechaHasta,
    };
  }

  return {
    async exportarOrdenes({ body, session }) {
      const filter = ordersFilter(session, body);
      const cantidadOrdenes = await countOrders(s.db, filter);
      checkSize(cantidadOrdenes);
      // 002 §6: staff get the full template, everyone else the sellers'.
      const columns = isStaff(session.tipoUsuario) ? staffOrderColumns : sellerOrderColumns;
      const sheet = await buildSheet('Ordenes', columns, orderRows(s.db, filter, columns, brand));
      return { cantidadOrdenes, excel: sheet.base64, nombreArchivo: exportFileNames.ordenes };
    },

    async cantidadExportarOrdenes({ query, session }) {
      return { cantidadOrdenes: await countOrders(s.db, ordersFilter(session, query)) };
    },

    async exportarOrdenesTelefonicas({ query }) {
      const { desde, hasta } = requiredRange(query.fechaDesde, query.fechaHasta);
      const filter: OrderFilter = {
        idSeller: null,
        fechaDesde: desde,
        fechaHasta: hasta,
        telefonicas: true,
      };
      const cantidad = await countOrders(s.db, filter);
      checkSize(cantidad);
      const sheet = await buildSheet(
        'Ordenes Telefonicas',
        staffOrderColumns,
        orderRows(s.db, filter, staffOrderColumns, brand),
      );
      return {
        excelBase64: sheet.base64,
        nombreArchivo: exportFileNames.ordenesTelefonicas,
        cantidad,
      };
    },

    async exportarNovedades({ query }) {
      const { desde, hasta } = requiredRange(query.fechaDesde, query.fechaHasta);
      const todas = (query.buscaTodo ?? 1) === 1;
      if (!todas && query.idSeller === undefined) throw badRequest(novedadMessages.seller);
      if (!todas && query.idEstado === undefined) throw badRequest(novedadMessages.estado);
      const filter: NovedadFilter = {
        fechaDesde: desde,
        fechaHasta: hasta,
        idSeller: todas ? null : (query.idSeller ?? null),
        idEstado: todas ? null : (query.idEstado ?? null),
        ordenDeReferencia: query.ordenDeReferencia ?? 0,
      };
      const { total } = await searchNovedades(s.db, filter, 1, 1);
      checkSize(total);
      const sheet = await buildSheet('Novedades', novedadColumns, novedadRows(s.db, filter));
      return {
        excelBase64: sheet.base64,
        nombreArchivo: exportFileNames.novedades,
        cantidad: sheet.rows,
      };
    },

    async exportarLiquidaciones({ query }) {
      const { desde, hasta } = requiredRange(query.fechaDesde, query.fechaHasta);
      const todas = (query.buscaTodo ?? 1) === 1;
      const filter: SettlementFilter = {
        fechaDesde: desde,
        fechaHasta: hasta,
        idSeller: todas || !query.idSeller ? null : query.idSeller,
        idEstado: todas ? null : (query.idEstado ?? null),
      };
      const { total } = await searchSettlements(s.db, filter, 1, 1);
      checkSize(total);
      const sheet = await buildSheet(
        'Liquidaciones',
        liquidacionColumns,
        liquidacionRows(s.db, filter),
      );
      return {
        excelBase64: sheet.base64,
        nombreArchivo: exportFileNames.liquidaciones,
        cantidad: sheet.rows,
      };
    },

    async exportarSellers() {
      const sheet = await buildSheet('Sellers', sellerColumns, sellerRows(s.db));
      return {
        excelBase64: sheet.base64,
        nombreArchivo: exportFileNames.sellers,
        cantidad: sheet.rows,
      };
    },
  };
}
