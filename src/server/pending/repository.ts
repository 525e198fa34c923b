// Issue 35 point 2: the counts of 'Pendientes', in one statement. Each count adds its queue's
// condition (./queues.ts, derived from the machines) to the scope of the list its link opens:
// the same records the list finds with its `Pendiente` filter and nothing else chosen.
// Made for 1 000 000 orders and 100 000 listings (scripts/bench/pending.ts, migration 0023):
// listings are summed from their per-seller counts (publicacion_totales, migration 0019); the
// orders of a seller are read by (id_seller, estado, anulada_por_market, fecha); the decided
// cancellation requests from the journal's rows of the last days (audit by entidad and fecha).
import type { Queryable } from '../db/db.ts';
import type { PendingQueueId } from '../../domain/pending.ts';
import { pendingListOf } from './scope.ts';
import { listingQueueCondition, orderQueueByDay, queueCondition } from './queues.ts';

export interface PendingScope {
  role: number;
  /** The seller the session is limited to (sellers), or null (every seller). */
  idSeller: number | null;
  /** The supplier's user (type 7), whose supplier's green sales are counted; null: staff. */
  idUsuarioProveedor: number | null;
}

const GREEN_SALE_SCOPE = `v.id_proveedor = (SELECT u.id_proveedor FROM users u
                                             WHERE u.id_usuario = $2 AND u.tipo_usuario = 7)`;

/** The count statement of one queue ($1 the seller or null, $2 the supplier's user or null). */
export function countSql(id: PendingQueueId, role: number): string | null {
  const seller = (column: string) => `($1::int IS NULL OR ${column} = $1)`;
  switch (pendingListOf(id)) {
    case 'publicaciones': {
      const cond = listingQueueCondition(id, role, 't');
      return cond === null
        ? null
        : `SELECT coalesce(sum(t.n), 0)::int FROM publicacion_totales t
            WHERE ${cond} AND ${seller('t.id_seller')}`;
    }
    case 'rebates': {
      const cond = queueCondition(id, role);
      return cond === null
        ? null
        : `SELECT count(*)::int FROM rebates r
             JOIN publicaciones p ON p.id_publicacion = r.id_publicacion
            WHERE ${cond} AND ${seller('p.id_seller')}`;
    }
    case 'ordenes': {
      // Estado alone: the per-day counts by estado the orders' triggers keep (migration 0004).
      const byDay = orderQueueByDay(id, role);
      if (byDay !== null) {
        return `SELECT coalesce(sum(t.n), 0)::int FROM orden_totales_dia t
                 WHERE ${byDay} AND ${seller('t.id_seller')}`;
      }
      const cond = queueCondition(id, role);
      return cond === null
        ? null
        : `SELECT count(*)::int FROM ordenes o WHERE ${cond} AND ${seller('o.id_seller')}`;
    }
    case 'ordenesProveedores': {
      const cond = queueCondition(id, role);
      return cond === null
        ? null
        : // The green sales are few: each one's order is read by its key (OFFSET 0 keeps the
          // planner from hashing every order instead).
          `SELECT count(*)::int FROM ventas_verdes v
             CROSS JOIN LATERAL (SELECT o.id_orden, o.fecha FROM ordenes o
                                  WHERE o.id_orden = v.id_orden OFFSET 0) o
            WHERE ${cond} AND ($2::int IS NULL OR ${GREEN_SALE_SCOPE})`;
    }
    case 'liquidaciones': {
      const cond = queueCondition(id, role);
      return cond === null
        ? null
        : `SELECT count(*)::int FROM liquidaciones l
            WHERE NOT l.eliminada AND ${cond} AND ${seller('l.id_seller')}`;
    }
  }
}

/** The counts of the queues, in one statement (one round trip, one snapshot). */
export async function countQueues(
  q: Queryable,
  ids: readonly PendingQueueId[],
  scope: PendingScope,
): Promise<{ id: PendingQueueId; cantidad: number }[]> {
  const parts = ids.flatMap((id) => {
    const sql = countSql(id, scope.role);
    return sql === null ? [] : [{ id, sql }];
  });
  if (parts.length === 0) return [];
  const [row] = await q.query<Record<string, number>>(
    // Both parameters are named once in FROM, so that each has its type whichever counts use it.
    `SELECT ${parts.map((p, i) => `(${p.sql}) AS c${String(i)}`).join(',\n')}
       FROM (SELECT $1::int AS id_seller, $2::int AS id_usuario_proveedor) scope`,
    [scope.idSeller, scope.idUsuarioProveedor],
  );
  return parts.map((p, i) => ({ id: p.id, cantidad: row?.[`c${String(i)}`] ?? 0 }));
}
