// Issue 35 point 2, 'Pendientes', over HTTP against a real database: per role, every count of
// GET /api/Pendientes equals the rows its link's list returns (the list called with the same
// `Pendiente` filter and nothing else), a record leaves its queue when the action is done, the
// scope is the lists' (a seller counts only its own), hiddenItemsIds hide the queues of hidden
// screens, and a queue that is not the session's is 400 on a list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDemoUsers,
  call,
  errores,
  loginAll,
  startServer,
  type TestServer,
} from './helpers.ts';
import { pendingMessages, type PendingQueueId } from '../../src/domain/pending.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

interface Cola {
  id: PendingQueueId;
  cantidad: number;
}

const as = (u: string) => ({ token: tokens[u] ?? '' });

async function pendientes(u: string): Promise<Cola[]> {
  const res = await call(server.baseUrl, 'GET', '/api/Pendientes', as(u));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { pendientes: Cola[] }).pendientes;
}

async function count(u: string, id: PendingQueueId): Promise<number> {
  const cola = (await pendientes(u)).find((c) => c.id === id);
  if (cola === undefined) throw new Error(`${u} no tiene la cola ${id}`);
  return cola.cantidad;
}

/** The list a queue's link opens, with the queue as its filter and nothing else chosen. */
async function listed(u: string, id: PendingQueueId) {
  const q = `Pendiente=${id}&CantidadPagina=100`;
  const byList: Record<PendingQueueId, () => Promise<{ status: number; body: unknown }>> = {
    publicacionesRevision: () => call(server.baseUrl, 'GET', `/api/Publicaciones?${q}`, as(u)),
    publicacionesDesaprobadas: () => call(server.baseUrl, 'GET', `/api/Publicaciones?${q}`, as(u)),
    rebatesRespuesta: () => call(server.baseUrl, 'GET', `/api/Rebates/Gestion?${q}`, as(u)),
    ordenesSinFacturar: () => call(server.baseUrl, 'GET', `/api/Ordenes?${q}`, as(u)),
    solicitudesAnulacion: () => call(server.baseUrl, 'GET', `/api/Ordenes?${q}`, as(u)),
    solicitudesRespondidas: () => call(server.baseUrl, 'GET', `/api/Ordenes?${q}`, as(u)),
    ventasVerdesSinOblea: () =>
      call(server.baseUrl, 'POST', '/api/Ordenes/VentasVerdes/Buscar', {
        ...as(u),
        json: { pendiente: id, cantidadPagina: 100 },
      }),
    liquidacionesBorrador: () =>
      call(
        server.baseUrl,
        'GET',
        `/api/Liquidaciones/LiquidacionesBusqueda?Pendiente=${id}&cantidadPagina=100`,
        as(u),
      ),
    liquidacionesPorConfirmar: () =>
      call(
        server.baseUrl,
        'GET',
        `/api/Liquidaciones/LiquidacionesBusqueda?Pendiente=${id}&cantidadPagina=100`,
        as(u),
      ),
  };
  const res = await byList[id]();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const body = res.body as { cantidadTotal: number; elementos: Record<string, unknown>[] };
  return { total: body.cantidadTotal, elementos: body.elementos };
}

const q = <T extends object>(sql: string, params: unknown[] = []) =>
  server.db.query<T>(sql, params);

