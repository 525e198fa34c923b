// The demo orders' documents (001 §2.1 Estados tab, §4; DECISIONS 8, 14, 18; issue 14 point
// 7): every order of the seed that was invoiced (it has fecha_facturacion) gets its invoice, a
// real PDF made with pdf-lib (the order, the seller, the buyer, the lines and the total); the
// invoiced ones that ended anulado get their credit note too. Stored in the database with the
// rest of the seed, as the demo images are (see src/server/files/store.ts).
import { randomUUID } from 'node:crypto';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Queryable } from '../db.ts';
import { centsFromDecimal, formatMoney } from '../../../domain/money.ts';

interface InvoicedOrder {
  id_orden: number;
  id_seller: number;
  estado: number;
  fecha_facturacion: Date | string;
  razon_social: string;
  cuit: string | null;
  cliente_nombre: string;
  cliente_apellido: string;
  cliente_tipo_documento: string;
  cliente_documento: string;
  monto_venta: string;
}

interface Line {
  id_orden: number;
  cantidad: number;
  titulo: string;
  precio_unitario: string;
}

/** The standard fonts write WinAnsi: anything else becomes '?'. */
const ansi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

const HOUR = 3_600_000;

const day = (d: Date | string) =>
  new Date(d).toLocaleDateString('es-AR', { timeZone: 'America/Argentina/Buenos_Aires' });

/** A one-page invoice (kind 'Factura') or credit note ('Nota de crédito') of the order. */
export async function demoDocumentPdf(
  kind: 'Factura' | 'Nota de crédito',
  o: InvoicedOrder,
  lines: readonly Line[],
): Promise<Uint8Array> {
  // Loaded here, with the first document: the server imports this module (the supplier's
  // receipt) and need not hold pdf-lib until one is asked for (issue 37 point 4).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${kind} - Orden ${String(o.id_orden)}`);
  doc.setCreationDate(new Date(o.fecha_facturacion));
  doc.setModificationDate(new Date(o.fecha_facturacion));
  const page = doc.addPage([595, 842]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const text = (
    p: PDFPage,
    t: string,
    x: number,
    y: number,
    size = 10,
    font: PDFFont = regular,
  ) => {
    p.drawText(ansi(t), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  };
  const numero = `0001-${String(o.id_orden).padStart(8, '0')}`;
  text(page, `${kind.toUpperCase()} B`, 40, 790, 20, bold);
  text(page, `N° ${numero}`, 400, 795, 12, bold);
  text(page, `Fecha: ${day(o.fecha_facturacion)}`, 400, 778);
  text(page, o.razon_social, 40, 750, 12, bold);
  text(page, `CUIT: ${o.cuit ?? '-'}`, 40, 734);
  text(page, `Orden ${String(o.id_orden)}`, 400, 750, 12, bold);
  page.drawLine({ start: { x: 40, y: 720 }, end: { x: 555, y: 720 }, thickness: 1 });
  text(page, 'Cliente:', 40, 700, 10, bold);
  text(page, `${o.cliente_nombre} ${o.cliente_apellido}`, 100, 700);
  text(page, `${o.cliente_tipo_documento} ${o.cliente_documento}`, 100, 686);
  let y = 650;
  text(page, 'Cant.', 40, y, 10, bold);
  text(page, 'Descripción', 90, y, 10, bold);
  text(page, 'P. unitario', 380, y, 10, bold);
  text(page, 'Subtotal', 480, y, 10, bold);
  for (const l of lines) {
    y -= 18;
    const unit = centsFromDecimal(l.precio_unitario);
    text(page, String(l.cantidad), 40, y);
    text(page, l.titulo.slice(0, 55), 90, y);
    text(page, formatMoney(unit), 380, y);
    text(page, formatMoney(unit * l.cantidad), 480, y);
  }
  y -= 30;
  page.drawLine({ start: { x: 360, y: y + 16 }, end: { x: 555, y: y + 16 }, thickness: 1 });
  text(page, 'Total', 380, y, 12, bold);
  text(page, formatMoney(centsFromDecimal(o.monto_venta)), 480, y, 12, bold);
  if (kind === 'Nota de crédito') {
    text(page, `Anula la factura B ${numero}.`, 40, y - 40);
  }
  return doc.save();
}

export async function seedOrderDocuments(q: Queryable): Promise<void> {
  const orders = await q.query<InvoicedOrder>(
    `SELECT o.id_orden, o.id_seller, o.estado, o.fecha_facturacion, s.razon_social, s.cuit,
            o.cliente_nombre, o.cliente_apellido, o.cliente_tipo_documento, o.cliente_documento,
            o.monto_venta::text AS monto_venta
       FROM ordenes o JOIN sellers s ON s.id_seller = o.id_seller
      WHERE o.fecha_facturacion IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM orden_comprobantes c WHERE c.id_orden = o.id_orden)
      ORDER BY o.id_orden`,
  );
  if (orders.length === 0) return;
  const lines = await q.query<Line>(
    `SELECT id_orden, cantidad, titulo, precio_unitario::text AS precio_unitario
       FROM orden_items WHERE id_orden = ANY($1::int[]) ORDER BY id_orden, id_item`,
    [orders.map((o) => o.id_orden)],
  );
  const kinds = [
    { kind: 'Factura', idEstado: 2, prefix: 'Factura' },
    { kind: 'Nota de crédito', idEstado: 5, prefix: 'NotaCredito' },
  ] as const;
  for (const o of orders) {
    const own = lines.filter((l) => l.id_orden === o.id_orden);
    for (const k of kinds) {
      if (k.idEstado === 5 && o.estado !== 5) continue;
      const pdf = Buffer.from(await demoDocumentPdf(k.kind, o, own));
      const nombre = `${randomUUID()}.pdf`;
      await q.query('INSERT INTO archivos (nombre, tipo, contenido) VALUES ($1, $2, $3)', [
        nombre,
        'application/pdf',
        pdf,
      ]);
      await q.query(
        `INSERT INTO orden_comprobantes (id_orden, id_estado, archivo, nombre_original, bytes, fecha)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          o.id_orden,
          k.idEstado,
          nombre,
          `${k.prefix}-${String(o.id_orden)}.pdf`,
          pdf.length,
          // The credit note when the order was annulled (seed 0008's timeline: 3 hours later).
          new Date(
            new Date(o.fecha_facturacion).getTime() + (k.idEstado === 5 ? 3 : 0) * HOUR,
          ).toISOString(),
        ],
      );
    }
  }
}
