// The settlement's PDFs (002 §7 'Documents by idLiquidacion', §9; issue 20 point 6), made with
// pdf-lib through ../shared/pdf-report.ts: the settlement document (LiquidacionPdf), one
// certificate per tax regime applied (ExportarCertificadosPdf), the tax annex by order
// (ExportarCertificadoImpuestosAnexos) and the retentions and perceptions lists
// (ExportarRetencionesYPercepciones). Every total printed is the stored header's; the tables'
// totals are sums of the stored rows, which DECISIONS 26 keeps equal to it. The tables, their
// totals and where they stand are documents-tables.ts's, which the workbook writes too.
import { PdfReport, type ReportColumn } from '../shared/pdf-report.ts';
import { LIQUIDACION_CONFIRMADA } from '../../../machines/settlement.ts';
import {
  day,
  invoiceText,
  money,
  percent,
  stateText,
  sum,
  totalLines,
  type DocTax,
  type SettlementDocument,
} from './documents-content.ts';
import {
  cellText,
  columnSamples,
  settlementTables,
  taxTable,
  taxTables,
  type ColumnKind,
  type DocTable,
} from './documents-tables.ts';

function identity(d: SettlementDocument): [string, string][] {
  const h = d.h;
  const out: [string, string][] = [
    ['Seller', h.razon_social],
    ['CUIT', d.cuit ?? 'Sin CUIT registrado'],
    ['Liquidación N°', String(h.id_liquidacion)],
    ['Estado', stateText(h)],
    ['Período', `${day(h.fecha_desde)} al ${day(h.fecha_hasta)}`],
    ['Fecha', day(h.fecha)],
  ];
  const invoice = invoiceText(h);
  if (invoice) out.push(['Factura', invoice]);
  if (h.codigo_sap) out.push(['Código SAP', h.codigo_sap]);
  return out;
}

const footerOf = (d: SettlementDocument) =>
  `Liquidación N° ${String(d.h.id_liquidacion)} - ${d.h.razon_social}`;

const RIGHT: ReadonlySet<ColumnKind> = new Set(['money', 'kg', 'count', 'percent']);

/**
 * A table's columns for the PDF (documents-tables.ts): figures right-aligned, each column at
 * least as wide as its title and its widest value in this document (or the longest of its closed
 * set); free texts wrap. Nothing is cut.
 */
export function reportColumns(table: DocTable): ReportColumn[] {
  const samples = columnSamples(table);
  return table.columns.map((c, i) => ({
    title: c.title,
    width: c.share,
    align: RIGHT.has(c.kind) ? 'right' : 'left',
    sample: c.kind === 'text' ? undefined : samples[i],
    overflow: RIGHT.has(c.kind) ? 'shrink' : 'wrap',
  }));
}

function* textRows(table: DocTable): Generator<string[]> {
  const kinds = table.columns.map((c) => c.kind);
  for (const row of table.rows()) yield row.map((v, i) => cellText(kinds[i] ?? 'text', v));
}

/** A table under its heading ('Órdenes (3)' unless given), with its totals lines. */
function printTable(r: PdfReport, table: DocTable, heading?: string): void {
  const kinds = table.columns.map((c) => c.kind);
  r.heading(heading ?? `${table.name} (${String(table.count)})`);
  r.table(reportColumns(table), textRows(table), {
    totals: table.totals.map((row) => row.map((v, i) => cellText(kinds[i] ?? 'text', v))),
    empty: table.empty,
  });
}

/** LiquidacionPdf: the whole settlement, its tables as the workbook's sheets. */
export async function settlementPdf(d: SettlementDocument, brand: string): Promise<Uint8Array> {
  const r = await PdfReport.create({
    title: `Liquidación N° ${String(d.h.id_liquidacion)}`,
    subject: `${d.h.razon_social} - ${brand}`,
    footer: footerOf(d),
  });
  r.title(`Liquidación N° ${String(d.h.id_liquidacion)}`);
  r.paragraph(`${brand} - Liquidación de ventas al seller`);
  r.heading('Datos de la liquidación');
  r.fields(identity(d));
  // 002 §4: a draft's alert, and the label of status 3 for a confirmed one.
  r.paragraph(d.h.id_estado === 2 ? 'Liquidación pendiente de confirmar' : LIQUIDACION_CONFIRMADA);
  r.heading('Totales');
  r.fields([
    ['Cantidad de órdenes', String(d.h.cantidad_ordenes)],
    ['Cantidad de novedades', String(d.h.cantidad_novedades)],
  ]);
  r.amounts(totalLines(d.totals), true);
  for (const table of settlementTables(d)) printTable(r, table);
  r.heading('Resumen');
  r.amounts(totalLines(d.totals), true);
  return r.save();
}

