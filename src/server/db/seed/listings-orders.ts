// Demo listings and orders for the dashboard (000 §2.4): every listing estado (DECISIONS 16),
// every order status (DECISIONS 18) and payment state, spread over the 90 days before the seed
// ran, with a set of orders dated today for each seller so that every figure of the dashboard
// is above zero for the day and for the month, for staff and for each seller.
import type { Queryable } from '../db.ts';
import { random } from './random.ts';
import { decimalFromCents } from '../../../domain/money.ts';
import { MARKET_TIME_ZONE } from '../../../domain/dates.ts';

interface Product {
  titulo: string;
  /** List price in pesos. */
  precio: number;
  /** Promotional price in pesos, when there is one. */
  promo?: number;
  /** Logistics fee without VAT in pesos (by size). */
  fee: number;
}

const catalogue: Record<number, { comision: number; productos: Product[] }> = {
  1: {
    comision: 12,
    productos: [
      { titulo: 'Heladera No Frost Samsung RT38 382 L Inox', precio: 1_249_999, fee: 9_850 },
      {
        titulo: 'Lavarropas Automático Drean Next 8.14 8 kg',
        precio: 689_999,
        promo: 629_999,
        fee: 8_420,
      },
      { titulo: 'Smart TV LG 55" 4K UHD ThinQ AI', precio: 899_999, fee: 6_730 },
      { titulo: 'Aire Acondicionado Split BGH Silent Air 3000 F/C', precio: 859_990, fee: 7_940 },
      { titulo: 'Cocina Longvie 13601 a Gas 4 Hornallas', precio: 574_999, fee: 8_110 },
      {
        titulo: 'Microondas Philco MPH2320 20 L Digital',
        precio: 139_999,
        promo: 124_999,
        fee: 3_150,
      },
      { titulo: 'Pava Eléctrica Atma PE5210 1,7 L Acero', precio: 32_999, fee: 1_980 },
      { titulo: 'Cafetera Express Peabody PE-CE4702 20 Bar', precio: 189_999, fee: 2_640 },
      { titulo: 'Ventilador de Pie Liliana VP20 20" 90 W', precio: 64_999, fee: 2_910 },
      {
        titulo: 'Smart TV Noblex 43" Full HD Android TV',
        precio: 419_999,
        promo: 389_999,
        fee: 5_480,
      },
      { titulo: 'Freezer Horizontal Gafa FGHI 300 L', precio: 759_999, fee: 9_120 },
      { titulo: 'Lavavajillas Whirlpool WWD14 14 Cubiertos', precio: 829_999, fee: 7_260 },
      { titulo: 'Termotanque Eléctrico Rheem 55 L', precio: 299_999, fee: 6_050 },
      { titulo: 'Aspiradora Robot Philco RBTP02 Wi-Fi', precio: 249_999, fee: 2_480 },
      { titulo: 'Horno Eléctrico Atma HGA4020P 40 L', precio: 129_999, fee: 3_370 },
      { titulo: 'Secarropas Centrífugo Koh-i-Noor A-655 6,5 kg', precio: 219_999, fee: 4_830 },
      {
        titulo: 'Estufa Tiro Balanceado Emegé 3000 Kcal',
        precio: 279_999,
        promo: 259_999,
        fee: 5_960,
      },
      { titulo: 'Barra de Sonido Samsung HW-B450 2.1 Bluetooth', precio: 309_999, fee: 2_770 },
      { titulo: 'Anafe Eléctrico Vitrocerámico Peabody 4 Zonas', precio: 339_999, fee: 3_920 },
      { titulo: 'Licuadora Liliana AL700 Vital 1000 W', precio: 59_999, fee: 1_840 },
    ],
  },
  2: {
    comision: 15,
    productos: [
      {
        titulo: 'Zapatillas Topper Strong Pace III Hombre',
        precio: 74_999,
        promo: 67_499,
        fee: 1_950,
      },
      { titulo: 'Pelota de Fútbol Penalty S11 Ecoknit N°5', precio: 44_999, fee: 1_620 },
      { titulo: 'Bicicleta Olmo Safari 290 Rodado 29 21V', precio: 689_999, fee: 11_480 },
      { titulo: 'Botines Adidas Predator Club FxG', precio: 119_999, fee: 1_950 },
      {
        titulo: 'Camiseta Selección Argentina Adidas 3 Estrellas',
        precio: 129_999,
        promo: 116_999,
        fee: 1_240,
      },
      { titulo: 'Cinta de Correr Athix Runner 1.5 HP Plegable', precio: 949_999, fee: 14_960 },
      { titulo: 'Mancuernas Hexagonales Randers 2 x 5 kg', precio: 58_999, fee: 3_480 },
      { titulo: 'Paleta de Pádel Bullpadel Vertex 04', precio: 329_999, fee: 1_730 },
      { titulo: 'Zapatillas Fila Racer Carbon Mujer', precio: 89_999, fee: 1_950 },
      { titulo: 'Carpa Iglú Spinit Dome 4 Personas', precio: 149_999, promo: 134_999, fee: 4_210 },
      { titulo: 'Bolso Deportivo Puma Challenger M', precio: 54_999, fee: 1_560 },
      { titulo: 'Raqueta de Tenis Head Speed MP', precio: 289_999, fee: 1_890 },
      { titulo: 'Bicicleta Fija Randers ARG-815 Magnética', precio: 459_999, fee: 9_830 },
      { titulo: 'Guantes de Arquero Penalty Delta Pro', precio: 38_999, fee: 1_180 },
      { titulo: 'Colchoneta de Yoga Gymtonic 6 mm', precio: 19_999, fee: 1_370 },
      { titulo: 'Termo Stanley Clásico 1,4 L Verde', precio: 119_999, promo: 109_999, fee: 1_910 },
      { titulo: 'Pelota de Básquet Spalding TF-250 N°7', precio: 62_999, fee: 1_620 },
      { titulo: 'Zapatillas Nike Revolution 7 Hombre', precio: 99_999, fee: 1_950 },
    ],
  },
  3: {
    comision: 10,
    productos: [
      { titulo: 'Mesa de Comedor de Algarrobo 160 x 90 cm', precio: 789_999, fee: 18_950 },
      {
        titulo: 'Rack para TV Centro Estant Mosconi 1,60 m',
        precio: 189_999,
        promo: 169_999,
        fee: 9_420,
      },
      { titulo: 'Placard Orlandi 6 Puertas 2 Cajones Blanco', precio: 459_999, fee: 16_870 },
      { titulo: 'Silla Eames Tapizada Gris (x4)', precio: 239_999, fee: 6_380 },
      { titulo: 'Sommier y Colchón Cannon Princess 2 Plazas', precio: 899_999, fee: 19_760 },
      { titulo: 'Escritorio Platinum Nórdico 1,20 m', precio: 159_999, fee: 7_140 },
      {
        titulo: 'Sillón 3 Cuerpos Chenille Gris Topo',
        precio: 1_099_999,
        promo: 989_999,
        fee: 21_480,
      },
      { titulo: 'Biblioteca Melamina 5 Estantes Roble', precio: 129_999, fee: 6_920 },
      { titulo: 'Mesa Ratona Industrial Hierro y Madera', precio: 119_999, fee: 5_330 },
      { titulo: 'Banqueta Alta Tolix Negra (x2)', precio: 99_999, fee: 4_260 },
      { titulo: 'Cómoda Orlandi 4 Cajones Venge', precio: 209_999, fee: 8_710 },
      { titulo: 'Zapatero Mueble 3 Puertas Blanco', precio: 89_999, fee: 4_980 },
      { titulo: 'Cama Marinera 1 Plaza Pino Macizo', precio: 349_999, fee: 12_640 },
      {
        titulo: 'Vajillero Vintage 2 Puertas Vidriadas',
        precio: 419_999,
        promo: 379_999,
        fee: 13_210,
      },
    ],
  },
};

