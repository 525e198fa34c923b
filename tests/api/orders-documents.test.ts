// Invoices and credit notes over HTTP against a real database (001 §4, §5, §6, §7 'Orders';
// DECISIONS 8, 10, 18; issue 14 points 2, 4, 6, 8): saving one moves the order through the
// order machine (FACTURADO, ANULADO and back), with its document, timeline and audit rows in
// one transaction; the list and the download; who may do what (the credit note is staff's;
// seller2 never sees or changes seller 1's documents); hostile files (not a PDF, 50 MB, PDF
// bombs) refused with a clear 4xx and nothing written; the 7-day window at its boundary; the
// shipping label (a PDF that pdftoppm renders, with a Code 128 that decodes to the order id).
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import zxing from '@zxing/library';
import {
  activeDemoUsers,
  annulThroughRequest,
  call,
  errores,
  loginAll,
  startServer,
  type TestServer,
} from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { orderMessages } from '../../src/domain/order-rules.ts';
import { orderRefusals } from '../../machines/order.ts';

type Orden = components['schemas']['Orden'];
type ListaComprobantes = components['schemas']['ListaComprobantes'];

let server: TestServer;
const tokens: Record<string, string> = {};
let invoicePdf: Buffer;

/** A small real PDF, as a seller's invoicing software would send it. */
async function makePdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(title, {
    x: 40,
    y: 780,
    size: 16,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await doc.save());
}

beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, activeDemoUsers)).tokens);
  invoicePdf = await makePdf('Factura B 0001-00000001');
});
afterAll(async () => {
  await server.close();
});

const as = (u: string) => ({ token: tokens[u] ?? '' });
const get = (u: string, path: string) => call(server.baseUrl, 'GET', path, as(u));
const del = (u: string, id: number, idEstado: 2 | 5) =>
  call(
    server.baseUrl,
    'DELETE',
    `/api/Ordenes/Comprobante?IdOrden=${String(id)}&IdEstado=${String(idEstado)}`,
    as(u),
  );
const save = (u: string, body: Record<string, unknown>) =>
  call(server.baseUrl, 'POST', '/api/Ordenes/Comprobante', { ...as(u), json: body });
const upload = (u: string, id: number, idEstado: 2 | 5, pdf: Buffer = invoicePdf) =>
  save(u, {
    idOrden: id,
    idEstado,
    comprobante: pdf.toString('base64'),
    nombreArchivo: 'C:\\facturas\\factura 0001.pdf',
  });
const download = (u: string, id: number, idEstado: 2 | 5) =>
  fetch(
    `${server.baseUrl}/api/Ordenes/Comprobante/Descargar?IdOrden=${String(id)}&IdEstado=${String(idEstado)}`,
    { headers: { authorization: `Bearer ${tokens[u] ?? ''}` } },
  );

/** Orders of the seed, picked by what a test needs; each test takes its own. */
const taken = new Set<number>();
async function anOrder(where: string): Promise<number> {
  const rows = await server.db.query<{ id_orden: number }>(
    `SELECT o.id_orden FROM ordenes o WHERE ${where} ORDER BY o.id_orden DESC`,
  );
  const row = rows.find((r) => !taken.has(r.id_orden));
  if (!row) throw new Error(`no hay orden con ${where}`);
  taken.add(row.id_orden);
  return row.id_orden;
}
const pendingOf = (idSeller: number) =>
  anOrder(
    `o.id_seller = ${String(idSeller)} AND o.estado = 1 AND NOT o.anulada_por_market
     AND NOT EXISTS (SELECT 1 FROM orden_comprobantes c WHERE c.id_orden = o.id_orden)`,
  );

const stateOf = async (id: number) =>
  (
    await server.db.query<{ estado: number; fecha_facturacion: Date | string | null }>(
      'SELECT estado, fecha_facturacion FROM ordenes WHERE id_orden = $1',
      [id],
    )
  )[0];
