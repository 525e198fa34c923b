// What one export is (issue 21): its request as the server resolved it (the filter with the
// session's scope, the template), and from it the sheet, the columns, the file name, the count
// and the rows. The answer at once (./handlers.ts) and the export centre's job (./centre.ts)
// build a file from the same plan, so a file is the same whichever way it is made.
import {
  exportFileNames,
  liquidacionColumns,
  novedadColumns,
  sellerColumns,
  sellerOrderColumns,
  staffOrderColumns,
  type ExportColumn,
} from '../../domain/exports.ts';
import type { Queryable } from '../db/db.ts';
import { countOrders, type OrderFilter } from '../orders/area.ts';
import { searchNovedades, type NovedadFilter } from '../novedades/area.ts';
import { searchSettlements, type SettlementFilter } from '../settlements/area.ts';
import { listSellers } from '../sellers/area.ts';
import { orderRows } from './orders.ts';
import { liquidacionRows, novedadRows, sellerRows } from './records.ts';
import type { PostedCell } from './sheet.ts';

export type ExportRequest =
  | { tipo: 'ordenes'; filtro: OrderFilter; plantilla: 'staff' | 'seller' }
  | { tipo: 'ordenesTelefonicas'; filtro: OrderFilter }
  | { tipo: 'novedades'; filtro: NovedadFilter }
  | { tipo: 'liquidaciones'; filtro: SettlementFilter }
  | { tipo: 'sellers' };

export type ExportTipo = ExportRequest['tipo'];

export interface ExportPlan {
  sheetName: string;
  fileName: string;
  columns: readonly ExportColumn[];
  /** How many records (orders, novedades, settlements, sellers) the file holds. */
  count: () => Promise<number>;
  rows: () => AsyncIterable<PostedCell[][]>;
}

export function planOf(q: Queryable, req: ExportRequest, brand: string): ExportPlan {
  switch (req.tipo) {
    case 'ordenes': {
      const columns = req.plantilla === 'staff' ? staffOrderColumns : sellerOrderColumns;
      return {
        sheetName: 'Ordenes',
        fileName: exportFileNames.ordenes,
        columns,
        count: () => countOrders(q, req.filtro),
        rows: () => orderRows(q, req.filtro, columns, brand),
      };
    }
    case 'ordenesTelefonicas':
      return {
        sheetName: 'Ordenes Telefonicas',
        fileName: exportFileNames.ordenesTelefonicas,
        columns: staffOrderColumns,
        count: () => countOrders(q, req.filtro),
        rows: () => orderRows(q, req.filtro, staffOrderColumns, brand),
      };
    case 'novedades':
      return {
        sheetName: 'Novedades',
        fileName: exportFileNames.novedades,
        columns: novedadColumns,
        count: async () => (await searchNovedades(q, req.filtro, 1, 1)).total,
        rows: () => novedadRows(q, req.filtro),
      };
    case 'liquidaciones':
      return {
        sheetName: 'Liquidaciones',
        fileName: exportFileNames.liquidaciones,
        columns: liquidacionColumns,
        count: async () => (await searchSettlements(q, req.filtro, 1, 1)).total,
        rows: () => liquidacionRows(q, req.filtro),
      };
    case 'sellers':
      return {
        sheetName: 'Sellers',
        fileName: exportFileNames.sellers,
        columns: sellerColumns,
        count: async () => (await listSellers(q, { razonSocial: '', size: 1, page: 1 })).total,
        rows: () => sellerRows(q),
      };
  }
}