/**
 * Listing estados by position: every estado, pausados with and without stock
 * (1 activo, 2 pausado, 3 pendiente_activacion, 4 en_revision, 5 eliminado).
 */
const estadosPublicacion = [1, 1, 2, 3, 4, 1, 2, 1, 5, 1, 3, 2, 1, 4, 1, 2, 1, 1, 3, 1];

type Scenario =
  | 'entregada'
  | 'facturadaEnviada'
  | 'facturadaSinEnvio'
  | 'pagadaSinFacturar'
  | 'pagoPendiente'
  | 'pagoRechazado'
  | 'anuladaFacturada'
  | 'anuladaSinFacturar'
  | 'solicitudAnulacion'
  | 'anuladaPorMarket';

/** Order status, payment, invoicing and shipping of each scenario. */
const scenarios: Record<
  Scenario,
  { estado: number; pago: string; facturada: boolean; envio: boolean; market: boolean }
> = {
  entregada: { estado: 4, pago: 'aprobado', facturada: true, envio: true, market: false },
  facturadaEnviada: { estado: 2, pago: 'aprobado', facturada: true, envio: true, market: false },
  facturadaSinEnvio: { estado: 2, pago: 'aprobado', facturada: true, envio: false, market: false },
  pagadaSinFacturar: { estado: 1, pago: 'aprobado', facturada: false, envio: false, market: false },
  pagoPendiente: { estado: 1, pago: 'pendiente', facturada: false, envio: false, market: false },
  pagoRechazado: { estado: 1, pago: 'rechazado', facturada: false, envio: false, market: false },
  anuladaFacturada: { estado: 5, pago: 'aprobado', facturada: true, envio: false, market: false },
  anuladaSinFacturar: {
    estado: 5,
    pago: 'aprobado',
    facturada: false,
    envio: false,
    market: false,
  },
  solicitudAnulacion: {
    estado: 3,
    pago: 'aprobado',
    facturada: false,
    envio: false,
    market: false,
  },
  anuladaPorMarket: { estado: 2, pago: 'aprobado', facturada: true, envio: false, market: true },
};

