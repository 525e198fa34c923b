// The audit journal (DECISIONS 10): entity, id, from, to, event, user, time.
import type { Queryable } from './db/db.ts';

export interface AuditEntry {
  entidad: string;
  idEntidad: string | number;
  desde: string | null;
  hacia: string | null;
  evento: string;
  idUsuario: number | null;
}

export async function audit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO audit (entidad, id_entidad, desde, hacia, evento, id_usuario)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [e.entidad, String(e.idEntidad), e.desde, e.hacia, e.evento, e.idUsuario],
  );
}

/** Many entries in one statement (the bulk imports of issue 6). */
export async function auditMany(q: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await q.query(
    `INSERT INTO audit (entidad, id_entidad, desde, hacia, evento, id_usuario)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])`,
    [
      entries.map((e) => e.entidad),
      entries.map((e) => String(e.idEntidad)),
      entries.map((e) => e.desde),
      entries.map((e) => e.hacia),
      entries.map((e) => e.evento),
      entries.map((e) => e.idUsuario),
    ],
  );
}
