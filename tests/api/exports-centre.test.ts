// The export centre's limits and failures over HTTP against a real database (issue 21 point
// 4): an export above the at-once threshold answers 400 with its Spanish sentence pointing to
// 'Mis exportaciones' (and the same request queued is built); a job of several batches writes
// its progress as it goes, rising; a job that fails halfway is tried again and, after the
// third try, is marked 'error' with its Spanish sentence and no file. The threshold and the
// batch are set small (src/server/exports/limits.ts) so that the demo data is enough.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  activeDemoUsers,
  call,
  download,
  errores,
  loginAll,
  startServer,
  type TestServer,
} from './helpers.ts';
import { exportTexts, staffOrderColumns } from '../../src/domain/exports.ts';
import { setExportLimits } from '../../src/server/exports/limits.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
let restoreLimits: () => void = () => undefined;
beforeAll(async () => {
  server = await startServer();
  Object.assign(tokens, (await loginAll(server.baseUrl, activeDemoUsers)).tokens);
});
afterAll(async () => {
  restoreLimits();
  await server.close();
});

const as = (u: string) => ({ token: tokens[u] ?? '' });
const get = (u: string, path: string) => call(server.baseUrl, 'GET', path, as(u));
const post = (u: string, path: string, json: unknown) =>
  call(server.baseUrl, 'POST', path, { ...as(u), json });

interface Exportacion {
  idExportacion: number;
  estado: string;
  total: number;
  progreso: number;
  bytes: number | null;
  error: string | null;
}
const jobOf = async (u: string, id: number) =>
  (
    (await get(u, '/api/Exportables/Exportaciones')).body as { exportaciones: Exportacion[] }
  ).exportaciones.find((e) => e.idExportacion === id);

const waitState = async (u: string, id: number, estado: string) => {
  await expect
    .poll(async () => (await jobOf(u, id))?.estado, { timeout: 60_000, interval: 200 })
    .toBe(estado);
};

/** Every update of export_jobs, in order, as the test's trigger logged it. */
async function logOf(id: number) {
  return server.db.query<{ estado: string; progreso: number; intentos: number }>(
    `SELECT estado, progreso, intentos FROM test_export_log WHERE id_exportacion = $1 ORDER BY n`,
    [id],
  );
}

