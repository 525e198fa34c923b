// The settlement documents and fee quotes over HTTP against a real database (002 §6, §7
// 'Documents by idLiquidacion' and 'Cotizaciones', §8, §9; DECISIONS 19-26; issue 20 points 6,
// 7): every call x role x scope, the file names, each PDF (also those inside the zips) rendered
// by pdftoppm and read by pdftotext (the seller, every order, the header's totals), the
// workbook read back with SheetJS (rows, numeric money cells equal to the header, date cells),
// and a settlement of 120+ orders over several pages.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDemoUsers,
  call,
  errores,
  loginAll,
  startServer,
  type TestServer,
} from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { addDays, todayInMarket } from '../../src/domain/dates.ts';
import { formatAmount, formatMoney } from '../../src/domain/money.ts';

type Encabezado = components['schemas']['EncabezadoLiquidacion'];
type OrdenLiquidacion = components['schemas']['OrdenLiquidacion'];
type NovedadLiquidacion = components['schemas']['NovedadLiquidacion'];

let server: TestServer;
const tokens: Record<string, string> = {};
const tmp = mkdtempSync(path.join(tmpdir(), 'liq-docs-'));

const as = (u: string) => ({ token: tokens[u] ?? '' });
const get = (u: string, p: string) => call(server.baseUrl, 'GET', p, as(u));
const send = (u: string, method: 'POST' | 'PUT', p: string, json: unknown) =>
  call(server.baseUrl, method, p, { ...as(u), json });
const cents = (n: number) => Math.round(n * 100);
const today = todayInMarket();
const range = `fechaDesde=${addDays(today, -360)}&fechaHasta=${today}`;

async function eligible(idSeller: number) {
  const o = await get(
    'moderador',
    `/api/Liquidaciones/BuscarOrdenesPorFecha?idSeller=${String(idSeller)}&${range}`,
  );
  const n = await get(
    'moderador',
    `/api/Liquidaciones/BuscarNovedades?idSeller=${String(idSeller)}&${range}`,
  );
  return {
    orders: (o.body as { ordenesAptasParaLiquidar: OrdenLiquidacion[] }).ordenesAptasParaLiquidar,
    novedades: (n.body as { novedades: NovedadLiquidacion[] }).novedades,
  };
}

async function createDraft(idSeller: number, orders: number[], novedades: number[] = []) {
  const res = await send('moderador', 'POST', '/api/Liquidaciones/CrearLiquidacionFinal', {
    ordenesSeleccionadas: orders,
    novedadesSeleccionadas: novedades,
    Seller: idSeller,
    idEstado: 2,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { encabezado: Encabezado }).encabezado.idLiquidacion;
}

async function calculateAndConfirm(id: number) {
  const calc = await send(
    'contable',
    'POST',
    '/api/Liquidaciones/CalcularPercepcionRetencionesLiquidacion',
    {
      idLiquidacion: id,
    },
  );
  expect(calc.status, JSON.stringify(calc.body)).toBe(200);
  const tipos = (await get('contable', '/api/Liquidaciones/TiposComprobantes')).body as {
    tipoComprobantes: { idTipoComprobante: number }[];
  };
  const conf = await send('contable', 'PUT', '/api/Liquidaciones/ConfirmarLiquidacion', {
    IdLiquidacion: id,
    NumeroComprobante: '0003-00012345',
    IdTipoComprobante: tipos.tipoComprobantes[0]?.idTipoComprobante,
    codigoSAP: 4455,
  });
  expect(conf.status, JSON.stringify(conf.body)).toBe(200);
}

const header = async (id: number) =>
  (
    await get(
      'moderador',
      `/api/Liquidaciones/ConsultarDetalleLiquidacion?idLiquidacion=${String(id)}&idSeller=0&borrador=1`,
    )
  ).body as Encabezado;

/** A confirmed settlement of seller 1 with its taxes calculated, and a draft of seller 1. */
let confirmed = 0;
let draft = 0;
let confirmedOrders: number[] = [];

beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, activeDemoUsers)).tokens);
  const { orders, novedades } = await eligible(1);
  const paid = orders.filter((o) => o.importeOrden > 0);
  expect(paid.length).toBeGreaterThanOrEqual(3);
  confirmedOrders = paid.slice(0, paid.length - 1).map((o) => o.idOrden);
  confirmed = await createDraft(
    1,
    confirmedOrders,
    novedades.slice(0, 2).map((n) => n.idNovedad),
  );
  await calculateAndConfirm(confirmed);
  // One of its orders delivered since: its state prints 'ENTREGADO', whole.
  await server.db.query('UPDATE ordenes SET estado = 4 WHERE id_orden = $1', [
    confirmedOrders[0] ?? 0,
  ]);
  draft = await createDraft(1, [paid[paid.length - 1]?.idOrden ?? 0]);
}, 120_000);