beforeAll(async () => {
  server = await startServer();
  const sessions = await loginAll(server.baseUrl, [...activeDemoUsers, 'moderador2']);
  Object.assign(tokens, sessions.tokens);
  // Records in every queue, for both sellers where a seller's queue is tested.
  for (const idSeller of [1, 2]) {
    // Listings waiting for staff (3, 4) and disapproved ones (4).
    await q(
      `UPDATE publicaciones SET estado = 4 WHERE id_publicacion IN (
         SELECT id_publicacion FROM publicaciones WHERE id_seller = $1 AND estado = 1
          ORDER BY id_publicacion LIMIT 2)`,
      [idSeller],
    );
    await q(
      `UPDATE publicaciones SET estado = 3 WHERE id_publicacion IN (
         SELECT id_publicacion FROM publicaciones WHERE id_seller = $1 AND estado = 1
          ORDER BY id_publicacion LIMIT 1)`,
      [idSeller],
    );
    // Orders pendiente for more than 2 days, one of them cancelled by the marketplace (it
    // accepts no invoice: not in the queue).
    await q(
      `UPDATE ordenes SET estado = 1, fecha = now() - interval '5 days',
              anulada_por_market = (id_orden % 3 = 0)
        WHERE id_orden IN (SELECT id_orden FROM ordenes WHERE id_seller = $1
                            ORDER BY id_orden LIMIT 4)`,
      [idSeller],
    );
    // Cancellation requests to decide.
    await q(
      `UPDATE ordenes SET estado = 3, anulada_por_market = false,
              id_motivo_solicitud = (SELECT min(id_motivo) FROM motivos_solicitud_anulacion)
        WHERE id_orden IN (SELECT id_orden FROM ordenes WHERE id_seller = $1 AND estado = 2
                            ORDER BY id_orden DESC LIMIT 2)`,
      [idSeller],
    );
    // Rebates: one for the marketplace's answer (1), one for the seller admin's (2).
    for (const estado of [1, 2]) {
      await q(
        `INSERT INTO rebates (id_publicacion, precio_inicial, precio_final, a_cargo_market,
                              a_cargo_seller, fecha_inicio, fecha_vencimiento, unidades,
                              id_estado_rebate)
         SELECT p.id_publicacion, 1000, 900, 50, 50, current_date, current_date + 30, 10, $2
           FROM publicaciones p
          WHERE p.id_seller = $1 AND p.estado = 1
            AND NOT EXISTS (SELECT 1 FROM rebates r WHERE r.id_publicacion = p.id_publicacion
                              AND r.id_estado_rebate IN (1, 2, 3))
          ORDER BY p.id_publicacion LIMIT 1`,
        [idSeller, estado],
      );
    }
    // A settlement draft created 10 days ago, and one created today.
    for (const dias of [10, 0]) {
      await q(
        `INSERT INTO liquidaciones (id_seller, id_estado, fecha_desde, fecha_hasta, creada_en)
         VALUES ($1, 2, current_date - 60, current_date - 40, now() - make_interval(days => $2))`,
        [idSeller, dias],
      );
    }
  }
  // Green sales whose label is not downloaded, old and new.
  await q(
    `UPDATE ventas_verdes SET oblea_fecha_descarga = NULL, oblea_borrado = false
      WHERE id_orden IN (SELECT id_orden FROM ventas_verdes ORDER BY id_orden LIMIT 6)`,
  );
  await q(
    `UPDATE ordenes SET fecha = now() - interval '3 hours'
      WHERE id_orden IN (SELECT id_orden FROM ventas_verdes ORDER BY id_orden LIMIT 2)`,
  );
});
afterAll(async () => {
  await server.close();
});

const expected: Record<string, PendingQueueId[]> = {
  categoria: [
    'publicacionesRevision',
    'solicitudesAnulacion',
    'ventasVerdesSinOblea',
    'liquidacionesBorrador',
  ],
  moderador: [
    'publicacionesRevision',
    'rebatesRespuesta',
    'solicitudesAnulacion',
    'ventasVerdesSinOblea',
    'liquidacionesBorrador',
  ],
  // hiddenItemsIds 9: no Liquidaciones menu, so no settlement queue.
  moderador2: [
    'publicacionesRevision',
    'rebatesRespuesta',
    'solicitudesAnulacion',
    'ventasVerdesSinOblea',
  ],
  selleradmin: [
    'publicacionesDesaprobadas',
    'rebatesRespuesta',
    'ordenesSinFacturar',
    'solicitudesRespondidas',
  ],
  // The seller answers no rebate (the rebate machine gives it no APROBAR/RECHAZAR).
  seller: ['publicacionesDesaprobadas', 'ordenesSinFacturar', 'solicitudesRespondidas'],
  seller2: ['publicacionesDesaprobadas', 'ordenesSinFacturar', 'solicitudesRespondidas'],
  proveedor: ['ventasVerdesSinOblea'],
  contable: ['liquidacionesPorConfirmar'],
};

