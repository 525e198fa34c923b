// The fees area (002 §2 'Fee logistics', §3, §4 Fee, §5, §7 'Fees', §8; DECISIONS 7, 10, 23;
// issue 19 points 5, 7): the three windows of the fee page, the grid's structure, creating a
// window (closing the one it meets; never an overlap: the database's exclusion constraint) and
// updating the cells of the active or next window, each write in one transaction with its
// audit rows.
import type { Handlers, Session } from '../http/contract.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Queryable } from '../db/db.ts';
import type { Services } from '../services.ts';
import type { components } from '../../api/schema.d.ts';
import { auditMany, type AuditEntry } from '../audit.ts';
import { todayInMarket } from '../../domain/dates.ts';
import {
  dayBefore,
  feeDatesProblem,
  feeMessages,
  parseFeeCost,
  parseFeeDays,
} from '../../domain/fee-rules.ts';
import { amountFromCents, centsFromDecimal, decimalFromCents } from '../../domain/money.ts';
import {
  cellsByIds,
  cellsOfWindow,
  closeWindow,
  insertCosts,
  insertWindow,
  lockWindows,
  scales,
  structure,
  updateCell,
  windowById,
  windowHolding,
  windowOf,
  windowStartingWithin,
  zones,
  type CellRow,
  type WindowRow,
} from './repository.ts';

type FeeOperation = 'datosFeeLogistico' | 'estructuraFee' | 'crearFee' | 'actualizarFee';
type FilaCostoFee = components['schemas']['FilaCostoFee'];
type CeldaCostoFee = components['schemas']['CeldaCostoFee'];

const DAY = /^(\d{4}-\d{2}-\d{2})(T.*)?$/;

