// The logistics fee over HTTP against a real database (002 §2 'Fee logistics', §3, §4 Fee, §5,
// §7 'Fees', §8; DECISIONS 7, 23; issue 19 points 5-8): every call and role, the three windows,
// the creation checks in their order with nothing written, a new fee closing the window it
// meets, the database's exclusion constraint against overlaps, cell updates all or none, and
// the quote of an order (window edges, scales by chargeable weight, zones by postal code).
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
import { feeMessages } from '../../src/domain/fee-rules.ts';
import { quoteOrderFee } from '../../src/server/fees/area.ts';

type FilaCostoFee = components['schemas']['FilaCostoFee'];
type FeeCreado = components['schemas']['FeeCreado'];

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  Object.assign(
    tokens,
    (await loginAll(server.baseUrl, [...activeDemoUsers, 'moderador2'])).tokens,
  );
});
afterAll(async () => {
  await server.close();
});

const as = (u: string) => ({ token: tokens[u] ?? '' });
const get = (u: string, path: string) => call(server.baseUrl, 'GET', path, as(u));
const send = (u: string, method: 'POST' | 'PUT', path: string, json: unknown) =>
  call(server.baseUrl, method, path, { ...as(u), json });

const today = todayInMarket();
const DATOS = '/api/Liquidaciones/DatosFeeLogisticoSellers';
const CREAR = '/api/Liquidaciones/CrearFee';
const ACTUALIZAR = '/api/Liquidaciones/ActualizacionFeeMarket';