const documentsOf = (id: number) =>
  server.db.query<{ id_estado: number; nombre_original: string; bytes: number }>(
    'SELECT id_estado, nombre_original, bytes FROM orden_comprobantes WHERE id_orden = $1 ORDER BY id_estado',
    [id],
  );
const auditOf = (id: number) =>
  server.db.query<{ desde: string | null; hacia: string | null; evento: string }>(
    `SELECT desde, hacia, evento FROM audit WHERE entidad = 'orden' AND id_entidad = $1 ORDER BY id`,
    [id],
  );
/** Nothing of the order changed: its status, documents and audit are as before. */
async function unchanged(id: number, before: { estado: number; docs: number; audit: number }) {
  expect((await stateOf(id))?.estado).toBe(before.estado);
  expect((await documentsOf(id)).length).toBe(before.docs);
  expect((await auditOf(id)).length).toBe(before.audit);
}

describe('invoices: upload -> FACTURADO, list, download, delete -> PENDIENTE (001 §4)', () => {
  it('the seller invoices its order, reads it back byte for byte and deletes it', async () => {
    const id = await pendingOf(1);
    const res = await upload('seller', id, 2);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body as Orden;
    expect(after.estadoActual).toEqual({ idEstado: 2, descripcion: 'FACTURADO' });
    expect(after.estado[0]?.idEstado).toBe(2);
    expect(after.flujo).toMatchObject({ tieneFactura: true, fueraDeVentana: false });
    // DECISIONS 18: the window starts now.
    expect(Math.abs(Date.parse(after.fechaFacturacion ?? '') - Date.now())).toBeLessThan(60_000);
    expect(after.comprobantes).toEqual([
      { idEstado: 2, nombre: 'factura 0001.pdf', fecha: expect.any(String) as unknown },
    ]);

    const listed = await get(
      'seller',
      `/api/Ordenes/Comprobantes?IdOrden=${String(id)}&IdEstado=2`,
    );
    expect(listed.status).toBe(200);
    expect((listed.body as ListaComprobantes).comprobantes.map((c) => c.nombre)).toEqual([
      'factura 0001.pdf',
    ]);
    const none = await get('seller', `/api/Ordenes/Comprobantes?IdOrden=${String(id)}&IdEstado=5`);
    expect(none.body).toEqual({ comprobantes: [] });

    for (const u of ['seller', 'selleradmin', 'categoria', 'lectura']) {
      const file = await download(u, id, 2);
      expect(file.status, u).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="Factura-${String(id)}.pdf"`,
      );
      expect(Buffer.from(await file.arrayBuffer()).equals(invoicePdf)).toBe(true);
    }
    const missing = await download('seller', id, 5);
    expect(missing.status).toBe(404);

    // Read-only users read, never write.
    expect((await del('lectura', id, 2)).status).toBe(403);
    const deleted = await del('seller', id, 2);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((deleted.body as Orden).estadoActual.idEstado).toBe(1);
    expect((deleted.body as Orden).fechaFacturacion).toBeNull();
    expect((deleted.body as Orden).comprobantes).toEqual([]);
    expect(await documentsOf(id)).toEqual([]);
    expect((await stateOf(id))?.fecha_facturacion).toBeNull();
    expect(await auditOf(id)).toEqual([
      { desde: '1', hacia: '2', evento: 'SUBIR_FACTURA' },
      { desde: '2', hacia: '1', evento: 'ELIMINAR_FACTURA' },
    ]);
    // Deleted: a second delete is refused by the machine.
    expect((await del('seller', id, 2)).status).toBe(409);
  });

  it('a second invoice on an invoiced order is a 409; an annulled sale cannot be invoiced', async () => {
    const id = await pendingOf(1);
    expect((await upload('selleradmin', id, 2)).status).toBe(200);
    const again = await upload('selleradmin', id, 2);
    expect(again.status).toBe(409);
    expect((await documentsOf(id)).length).toBe(1);

    const annulled = await pendingOf(2);
    const annul = await call(server.baseUrl, 'POST', '/api/Ordenes/AnularEstadoVenta', {
      ...as('moderador'),
      json: { idVenta: annulled },
    });
    expect(annul.status).toBe(200);
    const res = await upload('categoria', annulled, 2);
    expect(res.status).toBe(409);
    expect(errores(res)).toEqual([orderRefusals.ventaAnulada]);
    expect(await documentsOf(annulled)).toEqual([]);
  });
});

describe('credit notes: staff annul an invoiced order (001 §4, §6)', () => {
  it('seller 403; staff -> ANULADO with its notification; deleting it goes back to FACTURADO', async () => {
    const id = await pendingOf(1);
    expect((await upload('seller', id, 2)).status).toBe(200);
    const auditBefore = (await auditOf(id)).length;

    for (const u of ['seller', 'selleradmin']) {
      const refused = await upload(u, id, 5);
      expect(refused.status, u).toBe(403);
      expect(errores(refused)).toEqual(['Su perfil no puede anular órdenes con nota de crédito.']);
    }
    expect((await documentsOf(id)).map((d) => d.id_estado)).toEqual([2]);
    expect((await auditOf(id)).length).toBe(auditBefore);

    const count = async () =>
      (
        await server.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM notificaciones WHERE id_orden = $1 AND id_tipo_notificacion = 4',
          [id],
        )
      )[0]?.n ?? 0;
    const notified = await count();
    const credit = await upload('moderador', id, 5, await makePdf('Nota de credito B'));
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    expect((credit.body as Orden).estadoActual).toEqual({ idEstado: 5, descripcion: 'ANULADO' });
    expect((credit.body as Orden).comprobantes.map((c) => c.idEstado)).toEqual([2, 5]);
    expect(await count()).toBe(notified + 1);
    const file = await download('seller', id, 5);
    expect(file.headers.get('content-disposition')).toContain(`NotaCredito-${String(id)}.pdf`);

    expect((await del('seller', id, 5)).status).toBe(403);
    const back = await del('categoria', id, 5);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((back.body as Orden).estadoActual.idEstado).toBe(2);
    expect((await documentsOf(id)).map((d) => d.id_estado)).toEqual([2]);
    expect((await auditOf(id)).slice(auditBefore)).toEqual([
      { desde: '2', hacia: '5', evento: 'SUBIR_NOTA_CREDITO' },
      { desde: '5', hacia: '2', evento: 'ELIMINAR_NOTA_CREDITO' },
    ]);
  });

  it('an invoiced order anulado by its request gets its credit note, and stays ANULADO', async () => {
    const id = await pendingOf(1);
    expect((await upload('seller', id, 2)).status).toBe(200);
    const annul = await annulThroughRequest(
      server.baseUrl,
      { selleradmin: tokens.selleradmin ?? '', moderador: tokens.moderador ?? '' },
      id,
      false,
    );
    expect(annul.status, JSON.stringify(annul.body)).toBe(200);
    expect((annul.body as Orden).flujo).toMatchObject({
      idEstado: 5,
      tieneFactura: true,
      tieneNotaCredito: false,
      anuladaPorSolicitud: true,
    });
    const timeline = (await get('moderador', `/api/Ordenes/Obtener?IdOrden=${String(id)}`))
      .body as Orden;
    const auditBefore = (await auditOf(id)).length;

    // The seller's admin decided the request; the credit note is staff's.
    expect((await upload('selleradmin', id, 5)).status).toBe(403);
    const credit = await upload('categoria', id, 5, await makePdf('Nota de credito B'));
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    const withNote = credit.body as Orden;
    expect(withNote.estadoActual.idEstado).toBe(5);
    expect(withNote.comprobantes.map((c) => c.idEstado)).toEqual([2, 5]);
    // Still anulado: no new row in its timeline.
    expect(withNote.estado).toEqual(timeline.estado);
    expect(withNote.flujo).toMatchObject({ tieneNotaCredito: true, anuladaPorSolicitud: true });
    // One note only.
    expect((await upload('moderador', id, 5)).status).toBe(409);

    // Deleting it leaves the order anulado (the request annulled it, not the note).
    const deleted = await del('moderador', id, 5);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((deleted.body as Orden).estadoActual.idEstado).toBe(5);
    expect((deleted.body as Orden).estado).toEqual(timeline.estado);
    expect((await documentsOf(id)).map((d) => d.id_estado)).toEqual([2]);
    expect(await stateOf(id)).toMatchObject({ estado: 5 });
    expect((await auditOf(id)).slice(auditBefore)).toEqual([
      { desde: '5', hacia: '5', evento: 'SUBIR_NOTA_CREDITO' },
      { desde: '5', hacia: '5', evento: 'ELIMINAR_NOTA_CREDITO' },
    ]);
  });

  it('a credit note needs an invoiced order (409 on a pending one)', async () => {
    const id = await pendingOf(2);
    const res = await upload('categoria', id, 5);
    expect(res.status).toBe(409);
    expect(await documentsOf(id)).toEqual([]);
  });
});

describe('hostile files: a clear 4xx and nothing written (001 §5)', () => {
  const before = { estado: 1, docs: 0, audit: 0 };

  it('no file, a text named .pdf, base64 that is not, a broken PDF', async () => {
    const id = await pendingOf(1);
    const missing = await save('seller', { idOrden: id, idEstado: 2 });
    expect(missing.status).toBe(400);
    expect(errores(missing)).toEqual(['El comprobante de factura es requerido']);
    const empty = await save('categoria', { idOrden: id, idEstado: 5, comprobante: '' });
    expect(errores(empty)).toEqual([orderMessages.notaCreditoRequerida]);

    const text = await save('seller', {
      idOrden: id,
      idEstado: 2,
      nombreArchivo: 'factura.pdf',
      comprobante: Buffer.from('Esto no es un PDF, aunque se llame factura.pdf').toString('base64'),
    });
    expect(text.status).toBe(400);
    expect(errores(text)).toEqual(['El archivo debe ser un PDF.']);

    const notBase64 = await save('seller', { idOrden: id, idEstado: 2, comprobante: '%%%%' });
    expect(errores(notBase64)).toEqual(['El archivo debe ser un PDF.']);

    // The header of a PDF and nothing of one after it.
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x41)]);
    const res = await upload('seller', id, 2, broken);
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual(['El archivo debe ser un PDF.']);

    // A PNG sent as a PDF.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(errores(await upload('seller', id, 2, png))).toEqual(['El archivo debe ser un PDF.']);
    await unchanged(id, before);
  });

  it('a 50 MB body answers 413 without being parsed; 5 MB and a byte decoded, 400', async () => {
    const id = await pendingOf(1);
    const huge = await call(server.baseUrl, 'POST', '/api/Ordenes/Comprobante', {
      ...as('seller'),
      raw: `{"idOrden":${String(id)},"idEstado":2,"comprobante":"${'A'.repeat(50 * 1024 * 1024)}"}`,
    });
    expect(huge.status).toBe(413);
    expect(errores(huge)).toEqual([orderMessages.pdfMuyGrande]);

    const big = Buffer.concat([invoicePdf, Buffer.alloc(5 * 1024 * 1024 + 1 - invoicePdf.length)]);
    const res = await upload('seller', id, 2, big);
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual(['El archivo supera el máximo de 5 MB.']);
    await unchanged(id, before);
  });

  it('PDF bombs answer 400 within seconds, and the server keeps answering', async () => {
    const id = await pendingOf(1);
    // 1. Objects in the clear: refused by the scan of the raw bytes.
    const parts = ['%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n'];
    parts.push('2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n');
    for (let i = 3; i < 200_000; i++) parts.push(`${String(i)} 0 obj null endobj\n`);
    parts.push('trailer << /Root 1 0 R >>\n%%EOF\n');
    const many = Buffer.from(parts.join(''));

    // 2. Objects hidden in compressed object streams: counted by the parser in its worker.
    const hidden = await PDFDocument.create();
    hidden.addPage();
    for (let i = 0; i < 30_000; i++) hidden.context.register(hidden.context.obj([i]));
    const streams = Buffer.from(await hidden.save({ useObjectStreams: true }));
    expect(streams.length).toBeLessThan(5 * 1024 * 1024);

    // 3. A structure nested a million levels deep.
    const depth = 1_000_000;
    const nested = Buffer.from(
      `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /X ${'['.repeat(depth)}${']'.repeat(depth)} >> endobj\n` +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );

    // The nested one fails the parser ('not a PDF'), or its time limit on a loaded machine.
    const refused = [orderMessages.noEsPdf, orderMessages.pdfMuyComplejo];
    for (const [name, bomb, messages] of [
      ['objects', many, [orderMessages.pdfMuyComplejo]],
      ['object streams', streams, [orderMessages.pdfMuyComplejo]],
      ['nested', nested, refused],
    ] as const) {
      const [res, meanwhile] = await Promise.all([
        upload('seller', id, 2, bomb),
        // The event loop is free while the bomb is parsed.
        new Promise((r) => setTimeout(r, 100)).then(() =>
          get('seller', `/api/Ordenes/Obtener?IdOrden=${String(id)}`),
        ),
      ]);
      expect(res.status, name).toBe(400);
      expect(messages, name).toContain(errores(res)[0]);
      // What the server guarantees is its parse's time limit, counted from the moment a warm
      // worker takes the file (tests/unit/pdf-check.test.ts proves a parse past it is stopped):
      // how long the whole upload takes depends on the machine, and is no check here.
      expect(meanwhile.status, name).toBe(200);
    }
    await unchanged(id, before);
    // And the order can still be invoiced with a real PDF.
    expect((await upload('seller', id, 2)).status).toBe(200);
  });
});

describe('the 7-day window (DECISIONS 18), at its boundary', () => {
  const setInvoiced = (id: number, interval: string) =>
    server.db.query(
      `UPDATE ordenes SET fecha_facturacion = now() - interval '${interval}' WHERE id_orden = $1`,
      [id],
    );

  it('7 days minus a minute: deleted; 7 days and a minute: 409 with the exact text', async () => {
    const id = await pendingOf(1);
    expect((await upload('seller', id, 2)).status).toBe(200);
    await setInvoiced(id, '7 days - 1 minute');
    const inside = await del('seller', id, 2);
    expect(inside.status, JSON.stringify(inside.body)).toBe(200);

    expect((await upload('seller', id, 2)).status).toBe(200);
    await setInvoiced(id, '7 days 1 minute');
    const audit = (await auditOf(id)).length;
    for (const res of [await del('seller', id, 2), await upload('moderador', id, 5)]) {
      expect(res.status).toBe(409);
      expect(errores(res)).toEqual([
        'No puede subir / eliminar la factura pasados los 7 dias de facturado',
      ]);
    }
    expect((await documentsOf(id)).map((d) => d.id_estado)).toEqual([2]);
    expect((await stateOf(id))?.estado).toBe(2);
    expect((await auditOf(id)).length).toBe(audit);
    const order = await get('seller', `/api/Ordenes/Obtener?IdOrden=${String(id)}`);
    expect((order.body as Orden).flujo.fueraDeVentana).toBe(true);
  });
});

describe('seller scope: seller2 never sees or changes seller 1’s documents (001 §6)', () => {
  it('404 with no data on every call', async () => {
    const id = await pendingOf(1);
    expect((await upload('seller', id, 2)).status).toBe(200);
    const notFound = [orderMessages.notFound];
    for (const res of [
      await get('seller2', `/api/Ordenes/Comprobantes?IdOrden=${String(id)}`),
      await upload('seller2', id, 2),
      await del('seller2', id, 2),
    ]) {
      expect(res.status).toBe(404);
      expect(errores(res)).toEqual(notFound);
    }
    const file = await download('seller2', id, 2);
    expect(file.status).toBe(404);
    expect(await file.json()).toEqual({ errores: notFound });
    expect((await documentsOf(id)).length).toBe(1);
    expect((await stateOf(id))?.estado).toBe(2);
    // idSeller, when sent, must be the order's.
    const other = await save('seller', {
      idSeller: 2,
      idOrden: await pendingOf(1),
      idEstado: 2,
      comprobante: invoicePdf.toString('base64'),
    });
    expect(other.status).toBe(400);
    expect(errores(other)).toEqual([orderMessages.otroSeller]);
    // Suppliers and accounting do not reach orders at all.
    expect((await get('proveedor', `/api/Ordenes/Comprobantes?IdOrden=${String(id)}`)).status).toBe(
      403,
    );
  });
});

describe('the demo documents (seed 0009)', () => {
  it('every invoiced order has its invoice, the annulled ones their credit note, real PDFs', async () => {
    const [missing] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ordenes o
        WHERE o.fecha_facturacion IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM orden_comprobantes c
                           WHERE c.id_orden = o.id_orden AND c.id_estado = 2)`,
    );
    expect(missing?.n).toBe(0);
    const [annulled] = await server.db.query<{ id_orden: number; id_seller: number }>(
      `SELECT o.id_orden, o.id_seller FROM ordenes o
        WHERE o.estado = 5 AND o.fecha_facturacion IS NOT NULL AND o.id_seller = 1
        ORDER BY o.id_orden LIMIT 1`,
    );
    if (!annulled) throw new Error('sin orden anulada facturada');
    const docs = await get(
      'seller',
      `/api/Ordenes/Comprobantes?IdOrden=${String(annulled.id_orden)}`,
    );
    expect((docs.body as ListaComprobantes).comprobantes.map((c) => c.idEstado)).toEqual([2, 5]);
    for (const idEstado of [2, 5] as const) {
      const file = await download('seller', annulled.id_orden, idEstado);
      expect(file.status).toBe(200);
      const pdf = await PDFDocument.load(await file.arrayBuffer());
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toContain(`Orden ${String(annulled.id_orden)}`);
    }
  });
});

