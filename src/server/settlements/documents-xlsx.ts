// The settlement as a workbook (002 §7 ExportarLiquidacionExcel, §9; issue 20 point 6), made with
// SheetJS on the server: a 'Liquidación' sheet with the header and one sheet per table (Órdenes,
// Novedades, Fee Logístico, Rebates, Retenciones, Percepciones). Money cells are numbers with the
// format #,##0.00, dates are date cells (dd-mm-yyyy), ids are numbers; the header's totals are
// the stored ones. The tax annex (ExportarCertificadoImpuestosAnexos) reuses the tax sheets.
import * as XLSX from 'xlsx';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import {
  invoiceText,
  stateText,
  type DocTax,
  type SettlementDocument,
} from './documents-content.ts';

export const MONEY_FORMAT = '#,##0.00';
export const DATE_FORMAT = 'dd-mm-yyyy';

/** A day as a date cell: local midnight, which SheetJS turns into a whole serial day. */
const dateCell = (iso: string): Date => {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
};

class Money {
  constructor(readonly cents: number) {}
}
class Percent {
  constructor(readonly value: number) {}
}
type Cell = string | number | Date | Money | Percent | null;

const m = (cents: number) => new Money(cents);
const kg = (text: string | null) => (text === null ? null : Number(text));

function sheet(rows: readonly (readonly Cell[])[], widths: readonly number[]): XLSX.WorkSheet {
  const ws: XLSX.WorkSheet = {};
  let maxC = 0;
  rows.forEach((row, r) => {
    row.forEach((v, c) => {
      if (v === null || v === '') return;
      const ref = XLSX.utils.encode_cell({ r, c });
      if (v instanceof Money) ws[ref] = { t: 'n', v: amountFromCents(v.cents), z: MONEY_FORMAT };
      else if (v instanceof Percent) ws[ref] = { t: 'n', v: v.value, z: '0.00' };
      else if (v instanceof Date) ws[ref] = { t: 'd', v, z: DATE_FORMAT };
      else if (typeof v === 'number') ws[ref] = { t: 'n', v };
      else ws[ref] = { t: 's', v };
      maxC = Math.max(maxC, c);
    });
  });
  ws['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: Math.max(rows.length - 1, 0), c: maxC },
  });
  ws['!cols'] = widths.map((wch) => ({ wch }));
  return ws;
}

export const taxHeaders = ['N° Orden', 'Régimen', 'Tipo', 'Base Imponible', 'Alícuota %', 'Monto'];

export const taxRow = (t: DocTax): Cell[] => [
  t.idVenta,
  t.regimen,
  t.tipo === 'retencion' ? 'Retención' : 'Percepción',
  m(t.base),
  new Percent(t.alicuotaPb / 100),
  m(t.monto),
];

function taxSheets(wb: XLSX.WorkBook, d: SettlementDocument): void {
  const ret = d.taxes.filter((t) => t.tipo === 'retencion');
  const per = d.taxes.filter((t) => t.tipo === 'percepcion');
  const widths = [12, 40, 12, 16, 11, 16];
  XLSX.utils.book_append_sheet(
    wb,
    sheet(
      [
        taxHeaders,
        ...ret.map(taxRow),
        ['Total', null, null, null, null, m(d.totals.totalRetenciones)],
      ],
      widths,
    ),
    'Retenciones',
  );
  XLSX.utils.book_append_sheet(
    wb,
    sheet(
      [
        taxHeaders,
        ...per.map(taxRow),
        ['Total', null, null, null, null, m(d.totals.totalPercepcion)],
      ],
      widths,
    ),
    'Percepciones',
  );
}

/** The header sheet's rows: label, value. */
function headerRows(d: SettlementDocument): Cell[][] {
  const h = d.h;
  const t = d.totals;
  const rows: Cell[][] = [
    ['Liquidación N°', h.id_liquidacion],
    ['Seller', h.razon_social],
    ['CUIT', d.cuit ?? ''],
    ['Estado', stateText(h)],
    ['Fecha', dateCell(h.fecha)],
    ['Período desde', dateCell(h.fecha_desde)],
    ['Período hasta', dateCell(h.fecha_hasta)],
    ['Factura', invoiceText(h) ?? ''],
    ['Código SAP', h.codigo_sap === null ? '' : Number(h.codigo_sap)],
    ['Cantidad de órdenes', h.cantidad_ordenes],
    ['Cantidad de novedades', h.cantidad_novedades],
    ['Total órdenes', m(t.totalOrden)],
    ['Comisión neta', m(t.comisionNeta)],
    ['Comisión total (con IVA)', m(t.comisionTotal)],
    ['Fee logístico neto', m(t.totalCostoFeeNeto)],
    ['Fee logístico (con IVA)', m(t.totalCostoFee)],
    ['Rebates (con IVA)', m(t.totalRebateConIva)],
    ['Novedades', m(t.totalNovedades)],
    ['Retenciones', m(t.totalRetenciones)],
    ['Percepciones', m(t.totalPercepcion)],
    ['Neto Liquidación', m(t.totalLiquidacion)],
  ];
  return rows;
}

