// How a handler turns a workflow machine's answer into HTTP, written once for every area
// (DECISIONS 4, 10): the machine decides at the stored state (machines/stored.ts); 'rol' is a
// 403, 'estado' a 409 with the machine's reason when it gives one, else the area's text; an
// allowed event is written with its audit row in the caller's transaction, so that a failure
// halfway through leaves neither.
import type { Decision } from '../../machines/stored.ts';
import type { AuditDetail } from '../domain/history.ts';
import { audit } from './audit.ts';
import type { Queryable } from './db/db.ts';
import { conflict, forbidden } from './http/errors.ts';
import type { Session } from './http/contract.ts';

export interface Refused {
  /** The 403 text; none: the default. */
  rol?: string;
  /** The 409 text when the machine gives no reason of its own. */
  estado: () => string;
}

/** What the record becomes, or the 403/409 the machine's decision means. */
export function allowedOutcome<T>(
  verdict: { decision: Decision; refusal?: string | null; outcome: () => T | null },
  refused: Refused,
): T {
  if (verdict.decision === 'rol') {
    throw refused.rol === undefined ? forbidden() : forbidden(refused.rol);
  }
  const outcome = verdict.decision === 'ok' ? verdict.outcome() : null;
  if (outcome === null) throw conflict(verdict.refusal ?? refused.estado());
  return outcome;
}

/**
 * One step of a workflow: `write` changes the record, then its audit row is written, with the
 * detail the step names or the one `write` answers (what it found, e.g. the file it deleted).
 */
export async function writeStep(
  q: Queryable,
  session: Session,
  step: {
    entidad: string;
    idEntidad: number;
    desde: number | string | null;
    hacia: number | string | null;
    evento: string;
    detalle?: AuditDetail | null;
    lote?: string | null;
  },
  write: () => Promise<AuditDetail | undefined | void>,
): Promise<void> {
  const found = await write();
  await audit(q, {
    entidad: step.entidad,
    idEntidad: step.idEntidad,
    desde: step.desde === null ? null : String(step.desde),
    hacia: step.hacia === null ? null : String(step.hacia),
    evento: step.evento,
    idUsuario: session.userId,
    detalle: { ...step.detalle, ...(found ?? {}) },
    lote: step.lote ?? null,
  });
}
