// The export centre (issue 21 point 4): an export larger than what is answered at once is a job
// in export_jobs (migration 0016). Every API process runs `runNextJob` every few seconds (an
// area job): it takes the oldest waiting job, or one whose process stopped beating, with FOR
// UPDATE SKIP LOCKED (two processes never take the same job), builds it from its plan batch by
// batch (./plan.ts, ./sheet.ts), beating the heartbeat and writing the progress at each batch,
// and keeps the workbook in the file store (DECISIONS 8: the database with a PostgreSQL server,
// so any process can serve it) until it expires.
import type { Db, Queryable } from '../db/db.ts';
import type { Services } from '../services.ts';
import { planOf, type ExportRequest, type ExportTipo } from './plan.ts';
import { exportLimits } from './limits.ts';
import { buildSheet, type PostedCell } from './sheet.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A job whose heartbeat is older than this lost its process: it is taken again. */
export const STALE_AFTER_SECONDS = 60;
/** How long a finished file is kept for download. */
export const KEEP_DAYS = 7;

export interface JobRow {
  id_exportacion: number;
  id_usuario: number;
  tipo: ExportTipo;
  parametros: ExportRequest;
  estado: 'pendiente' | 'en_curso' | 'lista' | 'error';
  total: number;
  progreso: number;
  intentos: number;
  nombre_archivo: string;
  bytes: number | null;
  error: string | null;
  creada_en: Date | string;
  terminada_en: Date | string | null;
  vence_en: Date | string | null;
}

const JOB_COLUMNS = `id_exportacion, id_usuario, tipo, parametros, estado, total, progreso,
  intentos, nombre_archivo, bytes, error, creada_en, terminada_en, vence_en`;

export async function enqueueJob(
  q: Queryable,
  idUsuario: number,
  req: ExportRequest,
  fileName: string,
  total: number,
): Promise<number> {
  const [row] = await q.query<{ id_exportacion: number }>(
    `INSERT INTO export_jobs (id_usuario, tipo, parametros, nombre_archivo, total)
     VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING id_exportacion`,
    [idUsuario, req.tipo, JSON.stringify(req), fileName, total],
  );
  if (!row) throw new Error('no se pudo registrar la exportación');
  return row.id_exportacion;
}

/** 'Mis exportaciones': the user's jobs not expired, newest first. */
export function jobsOf(q: Queryable, idUsuario: number): Promise<JobRow[]> {
  return q.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM export_jobs
      WHERE id_usuario = $1 AND (vence_en IS NULL OR vence_en > now())
      ORDER BY creada_en DESC, id_exportacion DESC LIMIT 50`,
    [idUsuario],
  );
}

/** One job of the user with its stored file's name (null when not the user's or expired). */
export async function jobFile(
  q: Queryable,
  idUsuario: number,
  id: number,
): Promise<(JobRow & { archivo: string | null }) | null> {
  const [row] = await q.query<JobRow & { archivo: string | null }>(
    `SELECT ${JOB_COLUMNS}, archivo FROM export_jobs
      WHERE id_exportacion = $1 AND id_usuario = $2 AND (vence_en IS NULL OR vence_en > now())`,
    [id, idUsuario],
  );
  return row ?? null;
}

/** Takes the next job: the oldest waiting one, or one whose process stopped beating. */
async function claim(db: Db): Promise<JobRow | null> {
  return db.tx(async (q) => {
    const [row] = await q.query<JobRow>(
      `UPDATE export_jobs SET estado = 'en_curso', latido_en = now(), progreso = 0,
              intentos = intentos + 1
        WHERE id_exportacion = (
          SELECT id_exportacion FROM export_jobs
           WHERE estado = 'pendiente'
              OR (estado = 'en_curso'
                  AND latido_en < now() - make_interval(secs => ${String(STALE_AFTER_SECONDS)}))
           ORDER BY id_exportacion LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING ${JOB_COLUMNS}`,
    );
    return row ?? null;
  });
}

/** The job's batches, writing its progress and heartbeat after each one. */
async function* beating(
  q: Queryable,
  id: number,
  batches: AsyncIterable<PostedCell[][]>,
  isOrders: boolean,
): AsyncGenerator<PostedCell[][]> {
  let done = 0;
  for await (const batch of batches) {
    yield batch;
    // Orders count as orders (their ids are the second column of both templates).
    done += isOrders ? new Set(batch.map((r) => r[1])).size : batch.length;
    await q.query(
      `UPDATE export_jobs SET progreso = $2, latido_en = now() WHERE id_exportacion = $1`,
      [id, done],
    );
  }
}

/**
 * Builds the next job, if any: answers its id, or null when none was waiting. A failure is
 * recorded on the job (tried again up to exportLimits.maxAttempts times), never thrown to the caller.
 */
export async function runNextJob(s: Services): Promise<number | null> {
  // Expired files go first: the table and the store hold only what may still be downloaded.
  const expired = await s.db.query<{ archivo: string | null }>(
    'DELETE FROM export_jobs WHERE vence_en < now() RETURNING archivo',
  );
  for (const { archivo } of expired) if (archivo !== null) await s.files.remove(archivo);
  const job = await claim(s.db);
  if (job === null) return null;
  const plan = planOf(s.db, job.parametros, s.config.brandName);
  try {
    const isOrders = job.tipo === 'ordenes' || job.tipo === 'ordenesTelefonicas';
    const sheet = await buildSheet(
      plan.sheetName,
      plan.columns,
      beating(s.db, job.id_exportacion, plan.rows(), isOrders),
    );
    const archivo = await s.files.put('xlsx', XLSX_TYPE, sheet.file);
    // Only the process that holds the job marks it done: one whose job was taken by another
    // (its heartbeat stopped for too long) leaves it, and its file is removed.
    const [done] = await s.db.query(
      `UPDATE export_jobs SET estado = 'lista', archivo = $2, bytes = $3, progreso = total,
              terminada_en = now(), latido_en = now(),
              vence_en = now() + make_interval(days => ${String(KEEP_DAYS)})
        WHERE id_exportacion = $1 AND estado = 'en_curso' AND intentos = $4
        RETURNING id_exportacion`,
      [job.id_exportacion, archivo, sheet.bytes, job.intentos],
    );
    if (!done) await s.files.remove(archivo);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await s.db.query(
      `UPDATE export_jobs
          SET estado = CASE WHEN intentos >= $2 THEN 'error' ELSE 'pendiente' END,
              error = $3, terminada_en = CASE WHEN intentos >= $2 THEN now() END,
              vence_en = CASE WHEN intentos >= $2
                              THEN now() + make_interval(days => ${String(KEEP_DAYS)}) END
        WHERE id_exportacion = $1 AND estado = 'en_curso' AND intentos = $4`,
      [job.id_exportacion, exportLimits.maxAttempts, message.slice(0, 300), job.intentos],
    );
  }
  return job.id_exportacion;
}

/** This process's drain of the queue, while one runs. */
let draining: Promise<void> | null = null;

/**
 * Builds the queued jobs one after the other until none is waiting: run by the area's job
 * every few seconds and, so that a new export starts at once, by the call that queued it. One
 * drain at a time in a process (other processes take other jobs: SKIP LOCKED).
 */
export function drainJobs(s: Services): Promise<void> {
  draining ??= (async () => {
    try {
      while ((await runNextJob(s)) !== null) {
        /* next job */
      }
    } finally {
      draining = null;
    }
  })();
  return draining;
}
