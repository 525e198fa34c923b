// The three blocks of the dashboard (000 §2.4) and the field of the contract behind each figure
// (000 §3 'Dashboard totals'; the meaning of each is in openapi/, dashboardTotalizadores).
// Labels are the spec's, character for character.
import type { Totalizadores } from '../../api/dashboard-queries.ts';
import { centsFromAmount, formatMoney } from '../../domain/money.ts';

/** Amounts in pesos are shown as `$ 1.234,56`; counts with dot thousands (000 §1). */
export type FigureKind = 'money' | 'count';

export type BlockKey = 'ventas' | 'ordenes' | 'publicaciones';

export interface Figure {
  /** The contract's field within its block. */
  field: string;
  label: string;
  kind: FigureKind;
  value: (totals: Totalizadores) => number;
}

export interface Block {
  key: BlockKey;
  title: string;
  figures: readonly Figure[];
}

/** A block from [field, label, kind] rows; a field the contract does not have fails to build. */
function block<B extends BlockKey>(
  key: B,
  title: string,
  rows: readonly (readonly [
    field: keyof Totalizadores[B] & string,
    label: string,
    kind: FigureKind,
  ])[],
): Block {
  return {
    key,
    title,
    figures: rows.map(([field, label, kind]) => ({
      field,
      label,
      kind,
      // Every field of the three blocks is a number in the contract.
      value: (totals) => totals[key][field] as number,
    })),
  };
}

export const dashboardBlocks: readonly Block[] = [
  block('ventas', 'Ventas', [
    ['total', 'Total Ventas Aprobadas', 'money'],
    ['pendientes', 'Total Ventas Pendientes Aprobación', 'money'],
    ['comision', 'Comisión (sin iva)', 'money'],
    ['feeLogistico', '$ Fee logístico (sin iva)', 'money'],
    ['ticketPromedio', 'Ticket Promedio', 'money'],
    ['unidades', 'Cantidad de unidades', 'count'],
    ['ordenesAnuladasGateway', 'Ordenes Anuladas', 'money'],
    ['ordenesPendientesGateway', 'Ordenes Pendientes', 'money'],
    ['totalVenta', 'Total Ventas', 'money'],
  ]),
  block('ordenes', 'Órdenes', [
    ['total', 'Totales', 'count'],
    ['pendientes', 'Total Pendientes Aprobación', 'count'],
    ['anuladas', 'Total Pago Rechazado', 'count'],
    ['facturadas', 'Facturadas', 'count'],
    ['pendientesFacturacion', 'Pendientes de facturación', 'count'],
    ['facturadasAnuladas', 'Facturadas anuladas', 'count'],
    ['envioProcesado', 'Con envío procesado', 'count'],
    ['envioPendiente', 'Con envío pendiente', 'count'],
  ]),
  block('publicaciones', 'Publicaciones', [
    ['total', 'Totales', 'count'],
    ['activas', 'Activas', 'count'],
    ['pendientes', 'Pendientes', 'count'],
    ['enRevision', 'En revisión', 'count'],
    ['pausadasConStock', 'Pausadas con stock', 'count'],
    ['pausadasSinStock', 'Pausadas sin stock', 'count'],
  ]),
];

/** A count with dot thousands, as es-AR writes it: 1.234 (000 §1). */
export function formatCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  return sign + String(Math.abs(Math.trunc(count))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export function formatFigure(value: number, kind: FigureKind): string {
  // DECISIONS 7: amounts come as pesos with two decimals and are formatted from their cents.
  return kind === 'money' ? formatMoney(centsFromAmount(value)) : formatCount(value);
}

/** Stable test id of a figure: dashboard-<block>-<field> (e.g. dashboard-ventas-total). */
export function figureTestId(blockKey: BlockKey, field: string): string {
  return `dashboard-${blockKey}-${field}`;
}
