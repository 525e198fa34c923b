// Phone orders over HTTP against a real database (001 §2.1 new-order mode, §5, §6, §7 POST
// /api/Ordenes; DECISIONS 7, 10, 27; issue 14 point 3): the add-product lookup, the order with
// its lines, price and commission, the stock taken in the same transaction, the timeline,
// audit and new-order notification rows; the three messages of the product modal with nothing
// written; who may create (the admin moderator chooses the seller, sellers their own); and two
// orders racing for the last unit: exactly one wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { phoneOrderMessages } from '../../src/domain/phone-order-rules.ts';

type Orden = components['schemas']['Orden'];
type NuevaOrden = components['schemas']['NuevaOrden'];
type ProductoNuevaOrden = components['schemas']['ProductoNuevaOrden'];

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, activeDemoUsers)).tokens);
});
afterAll(async () => {
  await server.close();
});

const as = (u: string) => ({ token: tokens[u] ?? '' });
const create = (u: string, body: NuevaOrden) =>
  call(server.baseUrl, 'POST', '/api/Ordenes', { ...as(u), json: body });
const lookup = (u: string, sku: string, idSeller?: number) =>
  call(
    server.baseUrl,
    'GET',
    `/api/Ordenes/Producto?SkuMarket=${encodeURIComponent(sku)}${
      idSeller === undefined ? '' : `&IdSeller=${String(idSeller)}`
    }`,
    as(u),
  );

interface Listing {
  id_publicacion: number;
  sku_market: string;
  stock: number;
  precio: string;
  comision: string | null;
}
/** Active listings of a seller with stock, each test its own. */
const taken = new Set<number>();
async function aListing(idSeller: number, minStock = 3): Promise<Listing> {
  const rows = await server.db.query<Listing>(
    `SELECT p.id_publicacion, p.sku_market, p.stock,
            coalesce(p.precio_promocional, p.precio_lista)::text AS precio,
            tp.comision::text AS comision
       FROM publicaciones p LEFT JOIN tipos_publicacion tp USING (id_tipo_publicacion)
      WHERE p.id_seller = $1 AND p.estado = 1 AND p.stock >= $2 AND p.sku_market IS NOT NULL
      ORDER BY p.id_publicacion`,
    [idSeller, minStock],
  );
  const row = rows.find((r) => !taken.has(r.id_publicacion));
  if (!row) throw new Error(`sin publicación del seller ${String(idSeller)}`);
  taken.add(row.id_publicacion);
  return row;
}
const stockOf = async (id: number) =>
  (
    await server.db.query<{ stock: number }>(
      'SELECT stock FROM publicaciones WHERE id_publicacion = $1',
      [id],
    )
  )[0]?.stock;
/** The stock notifications (type 1) of some listings since a message id, oldest first. */
const lastMessage = async () =>
  (
    await server.db.query<{ n: number }>(
      'SELECT coalesce(max(id_mensaje), 0)::int AS n FROM notificaciones',
    )
  )[0]?.n ?? 0;
const stockNotes = (ids: readonly number[], since: number) =>
  server.db.query<{ id_publicacion: number; cambio: string; actual: string }>(
    `SELECT id_publicacion, cambio::int::text AS cambio, actual::int::text AS actual
       FROM notificaciones
      WHERE id_tipo_notificacion = 1 AND id_publicacion = ANY($1::int[]) AND id_mensaje > $2
      ORDER BY id_mensaje`,
    [ids, since],
  );
const orderCount = async () =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ordenes'))[0]?.n;

const buyer: NuevaOrden['cliente'] = {
  nombre: 'Carla',
  apellido: 'Iturbe',
  documento: '30111222',
  telefono: '1145556666',
  domicilio: 'Av. Rivadavia',
  numeroDomicilio: '4500',
  codigoPostal: '1406',
  localidad: 'Caballito',
  provincia: 'Ciudad Autónoma de Buenos Aires',
};
const home: NuevaOrden['entrega'] = {
  tipoEntrega: 1,
  domicilio: 'Av. Rivadavia 4500',
  codigoPostal: '1406',
  localidad: 'Caballito',
  provincia: 'Ciudad Autónoma de Buenos Aires',
};
const order = (
  productos: NuevaOrden['productos'],
  extra: Partial<NuevaOrden> = {},
): NuevaOrden => ({
  productos,
  cliente: buyer,
  entrega: home,
  pago: { cuotas: 3, tarjeta: 'Visa' },
  ...extra,
});

