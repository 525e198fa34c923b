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
