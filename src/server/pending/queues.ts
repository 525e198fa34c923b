// Issue 35 point 2: the condition of each queue of 'Pendientes' for a role, in SQL, derived once
// from the workflow machines (./derive.ts): the stored states in which the role has an accepted
// event of the queue, plus the queue's age. The lists' `pendiente` filter and the counts of
// GET /api/Pendientes add the same condition, so a count is the number of rows its link lists.
import {
  listingDecision,
  listingEditable,
  listingOutcome,
  type EstadoPublicacion,
  type ListingEvent,
} from '../../../machines/listing.ts';
import { orderDecision, orderRoles, type OrderUserEvent } from '../../../machines/order.ts';
import {
  rebateDecision,
  type IdEstadoRebate,
  type RebateUserEvent,
} from '../../../machines/rebate.ts';
import {
  settlementDecision,
  type IdEstadoLiquidacion,
  type SettlementUserEvent,
} from '../../../machines/settlement.ts';
import {
  pendingAges,
  pendingQueueById,
  pendingQueueIds,
  type PendingQueueId,
} from '../../domain/pending.ts';
import { TipoUsuario, sellers, staff } from '../../domain/roles.ts';
import {
  relevantDimensions,
  statesSql,
  statesWhere,
  type StoredDimension,
  type StoredState,
} from './derive.ts';

const { adminMod, proveedor } = TipoUsuario;

// The stored columns each machine restores from, with every value they may hold.
const listingDims = (a: string): StoredDimension[] => [
  { field: 'estado', sql: `${a}.estado`, values: [1, 2, 3, 4, 5] },
];
const rebateDims = (a: string): StoredDimension[] => [
  { field: 'idEstadoRebate', sql: `${a}.id_estado_rebate`, values: [1, 2, 3, 4, 5, 6] },
];
const orderDims = (a: string): StoredDimension[] => [
  { field: 'idEstado', sql: `${a}.estado`, values: [1, 2, 3, 4, 5] },
  { field: 'anuladaPorMarket', sql: `${a}.anulada_por_market`, values: [false, true] },
  {
    field: 'solicitudConMotivo',
    sql: `(${a}.id_motivo_solicitud IS NOT NULL)`,
    values: [false, true],
  },
];
const settlementDims = (a: string): StoredDimension[] => [
  { field: 'idEstado', sql: `${a}.id_estado`, values: [2, 3] },
  { field: 'eliminada', sql: `${a}.eliminada`, values: [false, true] },
];

const listingState = (s: StoredState) => s.estado as EstadoPublicacion;
const orderState = (s: StoredState) => ({
  idEstado: s.idEstado as 1 | 2 | 3 | 4 | 5,
  anuladaPorMarket: s.anuladaPorMarket as boolean,
  solicitudConMotivo: s.solicitudConMotivo as boolean,
});
const settlementState = (s: StoredState) => ({
  idEstado: s.idEstado as IdEstadoLiquidacion,
  eliminada: s.eliminada as boolean,
});

const acceptsListing = (s: StoredState, types: readonly ListingEvent['type'][], role: number) =>
  types.some(
    (type) =>
      listingDecision(listingState(s), { type, tipoUsuario: role } as ListingEvent) === 'ok',
  );

const acceptsOrder = (s: StoredState, types: readonly OrderUserEvent['type'][], role: number) =>
  types.some((type) => orderDecision(orderState(s), { type, tipoUsuario: role }) === 'ok');

/** The events of each queue (what the role does to a record that waits for it). */
export const queueEvents = {
  /** Staff's review: approve it, or change the review reason of one in revision. */
  listingReview: ['APROBAR', 'CAMBIAR_MOTIVO'] as ListingEvent['type'][],
  /** The seller's own moves of a listing's estado: while it has one, it is in its hands. */
  listingSeller: ['PUBLICAR', 'PAUSAR'] as ListingEvent['type'][],
  rebateAnswer: ['APROBAR', 'RECHAZAR'] as RebateUserEvent['type'][],
  invoice: ['SUBIR_FACTURA'] as OrderUserEvent['type'][],
  decideCancellation: [
    'ANULAR_CON_DEVOLUCION',
    'ANULAR_SIN_DEVOLUCION',
    'RECHAZAR_SOLICITUD',
  ] as OrderUserEvent['type'][],
  settlementDraft: ['GUARDAR', 'ANULAR'] as SettlementUserEvent['type'][],
  settlementAccounting: ['CALCULAR', 'CONFIRMAR'] as SettlementUserEvent['type'][],
};

/**
 * The stored states of each queue for a role, from the machines. Empty: the role has no record
 * in that queue (its machine gives it no such event), and the queue is not shown to it.
 */