async function windowRows(vigencia: 0 | 1 | 2, u = 'moderador'): Promise<FilaCostoFee[]> {
  const res = await get(u, `${DATOS}?VigenciaFeeLogistico=${String(vigencia)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { datosFeeLogisticoSellers: FilaCostoFee[] }).datosFeeLogisticoSellers;
}

const windows = () =>
  server.db.query<{ id_fee: number; desde: string; hasta: string }>(
    `SELECT id_fee, to_char(vigente_desde, 'YYYY-MM-DD') AS desde,
            to_char(vigente_hasta, 'YYYY-MM-DD') AS hasta FROM fee_vigencias ORDER BY vigente_desde`,
  );
const cellCount = async () =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fee_costos_zona'))[0]?.n;

/** The seeded windows: previous, active and next around today (src/server/db/seed/fees.ts). */
const seeded = {
  anterior: { desde: addDays(today, -120), hasta: addDays(today, -31) },
  activo: { desde: addDays(today, -30), hasta: addDays(today, 29) },
  proximo: { desde: addDays(today, 30), hasta: addDays(today, 119) },
};

describe('who (002 §6, 000 §2.3; issue 19 point 7)', () => {
  it('category and admin moderator only: every other role gets 403 on every call, nothing changes', async () => {
    const reads = [`${DATOS}?VigenciaFeeLogistico=1`, '/api/Liquidaciones/EstructuraFee'];
    const writes: [method: 'POST' | 'PUT', path: string, body: unknown][] = [
      [
        'POST',
        CREAR,
        {
          costosFee: [{ idZona: 1, idEscala: 1, costo: 100 }],
          vigenteDesde: addDays(today, 500),
          vigenteHasta: addDays(today, 510),
        },
      ],
      ['PUT', ACTUALIZAR, { costosFeeEditados: [{ idFeeLogistico: 1, costo: 1 }] }],
    ];
    const before = { w: await windows(), cells: await cellCount() };
    for (const u of ['selleradmin', 'seller', 'seller2', 'lectura', 'proveedor', 'contable']) {
      for (const path of reads) expect((await get(u, path)).status, `${u} ${path}`).toBe(403);
      for (const [method, path, body] of writes) {
        expect((await send(u, method, path, body)).status, `${u} ${path}`).toBe(403);
      }
    }
    // moderador2's hiddenItemsIds hide the whole Liquidaciones group (item 9).
    for (const path of reads) expect((await get('moderador2', path)).status).toBe(403);
    expect(await windows()).toEqual(before.w);
    expect(await cellCount()).toBe(before.cells);
    for (const u of ['categoria', 'moderador']) {
      for (const path of reads) expect((await get(u, path)).status, `${u} ${path}`).toBe(200);
    }
    expect((await call(server.baseUrl, 'GET', `${DATOS}?VigenciaFeeLogistico=1`)).status).toBe(401);
  });
});

describe('the three windows (002 §2, §4: VigenciaFeeLogistico 0, 1, 2)', () => {
  it('previous, active and next around today, one row per scale with each zone’s cost and days', async () => {
    const [anterior, activo, proximo] = [
      await windowRows(0),
      await windowRows(1),
      await windowRows(2),
    ];
    for (const [rows, w] of [
      [anterior, seeded.anterior],
      [activo, seeded.activo],
      [proximo, seeded.proximo],
    ] as const) {
      expect(rows.map((r) => r.descripcion)).toEqual([
        'Hasta 1 kg',
        'De 1 a 5 kg',
        'De 5 a 10 kg',
        'De 10 a 20 kg',
        'De 20 a 30 kg',
        'Más de 30 kg',
      ]);
      for (const r of rows) {
        expect([r.vigenteDesde, r.vigenteHasta]).toEqual([w.desde, w.hasta]);
        for (const zona of ['amba', 'interior', 'patagonia'] as const) {
          const cell = r[zona];
          expect(cell, `${r.descripcion} ${zona}`).not.toBeNull();
          expect(cell?.costo).toBeGreaterThan(0);
          expect(cell?.diasEntrega).toBeGreaterThan(0);
        }
      }
    }
    // The seed: the active AMBA 'Hasta 1 kg' costs 2890; the previous one less, the next more.
    expect(activo[0]?.amba?.costo).toBe(2890);
    expect(anterior[0]?.amba?.costo).toBeLessThan(2890);
    expect(proximo[0]?.amba?.costo).toBeGreaterThan(2890);
  });

  it('a window that is not there is an empty list; VigenciaFeeLogistico outside 0-2 is 400', async () => {
    const bad = await get('moderador', `${DATOS}?VigenciaFeeLogistico=3`);
    expect(bad.status).toBe(400);
    expect((await get('moderador', DATOS)).status).toBe(400);
  });

  it('the structure: every scale by zone in id order, with the latest window’s costs', async () => {
    const res = await get('categoria', '/api/Liquidaciones/EstructuraFee');
    expect(res.status).toBe(200);
    const { costosFee } = res.body as {
      costosFee: { escala: string; zona: string; costo: number }[];
    };
    expect(costosFee).toHaveLength(18);
    expect(costosFee.slice(0, 3).map((c) => [c.escala, c.zona])).toEqual([
      ['Hasta 1 kg', 'amba'],
      ['Hasta 1 kg', 'interior'],
      ['Hasta 1 kg', 'patagonia'],
    ]);
    const proximo = await windowRows(2);
    expect(costosFee[0]?.costo).toBe(proximo[0]?.amba?.costo);
    expect(costosFee[17]?.costo).toBe(proximo[5]?.patagonia?.costo);
  });
});

describe('Crear Fee (002 §5, §7 CrearFee; issue 19 point 5)', () => {
  const valid = [
    { idZona: 1, idEscala: 1, costo: 3100 },
    { idZona: 3, idEscala: 1, costo: '5300.5' },
    { idZona: 2, idEscala: 4, costo: 9999.99 },
  ];

  it('the checks in order, each a 400 with nothing written', async () => {
    const before = { w: await windows(), cells: await cellCount() };
    const far = addDays(today, 400);
    const cases: [body: Record<string, unknown>, message: string][] = [
      [{ costosFee: valid, vigenteHasta: far }, feeMessages.fechaDesde],
      [{ costosFee: valid, vigenteDesde: far, vigenteHasta: null }, feeMessages.fechaHasta],
      [
        { costosFee: valid, vigenteDesde: addDays(today, -1), vigenteHasta: far },
        feeMessages.desdeAnteriorAHoy,
      ],
      [
        { costosFee: valid, vigenteDesde: far, vigenteHasta: addDays(far, -1) },
        feeMessages.hastaAnteriorADesde,
      ],
      [{ costosFee: [], vigenteDesde: far, vigenteHasta: far }, feeMessages.sinDatos],
      [
        { costosFee: [{ idZona: 1, idEscala: 1, costo: 0 }], vigenteDesde: far, vigenteHasta: far },
        feeMessages.costoInvalido('0'),
      ],
      [
        {
          costosFee: [{ idZona: 1, idEscala: 1, costo: '123456789' }],
          vigenteDesde: far,
          vigenteHasta: far,
        },
        feeMessages.costoInvalido('123456789'),
      ],
      [
        {
          costosFee: [{ idZona: 1, idEscala: 1, costo: 1.234 }],
          vigenteDesde: far,
          vigenteHasta: far,
        },
        feeMessages.costoInvalido('1.234'),
      ],
      [
        {
          costosFee: [{ idZona: 1, idEscala: 7, costo: 10 }],
          vigenteDesde: far,
          vigenteHasta: far,
        },
        feeMessages.escalaInexistente(7),
      ],
      [
        {
          costosFee: [{ idZona: 4, idEscala: 1, costo: 10 }],
          vigenteDesde: far,
          vigenteHasta: far,
        },
        feeMessages.zonaInexistente(4),
      ],
      [
        {
          costosFee: [
            { idZona: 1, idEscala: 1, costo: 10 },
            { idZona: 1, idEscala: 1, costo: 20 },
          ],
          vigenteDesde: far,
          vigenteHasta: far,
        },
        feeMessages.celdaRepetida(1, 1),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await send('moderador', 'POST', CREAR, body);
      expect(res.status, message).toBe(400);
      expect(errores(res)).toEqual([message]);
    }
    expect(await windows()).toEqual(before.w);
    expect(await cellCount()).toBe(before.cells);
  });

  it('a new fee closes the next window where they meet; its empty scales are not stored', async () => {
    const desde = addDays(seeded.proximo.desde, 20);
    const hasta = addDays(desde, 60);
    const res = await send('categoria', 'POST', CREAR, {
      costosFee: valid,
      vigenteDesde: `${desde}T03:00:00.000Z`,
      vigenteHasta: `${hasta}T03:00:00.000Z`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { data } = res.body as { data: FeeCreado };
    expect([data.vigenteDesde, data.vigenteHasta]).toEqual([desde, hasta]);
    expect(data.feeCerrado).toMatchObject({
      vigenteDesde: seeded.proximo.desde,
      vigenteHasta: addDays(desde, -1),
    });
    // Two scales (1 and 4): the others had no cost.
    expect(data.costosFee.map((r) => r.idEscala)).toEqual([1, 4]);
    expect(data.costosFee[0]?.amba?.costo).toBe(3100);
    expect(data.costosFee[0]?.interior).toBeNull();
    expect(data.costosFee[0]?.patagonia?.costo).toBe(5300.5);
    expect(data.costosFee[1]?.interior).toMatchObject({ costo: 9999.99, diasEntrega: 0 });
    // The next window is still the seeded one, now ending the day before the new one.
    expect((await windowRows(2))[0]).toMatchObject({
      vigenteDesde: seeded.proximo.desde,
      vigenteHasta: addDays(desde, -1),
    });
    const audit = await server.db.query<{ evento: string }>(
      `SELECT evento FROM audit WHERE entidad = 'fee_logistico' ORDER BY id`,
    );
    expect(audit.map((a) => a.evento)).toEqual(['CERRAR_FEE', 'CREAR_FEE']);
  });

  it('a fee that would cover a window’s start is 409, nothing changes', async () => {
    const before = { w: await windows(), cells: await cellCount() };
    // Starts within the seeded next window and runs past the one created above.
    const res = await send('moderador', 'POST', CREAR, {
      costosFee: valid,
      vigenteDesde: addDays(seeded.proximo.desde, 5),
      vigenteHasta: addDays(seeded.proximo.desde, 30),
    });
    expect(res.status).toBe(409);
    expect(errores(res)).toEqual([feeMessages.superposicion(addDays(seeded.proximo.desde, 20))]);
    expect(await windows()).toEqual(before.w);
    expect(await cellCount()).toBe(before.cells);
  });

  it('windows never overlap: the database refuses one even written by hand (exclusion constraint)', async () => {
    const error = await server.db
      .query(
        `INSERT INTO fee_vigencias (vigente_desde, vigente_hasta) VALUES ($1::date, $2::date)`,
        [seeded.activo.hasta, addDays(seeded.activo.hasta, 3)],
      )
      .then(
        () => null,
        (e: unknown) => e as { code?: string },
      );
    expect(error?.code).toBe('23P01');
    // Touching ends overlap too (both days are included).
    const [w] = await windows();
    const touching = await server.db
      .query(`UPDATE fee_vigencias SET vigente_hasta = vigente_hasta + 1 WHERE id_fee = $1`, [
        w?.id_fee,
      ])
      .then(
        () => null,
        (e: unknown) => e as { code?: string },
      );
    expect(touching?.code).toBe('23P01');
  });
});

describe('Crear Fee from today (its own database)', () => {
  let own: TestServer;
  let token = '';
  beforeAll(async () => {
    own = await startServer();
    token = (await loginAll(own.baseUrl, ['moderador'])).tokens.moderador;
  });
  afterAll(async () => {
    await own.close();
  });

  it('starting today, it closes the active window yesterday: the old one becomes the previous', async () => {
    const res = await call(own.baseUrl, 'POST', CREAR, {
      token,
      json: {
        costosFee: [{ idZona: 2, idEscala: 2, costo: 4444 }],
        vigenteDesde: today,
        vigenteHasta: addDays(seeded.proximo.desde, -1),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = async (v: number) =>
      (
        (await call(own.baseUrl, 'GET', `${DATOS}?VigenciaFeeLogistico=${String(v)}`, { token }))
          .body as { datosFeeLogisticoSellers: FilaCostoFee[] }
      ).datosFeeLogisticoSellers;
    expect((await rows(1))[0]).toMatchObject({ vigenteDesde: today, descripcion: 'De 1 a 5 kg' });
    expect((await rows(0))[0]).toMatchObject({
      vigenteDesde: seeded.activo.desde,
      vigenteHasta: addDays(today, -1),
    });
    expect((await rows(2))[0]?.vigenteDesde).toBe(seeded.proximo.desde);
  });
});

describe('Actualizar Fee (002 §5, §7 ActualizacionFeeMarket)', () => {
  const cellsOf = (rows: FilaCostoFee[]) =>
    rows.flatMap((r) => [r.amba, r.interior, r.patagonia]).filter((c) => c !== null);

  it('the active window’s cells get their cost and days; the answer is 002 §8’s success', async () => {
    const rows = await windowRows(1);
    const [first, second] = cellsOf(rows);
    if (!first || !second) throw new Error('sin celdas');
    const res = await send('moderador', 'PUT', ACTUALIZAR, {
      costosFeeEditados: [
        { idFeeLogistico: first.idFeeLogistico, costo: 3050.25, diasEntrega: 3 },
        { idFeeLogistico: second.idFeeLogistico, costo: '4100' },
      ],
      vigenteDesde: rows[0]?.vigenteDesde,
      vigenteHasta: rows[0]?.vigenteHasta,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ mensaje: 'Fee Logístico actualizado correctamente' });
    const after = cellsOf(await windowRows(1));
    expect(after[0]).toEqual({ ...first, costo: 3050.25, diasEntrega: 3 });
    // Days not sent stay as they were.
    expect(after[1]).toEqual({ ...second, costo: 4100 });
    const audit = await server.db.query<{ desde: string; hacia: string }>(
      `SELECT desde, hacia FROM audit WHERE entidad = 'fee_logistico' AND evento = 'ACTUALIZAR_FEE'
        ORDER BY id`,
    );
    expect(audit[0]?.hacia).toBe(`${String(first.idFeeLogistico)}: 3050.25 / 3`);
  });

  it('the next window is editable too', async () => {
    const rows = await windowRows(2);
    const [cell] = cellsOf(rows);
    if (!cell) throw new Error('sin celdas');
    const res = await send('categoria', 'PUT', ACTUALIZAR, {
      costosFeeEditados: [{ idFeeLogistico: cell.idFeeLogistico, costo: 7777, diasEntrega: 9 }],
      vigenteDesde: rows[0]?.vigenteDesde,
      vigenteHasta: rows[0]?.vigenteHasta,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(cellsOf(await windowRows(2))[0]).toMatchObject({ costo: 7777, diasEntrega: 9 });
  });

  it('refusals change nothing: empty, unknown, two windows, other dates, a bad cost among good ones, the previous window', async () => {
    const activo = await windowRows(1);
    const anterior = await windowRows(0);
    const [a, b] = cellsOf(activo);
    const [old] = cellsOf(anterior);
    if (!a || !b || !old) throw new Error('sin celdas');
    const dates = { vigenteDesde: activo[0]?.vigenteDesde, vigenteHasta: activo[0]?.vigenteHasta };
    const snapshot = async () =>
      server.db.query('SELECT * FROM fee_costos_zona ORDER BY id_fee_logistico');
    const before = await snapshot();
    const cases: [body: Record<string, unknown>, status: number, message: string][] = [
      [{ costosFeeEditados: [], ...dates }, 400, feeMessages.sinDatos],
      [
        { costosFeeEditados: [{ idFeeLogistico: 999999, costo: 10 }], ...dates },
        404,
        feeMessages.costoInexistente(999999),
      ],
      [
        {
          costosFeeEditados: [
            { idFeeLogistico: a.idFeeLogistico, costo: 10 },
            { idFeeLogistico: old.idFeeLogistico, costo: 10 },
          ],
          ...dates,
        },
        400,
        feeMessages.unSoloFee,
      ],
      [
        {
          costosFeeEditados: [{ idFeeLogistico: a.idFeeLogistico, costo: 10 }],
          vigenteDesde: today,
          vigenteHasta: dates.vigenteHasta,
        },
        400,
        feeMessages.fechasNoCorresponden,
      ],
      [
        {
          costosFeeEditados: [
            { idFeeLogistico: a.idFeeLogistico, costo: 10 },
            { idFeeLogistico: b.idFeeLogistico, costo: 0, diasEntrega: 4 },
          ],
          ...dates,
        },
        400,
        feeMessages.costoInvalido('0'),
      ],
      [
        {
          costosFeeEditados: [{ idFeeLogistico: a.idFeeLogistico, costo: 10, diasEntrega: 1000 }],
          ...dates,
        },
        400,
        // The contract's maximum answers first.
        '',
      ],
      [
        {
          costosFeeEditados: [{ idFeeLogistico: a.idFeeLogistico, costo: 10 }],
          ...dates,
          vigenteDesde: dates.vigenteDesde,
          extra: 1,
        },
        400,
        '',
      ],
      [
        {
          costosFeeEditados: [{ idFeeLogistico: old.idFeeLogistico, costo: 10 }],
          vigenteDesde: anterior[0]?.vigenteDesde,
          vigenteHasta: anterior[0]?.vigenteHasta,
        },
        409,
        feeMessages.anteriorSoloLectura,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await send('moderador', 'PUT', ACTUALIZAR, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message !== '') expect(errores(res)).toEqual([message]);
      else expect(errores(res).length).toBeGreaterThan(0);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the quote of an order (DECISIONS 23; issue 19 point 6)', () => {
  let sellerId = 0;
  let ownLogisticsSellerId = 0;

  beforeAll(async () => {
    const [s1] = await server.db.query<{ id_seller: number }>(
      `INSERT INTO sellers (razon_social, envio_propio) VALUES ('Cotizaciones SA', false)
       RETURNING id_seller`,
    );
    const [s2] = await server.db.query<{ id_seller: number }>(
      `INSERT INTO sellers (razon_social, envio_propio) VALUES ('Envío Propio SRL', true)
       RETURNING id_seller`,
    );
    sellerId = s1?.id_seller ?? 0;
    ownLogisticsSellerId = s2?.id_seller ?? 0;
  });

  /** A listing with these packages (alto, ancho, profundidad, peso). */
  async function listing(seller: number, packages: [number, number, number, number][]) {
    const [p] = await server.db.query<{ id_publicacion: number }>(
      `INSERT INTO publicaciones (id_seller, titulo, precio_lista) VALUES ($1, 'Producto', 1000)
       RETURNING id_publicacion`,
      [seller],
    );
    const id = p?.id_publicacion ?? 0;
    for (const [i, [alto, ancho, profundidad, peso]] of packages.entries()) {
      await server.db.query(
        `INSERT INTO publicacion_dimensiones (id_publicacion, orden, alto, ancho, profundidad, peso)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, i + 1, alto, ancho, profundidad, peso],
      );
    }
    return id;
  }

  /** An order of `units` of the listing at an instant, delivered to a postal code. */
  async function order(o: {
    seller?: number;
    idPublicacion: number;
    units?: number;
    fecha: string;
    cp: string | null;
    provincia?: string | null;
    clienteCp?: string | null;
  }) {
    const [row] = await server.db.query<{ id_orden: number }>(
      `INSERT INTO ordenes (id_seller, fecha, monto_venta, entrega_codigo_postal, entrega_provincia,
                            cliente_codigo_postal)
       VALUES ($1, $2::timestamptz, 1000, $3, $4, $5) RETURNING id_orden`,
      [o.seller ?? sellerId, o.fecha, o.cp, o.provincia ?? null, o.clienteCp ?? null],
    );
    const id = row?.id_orden ?? 0;
    await server.db.query(
      `INSERT INTO orden_items (id_orden, id_publicacion, titulo, cantidad, precio_unitario)
       VALUES ($1, $2, 'Producto', $3, 1000)`,
      [id, o.idPublicacion, o.units ?? 1],
    );
    return id;
  }

  const noon = `${today}T12:00:00-03:00`;
  const quote = async (id: number) => {
    const q = await quoteOrderFee(server.db, id);
    if (!q) throw new Error('sin cotización');
    return q;
  };
  /** The active window's cell for a scale and zone, in cents. */
  const activeCost = async (idEscala: number, zona: 'amba' | 'interior' | 'patagonia') => {
    const row = (await windowRows(1)).find((r) => r.idEscala === idEscala);
    return Math.round((row?.[zona]?.costo ?? NaN) * 100);
  };

  it('the scale by chargeable weight: bounds included, volumetric weight when it is larger', async () => {
    const cases: [packages: [number, number, number, number][], units: number, escala: number][] = [
      [[[10, 10, 10, 1]], 1, 1], // exactly 1 kg: 'Hasta 1 kg'
      [[[10, 10, 10, 1.1]], 1, 2],
      [[[10, 10, 50, 0.2]], 1, 1], // 5000 cm³ / 5000 = 1 kg exactly
      [[[10, 10, 50.1, 0.2]], 1, 2], // 1.002 kg volumetric
      [[[10, 10, 10, 0.5]], 2, 1], // two units: 1 kg
      [[[10, 10, 10, 0.5]], 3, 2], // three units: 1.5 kg
      [[[1, 1, 1, 30]], 1, 5], // 30 kg: 'De 20 a 30 kg'
      [[[1, 1, 1, 30.1]], 1, 6],
      [
        [
          [1, 1, 1, 15],
          [1, 1, 1, 5.1],
        ],
        1,
        5,
      ], // two packages of one listing: 20.1 kg
      [[], 1, 1], // no dimensions: weighs nothing
    ];
    for (const [packages, units, escala] of cases) {
      const id = await order({
        idPublicacion: await listing(sellerId, packages),
        units,
        fecha: noon,
        cp: '1425',
      });
      const q = await quote(id);
      expect(q.idEscala, JSON.stringify(packages)).toBe(escala);
      expect(q.cobra).toBe(true);
      expect(q.importe).toBe(await activeCost(escala, 'amba'));
    }
    const q = await quote(
      await order({
        idPublicacion: await listing(sellerId, [[10, 10, 50.1, 0.2]]),
        fecha: noon,
        cp: '1425',
      }),
    );
    expect(q).toMatchObject({ pesoAforado: 1.002, pesoHasta: 5, zona: 'amba' });
  });

  it('the zone by postal code: AMBA 1000-1999, Patagonia 8000-9999 and its provinces, interior the rest', async () => {
    const idPublicacion = await listing(sellerId, [[10, 10, 10, 1]]);
    const cases: [cp: string | null, provincia: string | null, zona: string][] = [
      ['1000', null, 'amba'],
      ['1999', 'Buenos Aires', 'amba'],
      ['C1425ABC', null, 'amba'],
      ['0999', null, 'interior'],
      ['2000', 'Santa Fe', 'interior'],
      ['7999', null, 'interior'],
      ['8000', 'Buenos Aires', 'patagonia'],
      ['9999', null, 'patagonia'],
      ['6300', 'La Pampa', 'patagonia'],
      [null, 'Neuquén', 'patagonia'],
      [null, null, 'interior'],
    ];
    for (const [cp, provincia, zona] of cases) {
      const q = await quote(await order({ idPublicacion, fecha: noon, cp, provincia }));
      expect(q.zona, `${String(cp)} ${String(provincia)}`).toBe(zona);
      expect(q.importe).toBe(await activeCost(1, zona as 'amba'));
    }
    // Without a delivery postal code, the buyer's.
    const q = await quote(await order({ idPublicacion, fecha: noon, cp: null, clienteCp: '9410' }));
    expect(q).toMatchObject({ zona: 'patagonia', codigoPostal: '9410' });
  });

  it('the window in force at the order’s market day: edges of the previous, active and next windows', async () => {
    const idPublicacion = await listing(sellerId, [[10, 10, 10, 1]]);
    const at = async (fecha: string) => quote(await order({ idPublicacion, fecha, cp: '1425' }));
    const anterior = await windowRows(0);
    const activo = await windowRows(1);
    const proximo = await windowRows(2);
    const cents = (rows: FilaCostoFee[]) => Math.round((rows[0]?.amba?.costo ?? NaN) * 100);
    // 23:59:59 in Argentina of the previous window's last day is 02:59:59 UTC of the next day.
    const lastPrevious = await at(`${seeded.activo.desde}T02:59:59Z`);
    expect(lastPrevious).toMatchObject({
      fechaOrden: seeded.anterior.hasta,
      importe: cents(anterior),
    });
    const firstActive = await at(`${seeded.activo.desde}T03:00:00Z`);
    expect(firstActive).toMatchObject({ fechaOrden: seeded.activo.desde, importe: cents(activo) });
    const lastActive = await at(`${seeded.activo.hasta}T23:59:59-03:00`);
    expect(lastActive).toMatchObject({ fechaOrden: seeded.activo.hasta, importe: cents(activo) });
    const firstNext = await at(`${seeded.proximo.desde}T00:00:00-03:00`);
    expect(firstNext).toMatchObject({ importe: cents(proximo) });
    expect(firstNext.cobra && firstNext.idFee).toBe(proximo[0]?.idFee);
    // Before every window: nothing is in force.
    expect(await at(`${addDays(seeded.anterior.desde, -1)}T12:00:00-03:00`)).toMatchObject({
      cobra: false,
      motivo: 'sin_fee_vigente',
      importe: 0,
    });
  });

  it('a seller with own logistics pays no fee; a scale the window lacks is no cost; no order is null', async () => {
    const own = await quote(
      await order({
        seller: ownLogisticsSellerId,
        idPublicacion: await listing(ownLogisticsSellerId, [[10, 10, 10, 1]]),
        fecha: noon,
        cp: '1425',
      }),
    );
    expect(own).toMatchObject({ cobra: false, motivo: 'logistica_propia', importe: 0 });
    // The window created above (from the next one's 20th day) has scales 1 and 4 only.
    const created = (await windows()).at(-1);
    const heavy = await quote(
      await order({
        idPublicacion: await listing(sellerId, [[1, 1, 1, 25]]),
        fecha: `${created?.desde ?? ''}T12:00:00-03:00`,
        cp: '1425',
      }),
    );
    expect(heavy).toMatchObject({ cobra: false, motivo: 'sin_costo', idEscala: 5 });
    expect(await quoteOrderFee(server.db, 99_999_999)).toBeNull();
  });
});
