// Issue 35 point 2: 'Pendientes', the work queue of each role. This is the catalogue the screens,
// the access table and the server share: each kind of record that can wait for a role, which
// roles it is listed for, the screen (menu item) whose list opens it and its texts. Which records
// are in a queue is not decided here: the server derives, from the workflow machines, the stored
// states in which the role has an accepted event (src/server/pending/), so a rule changed in a
// machine changes the queue. src/domain does not import machines/.
import { TipoUsuario, sellers, staff } from './roles.ts';

const { sellerAdmin, proveedor, contable } = TipoUsuario;

/** The kinds of queue (the value of the lists' `pendiente` filter). */
export const pendingQueueIds = [
  'publicacionesRevision',
  'publicacionesDesaprobadas',
  'rebatesRespuesta',
  'ordenesSinFacturar',
  'solicitudesAnulacion',
  'solicitudesRespondidas',
  'ventasVerdesSinOblea',
  'liquidacionesBorrador',
  'liquidacionesPorConfirmar',
] as const;

export type PendingQueueId = (typeof pendingQueueIds)[number];

export function isPendingQueueId(value: unknown): value is PendingQueueId {
  return typeof value === 'string' && (pendingQueueIds as readonly string[]).includes(value);
}

/** The list a queue's link opens (its route) and the menu items whose screen it is. */
export type PendingList =
  'publicaciones' | 'rebates' | 'ordenes' | 'ordenesProveedores' | 'liquidaciones';

export interface PendingQueueInfo {
  id: PendingQueueId;
  /** The roles it is listed for; the machine may still leave a role without records (then the
   * queue is not shown to it: e.g. a seller, who answers no rebate). */
  roles: readonly TipoUsuario[];
  list: PendingList;
  /** The title on the dashboard (the count is shown beside it). */
  titulo: string;
  /** What waits, in a sentence (the link's title, the list's notice). */
  descripcion: (tipo: TipoUsuario) => string;
}

/** The route and the menu items (src/domain/menu.ts) of each list. */
export const pendingListScreens = {
  publicaciones: { route: '/Publicaciones', items: [31] },
  rebates: { route: '/Rebates', items: [5] },
  ordenes: { route: '/Ordenes', items: [41] },
  ordenesProveedores: { route: '/OrdenesProveedores', items: [42] },
  liquidaciones: { route: '/Liquidaciones', items: [92, 101] },
} as const satisfies Record<PendingList, { route: string; items: readonly number[] }>;

/** The ages of the issue: how long a record waits before it is listed. */
export const pendingAges = {
  /** Orders pendiente de facturación for more than 2 days. */
  ordenSinFacturarDias: 2,
  /** Cancellation requests answered in the last 7 days. */
  solicitudRespondidaDias: 7,
  /** Staff: green-sale orders whose label is not downloaded for more than a day. */
  obleaStaffDias: 1,
  /** Staff: settlement drafts older than 7 days. */
  borradorDias: 7,
} as const;

export const pendingQueues: readonly PendingQueueInfo[] = [
  {
    id: 'publicacionesRevision',
    roles: staff,
    list: 'publicaciones',
    titulo: 'Publicaciones para revisar o aprobar',
    descripcion: () =>
      'Publicaciones pendientes de activación o en revisión, que esperan la aprobación del ' +
      'marketplace.',
  },
  {
    id: 'publicacionesDesaprobadas',
    roles: sellers,
    list: 'publicaciones',
    titulo: 'Publicaciones desaprobadas para corregir',
    descripcion: () =>
      'Publicaciones que el marketplace desaprobó con un motivo de revisión: corríjalas para ' +
      'que vuelvan a aprobarse.',
  },
  {
    id: 'rebatesRespuesta',
    roles: [...staff, ...sellers],
    list: 'rebates',
    titulo: 'Rebates que esperan su respuesta',
    descripcion: (tipo) =>
      tipo === sellerAdmin
        ? 'Rebates aprobados por el marketplace que esperan que usted los acepte o rechace.'
        : 'Rebates enviados que esperan la aprobación o el rechazo del marketplace.',
  },
  {
    id: 'ordenesSinFacturar',
    roles: sellers,
    list: 'ordenes',
    titulo: 'Órdenes pendientes de facturación hace más de 2 días',
    descripcion: () =>
      'Órdenes pendientes de facturación desde hace más de 2 días: cargue su factura.',
  },
  {
    id: 'solicitudesAnulacion',
    roles: staff,
    list: 'ordenes',
    titulo: 'Solicitudes de anulación para decidir',
    descripcion: () =>
      'Órdenes con una solicitud de anulación que espera que se la apruebe o se la rechace.',
  },
  {
    id: 'solicitudesRespondidas',
    roles: sellers,
    list: 'ordenes',
    titulo: 'Solicitudes de anulación respondidas en los últimos 7 días',
    descripcion: () =>
      'Órdenes cuya solicitud de anulación fue aprobada o rechazada en los últimos 7 días.',
  },
  {
    id: 'ventasVerdesSinOblea',
    roles: [...staff, proveedor],
    list: 'ordenesProveedores',
    titulo: 'Órdenes de proveedores sin oblea descargada',
    descripcion: (tipo) =>
      tipo === proveedor
        ? 'Sus órdenes cuya oblea todavía no se descargó.'
        : 'Órdenes de proveedores cuya oblea no se descargó desde hace más de un día.',
  },
  {
    id: 'liquidacionesBorrador',
    roles: staff,
    list: 'liquidaciones',
    titulo: 'Borradores de liquidación de más de 7 días',
    descripcion: () =>
      'Liquidaciones en preparación creadas hace más de 7 días: complételas o anúlelas.',
  },
  {
    id: 'liquidacionesPorConfirmar',
    roles: [contable],
    list: 'liquidaciones',
    titulo: 'Liquidaciones para calcular y confirmar',
    descripcion: () =>
      'Liquidaciones en preparación que esperan el cálculo de retenciones y percepciones y ' +
      'su confirmación.',
  },
];

export const pendingQueueById = Object.fromEntries(pendingQueues.map((q) => [q.id, q])) as Record<
  PendingQueueId,
  PendingQueueInfo
>;

/** Who may ask for their queues: everyone some queue is listed for. */
export const pendingUserTypes: readonly TipoUsuario[] = [...staff, ...sellers, proveedor, contable];

/** The title of a queue for a role (the supplier's queue has no age). */
export function pendingTitle(id: PendingQueueId, tipo: TipoUsuario): string {
  if (id === 'ventasVerdesSinOblea' && tipo === proveedor) return 'Órdenes sin oblea descargada';
  return pendingQueueById[id].titulo;
}

export const pendingMessages = {
  titulo: 'Pendientes',
  vacio: 'No tiene pendientes.',
  cargando: 'Cargando pendientes…',
  error: 'No pudieron cargarse los pendientes.',
  ver: 'Ver',
  /** The notice above a list opened from a queue. */
  filtrado: (titulo: string) => `Mostrando solo: ${titulo}.`,
  quitar: 'Ver todos',
  /** 400: a queue that is not the session's. */
  noEsSuyo: 'Esa lista de pendientes no corresponde a su usuario.',
} as const;
