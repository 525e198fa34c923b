// Issue 35 point 1: one page of a record's Historial, read from the audit journal (DECISIONS
// 10). Each area says which entities of the journal make its record's history for a viewer and
// how their rows read (src/domain/*-history.ts); this reads them, newest first, 50 a page, with
// who did each change in words.
import {
  HISTORY_PAGE_SIZE,
  historyLine,
  type AuditDetail,
  type HistoryEntityText,
} from '../domain/history.ts';
import { TipoUsuario, isSellerScoped, nombreTipoUsuario } from '../domain/roles.ts';
import type { components } from '../api/schema.d.ts';
import type { Queryable } from './db/db.ts';
import type { Session } from './http/contract.ts';

type Historial = components['schemas']['Historial'];

/** How a change made by the marketplace's staff reads to a seller's user. */
export const MARKETPLACE = 'Marketplace';

interface Row {
  entidad: string;
  desde: string | null;
  hacia: string | null;
  evento: string;
  fecha: Date | string;
  detalle: AuditDetail | string | null;
  lote: string | null;
  id_usuario: number | null;
  nombre_usuario: string | null;
  tipo_usuario: number | null;
  id_seller: number | null;
}

export async function historyPage(
  q: Queryable,
  args: {
    /** The journal's entities of the record this viewer may see. */
    entidades: readonly string[];
    idEntidad: number | string;
    numeroPagina: number | undefined;
    viewer: Session;
    texts: Readonly<Record<string, HistoryEntityText>>;
    /** Entities whose rows this viewer reads without their detail (not its business). */
    withoutDetail?: readonly string[];
  },
): Promise<Historial> {
  const numeroPagina = args.numeroPagina ?? 1;
  const params = [args.entidades, String(args.idEntidad)];
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit WHERE entidad = ANY($1::text[]) AND id_entidad = $2`,
    params,
  );
  const total = count?.n ?? 0;
  const offset = (numeroPagina - 1) * HISTORY_PAGE_SIZE;
  const rows =
    offset >= total
      ? []
      : await q.query<Row>(
          `SELECT a.entidad, a.desde, a.hacia, a.evento, a.fecha, a.detalle, a.lote,
                  a.id_usuario, u.nombre_usuario, u.tipo_usuario, u.id_seller
             FROM audit a LEFT JOIN users u ON u.id_usuario = a.id_usuario
            WHERE a.entidad = ANY($1::text[]) AND a.id_entidad = $2
            ORDER BY a.fecha DESC, a.id DESC
            LIMIT ${String(HISTORY_PAGE_SIZE)} OFFSET $3`,
          [...params, offset],
        );
  const seller = isSellerScoped(args.viewer.tipoUsuario);
  const supplier = args.viewer.tipoUsuario === TipoUsuario.proveedor;
  const bare = new Set(args.withoutDetail ?? []);
  return {
    entradas: rows.map((r) => {
      const stored =
        typeof r.detalle === 'string' ? (JSON.parse(r.detalle) as AuditDetail) : r.detalle;
      const detalle = bare.has(r.entidad) ? {} : stored;
      const line = historyLine({ ...r, detalle }, args.texts);
      const tipo =
        r.tipo_usuario === null ? null : nombreTipoUsuario[r.tipo_usuario as TipoUsuario];
      // A seller's user sees who of its own seller did what, a supplier what it did itself; the
      // marketplace's people as such.
      const hidden =
        r.tipo_usuario !== null &&
        ((seller && r.id_seller !== args.viewer.idSeller) ||
          (supplier && r.id_usuario !== args.viewer.userId));
      return {
        fecha: new Date(r.fecha).toISOString(),
        usuario: r.nombre_usuario === null ? null : hidden ? MARKETPLACE : r.nombre_usuario,
        tipoUsuario: tipo ?? null,
        ...line,
      };
    }),
    total,
    numeroPagina,
    cantidadPagina: HISTORY_PAGE_SIZE,
  };
}