/** A day as the screens send it (YYYY-MM-DD, or an ISO instant's day), or null. */
function dayOf(text: string | null | undefined): string | null {
  const m = DAY.exec(text?.trim() ?? '');
  if (!m?.[1]) return null;
  const d = new Date(`${m[1]}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== m[1] ? null : m[1];
}

/** 002 §3 Fee cost rows of a window: one per scale, each zone's cell or null. */
function rowsOf(w: WindowRow, cells: readonly CellRow[]): FilaCostoFee[] {
  const rows = new Map<number, FilaCostoFee>();
  for (const c of cells) {
    let row = rows.get(c.id_costo_fee);
    if (!row) {
      row = {
        idCostoFee: c.id_costo_fee,
        idFee: w.id_fee,
        idEscala: c.id_escala,
        descripcion: c.descripcion,
        vigenteDesde: w.vigente_desde,
        vigenteHasta: w.vigente_hasta,
        amba: null,
        interior: null,
        patagonia: null,
      };
      rows.set(c.id_costo_fee, row);
    }
    if (c.zona !== null && c.id_fee_logistico !== null && c.costo !== null) {
      const cell: CeldaCostoFee = {
        idFeeLogistico: c.id_fee_logistico,
        costo: amountFromCents(centsFromDecimal(c.costo)),
        diasEntrega: c.dias_entrega ?? 0,
      };
      row[c.zona] = cell;
    }
  }
  return [...rows.values()];
}

/** A cost of a request as cents, or the 400 that names it. */
function costOf(value: number | string): number {
  const cents = parseFeeCost(value);
  if (cents === null) throw badRequest(feeMessages.costoInvalido(String(value)));
  return cents;
}

function daysOf(value: number | undefined): number {
  const days = parseFeeDays(value);
  if (days === null) throw badRequest(feeMessages.diasInvalidos);
  return days;
}

/** The database's overlap refusal (exclusion_violation) as the 409 it means. */
async function overlapAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23P01') {
      throw conflict(feeMessages.superposicionOtro);
    }
    throw error;
  }
}

export function feesHandlers(s: Services): Pick<Handlers, FeeOperation> {
  async function windowRows(q: Queryable, w: WindowRow): Promise<FilaCostoFee[]> {
    return rowsOf(w, await cellsOfWindow(q, w.id_fee));
  }

  const auditEntry = (
    session: Session,
    idFee: number,
    desde: string | null,
    hacia: string | null,
    evento: string,
  ): AuditEntry => ({
    entidad: 'fee_logistico',
    idEntidad: idFee,
    desde,
    hacia,
    evento,
    idUsuario: session.userId,
  });

  return {
    async datosFeeLogistico({ query }) {
      const w = await windowOf(s.db, query.VigenciaFeeLogistico, todayInMarket());
      return { datosFeeLogisticoSellers: w ? await windowRows(s.db, w) : [] };
    },

    async estructuraFee() {
      const rows = await structure(s.db);
      return {
        costosFee: rows.map((r) => ({
          escala: r.escala,
          zona: r.zona,
          costo: r.costo === null ? 0 : amountFromCents(centsFromDecimal(r.costo)),
        })),
      };
    },

    async crearFee({ body, session }) {
      // The dates first, in the screen's order (002 §5), then the costs.
      const desde = dayOf(body.vigenteDesde);
      const hasta = dayOf(body.vigenteHasta);
      const today = todayInMarket();
      const why = feeDatesProblem(desde, hasta, today);
      if (why !== null || desde === null || hasta === null) {
        throw badRequest(why ?? feeMessages.fechaDesde);
      }
      if (body.costosFee.length === 0) throw badRequest(feeMessages.sinDatos);
      const [escalas, zonas] = await Promise.all([scales(s.db), zones(s.db)]);
      const seen = new Set<string>();
      const cells = body.costosFee.map((c) => {
        if (!escalas.some((e) => e.id_escala === c.idEscala)) {
          throw badRequest(feeMessages.escalaInexistente(c.idEscala));
        }
        if (!zonas.some((z) => z.id_zona === c.idZona)) {
          throw badRequest(feeMessages.zonaInexistente(c.idZona));
        }
        const key = `${String(c.idEscala)}-${String(c.idZona)}`;
        if (seen.has(key)) throw badRequest(feeMessages.celdaRepetida(c.idEscala, c.idZona));
        seen.add(key);
        return {
          idEscala: c.idEscala,
          idZona: c.idZona,
          costo: decimalFromCents(costOf(c.costo)),
          diasEntrega: daysOf(c.diasEntrega),
        };
      });
      const created = await s.db.tx(async (q) => {
        await lockWindows(q);
        // A window starting within the new dates would have to go: refused, nothing changes.
        const later = await windowStartingWithin(q, desde, hasta);
        if (later) throw conflict(feeMessages.superposicion(later.vigente_desde));
        // The window that holds the new start (it started before it) is closed the day before.
        const meets = await windowHolding(q, desde);
        const entries: AuditEntry[] = [];
        let cerrado: WindowRow | null = null;
        if (meets) {
          const hastaCerrado = dayBefore(desde);
          await closeWindow(q, meets.id_fee, hastaCerrado);
          entries.push(
            auditEntry(
              session,
              meets.id_fee,
              `${meets.vigente_desde}..${meets.vigente_hasta}`,
              `${meets.vigente_desde}..${hastaCerrado}`,
              'CERRAR_FEE',
            ),
          );
          cerrado = { ...meets, vigente_hasta: hastaCerrado };
        }
        const idFee = await overlapAsConflict(() =>
          insertWindow(q, { desde, hasta, idUsuario: session.userId }),
        );
        await insertCosts(q, idFee, cells);
        entries.push(auditEntry(session, idFee, null, `${desde}..${hasta}`, 'CREAR_FEE'));
        await auditMany(q, entries);
        return { idFee, cerrado };
      });
      const w = await windowById(s.db, created.idFee);
      if (!w) throw new Error('el Fee creado no se encuentra');
      return {
        data: {
          idFee: w.id_fee,
          vigenteDesde: w.vigente_desde,
          vigenteHasta: w.vigente_hasta,
          costosFee: await windowRows(s.db, w),
          feeCerrado: created.cerrado
            ? {
                idFee: created.cerrado.id_fee,
                vigenteDesde: created.cerrado.vigente_desde,
                vigenteHasta: created.cerrado.vigente_hasta,
              }
            : null,
        },
      };
    },

    async actualizarFee({ body, session }) {
      const edits = body.costosFeeEditados;
      if (edits.length === 0) throw badRequest(feeMessages.sinDatos);
      const ids = new Set<number>();
      const wanted = edits.map((e) => {
        if (ids.has(e.idFeeLogistico))
          throw badRequest(feeMessages.costoRepetido(e.idFeeLogistico));
        ids.add(e.idFeeLogistico);
        return {
          id: e.idFeeLogistico,
          cents: costOf(e.costo),
          dias: e.diasEntrega === undefined ? null : daysOf(e.diasEntrega),
        };
      });
      await s.db.tx(async (q) => {
        await lockWindows(q);
        const found = await cellsByIds(q, [...ids], true);
        const missing = wanted.find((w) => !found.some((f) => f.id_fee_logistico === w.id));
        if (missing) throw notFound(feeMessages.costoInexistente(missing.id));
        const fees = new Set(found.map((f) => f.id_fee));
        const [idFee] = [...fees];
        if (fees.size !== 1 || idFee === undefined) throw badRequest(feeMessages.unSoloFee);
        const w = await windowById(q, idFee);
        if (!w) throw notFound(feeMessages.costoInexistente(wanted[0]?.id ?? 0));
        // The window is named by its dates as the screen shows them; they do not change here.
        const desde = dayOf(body.vigenteDesde);
        const hasta = dayOf(body.vigenteHasta);
        if (desde !== w.vigente_desde || hasta !== w.vigente_hasta) {
          throw badRequest(feeMessages.fechasNoCorresponden);
        }
        // 002 §4: the previous window is read-only; the active and next ones are edited.
        if (w.vigente_hasta < todayInMarket()) throw conflict(feeMessages.anteriorSoloLectura);
        const entries: AuditEntry[] = [];
        for (const e of wanted) {
          const old = found.find((f) => f.id_fee_logistico === e.id);
          if (!old) continue;
          const costo = decimalFromCents(e.cents);
          const dias = e.dias ?? old.dias_entrega;
          if (centsFromDecimal(old.costo) === e.cents && old.dias_entrega === dias) continue;
          await updateCell(q, e.id, costo, dias);
          entries.push(
            auditEntry(
              session,
              w.id_fee,
              `${String(e.id)}: ${decimalFromCents(centsFromDecimal(old.costo))} / ${String(old.dias_entrega)}`,
              `${String(e.id)}: ${costo} / ${String(dias)}`,
              'ACTUALIZAR_FEE',
            ),
          );
        }
        await auditMany(q, entries);
      });
      return { mensaje: feeMessages.actualizado };
    },
  };
}