describe('the add-product lookup (001 §2.1, §5)', () => {
  it("the seller's own active listing; another seller's or unknown: 'Producto no encontrado'", async () => {
    const mine = await aListing(1);
    const res = await lookup('seller', mine.sku_market.toLowerCase());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      idPublicacion: mine.id_publicacion,
      skuMarket: mine.sku_market,
      precioUnitario: Number(mine.precio),
      stock: mine.stock,
    } satisfies Partial<ProductoNuevaOrden>);
    for (const res2 of [
      await lookup('seller2', mine.sku_market),
      await lookup('seller', 'NOEXISTE'),
    ]) {
      expect(res2.status).toBe(404);
      expect(errores(res2)).toEqual(['Producto no encontrado']);
    }
    const admin = await lookup('moderador', mine.sku_market);
    expect(errores(admin)).toEqual([phoneOrderMessages.sellerRequerido]);
    expect((await lookup('moderador', mine.sku_market, 1)).status).toBe(200);
    expect((await lookup('categoria', mine.sku_market)).status).toBe(403);
  });

  it("a listing that exists but is not on sale says why (409); 'Producto no encontrado' stays for a SKU of none", async () => {
    const l = await aListing(1);
    const count = await orderCount();
    const set = (column: 'estado' | 'stock', value: number) =>
      server.db.query(`UPDATE publicaciones SET ${column} = $2 WHERE id_publicacion = $1`, [
        l.id_publicacion,
        value,
      ]);
    try {
      for (const [estado, text] of [
        [2, 'La publicación no está activa (pausada): no se puede vender.'],
        [3, 'La publicación no está activa (pendiente de activación): no se puede vender.'],
        [4, 'La publicación no está activa (en revisión): no se puede vender.'],
        [5, 'La publicación no está activa (eliminada): no se puede vender.'],
      ] as const) {
        await set('estado', estado);
        expect(phoneOrderMessages.publicacionNoActiva(estado)).toBe(text);
        for (const res of [
          await lookup('seller', l.sku_market),
          await lookup('moderador', l.sku_market, 1),
          await create('selleradmin', order([{ skuMarket: l.sku_market, cantidad: 1 }])),
        ]) {
          expect(res.status, `${String(estado)} ${JSON.stringify(res.body)}`).toBe(409);
          expect(errores(res)).toEqual([text]);
        }
      }
      await set('estado', 1);
      await set('stock', 0);
      const empty = await lookup('seller', l.sku_market);
      expect(empty.status).toBe(409);
      expect(errores(empty)).toEqual(['La publicación no tiene stock: no se puede vender.']);
      const none = await create('seller', order([{ skuMarket: l.sku_market, cantidad: 1 }]));
      expect(errores(none)).toEqual([phoneOrderMessages.sinStock]);
    } finally {
      await set('estado', 1);
      await set('stock', l.stock);
    }
    // Another seller's listing: the admin moderator, who chooses the seller, is told so; a
    // seller's user, who does not see it, reads the spec's text.
    const other = await aListing(2);
    const admin = await lookup('moderador', other.sku_market, 1);
    expect(admin.status).toBe(404);
    expect(errores(admin)).toEqual([phoneOrderMessages.publicacionDeOtroSeller]);
    const adminOrder = await create(
      'moderador',
      order([{ skuMarket: other.sku_market, cantidad: 1 }], { idSeller: 1 }),
    );
    expect(adminOrder.status).toBe(400);
    expect(errores(adminOrder)).toEqual([phoneOrderMessages.publicacionDeOtroSeller]);
    expect(errores(await lookup('seller', other.sku_market))).toEqual(['Producto no encontrado']);
    expect(errores(await lookup('seller', 'NOEXISTE'))).toEqual(['Producto no encontrado']);
    expect(await orderCount()).toBe(count);
    expect((await lookup('seller', l.sku_market)).status).toBe(200);
  });
});