afterAll(async () => {
  await server.close();
  rmSync(tmp, { recursive: true, force: true });
});

const documentPaths = [
  'ExportarLiquidacionExcel',
  'LiquidacionPdf',
  'ExportarCertificadosPdf',
  'ExportarCertificadoImpuestosAnexos',
  'ExportarRetencionesYPercepciones',
] as const;
const taxDocuments = new Set<string>([
  'ExportarCertificadosPdf',
  'ExportarCertificadoImpuestosAnexos',
  'ExportarRetencionesYPercepciones',
]);
const doc = (u: string, p: string, id: number) =>
  get(u, `/api/Liquidaciones/${p}?idLiquidacion=${String(id)}`);
const quotes = (u: string, ids: number[]) =>
  send(u, 'POST', '/api/Liquidaciones/Cotizaciones', { idLiquidacion: ids });

describe('who and which settlement (002 §6)', () => {
  it('the own confirmed settlement: staff, accounting and its seller; seller2 404 with no data; read-only and suppliers 403', async () => {
    for (const p of documentPaths) {
      for (const u of ['categoria', 'moderador', 'contable', 'selleradmin']) {
        const res = await doc(u, p, confirmed);
        expect(res.status, `${u} ${p} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
      }
      // 002 §6: the Excel is staff's, the seller admin's and accounting's, not the seller's (4).
      expect((await doc('seller', p, confirmed)).status, `seller ${p}`).toBe(
        p === 'ExportarLiquidacionExcel' ? 403 : 200,
      );
      const other = await doc('seller2', p, confirmed);
      expect(other.status, `seller2 ${p}`).toBe(p === 'ExportarLiquidacionExcel' ? 403 : 404);
      expect(Object.keys(other.body as object)).toEqual(['errores']);
      for (const u of ['lectura', 'proveedor']) {
        const res = await doc(u, p, confirmed);
        expect(res.status, `${u} ${p}`).toBe(403);
        expect(Object.keys(res.body as object)).toEqual(['errores']);
      }
      expect((await doc('moderador', p, 999_999)).status).toBe(404);
      expect(
        (await call(server.baseUrl, 'GET', `/api/Liquidaciones/${p}?idLiquidacion=1`)).status,
      ).toBe(401);
    }
    for (const u of ['categoria', 'moderador', 'contable', 'selleradmin', 'seller']) {
      expect((await quotes(u, [confirmed])).status, u).toBe(200);
    }
    const other = await quotes('seller2', [confirmed]);
    expect(other.status).toBe(404);
    expect(Object.keys(other.body as object)).toEqual(['errores']);
    for (const u of ['lectura', 'proveedor'])
      expect((await quotes(u, [confirmed])).status).toBe(403);
  });

  it('a draft: staff and accounting; a seller 404 with no data; without a tax detail the tax documents answer a clear 409', async () => {
    for (const p of documentPaths) {
      for (const u of ['categoria', 'moderador', 'contable']) {
        const res = await doc(u, p, draft);
        if (taxDocuments.has(p)) {
          expect(res.status, `${u} ${p}`).toBe(409);
          expect(errores(res)).toEqual([
            `La liquidación N° ${String(draft)} no tiene retenciones ni percepciones calculadas: no hay certificados para descargar.`,
          ]);
        } else expect(res.status, `${u} ${p}`).toBe(200);
      }
      for (const u of ['selleradmin', 'seller']) {
        const res = await doc(u, p, draft);
        expect(res.status, `${u} ${p}`).toBe(
          p === 'ExportarLiquidacionExcel' && u === 'seller' ? 403 : 404,
        );
        expect(Object.keys(res.body as object)).toEqual(['errores']);
      }
    }
    expect((await quotes('moderador', [draft, confirmed])).status).toBe(200);
    const seller = await quotes('seller', [confirmed, draft]);
    expect(seller.status).toBe(404);
    expect(Object.keys(seller.body as object)).toEqual(['errores']);
    expect((await quotes('moderador', [])).status).toBe(400);
  });
});

const poppler = spawnSync('pdftoppm', ['-v']).error === undefined;

/** Renders every page of a PDF with pdftoppm and reads its text with pdftotext. */
function readPdf(bytes: Uint8Array, name: string): { pages: number; text: string } {
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const file = path.join(tmp, name);
  writeFileSync(file, bytes);
  const prefix = path.join(tmp, `${name}-page`);
  const render = spawnSync('pdftoppm', ['-r', '30', '-png', file, prefix], { encoding: 'utf8' });
  expect(render.status, render.stderr).toBe(0);
  const pages = readdirSync(tmp).filter((f) => f.startsWith(`${name}-page`)).length;
  const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text.status, text.stderr).toBe(0);
  return { pages, text: text.stdout };
}

const bytesOf = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));

describe.skipIf(!poppler)('the files (002 §7, §9)', () => {
  it('LiquidacionPdf: a real settlement document with the seller, the period, every order and the header’s totals', async () => {
    const h = await header(confirmed);
    const res = await doc('seller', 'LiquidacionPdf', confirmed);
    const body = res.body as { pdf: string; nombreArchivo: string };
    expect(body.nombreArchivo).toMatch(/^Liquidacion_\d{14}\.pdf$/);
    const { pages, text } = readPdf(bytesOf(body.pdf), 'liquidacion.pdf');
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain(h.razonSocialSeller);
    expect(text).toContain(`Liquidación N° ${String(confirmed)}`);
    expect(text).toContain('Liquidada');
    expect(text).toContain('0003-00012345');
    expect(text).toMatch(/CUIT/);
    expect(text).toMatch(/Página 1 de \d+/);
    for (const id of confirmedOrders) expect(text).toMatch(new RegExp(`\\b${String(id)}\\b`));
    for (const v of [
      h.totalOrden,
      h.comisionNeta,
      h.comisionTotal,
      h.totalCostoFeeNeto,
      h.totalCostoFee,
      h.totalNovedades,
      h.totalRebateConIva,
      h.totalRetenciones,
      h.totalPercepcion,
      h.totalLiquidacion,
    ]) {
      expect(text).toContain(formatMoney(cents(v)));
    }
    const draftPdf = (await doc('moderador', 'LiquidacionPdf', draft)).body as { pdf: string };
    expect(readPdf(bytesOf(draftPdf.pdf), 'borrador.pdf').text).toContain(
      'Liquidación pendiente de confirmar',
    );
  });

  it('ExportarLiquidacionExcel: the header and every table, money as numbers equal to the header, dates as dates', async () => {
    const h = await header(confirmed);
    const res = await doc('selleradmin', 'ExportarLiquidacionExcel', confirmed);
    const body = res.body as { excel: string; nombreArchivo: string };
    expect(body.nombreArchivo).toBe(
      `${h.razonSocialSeller}_Liquidacion_N°_${String(confirmed)}.xlsx`,
    );
    const wb = XLSX.read(Buffer.from(body.excel, 'base64'), { type: 'buffer', cellNF: true });
    expect(wb.SheetNames).toEqual([
      'Liquidación',
      'Órdenes',
      'Novedades',
      'Fee Logístico',
      'Rebates',
      'Retenciones',
      'Percepciones',
    ]);
    const head = wb.Sheets['Liquidación'];
    if (!head) throw new Error('sin hoja');
    const rows = XLSX.utils.sheet_to_json<[string, unknown]>(head, { header: 1, raw: true });
    const value = (label: string) => {
      const row = rows.find((r) => r[0] === label);
      return row?.[1];
    };
    expect(value('Seller')).toBe(h.razonSocialSeller);
    expect(value('Liquidación N°')).toBe(confirmed);
    const pairs: [string, number][] = [
      ['Total órdenes', h.totalOrden],
      ['Comisión neta', h.comisionNeta],
      ['Comisión total (con IVA)', h.comisionTotal],
      ['Fee logístico neto', h.totalCostoFeeNeto],
      ['Fee logístico (con IVA)', h.totalCostoFee],
      ['Rebates (con IVA)', h.totalRebateConIva],
      ['Novedades', h.totalNovedades],
      ['Retenciones', h.totalRetenciones],
      ['Percepciones', h.totalPercepcion],
      ['Neto Liquidación', h.totalLiquidacion],
    ];
    for (const [label, v] of pairs) {
      const cell = head[`B${String(rows.findIndex((r) => r[0] === label) + 1)}`] as XLSX.CellObject;
      expect(cell.t, label).toBe('n');
      expect(cell.z, label).toBe('#,##0.00');
      expect(cents(cell.v as number), label).toBe(cents(v));
    }
    const fecha = head[
      `B${String(rows.findIndex((r) => r[0] === 'Fecha') + 1)}`
    ] as XLSX.CellObject;
    expect(fecha.t).toBe('n');
    expect(String(fecha.z)).toMatch(/dd-mm-yyyy/);
    // An Excel serial day: days since 1899-12-30.
    const serial = new Date(Date.UTC(1899, 11, 30) + (fecha.v as number) * 86_400_000);
    expect(serial.toISOString().slice(0, 10)).toBe(h.fecha.slice(0, 10));

    const ordenes = wb.Sheets['Órdenes'];
    if (!ordenes) throw new Error('sin hoja');
    const orows = XLSX.utils.sheet_to_json<unknown[]>(ordenes, { header: 1, raw: true });
    expect(orows).toHaveLength(h.cantidadOrdenes + 2);
    expect(orows.slice(1, -1).map((r) => r[0])).toEqual([...confirmedOrders].sort((a, b) => a - b));
    const sum = orows.slice(1, -1).reduce((a, r) => a + cents(r[4] as number), 0);
    expect(sum).toBe(cents(h.totalOrden));
    expect(cents(orows.at(-1)?.[4] as number)).toBe(cents(h.totalOrden));
    const firstAmount = ordenes.E2 as XLSX.CellObject;
    expect(firstAmount.t).toBe('n');
    expect(firstAmount.z).toBe('#,##0.00');
    expect((ordenes.B2 as XLSX.CellObject).t).toBe('n');
    expect(String((ordenes.B2 as XLSX.CellObject).z)).toMatch(/dd-mm-yyyy/);
    const nov = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets.Novedades as XLSX.WorkSheet, {
      header: 1,
      raw: true,
    });
    expect(nov).toHaveLength(h.cantidadNovedades + 2);
    expect(cents(nov.at(-1)?.[6] as number)).toBe(cents(h.totalNovedades));
    const ret = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets.Retenciones as XLSX.WorkSheet, {
      header: 1,
      raw: true,
    });
    expect(cents(ret.at(-1)?.[5] as number)).toBe(cents(h.totalRetenciones));
  });

  it('LiquidacionPdf and ExportarLiquidacionExcel of one settlement: nothing cut, every table’s totals lines the same, a débito signed in both', async () => {
    const pdf = (await doc('moderador', 'LiquidacionPdf', confirmed)).body as { pdf: string };
    const { text } = readPdf(bytesOf(pdf.pdf), 'acuerdo.pdf');
    const xlsx = (await doc('moderador', 'ExportarLiquidacionExcel', confirmed)).body as {
      excel: string;
    };
    const wb = XLSX.read(Buffer.from(xlsx.excel, 'base64'), { type: 'buffer' });
    expect(text).toContain('ENTREGADO');
    expect(text).not.toContain('...');
    expect(text).toContain('Liquidación Confirmada');
    const lines = text.split('\n').map((l) => l.trim().replace(/\s+/g, ' '));
    const tables = [
      'Órdenes',
      'Novedades',
      'Fee Logístico',
      'Rebates',
      'Retenciones',
      'Percepciones',
    ];
    expect(wb.SheetNames).toEqual(['Liquidación', ...tables]);
    for (const name of tables) {
      const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[name] as XLSX.WorkSheet, {
        header: 1,
        defval: null,
        raw: true,
      });
      // The sheet's titles are the PDF table's, on one line.
      expect(lines, name).toContain((rows[0] as string[]).join(' '));
      const totals = rows.filter((r) => typeof r[0] === 'string' && r[0].startsWith('Total'));
      expect(totals.length, name).toBeGreaterThan(0);
      for (const row of totals) {
        const cells = row
          .filter((v) => v !== null)
          .map((v) => (typeof v === 'number' ? formatAmount(cents(v)) : (v as string)));
        // pdftotext keeps a line's texts in order: the totals line reads the same.
        expect(lines, `${name}: ${cells.join(' ')}`).toContain(cells.join(' '));
      }
    }
    // 002 §9 and the novedades screens: a débito reads signed in both files.
    const novedades = (
      await get(
        'moderador',
        `/api/Liquidaciones/BuscarNovedadesDeLiquidacion?idLiquidacion=${String(confirmed)}&idSeller=1&borrador=0`,
      )
    ).body as { novedades: NovedadLiquidacion[] };
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets.Novedades as XLSX.WorkSheet, {
      header: 1,
      raw: true,
    });
    for (const n of novedades.novedades) {
      const row = sheet.find((r) => r[0] === n.idNovedad);
      expect(cents(row?.[6] as number)).toBe(cents(n.importeNovedad));
      expect(Math.sign(n.importeNovedad)).toBe(n.idSubTipo === 2 ? -1 : 1);
      expect(text).toContain(formatAmount(cents(n.importeNovedad)));
    }
  });

  it('the zips: one certificate per regime, the annex (PDF and xlsx), the retentions and perceptions; every PDF renders and carries the header’s totals', async () => {
    const h = await header(confirmed);
    const taxes = (
      await get(
        'moderador',
        `/api/Liquidaciones/CargasTributarias?idLiquidacion=${String(confirmed)}&alcance=liquidacion`,
      )
    ).body as {
      detalleTributarioOrdenes: { regimen: string }[];
      detalleTributarioLiquidacion: { regimen: string }[];
    };
    const regimes = new Set(
      [...taxes.detalleTributarioOrdenes, ...taxes.detalleTributarioLiquidacion].map(
        (t) => t.regimen,
      ),
    );
    expect(regimes.size).toBeGreaterThan(0);

    const cert = (await doc('seller', 'ExportarCertificadosPdf', confirmed)).body as {
      zip: string;
      nombreArchivo: string;
    };
    expect(cert.nombreArchivo).toBe('certificadosPdf.zip');
    const certFiles = unzipSync(bytesOf(cert.zip));
    expect(Object.keys(certFiles)).toHaveLength(regimes.size);
    const seen = new Set<string>();
    for (const [name, bytes] of Object.entries(certFiles)) {
      expect(name).toMatch(/^Certificado_(Retencion|Percepcion)_.+\.pdf$/);
      const { text } = readPdf(bytes, `cert-${name}`);
      expect(text).toContain(h.razonSocialSeller);
      expect(text).toContain(String(confirmed));
      expect(text).toMatch(/Certificado de (Retención|Percepción)/);
      for (const r of regimes) if (text.includes(r)) seen.add(r);
    }
    expect(seen).toEqual(regimes);

    const annex = (await doc('contable', 'ExportarCertificadoImpuestosAnexos', confirmed)).body as {
      zip: string;
      nombreArchivo: string;
    };
    expect(annex.nombreArchivo).toBe('certificadoImpuestosAnexo.zip');
    const annexFiles = unzipSync(bytesOf(annex.zip));
    const annexPdf = Object.entries(annexFiles).find(([n]) => n.endsWith('.pdf'));
    const annexXlsx = Object.entries(annexFiles).find(([n]) => n.endsWith('.xlsx'));
    if (!annexPdf || !annexXlsx) throw new Error('anexo incompleto');
    const annexText = readPdf(annexPdf[1], 'anexo.pdf').text;
    expect(annexText).toContain(formatMoney(cents(h.totalRetenciones)));
    expect(annexText).toContain(formatMoney(cents(h.totalPercepcion)));
    const annexBook = XLSX.read(annexXlsx[1], { type: 'array' });
    expect(annexBook.SheetNames).toContain('Retenciones');

    const rp = (await doc('seller', 'ExportarRetencionesYPercepciones', confirmed)).body as {
      data: { comprimidoZip: string; nombreArchivo: string };
    };
    expect(rp.data.nombreArchivo).toBe(`retencionesYPercepciones_${h.razonSocialSeller}.zip`);
    const rpFiles = unzipSync(bytesOf(rp.data.comprimidoZip));
    const names = Object.keys(rpFiles).sort();
    expect(names).toEqual([
      `Percepciones_Liquidacion_${String(confirmed)}.pdf`,
      `Retenciones_Liquidacion_${String(confirmed)}.pdf`,
    ]);
    const retText = readPdf(rpFiles[names[1] ?? ''] ?? new Uint8Array(), 'ret.pdf').text;
    expect(retText).toContain(formatMoney(cents(h.totalRetenciones)));
    expect(retText).toContain(h.razonSocialSeller);
    const perText = readPdf(rpFiles[names[0] ?? ''] ?? new Uint8Array(), 'per.pdf').text;
    expect(perText).toContain(formatMoney(cents(h.totalPercepcion)));
  });

  it('Cotizaciones: the stored fee rows of each settlement asked, their net sum the header’s', async () => {
    const h = await header(confirmed);
    const res = await quotes('contable', [confirmed, draft]);
    const rows = (res.body as { datosFee: { idLiquidacion: number; importe: number }[] }).datosFee;
    const own = rows.filter((r) => r.idLiquidacion === confirmed);
    expect(own.reduce((a, r) => a + cents(r.importe), 0)).toBe(cents(h.totalCostoFeeNeto));
    expect(rows.every((r) => r.idLiquidacion === confirmed || r.idLiquidacion === draft)).toBe(
      true,
    );
  });

  it('a settlement of 120+ orders: every order on a multi-page PDF with page numbers', async () => {
    const cols = (
      await server.db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_name = 'ordenes' AND table_schema = current_schema()
            AND column_name NOT IN ('id_orden', 'fecha', 'monto_venta', 'monto_comision', 'estado', 'anulada_por_market')
            AND is_generated = 'NEVER' AND identity_generation IS NULL
          ORDER BY ordinal_position`,
      )
    ).map((c) => c.column_name);
    const [template] = await server.db.query<{ id_orden: number }>(
      `SELECT id_orden FROM ordenes WHERE id_seller = 2 ORDER BY id_orden LIMIT 1`,
    );
    const list = cols.join(', ');
    const inserted = await server.db.query<{ id_orden: number }>(
      `INSERT INTO ordenes (${list}, fecha, monto_venta, monto_comision, estado, anulada_por_market)
       SELECT ${list}, now() - make_interval(mins => g), 1500 + g * 3.17, round((1500 + g * 3.17) * 0.1, 2), 2, false
         FROM ordenes, generate_series(1, 125) g WHERE id_orden = $1
       RETURNING id_orden`,
      [template?.id_orden ?? 0],
    );
    expect(inserted).toHaveLength(125);
    const ids = inserted.map((r) => r.id_orden);
    const id = await createDraft(2, ids);
    const res = await doc('moderador', 'LiquidacionPdf', id);
    const { pages, text } = readPdf(bytesOf((res.body as { pdf: string }).pdf), 'grande.pdf');
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Página ${String(pages)} de ${String(pages)}`);
    for (const o of ids) expect(text).toMatch(new RegExp(`\\b${String(o)}\\b`));
    const h = await header(id);
    expect(h.cantidadOrdenes).toBe(125);
    expect(text).toContain(formatMoney(cents(h.totalOrden)));
    expect(text).toContain(formatMoney(cents(h.totalLiquidacion)));
  });
});
