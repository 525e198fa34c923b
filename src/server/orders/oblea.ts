// The shipping label (oblea) of an order (001 §2.1 Entrega tab, §4, §7 'GET /api/Obleas';
// issue 14 point 2): a real one-page PDF made with pdf-lib, 10 x 15 cm, with the order, the
// seller who sends it, the delivery address and type, the buyer and a Code 128 barcode of the
// order id (bwip-js, rendered as PNG and embedded) that the carrier scans. The buyer's e-mail
// and phone are not printed: the contact-data rule of 001 §6 decides who sees them, and a
// label travels through many hands.
//
// 001 §2.1: 'Descargar oblea' shows when the order has a tracking URL, so the server answers
// 409 without one (the shipment was not processed yet). The first download by a user who works
// the order (staff, the seller's users) marks it downloaded ('Volver a Descargar Oblea', 001
// §4) with its audit row; read-only users may download it without marking it.
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Handlers } from '../http/contract.ts';
import { replySent } from '../http/contract.ts';
import { conflict } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { audit } from '../audit.ts';
import { TipoUsuario } from '../../domain/roles.ts';
import { orderMessages } from '../../domain/order-rules.ts';
import { labelSender, markLabelDownloaded, type LabelSender, type OrderRow } from './repository.ts';
import type { OrderSteps } from './documents.ts';

export type LabelOperation = 'descargarOblea';

/** The label's size: 10 x 15 cm in points. */
const WIDTH = 283;
const HEIGHT = 425;

/** The standard fonts write WinAnsi: anything else becomes '?'. */
const ansi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** The text of the barcode: the order id, as the carrier's scanner reads it back. */
export const labelBarcodeText = (idOrden: number) => String(idOrden);

export const labelFileName = (idOrden: number) => `Oblea-${String(idOrden)}.pdf`;

/**
 * A Code 128 of the order id, as PNG. bwip-js here and pdf-lib in labelPdf are loaded with the
 * first label (issue 37 point 4: the server at rest holds only what it has used; loaded at start
 * they were some 25 MB resident).
 */
export async function labelBarcodePng(idOrden: number): Promise<Buffer> {
  const { toBuffer } = await import('bwip-js/node');
  return toBuffer({
    bcid: 'code128',
    text: labelBarcodeText(idOrden),
    scale: 3,
    height: 16,
    includetext: true,
    textxalign: 'center',
    paddingwidth: 10,
    paddingheight: 6,
    backgroundcolor: 'FFFFFF',
  });
}

const joined = (...parts: (string | null)[]) =>
  parts.filter((p): p is string => p !== null && p.trim() !== '').join(' ');

export async function labelPdf(row: OrderRow, sender: LabelSender): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Oblea - Orden ${String(row.id_orden)}`);
  doc.setSubject(labelBarcodeText(row.id_orden));
  const page = doc.addPage([WIDTH, HEIGHT]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0, 0, 0);
  let y = HEIGHT - 30;
  const line = (p: PDFPage, text: string, size = 9, font: PDFFont = regular) => {
    p.drawText(ansi(text).slice(0, 70), { x: 16, y, size, font, color: ink });
    y -= size + 4;
  };
  const rule = () => {
    page.drawLine({ start: { x: 12, y: y + 4 }, end: { x: WIDTH - 12, y: y + 4 }, thickness: 1 });
    y -= 8;
  };
  // No frame around the page: a scanner reading a row across the label would take its sides
  // for bars.
  line(page, `ORDEN ${String(row.id_orden)}`, 16, bold);
  if (row.id_referencia) line(page, `Referencia ${row.id_referencia}`);
  line(page, row.tipo_entrega, 10, bold);
  rule();
  line(page, 'REMITENTE', 8, bold);
  line(page, sender.razon_social, 10, bold);
  if (sender.direccion) line(page, sender.direccion);
  if (sender.cuit) line(page, `CUIT ${sender.cuit}`);
  if (sender.email) line(page, sender.email);
  rule();
  line(page, 'DESTINATARIO', 8, bold);
  line(page, `${row.cliente_nombre} ${row.cliente_apellido}`, 11, bold);
  line(page, `${row.cliente_tipo_documento} ${row.cliente_documento}`);
  line(
    page,
    joined(
      row.entrega_domicilio,
      row.entrega_piso === null ? null : `Piso ${row.entrega_piso}`,
      row.entrega_departamento === null ? null : `Dto. ${row.entrega_departamento}`,
    ),
    10,
  );
  line(page, joined(row.entrega_codigo_postal, row.entrega_localidad), 10);
  line(page, row.entrega_provincia ?? '', 10);
  rule();
  if (row.url_tracking) {
    line(page, 'SEGUIMIENTO', 8, bold);
    line(page, row.url_tracking, 7);
  }
  const png = await doc.embedPng(await labelBarcodePng(row.id_orden));
  const width = Math.min(WIDTH - 40, png.width / 2);
  const height = (png.height * width) / png.width;
  page.drawImage(png, { x: (WIDTH - width) / 2, y: 20, width, height });
  return doc.save();
}

export function labelHandlers(s: Services, steps: OrderSteps): Pick<Handlers, LabelOperation> {
  return {
    async descargarOblea({ query, session, reply }) {
      const row = await steps.visibleOrder(s.db, session, query.idOrden);
      if (row.url_tracking === null) throw conflict(orderMessages.obleaSinTracking);
      const sender = (await labelSender(s.db, row.id_seller)) ?? {
        razon_social: row.razon_social,
        cuit: null,
        email: null,
      };
      const pdf = await labelPdf(row, sender);
      if (!row.oblea_descargada && session.tipoUsuario !== TipoUsuario.soloLectura) {
        await s.db.tx(async (q) => {
          // Two first downloads at once write one mark and one audit row.
          if (!(await markLabelDownloaded(q, row.id_orden))) return;
          await audit(q, {
            entidad: 'orden-oblea',
            idEntidad: row.id_orden,
            desde: 'false',
            hacia: 'true',
            evento: 'DESCARGAR_OBLEA',
            idUsuario: session.userId,
          });
        });
      }
      await reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${labelFileName(row.id_orden)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
      return replySent;
    },
  };
}