describe('the export centre (issue 21 point 4): threshold, progress, retries', () => {
  let ordenes = 0;

  beforeAll(async () => {
    // Logs every change of a job; a job whose request carries "falla" fails once it has
    // written 20 orders' progress (a failure halfway, as a lost connection would be).
    await server.db.exec(`
      CREATE TABLE test_export_log (n serial PRIMARY KEY, id_exportacion int, estado text,
                                    progreso int, intentos int);
      CREATE FUNCTION test_export_log() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.parametros ? 'falla' AND NEW.estado = 'en_curso' AND NEW.progreso >= 20 THEN
          RAISE EXCEPTION 'falla de prueba a mitad de la exportación';
        END IF;
        INSERT INTO test_export_log (id_exportacion, estado, progreso, intentos)
        VALUES (NEW.id_exportacion, NEW.estado, NEW.progreso, NEW.intentos);
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_export_log BEFORE INSERT OR UPDATE ON export_jobs
        FOR EACH ROW EXECUTE FUNCTION test_export_log();
    `);
    ordenes = (
      (await get('moderador', '/api/Ordenes/CantidadOrdenes')).body as { cantidadOrdenes: number }
    ).cantidadOrdenes;
    expect(ordenes).toBeGreaterThan(60);
    restoreLimits = setExportLimits({ maxRows: ordenes - 1, batchRows: 10 });
  });

  it('an export above the threshold answers 400 pointing to the centre; at the threshold it is answered at once; queued it is built', async () => {
    // The count says how many the server answers at once: the screen offers the centre above it.
    const count = await get('moderador', '/api/Ordenes/CantidadOrdenes');
    expect(count.body).toEqual({ cantidadOrdenes: ordenes, maximoAlMomento: ordenes - 1 });
    const over = await post('moderador', '/api/Ordenes/ExportarOrdenes', {});
    expect(over.status).toBe(400);
    expect(errores(over)).toEqual([exportTexts.demasiadas(ordenes, ordenes - 1)]);
    expect(errores(over)[0]).toContain('Mis exportaciones');
    expect(errores(over)[0]).toContain(
      `máximo para descargar al momento es ${String(ordenes - 1)}`,
    );

    const restore = setExportLimits({ maxRows: ordenes });
    try {
      const atOnce = await post('moderador', '/api/Ordenes/ExportarOrdenes', {});
      expect(atOnce.status).toBe(200);
      expect((atOnce.body as { cantidadOrdenes: number }).cantidadOrdenes).toBe(ordenes);
    } finally {
      restore();
    }

    const queued = await post('moderador', '/api/Exportables/Exportaciones', { tipo: 'ordenes' });
    expect(queued.status).toBe(200);
    const { idExportacion, cantidad } = queued.body as { idExportacion: number; cantidad: number };
    expect(cantidad).toBe(ordenes);
    await waitState('moderador', idExportacion, 'lista');
    const file = await download(
      server.baseUrl,
      `/api/Exportables/Exportaciones/Descargar?idExportacion=${String(idExportacion)}`,
      as('moderador'),
    );
    expect(file.status).toBe(200);
    const book = XLSX.read(file.bytes);
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet ?? {}, { header: 1, defval: null });
    expect(rows[0]).toEqual(staffOrderColumns.map((c) => c.header));
    // Every order is there once (its id is the second column), over many batches of 10.
    const ids = new Set(rows.slice(1).map((r) => r[1]));
    expect(ids.size).toBe(ordenes);
  });

  it('a job of several batches writes its progress as it goes, rising to the total', async () => {
    const queued = await post('moderador', '/api/Exportables/Exportaciones', {
      tipo: 'ordenes',
      idSeller: 1,
    });
    expect(queued.status).toBe(200);
    const { idExportacion, cantidad } = queued.body as { idExportacion: number; cantidad: number };
    expect(cantidad).toBeGreaterThan(30);
    await waitState('moderador', idExportacion, 'lista');
    const log = await logOf(idExportacion);
    const running = log.filter((l) => l.estado === 'en_curso').map((l) => l.progreso);
    // Taken at 0, then one write per batch of 10 orders: 10, 20, 30, ...
    expect(running[0]).toBe(0);
    expect(running.length).toBeGreaterThanOrEqual(Math.ceil(cantidad / 10));
    for (let k = 1; k < running.length; k++) {
      expect(running[k]).toBeGreaterThan(running[k - 1] ?? 0);
    }
    expect(running.slice(1, 4)).toEqual([10, 20, 30]);
    expect(running[running.length - 1]).toBe(cantidad);
    expect(log[log.length - 1]).toMatchObject({ estado: 'lista', progreso: cantidad, intentos: 1 });
    const done = await jobOf('moderador', idExportacion);
    expect(done).toMatchObject({
      estado: 'lista',
      progreso: cantidad,
      total: cantidad,
      error: null,
    });
  });

  it('a job failing halfway is tried again, and after the third try it is an error with its Spanish sentence and no file', async () => {
    const [user] = await server.db.query<{ id_usuario: number }>(
      "SELECT id_usuario FROM users WHERE nombre_usuario = 'moderador'",
    );
    const [job] = await server.db.query<{ id_exportacion: number }>(
      `INSERT INTO export_jobs (id_usuario, tipo, parametros, nombre_archivo, total)
       VALUES ($1, 'ordenes', $2::jsonb, 'Ordenes.xlsx', $3) RETURNING id_exportacion`,
      [
        user?.id_usuario,
        JSON.stringify({
          tipo: 'ordenes',
          plantilla: 'staff',
          filtro: { idSeller: null },
          falla: true,
        }),
        ordenes,
      ],
    );
    const id = job?.id_exportacion ?? 0;
    await waitState('moderador', id, 'error');
    const log = await logOf(id);
    // Three tries: each taken (en_curso, progress from 0), each writing progress up to the
    // failure; the first two back to 'pendiente', the third 'error'.
    const states = log.map((l) => `${l.estado}/${String(l.intentos)}`);
    const steps = states.filter((s, k) => s !== states[k - 1]);
    expect(steps).toEqual([
      'pendiente/0',
      'en_curso/1',
      'pendiente/1',
      'en_curso/2',
      'pendiente/2',
      'en_curso/3',
      'error/3',
    ]);
    // Each try got halfway (10 orders written) before failing.
    expect(log.filter((l) => l.estado === 'en_curso' && l.progreso === 10)).toHaveLength(3);
    const [row] = await server.db.query<{
      archivo: string | null;
      bytes: number | null;
      error: string | null;
      terminada_en: Date | null;
      vence_en: Date | null;
    }>(
      'SELECT archivo, bytes, error, terminada_en, vence_en FROM export_jobs WHERE id_exportacion = $1',
      [id],
    );
    expect(row?.archivo).toBeNull();
    expect(row?.bytes).toBeNull();
    expect(row?.error).toContain('falla de prueba');
    expect(row?.terminada_en).not.toBeNull();
    expect(row?.vence_en).not.toBeNull();
    const shown = await jobOf('moderador', id);
    expect(shown).toMatchObject({ estado: 'error', bytes: null, error: exportTexts.fallida });
    expect(exportTexts.fallida).toBe('No se pudo generar el archivo. Intente nuevamente.');
    const failed = await get(
      'moderador',
      `/api/Exportables/Exportaciones/Descargar?idExportacion=${String(id)}`,
    );
    // Its download says it failed, not that it is not ready yet.
    expect(failed.status).toBe(409);
    expect(errores(failed)).toEqual([exportTexts.fallida]);
  });
});