describe('POST /api/Ordenes: a phone order (001 §7)', () => {
  it('creates the order, takes the stock, writes timeline, audit and the new-order notification', async () => {
    const a = await aListing(1);
    const b = await aListing(1);
    const before = { a: a.stock, b: b.stock };
    const since = await lastMessage();
    const res = await create(
      'seller',
      order([
        { skuMarket: a.sku_market, cantidad: 1 },
        { skuMarket: b.sku_market.toLowerCase(), cantidad: 2 },
        { skuMarket: a.sku_market, cantidad: 1 },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const o = res.body as Orden;
    expect(o.seller.codigo).toBe(1);
    expect(o.estadoActual).toEqual({ idEstado: 1, descripcion: 'PENDIENTE' });
    expect(o.idReferencia).toBe(`TEL-${String(o.idOrden).padStart(8, '0')}`);
    expect(o.productos.map((p) => [p.skuMarket, p.cantidad])).toEqual([
      [a.sku_market, 2],
      [b.sku_market, 2],
    ]);
    const cents = (d: string) => Math.round(Number(d) * 100);
    const venta = cents(a.precio) * 2 + cents(b.precio) * 2;
    expect(Math.round(o.montoVenta * 100)).toBe(venta);
    expect(o.cliente).toMatchObject({ nombre: 'Carla', apellido: 'Iturbe', documento: '30111222' });
    expect(o.entrega.entregaDomicilio.localidad).toBe('Caballito');
    expect(o.estado.map((e) => e.idEstado)).toEqual([1]);
    expect(await stockOf(a.id_publicacion)).toBe(before.a - 2);
    expect(await stockOf(b.id_publicacion)).toBe(before.b - 2);

    const [row] = await server.db.query<{
      monto_comision: string;
      cuotas: number;
      tarjeta: string;
    }>('SELECT monto_comision::text, cuotas, tarjeta FROM ordenes WHERE id_orden = $1', [
      o.idOrden,
    ]);
    const comision =
      Math.round((cents(a.precio) * 2 * Number(a.comision ?? 0)) / 100) +
      Math.round((cents(b.precio) * 2 * Number(b.comision ?? 0)) / 100);
    expect(cents(row?.monto_comision ?? '0')).toBe(comision);
    expect(row).toMatchObject({ cuotas: 3, tarjeta: 'Visa' });
    expect(
      await server.db.query(
        `SELECT desde, hacia, evento FROM audit WHERE entidad = 'orden' AND id_entidad = $1`,
        [o.idOrden],
      ),
    ).toEqual([{ desde: null, hacia: '1', evento: 'CREAR_ORDEN' }]);
    const notes = await server.db.query<{ id_seller: number; codigo_producto: string }>(
      'SELECT id_seller, codigo_producto FROM notificaciones WHERE id_orden = $1 AND id_tipo_notificacion = 3',
      [o.idOrden],
    );
    expect(notes).toEqual([{ id_seller: 1, codigo_producto: a.sku_market }]);
    // Each listing's stock drop notifies, as an edit of the listing would (type 1).
    expect(await stockNotes([a.id_publicacion, b.id_publicacion], since)).toEqual([
      { id_publicacion: a.id_publicacion, cambio: String(before.a), actual: String(before.a - 2) },
      { id_publicacion: b.id_publicacion, cambio: String(before.b), actual: String(before.b - 2) },
    ]);
    // The new order is in the seller's list.
    const list = await call(
      server.baseUrl,
      'GET',
      `/api/Ordenes?IdOrden=${String(o.idOrden)}`,
      as('seller'),
    );
    expect((list.body as { cantidadTotal: number }).cantidadTotal).toBe(1);
  });

  it("the modal's three messages (001 §5), each with nothing written", async () => {
    const l = await aListing(1);
    const count = await orderCount();
    const cases: [NuevaOrden['productos'], string][] = [
      [[{ skuMarket: 'NOEXISTE', cantidad: 1 }], 'Producto no encontrado'],
      [[{ skuMarket: (await aListing(2)).sku_market, cantidad: 1 }], 'Producto no encontrado'],
      [[{ skuMarket: l.sku_market, cantidad: 0 }], 'Ingrese cantidad mayor a 0'],
      [
        [
          { skuMarket: l.sku_market, cantidad: 1 },
          { skuMarket: l.sku_market, cantidad: l.stock },
        ],
        'El producto no cuenta con stock suficiente',
      ],
    ];
    for (const [productos, message] of cases) {
      const res = await create('selleradmin', order(productos));
      expect(res.status, message).toBe(400);
      expect(errores(res)).toEqual([message]);
    }
    expect(await stockOf(l.id_publicacion)).toBe(l.stock);
    expect(await orderCount()).toBe(count);
    const noBuyer = await create(
      'seller',
      order([{ skuMarket: l.sku_market, cantidad: 1 }], { cliente: { ...buyer, documento: ' ' } }),
    );
    expect(errores(noBuyer)).toEqual([phoneOrderMessages.compradorIncompleto]);
    const noAddress = await create(
      'seller',
      order([{ skuMarket: l.sku_market, cantidad: 1 }], { entrega: { tipoEntrega: 1 } }),
    );
    expect(errores(noAddress)).toEqual([phoneOrderMessages.entregaIncompleta]);
    const empty = await create('seller', order([]));
    expect(errores(empty)).toEqual([phoneOrderMessages.sinProductos]);
    expect(await orderCount()).toBe(count);
  });

  it('who: the admin moderator chooses the seller; sellers create their own only', async () => {
    const l2 = await aListing(2);
    const count = await orderCount();
    const noSeller = await create('moderador', order([{ skuMarket: l2.sku_market, cantidad: 1 }]));
    expect(errores(noSeller)).toEqual(['Seleccione un seller']);
    const other = await create(
      'seller',
      order([{ skuMarket: l2.sku_market, cantidad: 1 }], { idSeller: 2 }),
    );
    expect(other.status).toBe(403);
    for (const u of ['categoria', 'lectura', 'proveedor', 'contable']) {
      expect((await create(u, order([{ skuMarket: l2.sku_market, cantidad: 1 }]))).status, u).toBe(
        403,
      );
    }
    expect(await orderCount()).toBe(count);
    const admin = await create(
      'moderador',
      order([{ skuMarket: l2.sku_market, cantidad: 1 }], {
        idSeller: 2,
        entrega: { tipoEntrega: 2, localidad: 'Rosario', provincia: 'Santa Fe' },
      }),
    );
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    expect((admin.body as Orden).seller.codigo).toBe(2);
    expect((admin.body as Orden).entrega.tipoEntrega.codigo).toBe(2);
    const own = await create('seller2', order([{ skuMarket: l2.sku_market, cantidad: 1 }]));
    expect(own.status).toBe(200);
    expect(await stockOf(l2.id_publicacion)).toBe(l2.stock - 2);
  });

  it('two phone orders racing for the last unit: exactly one succeeds', async () => {
    const l = await aListing(1, 1);
    await server.db.query('UPDATE publicaciones SET stock = 1 WHERE id_publicacion = $1', [
      l.id_publicacion,
    ]);
    const count = await orderCount();
    const body = order([{ skuMarket: l.sku_market, cantidad: 1 }]);
    const results = await Promise.all([create('seller', body), create('selleradmin', body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const loser = results.find((r) => r.status === 400);
    if (!loser) throw new Error('sin perdedor');
    expect(errores(loser)).toEqual(['El producto no cuenta con stock suficiente']);
    expect(await stockOf(l.id_publicacion)).toBe(0);
    expect(await orderCount()).toBe((count ?? 0) + 1);
  });
});

describe('annulling a phone order returns its stock (issue 14)', () => {
  it('the units go back once, with their stock notifications; a platform order returns none', async () => {
    const a = await aListing(1);
    const since = await lastMessage();
    const res = await create('seller', order([{ skuMarket: a.sku_market, cantidad: 2 }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body as Orden).idOrden;
    expect(await stockOf(a.id_publicacion)).toBe(a.stock - 2);
    const post = (u: string, path: string, json: unknown) =>
      call(server.baseUrl, 'POST', path, { ...as(u), json });
    const deciders = { selleradmin: tokens.selleradmin ?? '', moderador: tokens.moderador ?? '' };
    const annul = await annulThroughRequest(server.baseUrl, deciders, id, true);
    expect(annul.status, JSON.stringify(annul.body)).toBe(200);
    expect((annul.body as Orden).estadoActual.idEstado).toBe(5);
    expect(await stockOf(a.id_publicacion)).toBe(a.stock);
    expect(await stockNotes([a.id_publicacion], since)).toEqual([
      { id_publicacion: a.id_publicacion, cambio: String(a.stock), actual: String(a.stock - 2) },
      { id_publicacion: a.id_publicacion, cambio: String(a.stock - 2), actual: String(a.stock) },
    ]);
    // Annulled is final: nothing can return the units a second time.
    const again = await post('moderador', '/api/Ordenes/AnulacionReversion', {
      idVenta: id,
      devolucionDinero: true,
      rechazado: false,
    });
    expect(again.status).toBe(409);
    expect(await stockOf(a.id_publicacion)).toBe(a.stock);

    // A demo (platform) order took no stock here: annulling it changes no listing.
    const [platform] = await server.db.query<{ id_orden: number; id_publicacion: number }>(
      `SELECT o.id_orden, i.id_publicacion FROM ordenes o JOIN orden_items i USING (id_orden)
        WHERE o.id_seller = 1 AND o.estado = 1 AND NOT o.stock_tomado
          AND i.id_publicacion IS NOT NULL
        ORDER BY o.id_orden LIMIT 1`,
    );
    if (!platform) throw new Error('sin orden de plataforma pendiente');
    const stock = await stockOf(platform.id_publicacion);
    const annul2 = await annulThroughRequest(server.baseUrl, deciders, platform.id_orden, false);
    expect(annul2.status, JSON.stringify(annul2.body)).toBe(200);
    expect(await stockOf(platform.id_publicacion)).toBe(stock);
  });
});