/** poppler-utils renders the label (CI installs it: .ci/run). */
const poppler = spawnSync('pdftoppm', ['-v']).error === undefined;
if (!poppler) {
  console.warn('pdftoppm (poppler-utils) no está instalado: se omite la lectura de la oblea.');
}

/** The PGM (P5) that pdftoppm -gray writes: its size and its grey levels. */
function readPgm(bytes: Buffer): { width: number; height: number; pixels: Uint8ClampedArray } {
  const fields: string[] = [];
  let pos = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[pos] ?? 32))) pos++;
    let field = '';
    while (pos < bytes.length && !/\s/.test(String.fromCharCode(bytes[pos] ?? 32))) {
      field += String.fromCharCode(bytes[pos] ?? 32);
      pos++;
    }
    fields.push(field);
  }
  const [magic, width, height] = [fields[0], Number(fields[1]), Number(fields[2])];
  expect(magic).toBe('P5');
  const start = pos + 1;
  return {
    width,
    height,
    pixels: new Uint8ClampedArray(bytes.subarray(start, start + width * height)),
  };
}

/** The Code 128 barcode zxing finds in a grey image (throws when it finds none). */
function decodeCode128(image: { width: number; height: number; pixels: Uint8ClampedArray }) {
  const hints = new Map<zxing.DecodeHintType, unknown>([[zxing.DecodeHintType.TRY_HARDER, true]]);
  const source = new zxing.RGBLuminanceSource(image.pixels, image.width, image.height);
  const result = new zxing.Code128Reader().decode(
    new zxing.BinaryBitmap(new zxing.HybridBinarizer(source)),
    hints,
  );
  return { text: result.getText(), format: result.getBarcodeFormat() };
}