describe('GET /api/Pendientes', () => {
  it.each(Object.keys(expected))('%s: its queues, each count the rows of its link', async (u) => {
    const colas = await pendientes(u);
    expect(colas.map((c) => c.id)).toEqual(expected[u]);
    for (const cola of colas) {
      const { total, elementos } = await listed(u, cola.id);
      expect(total, `${u} ${cola.id}`).toBe(cola.cantidad);
      expect(elementos.length, `${u} ${cola.id}`).toBe(Math.min(total, 100));
    }
  });

  it('every queue set up has records', async () => {
    for (const u of ['moderador', 'selleradmin', 'proveedor', 'contable']) {
      for (const cola of await pendientes(u)) {
        if (cola.id === 'solicitudesRespondidas') continue;
        expect(cola.cantidad, `${u} ${cola.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('read-only has no queue; a password-renewal session is refused', async () => {
    const res = await call(server.baseUrl, 'GET', '/api/Pendientes', as('lectura'));
    expect(res.status).toBe(403);
    expect((await call(server.baseUrl, 'GET', '/api/Pendientes')).status).toBe(401);
  });

  it('scope: a seller counts and lists only its own records', async () => {
    for (const u of ['seller', 'seller2']) {
      const idSeller = u === 'seller' ? 1 : 2;
      for (const cola of await pendientes(u)) {
        const { elementos } = await listed(u, cola.id);
        for (const e of elementos) {
          const seller = (e.seller as { codigo: number } | undefined)?.codigo ?? e.idSeller;
          expect(seller, `${u} ${cola.id}`).toBe(idSeller);
        }
      }
    }
    const [own] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM publicaciones WHERE id_seller = 1 AND estado = 4`,
    );
    expect(await count('seller', 'publicacionesDesaprobadas')).toBe(own?.n);
  });

  it('a queue that is not the session’s is 400 on a list, and changes nothing', async () => {
    const res = await call(
      server.baseUrl,
      'GET',
      '/api/Publicaciones?Pendiente=publicacionesRevision',
      as('seller'),
    );
    expect(res.status).toBe(400);
    expect(errores(res)).toEqual([pendingMessages.noEsSuyo]);
    const other = await call(
      server.baseUrl,
      'GET',
      '/api/Ordenes?Pendiente=liquidacionesBorrador',
      as('moderador'),
    );
    expect(other.status).toBe(400);
  });
});

describe('a record leaves its queue when the action is done', () => {
  it('staff approve a listing: it leaves publicacionesRevision', async () => {
    const before = await count('moderador', 'publicacionesRevision');
    const { elementos } = await listed('moderador', 'publicacionesRevision');
    const id = elementos[0]?.idPublicacion as number;
    const res = await call(server.baseUrl, 'POST', '/api/Publicaciones/Aprobar', {
      ...as('moderador'),
      json: { idPublicacion: id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await count('moderador', 'publicacionesRevision')).toBe(before - 1);
    expect(await count('categoria', 'publicacionesRevision')).toBe(before - 1);
  });

  it('the admin rejects a rebate, the seller admin approves one: each leaves its queue', async () => {
    for (const [u, idEstado] of [
      ['moderador', 6],
      ['selleradmin', 3],
    ] as const) {
      const before = await count(u, 'rebatesRespuesta');
      const { elementos } = await listed(u, 'rebatesRespuesta');
      const idRebate = (elementos[0]?.rebate as { idRebate: number } | undefined)?.idRebate;
      const res = await call(server.baseUrl, 'PUT', '/api/Rebates/CambiarEstado', {
        ...as(u),
        json: { idRebate, idEstado },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await count(u, 'rebatesRespuesta')).toBe(before - 1);
    }
  });

  it('staff reject a cancellation request: it leaves their queue and joins the seller’s', async () => {
    const before = await count('moderador', 'solicitudesAnulacion');
    const answered = await count('seller', 'solicitudesRespondidas');
    const { elementos } = await listed('seller', 'ordenesSinFacturar');
    expect(elementos.length).toBeGreaterThan(0);
    const mine = (await listed('moderador', 'solicitudesAnulacion')).elementos.find(
      (e) => (e.seller as { codigo: number }).codigo === 1,
    );
    const [motivo] = await q<{ codigo: number }>(
      'SELECT min(codigo) AS codigo FROM motivos_rechazo_anulacion',
    );
    const res = await call(server.baseUrl, 'POST', '/api/Ordenes/AnulacionReversion', {
      ...as('moderador'),
      json: {
        idVenta: mine?.idOrden,
        rechazado: true,
        devolucionDinero: false,
        idMotivoAnula: motivo?.codigo,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await count('moderador', 'solicitudesAnulacion')).toBe(before - 1);
    expect(await count('seller', 'solicitudesRespondidas')).toBe(answered + 1);
    expect(await count('seller2', 'solicitudesRespondidas')).toBe(0);
    const { total } = await listed('seller', 'solicitudesRespondidas');
    expect(total).toBe(answered + 1);
  });

  it('the supplier downloads a label: the order leaves its queue', async () => {
    const before = await count('proveedor', 'ventasVerdesSinOblea');
    const { elementos } = await listed('proveedor', 'ventasVerdesSinOblea');
    const res = await call(server.baseUrl, 'POST', '/api/Ordenes/ObleaVentaVerde', {
      ...as('proveedor'),
      json: { IdOrden: elementos[0]?.idOrden },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await count('proveedor', 'ventasVerdesSinOblea')).toBe(before - 1);
  });

  it('staff cancel an old draft: it leaves staff’s and accounting’s queues', async () => {
    const before = await count('moderador', 'liquidacionesBorrador');
    const contable = await count('contable', 'liquidacionesPorConfirmar');
    const { elementos } = await listed('moderador', 'liquidacionesBorrador');
    const res = await call(server.baseUrl, 'PUT', '/api/Liquidaciones/EliminarLiquidacion', {
      ...as('moderador'),
      json: { IdLiquidacion: elementos[0]?.idLiquidacion },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await count('moderador', 'liquidacionesBorrador')).toBe(before - 1);
    expect(await count('contable', 'liquidacionesPorConfirmar')).toBe(contable - 1);
  });
});
