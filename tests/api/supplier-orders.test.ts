// Supplier green-sale orders over HTTP against a real database (001 §2.2, §3, §4 'Oblea',
// §6 'Supplier orders', §7 'Green-sale orders', §8; issue 15 points 2, 4, 5, 6): the list with
// its filter, the supplier scope (another supplier's order by id, by filter, by label and by
// receipt is a 404 or is simply not found, with no data), the customer e-mail never in a
// supplier's answers, the label (a PDF pdftoppm renders) and its downloaded mark, the receipt,
// the supplier select, who is refused (403) and bad input (400, nothing written).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDemoUsers,
  call,
  errores,
  login,
  loginAll,
  startServer,
  type TestServer,
} from './helpers.ts';
import type { components } from '../../src/api/schema.d.ts';
import { orderMessages } from '../../src/domain/order-rules.ts';
import { supplierOrderMessages } from '../../src/domain/texts/supplier-orders.ts';
import { commonMessages } from '../../src/domain/texts/common.ts';

type Lista = components['schemas']['ListaOrdenesVentaVerde'];
type Orden = components['schemas']['Orden'];
type Marca = components['schemas']['MarcaOblea'];

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer();
  const sessions = await loginAll(server.baseUrl, activeDemoUsers);
  Object.assign(tokens, sessions.tokens);
  Object.assign(ids, sessions.ids);
  const second = await login(server.baseUrl, 'proveedor2');
  tokens.proveedor2 = second.token;
  ids.proveedor2 = second.userId;
});
afterAll(async () => {
  await server.close();
});

const as = (u: string) => ({ token: tokens[u] ?? '' });
const get = (u: string, p: string) => call(server.baseUrl, 'GET', p, as(u));
const post = (u: string, p: string, json: unknown) =>
  call(server.baseUrl, 'POST', p, { ...as(u), json });

const SEARCH = '/api/Ordenes/VentasVerdes/Buscar';
const search = async (u: string, filter: object = {}) => {
  const res = await post(u, SEARCH, filter);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Lista;
};
const detail = (u: string, id: number) => get(u, `/api/Ordenes/VentaVerde?IdVenta=${String(id)}`);
const label = (u: string, id: number) =>
  get(u, `/api/Ordenes/DescargarObleaVentaVerde?IdVenta=${String(id)}`);
const mark = (u: string, body: object) => post(u, '/api/Ordenes/ObleaVentaVerde', body);
const receipt = (u: string, comprobante: string) =>
  get(u, `/api/Ordenes/ObleaVentaVerde?comprobante=${encodeURIComponent(comprobante)}`);

interface GreenRow {
  id_orden: number;
  id_proveedor: number;
  comprobante: string;
  cliente_email: string | null;
  cliente_documento: string;
  cliente_apellido: string;
  estado: number;
  id_plataforma: number;
}
const greenSales = (where = 'true') =>
  server.db.query<GreenRow>(
    `SELECT v.id_orden, v.id_proveedor, v.comprobante, o.cliente_email, o.cliente_documento,
            o.cliente_apellido, o.estado, o.id_plataforma
       FROM ventas_verdes v JOIN ordenes o USING (id_orden)
      WHERE ${where} ORDER BY v.id_orden DESC`,
  );
const markRow = async (id: number) =>
  (
    await server.db.query<{
      oblea_fecha_descarga: Date | null;
      oblea_borrado: boolean;
      oblea_id_usuario: number | null;
      oblea_fecha_actualizacion: Date | null;
    }>(
      `SELECT oblea_fecha_descarga, oblea_borrado, oblea_id_usuario, oblea_fecha_actualizacion
         FROM ventas_verdes WHERE id_orden = $1`,
      [id],
    )
  )[0];
const auditOf = (id: number) =>
  server.db.query<{ evento: string; desde: string; hacia: string; id_usuario: number }>(
    `SELECT evento, desde, hacia, id_usuario FROM audit
      WHERE entidad = 'orden-oblea-venta-verde' AND id_entidad = $1 ORDER BY id`,
    [String(id)],
  );

/** Green-sale orders of the seed, picked by what a test needs; each test takes its own. */
const taken = new Set<number>();
async function aGreenSale(where: string): Promise<GreenRow> {
  const row = (await greenSales(where)).find((r) => !taken.has(r.id_orden));
  if (!row) throw new Error(`no hay venta verde con ${where}`);
  taken.add(row.id_orden);
  return row;
}
const notMarked = 'v.oblea_fecha_descarga IS NULL';

