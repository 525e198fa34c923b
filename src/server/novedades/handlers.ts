// The novedades area (002 §2 Novedades and Concepts, §3, §4, §5, §7, §8; DECISIONS 7, 20; issue
// 19): the search of /Novedades, creating a novedad, its confirmation, amount and annulment
// through the novedad machine (machines/novedad.ts: 403 role, 409 state; several ids in one call
// apply all or none, each with its audit row, in one transaction), and the concepts.
import type { Handlers, Session } from '../http/contract.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { Queryable } from '../db/db.ts';
import type { Services } from '../services.ts';
import type { components } from '../../api/schema.d.ts';
import { audit } from '../audit.ts';
import { allowedOutcome, writeStep } from '../workflow.ts';
import { historyPage } from '../history.ts';
import {
  novedadAmountDetail,
  novedadesBatch,
  novedadHistoryEntities,
  novedadHistoryTexts,
} from './history.ts';
import { commonMessages } from '../../domain/texts/common.ts';
import { todayInMarket } from '../../domain/dates.ts';
import { decimalFromCents } from '../../domain/money.ts';
import {
  CONCEPT_NAME_MAX_LENGTH,
  NOVEDADES_PAGE_SIZE,
  NOVEDAD_NOTES_MAX_LENGTH,
  accionNovedadLabels,
  conceptMessages,
  isAccionNovedad,
  novedadMessages,
  novedadMinDate,
  parseNovedadAmount,
  parseReferenceOrder,
} from '../../domain/novedad-rules.ts';
import {
  estadoNovedadLabels,
  novedadDecision,
  novedadOutcome,
  type NovedadUserEvent,
} from '../../../machines/novedad.ts';
import {
  annulConcept,
  conceptNameTaken,
  insertConcept,
  insertNovedad,
  liveConcept,
  liveConcepts,
  loadNovedades,
  novedadActions,
  novedadStates,
  orderOfSeller,
  searchNovedades,
  sellerExists,
  updateConcept,
  writeNovedadEstado,
  writeNovedadImporte,
  type ConceptRow,
  type NovedadRow,
} from './repository.ts';

type NovedadOperation =
  | 'buscarNovedades'
  | 'historialNovedad'
  | 'estadosNovedades'
  | 'accionesNovedades'
  | 'conceptosNovedades'
  | 'crearNovedad'
  | 'confirmarNovedades'
  | 'editarNovedad'
  | 'anularNovedades'
  | 'crearConceptoNovedad'
  | 'actualizarConceptoNovedad'
  | 'anularConceptoNovedad';

type Novedad = components['schemas']['Novedad'];
type ConceptoNovedad = components['schemas']['ConceptoNovedad'];

const DAY = /^(\d{4}-\d{2}-\d{2})(T.*)?$/;

