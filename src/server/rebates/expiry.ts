// DECISIONS 17, the rebate machine's VENCER: an Activo rebate whose validity is over or with no
// units left becomes Finalizado (4) by itself, whether or not anyone opens a screen. Every API
// process runs `endRebates` once a minute (the area's job) and 'Gestión de Rebates' runs it
// before it reads. Safe with several processes: the Activo rows are locked with SKIP LOCKED, and
// a row another transaction changed is re-read under the lock (id_estado_rebate = 3 again), so
// a rebate ends once and gets one audit row. The rule is the shared one (rebateExpired), the
// target state the machine's own.
import type { Db } from '../db/db.ts';
import { auditMany } from '../audit.ts';
import { todayInMarket } from '../../domain/dates.ts';
import { rebateExpired } from '../../domain/rebate-rules.ts';
import { rebateOutcome } from '../../../machines/rebate.ts';
import { lockActiveRebates, writeRebatesEstado } from './repository.ts';

/** How often every process looks for rebates that ended. */
export const REBATE_EXPIRY_EVERY_MS = 60_000;

/** Ends the Activo rebates whose validity is over or whose units are sold; answers how many. */
export async function endRebates(db: Db, now: Date = new Date()): Promise<number> {
  const hacia = rebateOutcome(3, { type: 'VENCER' });
  if (hacia === null) throw new Error('VENCER no tiene destino desde Activo');
  const today = todayInMarket(now);
  return db.tx(async (q) => {
    const activos = await lockActiveRebates(q);
    const ended = activos
      .filter((r) =>
        rebateExpired(
          {
            fechaVencimiento: r.fecha_vencimiento,
            unidades: r.unidades,
            unidadesVendidas: r.unidades_vendidas,
          },
          today,
        ),
      )
      .map((r) => r.id_rebate);
    await writeRebatesEstado(q, ended, hacia);
    await auditMany(
      q,
      ended.map((id) => ({
        entidad: 'rebate',
        idEntidad: id,
        desde: '3',
        hacia: String(hacia),
        evento: 'VENCER',
        idUsuario: null,
      })),
    );
    return ended.length;
  });
}
