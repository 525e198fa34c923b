// The audit journal (DECISIONS 10): entity, id, from, to, event, user, time; and the detail given
// with the change and the batch it came from (issue 35: what a record's Historial shows).
import type { AuditDetail } from '../domain/history.ts';
import type { Queryable } from './db/db.ts';

export interface AuditEntry {
  entidad: string;
  idEntidad: string | number;
  desde: string | null;
  hacia: string | null;
  evento: string;
  idUsuario: number | null;
  /** The reason, comment, file or old and new value given with the change. */
  detalle?: AuditDetail | null;
  /** The file or batch a bulk change came from. */
  lote?: string | null;
}

/** The detail as stored: only the fields that say something; none: null. */
function detailJson(detalle: AuditDetail | null | undefined): string | null {
  if (detalle == null) return null;
  const kept = Object.entries(detalle).filter(([, v]) => v !== null && v !== undefined && v !== '');
  return kept.length === 0 ? null : JSON.stringify(Object.fromEntries(kept));
}

export async function audit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO audit (entidad, id_entidad, desde, hacia, evento, id_usuario, detalle, lote)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
    [
      e.entidad,
      String(e.idEntidad),
      e.desde,
      e.hacia,
      e.evento,
      e.idUsuario,
      detailJson(e.detalle),
      e.lote ?? null,
    ],
  );
}

/** Many entries in one statement (the bulk imports of issue 6). */
export async function auditMany(q: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await q.query(
    `INSERT INTO audit (entidad, id_entidad, desde, hacia, evento, id_usuario, detalle, lote)
     SELECT a, b, c, d, e, f, g::jsonb, h
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[],
                   $7::text[], $8::text[]) AS t(a, b, c, d, e, f, g, h)`,
    [
      entries.map((e) => e.entidad),
      entries.map((e) => String(e.idEntidad)),
      entries.map((e) => e.desde),
      entries.map((e) => e.hacia),
      entries.map((e) => e.evento),
      entries.map((e) => e.idUsuario),
      entries.map((e) => detailJson(e.detalle)),
      entries.map((e) => e.lote ?? null),
    ],
  );
}