/** A day as the screens send it (YYYY-MM-DD, or an ISO instant's day), or null. */
function dayOf(text: string | null | undefined): string | null {
  const m = DAY.exec(text?.trim() ?? '');
  if (!m?.[1]) return null;
  const d = new Date(`${m[1]}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== m[1] ? null : m[1];
}

export function novedadOf(r: NovedadRow): Novedad {
  return {
    idNovedad: r.id_novedad,
    fechaNovedad: r.fecha,
    idSeller: r.id_seller,
    seller: r.razon_social,
    ordenDeReferencia: Number(r.orden_referencia),
    idTipoNovedad: r.id_tipo_novedad,
    detalleTipoNovedad: r.concepto,
    comentarios: r.observaciones,
    idSubTipo: r.id_subtipo,
    descripcionSubTipoNovedad: r.accion,
    importe: Number(r.importe),
    idEstado: r.id_estado,
    detalleEstadoNovedad: r.estado,
    idLiquidacion: r.id_liquidacion,
  };
}

function conceptOf(c: ConceptRow): ConceptoNovedad {
  return {
    idConcepto: c.nombre,
    idTipoNovedad: c.id_tipo_novedad,
    detalleConcepto: c.nombre,
    idSubTipo: c.id_subtipo,
    descripcionSubTipoNovedad: c.accion,
    mostrarBotonEliminar: c.permite_eliminar && !c.en_uso,
  };
}

/** A concept's name as the create and edit checks take it (002 §5). */
function conceptName(text: string | null | undefined): string {
  const nombre = text?.trim() ?? '';
  if (nombre === '') throw badRequest(conceptMessages.nombre);
  if (nombre.length > CONCEPT_NAME_MAX_LENGTH) throw badRequest(conceptMessages.nombreLargo);
  return nombre;
}

export function novedadesHandlers(s: Services): Pick<Handlers, NovedadOperation> {
  /**
   * One machine event on several novedades, all or none (issue 19 point 2): each is locked and
   * decided by the machine at its stored state before anything is written.
   */
  async function step(
    session: Session,
    rawIds: readonly number[],
    type: 'CONFIRMAR' | 'ANULAR',
  ): Promise<{ novedades: Novedad[] }> {
    const ids = [...new Set(rawIds)].sort((a, b) => a - b);
    if (ids.length === 0) throw badRequest(novedadMessages.ninguna);
    const event: NovedadUserEvent = { type, tipoUsuario: session.tipoUsuario };
    const rows = await s.db.tx(async (q) => {
      const found = await loadNovedades(q, ids, true);
      const missing = ids.find((id) => !found.some((r) => r.id_novedad === id));
      if (missing !== undefined) throw notFound(novedadMessages.noEncontrada);
      const outcomes = found.map((r) => ({
        r,
        hacia: allowedOutcome(
          {
            decision: novedadDecision(r.id_estado, event),
            outcome: () => novedadOutcome(r.id_estado, event),
          },
          {
            estado: () =>
              novedadMessages.estadoNoPermite(
                r.id_novedad,
                estadoNovedadLabels[r.id_estado].toLowerCase(),
              ),
          },
        ),
      }));
      const lote = novedadesBatch(type, outcomes.length);
      for (const { r, hacia } of outcomes) {
        await writeStep(
          q,
          session,
          {
            entidad: 'novedad',
            idEntidad: r.id_novedad,
            desde: r.id_estado,
            hacia,
            evento: type,
            lote,
          },
          () => writeNovedadEstado(q, [r.id_novedad], hacia),
        );
      }
      return loadNovedades(q, ids);
    });
    return { novedades: rows.map(novedadOf) };
  }

  async function lockedConcept(q: Queryable, id: number): Promise<ConceptRow> {
    const c = await liveConcept(q, id, true);
    if (!c) throw notFound(conceptMessages.noEncontrado);
    if (!c.permite_eliminar || c.en_uso) throw conflict(conceptMessages.enUso);
    return c;
  }

  return {
    async buscarNovedades({ query }) {
      const desde = dayOf(query.fechaDesde);
      if (!desde) throw badRequest(novedadMessages.fechaInicial);
      const hasta = dayOf(query.fechaHasta);
      if (!hasta) throw badRequest(novedadMessages.fechaFinal);
      if (desde > hasta) throw badRequest(commonMessages.dateRangeInverted);
      const todas = (query.buscaTodo ?? 1) === 1;
      if (!todas && query.idSeller === undefined) throw badRequest(novedadMessages.seller);
      if (!todas && query.idEstado === undefined) throw badRequest(novedadMessages.estado);
      const size = query.cantidadPagina ?? NOVEDADES_PAGE_SIZE;
      const { total, rows } = await searchNovedades(
        s.db,
        {
          fechaDesde: desde,
          fechaHasta: hasta,
          idSeller: todas ? null : (query.idSeller ?? null),
          idEstado: todas ? null : (query.idEstado ?? null),
          ordenDeReferencia: query.ordenDeReferencia ?? 0,
        },
        query.numeroPagina ?? 1,
        size,
      );
      return { elementos: rows.map(novedadOf), cantidadTotal: total };
    },

    async historialNovedad({ query, session }) {
      const [r] = await loadNovedades(s.db, [query.IdNovedad]);
      if (!r) throw notFound(novedadMessages.noEncontrada);
      return historyPage(s.db, {
        entidades: novedadHistoryEntities,
        idEntidad: r.id_novedad,
        numeroPagina: query.NumeroPagina,
        viewer: session,
        texts: novedadHistoryTexts,
      });
    },

    async estadosNovedades() {
      const rows = await novedadStates(s.db);
      return {
        listadoEstadosNovedades: rows.map((r) => ({
          idEstado: r.id_estado,
          descripcion: r.descripcion,
        })),
      };
    },

    async accionesNovedades() {
      const rows = await novedadActions(s.db);
      return {
        listadoAccionesNovedades: rows.map((r) => ({
          idEstado: r.id_subtipo,
          descripcion: r.descripcion,
        })),
      };
    },

    async conceptosNovedades() {
      return { listaConceptoNovedades: (await liveConcepts(s.db)).map(conceptOf) };
    },

    async crearNovedad({ body, session }) {
      // 002 §5, in its order.
      if (body.fecha === undefined || body.fecha === null || body.fecha.trim() === '') {
        throw badRequest(novedadMessages.fecha);
      }
      const fecha = dayOf(body.fecha);
      if (!fecha) throw badRequest(novedadMessages.fecha);
      if (fecha < novedadMinDate(todayInMarket())) throw badRequest(novedadMessages.fechaMinima);
      const idSeller = body.idSeller ?? null;
      if (idSeller === null) throw badRequest(novedadMessages.sellerNueva);
      const idTipoNovedad = body.idTipoNovedad ?? null;
      if (idTipoNovedad === null) throw badRequest(novedadMessages.concepto);
      if (body.importe === undefined || body.importe === null || body.importe === '') {
        throw badRequest(novedadMessages.importe);
      }
      const cents = parseNovedadAmount(body.importe);
      if (cents === null) throw badRequest(novedadMessages.importeInvalido);
      const orden = parseReferenceOrder(body.ordenDeReferencia);
      if (orden === null) throw badRequest(novedadMessages.ordenInvalida);
      const observaciones = body.observaciones?.trim() ? body.observaciones.trim() : null;
      if (observaciones !== null && observaciones.length > NOVEDAD_NOTES_MAX_LENGTH) {
        throw badRequest(novedadMessages.observacionesLargas);
      }
      const id = await s.db.tx(async (q) => {
        if (!(await sellerExists(q, idSeller))) throw badRequest(commonMessages.sellerNotFound);
        // The concept is locked: it cannot be deleted or change its action meanwhile.
        if (!(await liveConcept(q, idTipoNovedad, true))) {
          throw badRequest(novedadMessages.conceptoInexistente);
        }
        if (orden > 0 && !(await orderOfSeller(q, orden, idSeller))) {
          throw badRequest(novedadMessages.ordenDeOtroSeller);
        }
        const idNovedad = await insertNovedad(q, {
          fecha,
          idSeller,
          idTipoNovedad,
          importe: decimalFromCents(cents),
          ordenDeReferencia: orden,
          observaciones,
          idUsuario: session.userId,
        });
        await audit(q, {
          entidad: 'novedad',
          idEntidad: idNovedad,
          desde: null,
          hacia: '1',
          evento: 'CREAR_NOVEDAD',
          idUsuario: session.userId,
        });
        return idNovedad;
      });
      const [row] = await loadNovedades(s.db, [id]);
      if (!row) throw new Error('la novedad creada no se encuentra');
      return novedadOf(row);
    },

    async confirmarNovedades({ body, session }) {
      return step(session, body.id, 'CONFIRMAR');
    },

    async anularNovedades({ body, session }) {
      return step(session, body.idsNovedades, 'ANULAR');
    },

    async editarNovedad({ body, session }) {
      const cents = parseNovedadAmount(body.Importe);
      if (cents === null) throw badRequest(novedadMessages.importeInvalido);
      const event: NovedadUserEvent = { type: 'EDITAR_IMPORTE', tipoUsuario: session.tipoUsuario };
      await s.db.tx(async (q) => {
        const [r] = await loadNovedades(q, [body.idNovedad], true);
        if (!r) throw notFound(novedadMessages.noEncontrada);
        allowedOutcome(
          {
            decision: novedadDecision(r.id_estado, event),
            outcome: () => novedadOutcome(r.id_estado, event),
          },
          {
            estado: () =>
              novedadMessages.estadoNoPermite(
                r.id_novedad,
                estadoNovedadLabels[r.id_estado].toLowerCase(),
              ),
          },
        );
        const importe = decimalFromCents(cents);
        await writeStep(
          q,
          session,
          {
            entidad: 'novedad',
            idEntidad: r.id_novedad,
            desde: r.importe,
            hacia: importe,
            evento: 'EDITAR_IMPORTE',
            detalle: {
              anterior: novedadAmountDetail(r.importe, r.id_subtipo),
              nuevo: novedadAmountDetail(importe, r.id_subtipo),
            },
          },
          () => writeNovedadImporte(q, r.id_novedad, importe),
        );
      });
      const [row] = await loadNovedades(s.db, [body.idNovedad]);
      if (!row) throw notFound(novedadMessages.noEncontrada);
      return novedadOf(row);
    },

    async crearConceptoNovedad({ body, session }) {
      const nombre = conceptName(body.concepto);
      const idSubTipo = body.idSubTipo ?? null;
      if (!isAccionNovedad(idSubTipo)) throw badRequest(conceptMessages.accion);
      const id = await s.db.tx(async (q) => {
        // One creation at a time, so that two concepts of one name cannot both pass the check
        // (the unique index would answer a 500).
        await q.query('SELECT pg_advisory_xact_lock($1)', [724_019]);
        if (await conceptNameTaken(q, nombre, null)) {
          throw badRequest(conceptMessages.nombreRepetido);
        }
        const idTipoNovedad = await insertConcept(q, {
          nombre,
          idSubtipo: idSubTipo,
          permiteEliminar: body.mostrarBotonEliminar ?? true,
        });
        await audit(q, {
          entidad: 'concepto_novedad',
          idEntidad: idTipoNovedad,
          desde: null,
          hacia: `${nombre} (${accionNovedadLabels[idSubTipo]})`,
          evento: 'CREAR_CONCEPTO',
          idUsuario: session.userId,
        });
        return idTipoNovedad;
      });
      const c = await liveConcept(s.db, id);
      if (!c) throw new Error('el concepto creado no se encuentra');
      return conceptOf(c);
    },

    async actualizarConceptoNovedad({ body, session }) {
      const nombre = conceptName(body.descripcionConcepto);
      const idSubTipo = body.idConcepto ?? null;
      if (!isAccionNovedad(idSubTipo)) throw badRequest(conceptMessages.accion);
      await s.db.tx(async (q) => {
        await q.query('SELECT pg_advisory_xact_lock($1)', [724_019]);
        const c = await lockedConcept(q, body.idTipoNovedad);
        if (await conceptNameTaken(q, nombre, c.id_tipo_novedad)) {
          throw badRequest(conceptMessages.nombreRepetido);
        }
        await updateConcept(q, c.id_tipo_novedad, { nombre, idSubtipo: idSubTipo });
        await audit(q, {
          entidad: 'concepto_novedad',
          idEntidad: c.id_tipo_novedad,
          desde: `${c.nombre} (${c.accion})`,
          hacia: `${nombre} (${accionNovedadLabels[idSubTipo]})`,
          evento: 'ACTUALIZAR_CONCEPTO',
          idUsuario: session.userId,
        });
      });
      const c = await liveConcept(s.db, body.idTipoNovedad);
      if (!c) throw notFound(conceptMessages.noEncontrado);
      return conceptOf(c);
    },

    async anularConceptoNovedad({ body, session }) {
      await s.db.tx(async (q) => {
        const c = await lockedConcept(q, body.IdTipoNovedad);
        await annulConcept(q, c.id_tipo_novedad);
        await audit(q, {
          entidad: 'concepto_novedad',
          idEntidad: c.id_tipo_novedad,
          desde: c.nombre,
          hacia: null,
          evento: 'ANULAR_CONCEPTO',
          idUsuario: session.userId,
        });
      });
      return { conceptoAnulado: true };
    },
  };
}