export function queueStates(id: PendingQueueId, role: number): StoredState[] {
  if (!pendingQueueById[id].roles.includes(role as TipoUsuario)) return [];
  switch (id) {
    // Staff may approve it (or change its review reason) and the seller has no move of its own
    // left (a pausado listing the seller may publish is in the seller's hands).
    case 'publicacionesRevision':
      return statesWhere(
        listingDims('p'),
        (s) =>
          acceptsListing(s, queueEvents.listingReview, role) &&
          !sellers.some((seller) => acceptsListing(s, queueEvents.listingSeller, seller)),
      );
    // Disapproved with a review reason: the estados staff's DESAPROBAR with a reason leads to,
    // which the seller may still edit (the state's 'editable' tag) so that staff approve it.
    case 'publicacionesDesaprobadas': {
      const rejected = new Set(
        statesWhere(listingDims('p'), () => true).map((s) =>
          listingOutcome(listingState(s), {
            type: 'DESAPROBAR',
            tipoUsuario: adminMod,
            idMotivoRevision: 1,
          }),
        ),
      );
      return statesWhere(
        listingDims('p'),
        (s) => rejected.has(listingState(s)) && listingEditable(listingState(s)),
      );
    }
    case 'rebatesRespuesta':
      return statesWhere(rebateDims('r'), (s) =>
        queueEvents.rebateAnswer.some(
          (type) =>
            rebateDecision(s.idEstadoRebate as IdEstadoRebate, { type, tipoUsuario: role }) ===
            'ok',
        ),
      );
    case 'ordenesSinFacturar':
      return statesWhere(orderDims('o'), (s) => acceptsOrder(s, queueEvents.invoice, role));
    case 'solicitudesAnulacion':
      return statesWhere(orderDims('o'), (s) =>
        acceptsOrder(s, queueEvents.decideCancellation, role),
      );
    // Not the seller's event: the requests someone decided. The states a decision leaves are
    // the machine's (where the deciders' events are accepted); the queue is the seller's.
    case 'solicitudesRespondidas':
      return statesWhere(orderDims('o'), (s) =>
        orderRoles.RECHAZAR_SOLICITUD.some((decider) =>
          acceptsOrder(s, queueEvents.decideCancellation, decider),
        ),
      );
    // No machine holds the label: every green sale of the role's scope is a candidate.
    case 'ventasVerdesSinOblea':
      return [{}];
    case 'liquidacionesBorrador':
      return statesWhere(settlementDims('l'), (s) =>
        queueEvents.settlementDraft.some(
          (type) => settlementDecision(settlementState(s), { type, tipoUsuario: role }) === 'ok',
        ),
      );
    case 'liquidacionesPorConfirmar':
      return statesWhere(settlementDims('l'), (s) =>
        queueEvents.settlementAccounting.some(
          (type) => settlementDecision(settlementState(s), { type, tipoUsuario: role }) === 'ok',
        ),
      );
  }
}

const days = (n: number) => `now() - interval '${String(Math.trunc(n))} days'`;

/** The SQL of a queue for a role, on its list's table aliases; null: no such queue for it. */
function buildCondition(id: PendingQueueId, role: number): string | null {
  const states = queueStates(id, role);
  if (states.length === 0) return null;
  switch (id) {
    case 'publicacionesRevision':
    case 'publicacionesDesaprobadas':
      // `p` is replaced by the caller's alias (the listings or their per-day counts).
      return statesSql(listingDims('p'), states);
    case 'rebatesRespuesta':
      return statesSql(rebateDims('r'), states);
    case 'ordenesSinFacturar':
      return `${statesSql(orderDims('o'), states)} AND o.fecha < ${days(pendingAges.ordenSinFacturarDias)}`;
    case 'solicitudesAnulacion':
      return statesSql(orderDims('o'), states);
    case 'solicitudesRespondidas': {
      // The journal's rows of a decision: from a state in which it was taken (audit.desde is
      // the order's estado as text), by one of the deciders' events.
      const desde = [...new Set(states.map((s) => `'${String(s.idEstado as number)}'`))];
      const eventos = queueEvents.decideCancellation.map((e) => `'${e}'`);
      return `o.id_orden IN (SELECT a.id_entidad::int FROM audit a
                WHERE a.entidad = 'orden' AND a.fecha >= ${days(pendingAges.solicitudRespondidaDias)}
                  AND a.desde IN (${desde.join(', ')}) AND a.evento IN (${eventos.join(', ')}))`;
    }
    case 'ventasVerdesSinOblea': {
      const notDownloaded = '(v.oblea_fecha_descarga IS NULL OR v.oblea_borrado)';
      return role === proveedor
        ? notDownloaded
        : `${notDownloaded} AND o.fecha < ${days(pendingAges.obleaStaffDias)}`;
    }
    case 'liquidacionesBorrador':
      return `${statesSql(settlementDims('l'), states)} AND l.creada_en < ${days(pendingAges.borradorDias)}`;
    case 'liquidacionesPorConfirmar':
      return statesSql(settlementDims('l'), states);
  }
}

const roles = [...staff, ...sellers, proveedor, TipoUsuario.contable];

/** Every condition, computed once when the server starts. */
const conditions = new Map<string, string | null>(
  pendingQueueIds.flatMap((id) =>
    roles.map((role) => [`${id}/${String(role)}`, buildCondition(id, role)]),
  ),
);

/** The SQL condition of a queue for a role (null: the role has no such queue). */
export function queueCondition(id: PendingQueueId, role: number): string | null {
  return conditions.get(`${id}/${String(role)}`) ?? null;
}

/**
 * An orders queue's condition on the per-day totals (orden_totales_dia `t`, by estado), when
 * the machine's states depend on the estado alone and the queue has no age: the count sums the
 * per-day counts instead of the orders. Null otherwise.
 */
export function orderQueueByDay(id: PendingQueueId, role: number): string | null {
  if (id !== 'solicitudesAnulacion') return null;
  const states = queueStates(id, role);
  if (states.length === 0) return null;
  const kept = relevantDimensions(orderDims('t'), states);
  if (kept.length !== 1 || kept[0]?.field !== 'idEstado') return null;
  return statesSql(kept, states);
}

/** A listings queue's condition on another alias (the listings `k`, their counts `t`). */
export function listingQueueCondition(id: PendingQueueId, role: number, alias: string) {
  const sql = queueCondition(id, role);
  return sql === null ? null : sql.replaceAll('p.estado', `${alias}.estado`);
}

/** The queues a role has (the machine gives it records in them), in the catalogue's order. */
export function roleQueues(role: number): PendingQueueId[] {
  return pendingQueueIds.filter((id) => queueCondition(id, role) !== null);
}
