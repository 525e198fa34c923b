// The settlement's PDFs (002 §7 'Documents by idLiquidacion', §9; issue 20 point 6), made with
// pdf-lib through ../shared/pdf-report.ts: the settlement document (LiquidacionPdf), one
// certificate per tax regime applied (ExportarCertificadosPdf), the tax annex by order
// (ExportarCertificadoImpuestosAnexos) and the retentions and perceptions lists
// (ExportarRetencionesYPercepciones). Every total printed is the stored header's; the tables'
// totals are sums of the stored rows, which DECISIONS 26 keeps equal to it.
import { PdfReport, type ReportColumn } from '../shared/pdf-report.ts';
import { centsFromDecimal } from '../../domain/money.ts';
import { LIQUIDACION_CONFIRMADA } from '../../../machines/settlement.ts';
import {
  amount,
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

const n = (id: number | null) => (id === null ? '' : String(id));
const kg = (text: string | null) => (text === null ? '' : amount(Math.round(Number(text) * 100)));

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

// The widest values each column should show whole (wider ones shrink or are cut, see
// ReportColumn): ids of ten digits, amounts in the hundreds of millions, weights of six figures
// and a CPA postal code. The columns are never narrower than these nor than their titles.
const ID = '1234567890';
const DATE = '31-12-2024';
const MONEY = '123.456.789,01';
const KG = '123.456,78';
const PERCENT = '100,00 %';
const CP = 'C1414ABC';

export const orderColumns: readonly ReportColumn[] = [
  { title: 'N° Orden', width: 52, sample: ID },
  { title: 'Fecha', width: 50, sample: DATE },
  { title: 'Tipo Publicación', width: 70 },
  { title: 'Estado', width: 52 },
  { title: 'Importe Orden', width: 62, align: 'right', sample: MONEY },
  { title: 'Comisión Neta', width: 58, align: 'right', sample: MONEY },
  { title: 'Comisión Total', width: 58, align: 'right', sample: MONEY },
  { title: 'Retención', width: 52, align: 'right', sample: MONEY },
  { title: 'Total Orden', width: 62, align: 'right', sample: MONEY },
];

export const novedadColumns: readonly ReportColumn[] = [
  { title: 'N° Novedad', width: 50, sample: ID },
  { title: 'Fecha', width: 50, sample: DATE },
  { title: 'Concepto', width: 110 },
  { title: 'Acción', width: 50 },
  { title: 'Orden Ref.', width: 50, sample: ID },
  { title: 'Observaciones', width: 140 },
  { title: 'Importe', width: 70, align: 'right', sample: MONEY },
];

export const feeColumns: readonly ReportColumn[] = [
  { title: 'N° Orden', width: 60, sample: ID },
  { title: 'Cotización', width: 60, sample: ID },
  { title: 'Peso Hasta (kg)', width: 70, align: 'right', sample: KG },
  { title: 'Peso Aforado (kg)', width: 75, align: 'right', sample: KG },
  { title: 'Código Postal', width: 65, sample: CP },
  { title: 'Importe Neto', width: 80, align: 'right', sample: MONEY },
];

export const rebateColumns: readonly ReportColumn[] = [
  { title: 'Rebate', width: 45, sample: ID },
  { title: 'N° Orden', width: 50, sample: ID },
  { title: 'Precio Original', width: 70, align: 'right', sample: MONEY },
  { title: 'Precio Publicado', width: 70, align: 'right', sample: MONEY },
  { title: 'A cargo Market (u.)', width: 75, align: 'right', sample: MONEY },
  { title: 'A cargo Seller (u.)', width: 75, align: 'right', sample: MONEY },
  { title: 'Unidades', width: 45, align: 'right' },
  { title: 'Total Rebate', width: 70, align: 'right', sample: MONEY },
];

export const taxColumns: readonly ReportColumn[] = [
  { title: 'N° Orden', width: 55, sample: ID },
  { title: 'Régimen', width: 170 },
  { title: 'Tipo', width: 60, sample: 'Percepción' },
  { title: 'Base Imponible', width: 80, align: 'right', sample: MONEY },
  { title: 'Alícuota', width: 55, align: 'right', sample: PERCENT },
  { title: 'Monto', width: 80, align: 'right', sample: MONEY },
];

const tipoText = (t: DocTax) => (t.tipo === 'retencion' ? 'Retención' : 'Percepción');

function* taxRows(taxes: readonly DocTax[]) {
  for (const t of taxes) {
    yield [
      t.idVenta === null ? 'Liquidación' : String(t.idVenta),
      t.regimen,
      tipoText(t),
      amount(t.base),
      percent(t.alicuotaPb),
      amount(t.monto),
    ];
  }
}

/** LiquidacionPdf: the whole settlement. */
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

  const t = d.totals;
  r.heading(`Órdenes (${String(d.orders.length)})`);
  r.table(
    orderColumns,
    (function* () {
      for (const o of d.orders) {
        yield [
          String(o.idOrden),
          day(o.fecha),
          o.tipoPublicacion,
          o.estado,
          amount(o.importeOrden),
          amount(o.comisionNeta),
          amount(o.comisionTotal),
          amount(o.retencion),
          amount(o.totalOrden),
        ];
      }
    })(),
    {
      totals: [
        'Total',
        '',
        '',
        '',
        amount(t.totalOrden),
        amount(t.comisionNeta),
        amount(t.comisionTotal),
        amount(t.totalRetenciones),
        amount(sum(d.orders.map((o) => o.totalOrden))),
      ],
      empty: 'No hay órdenes en esta liquidación.',
    },
  );

  r.heading(`Novedades (${String(d.novedades.length)})`);
  r.table(
    novedadColumns,
    d.novedades.map((x) => [
      String(x.id_novedad),
      day(x.fecha),
      x.concepto,
      x.accion,
      x.orden_referencia === '0' ? '-' : x.orden_referencia,
      x.observaciones ?? '',
      amount(centsFromDecimal(x.importe_liquidado)),
    ]),
    {
      totals: ['Total', '', '', '', '', '', amount(t.totalNovedades)],
      empty: 'No hay novedades en esta liquidación.',
    },
  );

  r.heading(`Fee Logístico (${String(d.fees.length)})`);
  r.table(
    feeColumns,
    (function* () {
      for (const f of d.fees) {
        yield [
          String(f.id_venta),
          n(f.id_cotizacion),
          kg(f.peso_hasta),
          kg(f.peso_aforado),
          f.codigo_postal ?? '',
          amount(centsFromDecimal(f.importe)),
        ];
      }
    })(),
    {
      totals: ['Total neto', '', '', '', '', amount(t.totalCostoFeeNeto)],
      empty: 'No hay fee logístico en esta liquidación.',
    },
  );
  r.amounts([['Fee logístico (con IVA)', money(t.totalCostoFee)]]);

  r.heading(`Rebates (${String(d.rebates.length)})`);
  r.table(
    rebateColumns,
    d.rebates.map((x) => [
      String(x.idRebate),
      String(x.idVenta),
      amount(x.precioOriginal),
      amount(x.precioPublicado),
      amount(x.aCargoMarket),
      amount(x.aCargoSeller),
      String(x.unidades),
      amount(x.total),
    ]),
    {
      totals: ['Total', '', '', '', '', '', '', amount(t.totalRebateConIva)],
      empty: 'No hay rebates en esta liquidación.',
    },
  );

  r.heading('Detalle de Retenciones y Percepciones');
  r.table(taxColumns, taxRows(d.taxes), {
    empty: 'Sin retenciones ni percepciones calculadas.',
  });
  r.amounts([
    ['Total retenciones', money(t.totalRetenciones)],
    ['Total percepciones', money(t.totalPercepcion)],
  ]);

  r.heading('Resumen');
  r.amounts(totalLines(t), true);
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
  r.heading('Detalle');
  r.table(taxColumns, taxRows(rows), {
    totals: [
      'Total',
      '',
      '',
      amount(sum(rows.map((x) => x.base))),
      '',
      amount(sum(rows.map((x) => x.monto))),
    ],
  });
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
  const ret = d.taxes.filter((t) => t.tipo === 'retencion');
  const per = d.taxes.filter((t) => t.tipo === 'percepcion');
  r.heading(`Retenciones por orden (${String(ret.length)})`);
  r.table(taxColumns, taxRows(ret), {
    totals: [
      'Total',
      '',
      '',
      amount(sum(ret.map((t) => t.base))),
      '',
      amount(d.totals.totalRetenciones),
    ],
    empty: 'Sin retenciones.',
  });
  r.heading(`Percepciones de la liquidación (${String(per.length)})`);
  r.table(taxColumns, taxRows(per), {
    totals: [
      'Total',
      '',
      '',
      amount(sum(per.map((t) => t.base))),
      '',
      amount(d.totals.totalPercepcion),
    ],
    empty: 'Sin percepciones.',
  });
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
  r.heading(`Detalle (${String(rows.length)})`);
  r.table(taxColumns, taxRows(rows), {
    totals: ['Total', '', '', amount(sum(rows.map((t) => t.base))), '', amount(total)],
    empty: `Sin ${title.toLowerCase()}.`,
  });
  r.amounts([[`Total ${title.toLowerCase()}`, money(total)]], true);
  return r.save();
}