/** Orders dated today for every seller: one of each scenario, approved sales twice. */
const todays: Scenario[] = [
  'entregada',
  'facturadaEnviada',
  'facturadaEnviada',
  'facturadaSinEnvio',
  'pagadaSinFacturar',
  'pagoPendiente',
  'pagoRechazado',
  'anuladaFacturada',
  'anuladaSinFacturar',
  'solicitudAnulacion',
  'anuladaPorMarket',
];

/** Older orders: mostly delivered; recent ones still moving. */
function pastScenario(daysAgo: number, r: number): Scenario {
  if (daysAgo > 10) {
    if (r < 0.68) return 'entregada';
    if (r < 0.76) return 'anuladaFacturada';
    if (r < 0.84) return 'pagoRechazado';
    if (r < 0.9) return 'anuladaSinFacturar';
    if (r < 0.95) return 'facturadaEnviada';
    return 'anuladaPorMarket';
  }
  if (r < 0.25) return 'facturadaEnviada';
  if (r < 0.4) return 'entregada';
  if (r < 0.52) return 'facturadaSinEnvio';
  if (r < 0.64) return 'pagadaSinFacturar';
  if (r < 0.74) return 'pagoPendiente';
  if (r < 0.82) return 'pagoRechazado';
  if (r < 0.88) return 'solicitudAnulacion';
  if (r < 0.94) return 'anuladaFacturada';
  return 'anuladaSinFacturar';
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const pesos = (n: number) => decimalFromCents(n * 100);

interface SeedItem {
  id_publicacion: number;
  sku_market: string;
  titulo: string;
  cantidad: number;
  precio_unitario: string;
}

interface SeedOrder {
  ref: number;
  id_seller: number;
  fecha: string;
  estado: number;
  estado_pago: string;
  fecha_facturacion: string | null;
  envio_procesado: boolean;
  monto_venta: string;
  monto_comision: string;
  fee_logistico: string;
  anulada_por_market: boolean;
}

interface ListingRow {
  id_publicacion: number;
  sku_market: string;
  titulo: string;
  precio_cents: number;
}

export async function seedListingsAndOrders(q: Queryable): Promise<void> {
  // The start of today and now, in the market's time zone, as the database sees them.
  const [clock] = await q.query<{ inicio: Date | string; ahora: Date | string }>(
    `SELECT (date_trunc('day', now() AT TIME ZONE '${MARKET_TIME_ZONE}')
               AT TIME ZONE '${MARKET_TIME_ZONE}') AS inicio,
            now() AS ahora`,
  );
  if (!clock) throw new Error('sin reloj');
  const startOfToday = new Date(clock.inicio).getTime();
  const now = new Date(clock.ahora).getTime();
  const rand = random(20_260_301);

  const listings: object[] = [];
  for (const [sellerKey, { productos }] of Object.entries(catalogue)) {
    const idSeller = Number(sellerKey);
    productos.forEach((p, i) => {
      const estado = estadosPublicacion[i % estadosPublicacion.length] ?? 1;
      // Every third pausado has no stock; the others a few units.
      const stock =
        estado === 2 && i % 3 === 2 ? 0 : estado === 2 ? 4 + (i % 7) : 3 + ((i * 17) % 60);
      const publicada = now - (5 + Math.floor(rand() * 110)) * DAY - Math.floor(rand() * DAY);
      listings.push({
        id_seller: idSeller,
        titulo: p.titulo,
        sku_seller: `${String(idSeller).padStart(2, '0')}-${String(1000 + i * 7)}`,
        estado,
        stock,
        precio_lista: pesos(p.precio),
        precio_promocional: p.promo === undefined ? null : pesos(p.promo),
        // The product tiles the server serves itself come in step 0006 (listing-images.ts).
        imagen_principal: null,
        fecha_publicacion: new Date(publicada).toISOString(),
        fecha_ultima_modificacion: new Date(publicada + rand() * (now - publicada)).toISOString(),
      });
    });
  }
  await q.query(
    `INSERT INTO publicaciones (id_seller, titulo, sku_seller, estado, stock, precio_lista,
                                precio_promocional, imagen_principal, fecha_publicacion,
                                fecha_ultima_modificacion)
     SELECT id_seller, titulo, sku_seller, estado, stock, precio_lista, precio_promocional,
            imagen_principal, fecha_publicacion, fecha_ultima_modificacion
       FROM json_to_recordset($1::json) AS x(id_seller int, titulo text, sku_seller text,
            estado int, stock int, precio_lista numeric, precio_promocional numeric,
            imagen_principal text, fecha_publicacion timestamptz,
            fecha_ultima_modificacion timestamptz)`,
    [JSON.stringify(listings)],
  );
  // DECISIONS 16: skuMarket is the seller's sufijo and the zero-padded idPublicacion.
  await q.query(
    `UPDATE publicaciones p SET sku_market = s.sufijo || lpad(p.id_publicacion::text, 8, '0')
       FROM sellers s WHERE s.id_seller = p.id_seller AND p.sku_market IS NULL`,
  );

  const orders: SeedOrder[] = [];
  const items: (SeedItem & { ref: number })[] = [];
  for (const [sellerKey, { comision, productos }] of Object.entries(catalogue)) {
    const idSeller = Number(sellerKey);
    // Sold listings are active or paused ones (a paused listing may have sold before).
    const sold = await q.query<ListingRow>(
      `SELECT id_publicacion, sku_market, titulo,
              (coalesce(precio_promocional, precio_lista) * 100)::int AS precio_cents
         FROM publicaciones WHERE id_seller = $1 AND estado IN (1, 2)
        ORDER BY id_publicacion`,
      [idSeller],
    );
    const feeOf = new Map(productos.map((p) => [p.titulo, p.fee]));

    const plan: { scenario: Scenario; fecha: number }[] = todays.map((scenario, i) => ({
      scenario,
      // Spread between the start of today and now (orders are never in the future).
      fecha: startOfToday + Math.floor(((now - startOfToday) * (i + 0.5)) / (todays.length + 1)),
    }));
    for (let daysAgo = 1; daysAgo <= 90; daysAgo++) {
      const perDay = rand() < 0.35 ? 2 : rand() < 0.8 ? 1 : 0;
      for (let k = 0; k < perDay; k++) {
        const fecha = startOfToday - daysAgo * DAY + (9 + Math.floor(rand() * 14)) * HOUR;
        plan.push({ scenario: pastScenario(daysAgo, rand()), fecha });
      }
    }

    for (const { scenario, fecha } of plan) {
      const sc = scenarios[scenario];
      const lines = rand() < 0.25 ? 2 : 1;
      let ventaCents = 0;
      let feeCents = 0;
      const orderItems: SeedItem[] = [];
      for (let l = 0; l < lines; l++) {
        const listing = sold[Math.floor(rand() * sold.length)];
        if (!listing) continue;
        const cantidad = rand() < 0.8 ? 1 : 2;
        ventaCents += listing.precio_cents * cantidad;
        feeCents += (feeOf.get(listing.titulo) ?? 2_000) * 100;
        orderItems.push({
          id_publicacion: listing.id_publicacion,
          sku_market: listing.sku_market,
          titulo: listing.titulo,
          cantidad,
          precio_unitario: decimalFromCents(listing.precio_cents),
        });
      }
      const ref = orders.length + 1;
      const facturacion = sc.facturada ? fecha + Math.min(6 * HOUR, (now - fecha) / 2) : null;
      orders.push({
        ref,
        id_seller: idSeller,
        fecha: new Date(fecha).toISOString(),
        estado: sc.estado,
        estado_pago: sc.pago,
        fecha_facturacion: facturacion === null ? null : new Date(facturacion).toISOString(),
        envio_procesado: sc.envio,
        monto_venta: decimalFromCents(ventaCents),
        monto_comision: decimalFromCents(Math.round((ventaCents * comision) / 100)),
        fee_logistico: decimalFromCents(feeCents),
        anulada_por_market: sc.market,
      });
      for (const item of orderItems) items.push({ ref, ...item });
    }
  }
  // Orders get their ids in date order, so that idOrden grows with the date.
  const [base] = await q.query<{ n: number }>(
    'SELECT coalesce(max(id_orden), 0)::int AS n FROM ordenes',
  );
  const byDate = orders
    .map((o, i) => ({ o, i }))
    .sort((a, b) => Date.parse(a.o.fecha) - Date.parse(b.o.fecha) || a.i - b.i);
  const idOf = new Map(byDate.map(({ o }, k) => [o.ref, (base?.n ?? 0) + k + 1]));
  await q.query(
    `INSERT INTO ordenes (id_orden, id_seller, fecha, estado, estado_pago, fecha_facturacion,
                          envio_procesado, monto_venta, monto_comision, fee_logistico,
                          anulada_por_market)
     SELECT id_orden, id_seller, fecha, estado, estado_pago, fecha_facturacion, envio_procesado,
            monto_venta, monto_comision, fee_logistico, anulada_por_market
       FROM json_to_recordset($1::json) AS x(id_orden int, id_seller int, fecha timestamptz,
            estado int, estado_pago text, fecha_facturacion timestamptz,
            envio_procesado boolean, monto_venta numeric, monto_comision numeric,
            fee_logistico numeric, anulada_por_market boolean)`,
    [JSON.stringify(orders.map(({ ref, ...o }) => ({ id_orden: idOf.get(ref), ...o })))],
  );
  await q.query(
    `SELECT setval(pg_get_serial_sequence('ordenes', 'id_orden'), (SELECT max(id_orden) FROM ordenes))`,
  );
  await q.query(
    `INSERT INTO orden_items (id_orden, id_publicacion, sku_market, titulo, cantidad,
                              precio_unitario)
     SELECT id_orden, id_publicacion, sku_market, titulo, cantidad, precio_unitario
       FROM json_to_recordset($1::json) AS x(id_orden int, id_publicacion int, sku_market text,
            titulo text, cantidad int, precio_unitario numeric)`,
    [JSON.stringify(items.map(({ ref, ...rest }) => ({ id_orden: idOf.get(ref), ...rest })))],
  );
}