const isPdf = (base64: string) =>
  Buffer.from(base64, 'base64').subarray(0, 5).toString() === '%PDF-';

describe('demo data (issue 15 point 5)', () => {
  it('two suppliers with green-sale orders; the demo users proveedor and proveedor2 are theirs', async () => {
    const bySupplier = await server.db.query<{ id_proveedor: number; n: number }>(
      `SELECT v.id_proveedor, count(*)::int AS n FROM ventas_verdes v GROUP BY 1 ORDER BY 1`,
    );
    expect(bySupplier.map((r) => r.id_proveedor)).toEqual([1001, 1002]);
    for (const r of bySupplier) expect(r.n).toBeGreaterThan(10);
    const users = await server.db.query<{ nombre_usuario: string; id_proveedor: number }>(
      `SELECT nombre_usuario, id_proveedor FROM users WHERE tipo_usuario = 7 ORDER BY 1`,
    );
    expect(users).toEqual([
      { nombre_usuario: 'proveedor', id_proveedor: 1001 },
      { nombre_usuario: 'proveedor2', id_proveedor: 1002 },
    ]);
  });
});

describe('the list (001 §2.2, §3 green-order filter, §9 page size 10)', () => {
  it("staff see every supplier's orders (the e-mail: the admin moderator), newest first, 10 a page", async () => {
    const all = await greenSales();
    for (const u of ['moderador', 'categoria']) {
      const page = await search(u);
      expect(page.cantidadTotal).toBe(all.length);
      expect(page.elementos).toHaveLength(10);
      const suppliers = new Set(
        (await search(u, { cantidadPagina: 100 })).elementos.map((e) => e.proveedor.codigo),
      );
      expect([...suppliers].sort()).toEqual([1001, 1002]);
      const fechas = page.elementos.map((e) => e.fecha);
      expect([...fechas].sort().reverse()).toEqual(fechas);
      for (const e of page.elementos) {
        const row = all.find((r) => r.id_orden === e.idOrden);
        // 001 §6: the admin moderator's; category's menu holds the screen, not the e-mail.
        expect(e.cliente.email).toBe(u === 'moderador' ? row?.cliente_email : null);
        expect(e.comprobante).toBe(row?.comprobante);
        expect(e.productos.length).toBeGreaterThan(0);
        expect([0, 1, 2]).toContain(e.plataforma.codigo);
      }
    }
    const withEmail = (await search('moderador', { cantidadPagina: 100 })).elementos.filter(
      (e) => e.cliente.email !== null,
    );
    expect(withEmail.length).toBeGreaterThan(0);
    const second = await search('moderador', { numeroPagina: 2 });
    expect(second.elementos[0]?.idOrden).not.toBe(
      (await search('moderador')).elementos[0]?.idOrden,
    );
  });

  it("the supplier select filters staff's list by supplier", async () => {
    const own = await greenSales('v.id_proveedor = 1002');
    const page = await search('moderador', { idProveedor: 1002, cantidadPagina: 100 });
    expect(page.cantidadTotal).toBe(own.length);
    expect(new Set(page.elementos.map((e) => e.proveedor.codigo))).toEqual(new Set([1002]));
  });

  it('each filter field finds what it says', async () => {
    const row = await aGreenSale('v.id_proveedor = 1001');
    const hits = async (filter: object) =>
      (await search('moderador', { ...filter, cantidadPagina: 100 })).elementos.map(
        (e) => e.idOrden,
      );
    expect(await hits({ idOrden: row.id_orden })).toEqual([row.id_orden]);
    expect(await hits({ documento: row.cliente_documento })).toContain(row.id_orden);
    const part = row.cliente_apellido.slice(1, 4).toUpperCase();
    for (const id of await hits({ apellido: part })) {
      const [r] = await greenSales(`v.id_orden = ${String(id)}`);
      expect(
        r?.cliente_apellido
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toUpperCase(),
      ).toContain(part.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    }
    const byState = await search('moderador', { idEstado: row.estado, cantidadPagina: 100 });
    expect(byState.elementos.every((e) => e.estado.idEstado === row.estado)).toBe(true);
    expect(byState.elementos.map((e) => e.idOrden)).toContain(row.id_orden);
    const byPlatform = await search('moderador', {
      idTipoPlataforma: row.id_plataforma,
      cantidadPagina: 100,
    });
    expect(byPlatform.elementos.every((e) => e.plataforma.codigo === row.id_plataforma)).toBe(true);
    expect(await hits({ idOrdenDesde: row.id_orden, idOrdenHasta: row.id_orden })).toEqual([
      row.id_orden,
    ]);
    const future = await search('moderador', { fechaDesde: '2999-01-01' });
    expect(future).toEqual({ elementos: [], cantidadTotal: 0 });
    const past = await search('moderador', { fechaHasta: '2000-01-01' });
    expect(past.cantidadTotal).toBe(0);
  });

  it('bad input: 400 with the reason, for dates the wrong way round and unknown fields', async () => {
    const inverted = await post('moderador', SEARCH, {
      fechaDesde: '2026-02-01',
      fechaHasta: '2026-01-01',
    });
    expect(inverted.status).toBe(400);
    expect(errores(inverted)).toEqual([commonMessages.dateRangeInverted]);
    for (const body of [{ idEstado: 9 }, { idOrden: 'x' }, { otro: 1 }, { cantidadPagina: 0 }]) {
      const res = await post('moderador', SEARCH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      errores(res);
    }
  });
});

describe('supplier scope (001 §6; issue 15 points 4 and 6)', () => {
  it('a supplier sees only its own orders, whatever idProveedor or idUsuario it sends', async () => {
    for (const [u, own, other] of [
      ['proveedor', 1001, 1002],
      ['proveedor2', 1002, 1001],
    ] as const) {
      const mine = await greenSales(`v.id_proveedor = ${String(own)}`);
      for (const filter of [
        {},
        { idProveedor: other },
        { idUsuario: ids[u === 'proveedor' ? 'proveedor2' : 'proveedor'] },
        { idUsuario: null, idProveedor: null },
      ]) {
        const page = await search(u, { ...filter, cantidadPagina: 100 });
        expect(page.cantidadTotal, JSON.stringify(filter)).toBe(mine.length);
        expect(new Set(page.elementos.map((e) => e.proveedor.codigo))).toEqual(new Set([own]));
      }
      // Another supplier's order by its id in the filter: nothing found.
      const [theirs] = await greenSales(`v.id_proveedor = ${String(other)}`);
      expect(await search(u, { idOrden: theirs?.id_orden })).toEqual({
        elementos: [],
        cantidadTotal: 0,
      });
      // The supplier select finds only its own supplier.
      const select = await get(u, '/api/Proveedores/Buscar');
      expect(select.status).toBe(200);
      expect(
        (select.body as { elementos: { codigo: number }[] }).elementos.map((e) => e.codigo),
      ).toEqual([own]);
    }
  });

  it("another supplier's order by id, by label and by receipt: 404 with no data, nothing written", async () => {
    const theirs = await aGreenSale(`v.id_proveedor = 1002 AND ${notMarked}`);
    const before = await markRow(theirs.id_orden);
    for (const res of [
      await detail('proveedor', theirs.id_orden),
      await label('proveedor', theirs.id_orden),
      await mark('proveedor', { IdOrden: theirs.id_orden, idUsuario: ids.proveedor2 }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errores: [orderMessages.notFound] });
    }
    const rec = await receipt('proveedor', theirs.comprobante);
    expect(rec.status).toBe(404);
    expect(rec.body).toEqual({ errores: [supplierOrderMessages.comprobanteNotFound] });
    expect(await markRow(theirs.id_orden)).toEqual(before);
    expect(await auditOf(theirs.id_orden)).toEqual([]);
    // The owner gets them.
    expect((await detail('proveedor2', theirs.id_orden)).status).toBe(200);
    expect((await receipt('proveedor2', theirs.comprobante)).status).toBe(200);
  });

  it('an order that is not a green-sale order: 404 for everybody, the supplier included', async () => {
    const [plain] = await server.db.query<{ id_orden: number }>(
      `SELECT id_orden FROM ordenes o WHERE NOT EXISTS
         (SELECT 1 FROM ventas_verdes v WHERE v.id_orden = o.id_orden) LIMIT 1`,
    );
    const id = plain?.id_orden ?? 0;
    for (const u of ['moderador', 'proveedor']) {
      expect((await detail(u, id)).status).toBe(404);
      expect((await label(u, id)).status).toBe(404);
      expect((await mark(u, { IdOrden: id })).status).toBe(404);
    }
    expect((await receipt('moderador', 'no-existe')).status).toBe(404);
  });

  it("the customer e-mail never appears in a supplier's answers; staff get it", async () => {
    const own = await greenSales('v.id_proveedor = 1001 AND o.cliente_email IS NOT NULL');
    expect(own.length).toBeGreaterThan(0);
    const emails = own.map((r) => r.cliente_email ?? '');
    const first = own[0];
    if (!first) throw new Error('sin órdenes');
    const answers = [
      await post('proveedor', SEARCH, { cantidadPagina: 100 }),
      await post('proveedor', SEARCH, { numeroPagina: 2, cantidadPagina: 100 }),
      await post('proveedor', SEARCH, { idOrden: first.id_orden }),
      await detail('proveedor', first.id_orden),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      for (const email of emails) expect(text).not.toContain(email);
    }
    const seen = (answers[0]?.body as Lista).elementos;
    expect(seen.length).toBeGreaterThan(0);
    for (const e of seen) expect(e.cliente.email).toBeNull();
    const own1 = answers[3]?.body as Orden;
    expect(own1.cliente.email).toBeNull();
    expect(own1.cliente.telefono).toBeNull();
    const staff = (await detail('moderador', first.id_orden)).body as Orden;
    expect(staff.cliente.email).toBe(first.cliente_email);
  });
});

describe('who (001 §6; 000 §2.3: hidden for seller admin, seller and read-only)', () => {
  it('seller admin, sellers, read-only and accounting: 403 on every call; no session: 401', async () => {
    const [row] = await greenSales();
    const id = row?.id_orden ?? 1;
    for (const u of ['selleradmin', 'seller', 'seller2', 'lectura', 'contable']) {
      for (const res of [
        await post(u, SEARCH, {}),
        await get(u, '/api/Proveedores/Buscar?descripcion=a'),
        await detail(u, id),
        await label(u, id),
        await mark(u, { IdOrden: id }),
        await receipt(u, row?.comprobante ?? 'x'),
      ]) {
        expect(res.status, u).toBe(403);
        errores(res);
      }
    }
    expect((await call(server.baseUrl, 'POST', SEARCH, { json: {} })).status).toBe(401);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('one order (001 §2.2 /OrdenesProveedores/View/{id})', () => {
  it("the tabs' data as /Ordenes/Obtener gives it, with the green-sale label mark", async () => {
    const row = await aGreenSale('v.id_proveedor = 1001');
    const res = await detail('proveedor', row.id_orden);
    expect(res.status).toBe(200);
    const o = res.body as Orden;
    expect(o.idOrden).toBe(row.id_orden);
    expect(o.productos.length).toBeGreaterThan(0);
    expect(o.estado.length).toBeGreaterThan(0);
    expect(o.entrega.tipoEntrega.descripcion).toBeTruthy();
    const staff = (await detail('moderador', row.id_orden)).body as Orden;
    expect(staff.seller.urlLogo === null || typeof staff.seller.urlLogo === 'string').toBe(true);
    expect(staff.plataforma?.codigo).toBe(row.id_plataforma);
  });
});

/** poppler-utils renders the PDFs (CI installs it: .ci/run). */
const poppler = spawnSync('pdftoppm', ['-v']).error === undefined;

describe("the label and the receipt (001 §4 'Oblea', §7, §8)", () => {
  it("downloading does not mark; POST ObleaVentaVerde does, for every user ('Volver a Descargar Oblea')", async () => {
    const row = await aGreenSale(`v.id_proveedor = 1001 AND ${notMarked}`);
    const res = await label('proveedor', row.id_orden);
    expect(res.status).toBe(200);
    const oblea = (res.body as { oblea: string }).oblea;
    expect(isPdf(oblea)).toBe(true);
    const pdf = await PDFDocument.load(Buffer.from(oblea, 'base64'));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Oblea - Orden ${String(row.id_orden)}`);
    expect((await markRow(row.id_orden))?.oblea_fecha_descarga).toBeNull();

    const first = await mark('proveedor', {
      idUsuario: 999,
      IdOrden: row.id_orden,
      FechaDescarga: '2001-01-01T00:00:00Z',
      Borrado: false,
      FechaActualizacion: null,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const m1 = first.body as Marca;
    expect(m1.obleaDescargada).toBe(true);
    // The server's clock and the session's user, not the payload's.
    expect(new Date(m1.FechaDescarga ?? 0).getFullYear()).toBeGreaterThan(2020);
    expect((await markRow(row.id_orden))?.oblea_id_usuario).toBe(ids.proveedor);
    // Every user sees it downloaded, after a reload too.
    for (const u of ['proveedor', 'moderador']) {
      const page = await search(u, { idOrden: row.id_orden });
      expect(page.elementos[0]?.obleaDescargada, u).toBe(true);
      expect(((await detail(u, row.id_orden)).body as Orden).obleaDescargada).toBe(true);
    }
    // Downloaded again: the first date stays, the update moves.
    const again = (await mark('moderador', { IdOrden: row.id_orden })).body as Marca;
    expect(again.FechaDescarga).toBe(m1.FechaDescarga);
    expect(again.obleaDescargada).toBe(true);
    // Borrado clears the mark.
    const cleared = (await mark('proveedor', { IdOrden: row.id_orden, Borrado: true }))
      .body as Marca;
    expect(cleared.obleaDescargada).toBe(false);
    expect(
      (await search('proveedor', { idOrden: row.id_orden })).elementos[0]?.obleaDescargada,
    ).toBe(false);
    expect((await auditOf(row.id_orden)).map((a) => [a.evento, a.desde, a.hacia])).toEqual([
      ['DESCARGAR_OBLEA', 'false', 'true'],
      ['DESCARGAR_OBLEA', 'true', 'true'],
      ['BORRAR_OBLEA', 'true', 'false'],
    ]);
  });

  it('bad mark payloads: 400, nothing written', async () => {
    const row = await aGreenSale(`v.id_proveedor = 1001 AND ${notMarked}`);
    for (const body of [
      {},
      { IdOrden: 'x' },
      { IdOrden: row.id_orden, Borrado: 'si' },
      { IdOrden: row.id_orden, extra: 1 },
    ]) {
      const res = await mark('proveedor', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      errores(res);
    }
    expect((await label('proveedor', 0)).status).toBe(400);
    expect((await markRow(row.id_orden))?.oblea_fecha_descarga).toBeNull();
    expect(await auditOf(row.id_orden)).toEqual([]);
  });

  it('the receipt: a one-page PDF of the order, by its number', async () => {
    const row = await aGreenSale('v.id_proveedor = 1001');
    const res = await receipt('proveedor', row.comprobante);
    expect(res.status).toBe(200);
    const factura = (res.body as { factura: string }).factura;
    expect(isPdf(factura)).toBe(true);
    const pdf = await PDFDocument.load(Buffer.from(factura, 'base64'));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Factura - Orden ${String(row.id_orden)}`);
  });

  it.skipIf(!poppler)(
    'pdftoppm renders the label and the receipt; the label names the supplier as sender',
    async () => {
      const row = await aGreenSale('v.id_proveedor = 1002');
      const oblea = ((await label('proveedor2', row.id_orden)).body as { oblea: string }).oblea;
      const factura = ((await receipt('proveedor2', row.comprobante)).body as { factura: string })
        .factura;
      const dir = await mkdtemp(path.join(tmpdir(), 'venta-verde-'));
      try {
        for (const [name, b64] of [
          ['oblea', oblea],
          ['factura', factura],
        ] as const) {
          const file = path.join(dir, `${name}.pdf`);
          await writeFile(file, Buffer.from(b64, 'base64'));
          const render = spawnSync('pdftoppm', [
            '-r',
            '50',
            '-png',
            '-singlefile',
            file,
            path.join(dir, name),
          ]);
          expect(render.status, String(render.stderr)).toBe(0);
        }
        const text = spawnSync('pdftotext', ['-layout', path.join(dir, 'oblea.pdf'), '-'], {
          encoding: 'utf8',
        });
        expect(text.stdout).toContain(`ORDEN ${String(row.id_orden)}`);
        expect(text.stdout).toContain('REMITENTE');
        expect(text.stdout).toContain('Logística Verde del Sur S.R.L.');
        expect(text.stdout).toContain(row.cliente_apellido);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('the supplier select (001 §7: search by descripcion)', () => {
  it('by a part of the name, ignoring case and accents', async () => {
    const find = async (d: string) => {
      const res = await get(
        'moderador',
        `/api/Proveedores/Buscar?descripcion=${encodeURIComponent(d)}`,
      );
      expect(res.status).toBe(200);
      return (res.body as { elementos: { codigo: number; descripcion: string }[] }).elementos;
    };
    expect(await find('andina')).toEqual([
      { codigo: 1001, descripcion: 'Distribuidora Andina S.A.' },
    ]);
    expect((await find('LOGISTICA')).map((e) => e.codigo)).toEqual([1002]);
    expect((await find('')).map((e) => e.codigo)).toEqual([1001, 1002]);
    expect(await find('nadie')).toEqual([]);
  });
});