/** The regimes applied, in the order of the table, each with its rows. */
export function regimesOf(taxes: readonly DocTax[]): DocTax[][] {
  const by = new Map<number, DocTax[]>();
  for (const t of taxes) {
    const list = by.get(t.idRegimen) ?? [];
    list.push(t);
    by.set(t.idRegimen, list);
  }
  return [...by.entries()].sort(([a], [b]) => a - b).map(([, rows]) => rows);
}

/** A retención or percepción certificate of one regime. */
export async function certificatePdf(
  d: SettlementDocument,
  rows: readonly DocTax[],
  brand: string,
): Promise<Uint8Array> {
  const first = rows[0];
  if (!first) throw new Error('un certificado sin filas');
  const kind = first.tipo === 'retencion' ? 'Retención' : 'Percepción';
  const numero = `${String(d.h.id_liquidacion)}-${String(first.idRegimen)}`;
  const r = await PdfReport.create({
    title: `Certificado de ${kind} N° ${numero}`,
    subject: `${first.regimen} - ${d.h.razon_social}`,
    footer: `Certificado de ${kind} N° ${numero} - ${d.h.razon_social}`,
  });
  r.title(`Certificado de ${kind}`);
  r.fields([
    ['Certificado N°', numero],
    ['Fecha', day(d.h.fecha)],
  ]);
  r.heading(`Agente de ${kind.toLowerCase()}`);
  r.fields([['Razón social', brand]]);
  r.heading(`Sujeto ${first.tipo === 'retencion' ? 'retenido' : 'percibido'}`);
  r.fields([
    ['Razón social', d.h.razon_social],
    ['CUIT', d.cuit ?? 'Sin CUIT registrado'],
  ]);
  r.heading('Operación');
  r.fields([
    ['Liquidación N°', String(d.h.id_liquidacion)],
    ['Período', `${day(d.h.fecha_desde)} al ${day(d.h.fecha_hasta)}`],
    ['Régimen', first.regimen],
    ['Alícuota', percent(first.alicuotaPb)],
  ]);
  printTable(r, taxTable('Detalle', rows, sum(rows.map((x) => x.monto)), ''), 'Detalle');
  r.amounts(
    [
      ['Base imponible', money(sum(rows.map((x) => x.base)))],
      [
        `Monto ${first.tipo === 'retencion' ? 'retenido' : 'percibido'}`,
        money(sum(rows.map((x) => x.monto))),
      ],
    ],
    true,
  );
  return r.save();
}

/** The annex: the tax detail by order, then the settlement's perceptions, and the totals. */
export async function annexPdf(d: SettlementDocument): Promise<Uint8Array> {
  const r = await PdfReport.create({
    title: `Anexo de impuestos - Liquidación N° ${String(d.h.id_liquidacion)}`,
    footer: footerOf(d),
  });
  r.title('Anexo de Certificados de Impuestos');
  r.fields(identity(d));
  const [ret, per] = taxTables(d);
  printTable(r, ret, `Retenciones por orden (${String(ret.count)})`);
  printTable(r, per, `Percepciones de la liquidación (${String(per.count)})`);
  r.amounts([
    ['Total retenciones', money(d.totals.totalRetenciones)],
    ['Total percepciones', money(d.totals.totalPercepcion)],
  ]);
  return r.save();
}

/** The list of one kind (ExportarRetencionesYPercepciones), its total the header's. */
export async function kindPdf(
  d: SettlementDocument,
  tipo: 'retencion' | 'percepcion',
): Promise<Uint8Array> {
  const title = tipo === 'retencion' ? 'Retenciones' : 'Percepciones';
  const rows = d.taxes.filter((t) => t.tipo === tipo);
  const total = tipo === 'retencion' ? d.totals.totalRetenciones : d.totals.totalPercepcion;
  const r = await PdfReport.create({
    title: `${title} - Liquidación N° ${String(d.h.id_liquidacion)}`,
    footer: footerOf(d),
  });
  r.title(title);
  r.fields(identity(d));
  printTable(
    r,
    taxTable(title, rows, total, `Sin ${title.toLowerCase()}.`),
    `Detalle (${String(rows.length)})`,
  );
  r.amounts([[`Total ${title.toLowerCase()}`, money(total)]], true);
  return r.save();
}