/** ExportarLiquidacionExcel: the workbook, as bytes. */
export function settlementWorkbook(d: SettlementDocument): Uint8Array {
  const wb = XLSX.utils.book_new();
  const t = d.totals;
  XLSX.utils.book_append_sheet(wb, sheet(headerRows(d), [26, 40]), 'Liquidación');
  XLSX.utils.book_append_sheet(
    wb,
    sheet(
      [
        [
          'N° Orden',
          'Fecha',
          'Tipo Publicación',
          'Estado',
          'Importe Orden',
          'Comisión Neta',
          'Comisión Total',
          'Retención',
          'Total Orden',
        ],
        ...d.orders.map((o): Cell[] => [
          o.idOrden,
          dateCell(o.fecha),
          o.tipoPublicacion,
          o.estado,
          m(o.importeOrden),
          m(o.comisionNeta),
          m(o.comisionTotal),
          m(o.retencion),
          m(o.totalOrden),
        ]),
        [
          'Total',
          null,
          null,
          null,
          m(t.totalOrden),
          m(t.comisionNeta),
          m(t.comisionTotal),
          m(t.totalRetenciones),
          null,
        ],
      ],
      [12, 12, 20, 14, 16, 16, 16, 14, 16],
    ),
    'Órdenes',
  );
  XLSX.utils.book_append_sheet(
    wb,
    sheet(
      [
        ['N° Novedad', 'Fecha', 'Concepto', 'Acción', 'Orden Ref.', 'Observaciones', 'Importe'],
        ...d.novedades.map((n): Cell[] => [
          n.id_novedad,
          dateCell(n.fecha),
          n.concepto,
          n.accion,
          Number(n.orden_referencia),
          n.observaciones ?? '',
          m(centsFromDecimal(n.importe_liquidado)),
        ]),
        ['Total', null, null, null, null, null, m(t.totalNovedades)],
      ],
      [12, 12, 28, 12, 12, 40, 16],
    ),
    'Novedades',
  );
  XLSX.utils.book_append_sheet(
    wb,
    sheet(
      [
        [
          'N° Orden',
          'Cotización',
          'Peso Hasta (kg)',
          'Peso Aforado (kg)',
          'Código Postal',
          'Importe Neto',
        ],
        ...d.fees.map((f): Cell[] => [
          f.id_venta,
          f.id_cotizacion,
          kg(f.peso_hasta),
          kg(f.peso_aforado),
          f.codigo_postal ?? '',
          m(centsFromDecimal(f.importe)),
        ]),
        ['Total neto', null, null, null, null, m(t.totalCostoFeeNeto)],
        ['Total con IVA', null, null, null, null, m(t.totalCostoFee)],
      ],
      [12, 12, 16, 18, 14, 16],
    ),
    'Fee Logístico',
  );
  XLSX.utils.book_append_sheet(
    wb,
    sheet(
      [
        [
          'Rebate',
          'N° Orden',
          'Precio Original',
          'Precio Publicado',
          'A cargo Market (u.)',
          'A cargo Seller (u.)',
          'Unidades',
          'Total Rebate',
        ],
        ...d.rebates.map((r): Cell[] => [
          r.idRebate,
          r.idVenta,
          m(r.precioOriginal),
          m(r.precioPublicado),
          m(r.aCargoMarket),
          m(r.aCargoSeller),
          r.unidades,
          m(r.total),
        ]),
        ['Total', null, null, null, null, null, null, m(t.totalRebateConIva)],
      ],
      [10, 12, 16, 16, 18, 18, 10, 16],
    ),
    'Rebates',
  );
  taxSheets(wb, d);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}

/** The annex's workbook: the identity and the tax sheets. */
export function annexWorkbook(d: SettlementDocument): Uint8Array {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, sheet(headerRows(d), [26, 40]), 'Liquidación');
  taxSheets(wb, d);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}
