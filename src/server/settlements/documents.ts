// The settlement documents and fee quotes (002 §2 'Settlement detail' buttons, §6, §7 'Documents
// by idLiquidacion' and 'Cotizaciones', §8, §9 file names; DECISIONS 19-26; issue 20 points 6,
// 7): each call reads one settlement in the caller's scope (a seller: only its own confirmed
// ones, else 404 with no data: visibleHeader) and answers the file in base64 with the name it is
// saved as. The tax documents need the stored tax detail: without it, 409 with a Spanish
// message instead of an empty zip.
import { zipSync, type Zippable } from 'fflate';
import type { Handlers } from '../http/contract.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { MARKET_TIME_ZONE } from '../../domain/dates.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import { withIva } from '../../domain/settlement-math.ts';
import { settlementMessages } from '../../domain/settlement-rules.ts';
import { visibleHeader } from './handlers.ts';
import { loadHeader } from './repository.ts';
import { settlementQuotes } from './documents-repository.ts';
import { loadSettlementDocument, safeName, type SettlementDocument } from './documents-content.ts';
import { annexPdf, certificatePdf, kindPdf, regimesOf, settlementPdf } from './documents-pdf.ts';
import { annexWorkbook, settlementWorkbook } from './documents-xlsx.ts';

export type SettlementDocumentOperation =
  | 'exportarLiquidacionExcel'
  | 'liquidacionPdf'
  | 'exportarCertificadosPdf'
  | 'exportarCertificadoImpuestosAnexos'
  | 'exportarRetencionesYPercepciones'
  | 'cotizacionesLiquidaciones';

export const documentMessages = {
  sinImpuestos: (id: number) =>
    `La liquidación N° ${String(id)} no tiene retenciones ni percepciones calculadas: no hay certificados para descargar.`,
} as const;

/** 002 §9 file names. */
export const documentNames = {
  excel: (seller: string, id: number) => `${safeName(seller)}_Liquidacion_N°_${String(id)}.xlsx`,
  pdf: (timestamp: string) => `Liquidacion_${timestamp}.pdf`,
  certificados: 'certificadosPdf.zip',
  anexos: 'certificadoImpuestosAnexo.zip',
  retencionesYPercepciones: (seller: string) => `retencionesYPercepciones_${safeName(seller)}.zip`,
} as const;

/** The market's date and time as YYYYMMDDHHmmss. */
export function marketTimestamp(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const v = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${v('year')}${v('month')}${v('day')}${v('hour')}${v('minute')}${v('second')}`;
}

/** A name part without accents or characters file systems refuse. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

const zip = (files: Zippable) => zipSync(files, { level: 6 });

export function settlementDocumentHandlers(
  s: Services,
): Pick<Handlers, SettlementDocumentOperation> {
  const brand = s.config.brandName;

  async function document(
    session: Parameters<typeof visibleHeader>[0],
    id: number,
  ): Promise<SettlementDocument> {
    const h = visibleHeader(session, await loadHeader(s.db, id), undefined);
    return loadSettlementDocument(s.db, h);
  }

  /** The tax documents' settlement: 409 when it has no tax detail. */
  async function taxed(session: Parameters<typeof visibleHeader>[0], id: number) {
    const d = await document(session, id);
    if (d.taxes.length === 0) throw conflict(documentMessages.sinImpuestos(d.h.id_liquidacion));
    return d;
  }

  return {
    async exportarLiquidacionExcel({ query, session }) {
      const d = await document(session, query.idLiquidacion);
      return {
        excel: base64(settlementWorkbook(d)),
        nombreArchivo: documentNames.excel(d.h.razon_social, d.h.id_liquidacion),
      };
    },

    async liquidacionPdf({ query, session }) {
      const d = await document(session, query.idLiquidacion);
      return {
        pdf: base64(await settlementPdf(d, brand)),
        nombreArchivo: documentNames.pdf(marketTimestamp()),
      };
    },

    async exportarCertificadosPdf({ query, session }) {
      const d = await taxed(session, query.idLiquidacion);
      const files: Zippable = {};
      for (const rows of regimesOf(d.taxes)) {
        const first = rows[0];
        if (!first) continue;
        const kind = first.tipo === 'retencion' ? 'Retencion' : 'Percepcion';
        const name = `Certificado_${kind}_${slug(first.regimen)}_Liquidacion_${String(d.h.id_liquidacion)}.pdf`;
        files[name] = await certificatePdf(d, rows, brand);
      }
      return { zip: base64(zip(files)), nombreArchivo: documentNames.certificados };
    },

    async exportarCertificadoImpuestosAnexos({ query, session }) {
      const d = await taxed(session, query.idLiquidacion);
      const id = String(d.h.id_liquidacion);
      const files: Zippable = {
        [`Anexo_Impuestos_Liquidacion_${id}.pdf`]: await annexPdf(d),
        [`Anexo_Impuestos_Liquidacion_${id}.xlsx`]: annexWorkbook(d),
      };
      return { zip: base64(zip(files)), nombreArchivo: documentNames.anexos };
    },

    async exportarRetencionesYPercepciones({ query, session }) {
      const d = await taxed(session, query.idLiquidacion);
      const id = String(d.h.id_liquidacion);
      const files: Zippable = {
        [`Retenciones_Liquidacion_${id}.pdf`]: await kindPdf(d, 'retencion'),
        [`Percepciones_Liquidacion_${id}.pdf`]: await kindPdf(d, 'percepcion'),
      };
      return {
        data: {
          comprimidoZip: base64(zip(files)),
          nombreArchivo: documentNames.retencionesYPercepciones(d.h.razon_social),
        },
      };
    },

    async cotizacionesLiquidaciones({ body, session }) {
      const ids = [...new Set(body.idLiquidacion)];
      for (const id of ids) {
        const h = await loadHeader(s.db, id);
        if (!h) throw notFound(settlementMessages.noEncontrada);
        visibleHeader(session, h, undefined);
      }
      const rows = await settlementQuotes(s.db, ids);
      return {
        datosFee: rows.map((r) => {
          const importe = centsFromDecimal(r.importe);
          return {
            idLiquidacion: r.id_liquidacion,
            idVenta: r.id_venta,
            idCotizacion: r.id_cotizacion,
            pesoHasta: r.peso_hasta === null ? null : Number(r.peso_hasta),
            pesoAforado: r.peso_aforado === null ? null : Number(r.peso_aforado),
            codigoPostal: r.codigo_postal,
            zona: r.zona,
            escala: r.escala,
            importe: amountFromCents(importe),
            importeConIva: amountFromCents(withIva(importe)),
          };
        }),
      };
    },
  };
}