describe('the shipping label (oblea; 001 §2.1, §4, §7 GET /api/Obleas)', () => {
  const label = (u: string, id: number) =>
    fetch(`${server.baseUrl}/api/Obleas?idOrden=${String(id)}`, {
      headers: { authorization: `Bearer ${tokens[u] ?? ''}` },
    });
  const marked = async (id: number) =>
    (
      await server.db.query<{ oblea_descargada: boolean }>(
        'SELECT oblea_descargada FROM ordenes WHERE id_orden = $1',
        [id],
      )
    )[0]?.oblea_descargada;
  const labelAudit = (id: number) =>
    server.db.query<{ evento: string }>(
      `SELECT evento FROM audit WHERE entidad = 'orden-oblea' AND id_entidad = $1`,
      [id],
    );

  it('a one-page PDF; the first download by the seller marks it, read-only never does', async () => {
    const id = await anOrder(
      'o.id_seller = 1 AND o.url_tracking IS NOT NULL AND NOT o.oblea_descargada',
    );
    const readOnly = await label('lectura', id);
    expect(readOnly.status).toBe(200);
    expect(await marked(id)).toBe(false);

    const res = await label('seller', id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Oblea-${String(id)}.pdf"`,
    );
    const pdf = await PDFDocument.load(await res.arrayBuffer());
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Oblea - Orden ${String(id)}`);
    expect(await marked(id)).toBe(true);
    const order = await get('seller', `/api/Ordenes/Obtener?IdOrden=${String(id)}`);
    expect((order.body as Orden).obleaDescargada).toBe(true);
    // 'Volver a Descargar Oblea': downloads again, one mark and one audit row.
    expect((await label('seller', id)).status).toBe(200);
    expect(await labelAudit(id)).toEqual([{ evento: 'DESCARGAR_OBLEA' }]);
  });

  it('no tracking URL: 409; another seller 404; suppliers 403', async () => {
    const id = await anOrder('o.id_seller = 1 AND o.url_tracking IS NULL');
    const none = await label('seller', id);
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ errores: [orderMessages.obleaSinTracking] });
    const tracked = await anOrder('o.id_seller = 1 AND o.url_tracking IS NOT NULL');
    const other = await label('seller2', tracked);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ errores: [orderMessages.notFound] });
    expect((await label('proveedor', tracked)).status).toBe(403);
    expect(await labelAudit(tracked)).toEqual([]);
  });

  it.skipIf(!poppler)(
    'pdftoppm renders it: the addresses are printed and the Code 128 decodes to the order id',
    async () => {
      const id = await anOrder('o.id_seller = 1 AND o.url_tracking IS NOT NULL');
      const [o] = await server.db.query<{
        cliente_apellido: string;
        entrega_localidad: string;
        razon_social: string;
        seller_domicilio: string;
      }>(
        `SELECT o.cliente_apellido, o.entrega_localidad, s.razon_social,
                s.domicilio || ' ' || s.numero_domicilio || ', ' || s.codigo_postal || ' '
                  || s.localidad || ', ' || s.provincia AS seller_domicilio
           FROM ordenes o JOIN sellers s USING (id_seller) WHERE o.id_orden = $1`,
        [id],
      );
      const res = await label('categoria', id);
      expect(res.status).toBe(200);
      const dir = await mkdtemp(path.join(tmpdir(), 'oblea-'));
      try {
        const file = path.join(dir, 'oblea.pdf');
        await writeFile(file, Buffer.from(await res.arrayBuffer()));
        const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
        expect(text.status).toBe(0);
        for (const printed of [
          `ORDEN ${String(id)}`,
          'REMITENTE',
          'DESTINATARIO',
          o?.razon_social ?? '?',
          // The sender's address (the seller's, 001 §2.3).
          o?.seller_domicilio ?? '?',
          o?.cliente_apellido ?? '?',
          o?.entrega_localidad ?? '?',
        ]) {
          expect(text.stdout).toContain(printed);
        }
        const render = spawnSync('pdftoppm', [
          '-r',
          '150',
          '-gray',
          '-singlefile',
          file,
          path.join(dir, 'oblea'),
        ]);
        expect(render.status, String(render.stderr)).toBe(0);
        const decoded = decodeCode128(readPgm(await readFile(path.join(dir, 'oblea.pgm'))));
        expect(decoded).toEqual({ text: String(id), format: zxing.BarcodeFormat.CODE_128 });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
