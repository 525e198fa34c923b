// The exports' handlers (002 §7 'Exports', §6; issue 21): each resolves its request (the filter
// with the session's scope, ./plan.ts), counts what it would write and answers the workbook at
// once up to EXPORT_MAX_ROWS records (more: 400 pointing to the export centre). The export
// centre's calls queue the same requests as jobs (./centre.ts), list 'Mis exportaciones' and
// serve a finished file. Access by role and menu is the access table's (src/domain/access/
// exports.ts); the centre checks, per kind, the access of the export it queues.
import { replySent, type Handlers, type Session } from '../http/contract.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { sellerScope } from '../shared/seller-scope.ts';
import { commonMessages } from '../../domain/texts/common.ts';
import { novedadMessages } from '../../domain/novedad-rules.ts';
import { isStaff } from '../../domain/roles.ts';
import { menuAllows } from '../../domain/access/index.ts';
import { exportsAccess } from '../../domain/access/exports.ts';
import { exportTexts } from '../../domain/exports.ts';
import { exportLimits } from './limits.ts';
import type { OrderFilter } from '../orders/area.ts';
import { drainJobs, enqueueJob, jobFile, jobsOf, XLSX_TYPE, type JobRow } from './centre.ts';
import { planOf, type ExportRequest, type ExportTipo } from './plan.ts';
import { buildSheet } from './sheet.ts';

export type ExportsOperation =
  | 'exportarOrdenes'
  | 'cantidadExportarOrdenes'
  | 'exportarOrdenesTelefonicas'
  | 'exportarNovedades'
  | 'exportarLiquidaciones'
  | 'exportarSellers'
  | 'crearExportacion'
  | 'misExportaciones'
  | 'descargarExportacion';

/** The filter fields any export reads (each kind reads its own). */
interface ExportInput {
  idSeller?: number | null;
  fechaDesde?: string | null;
  fechaHasta?: string | null;
  idEstado?: number | null;
  idOrden?: number | null;
  documento?: string | null;
  apellido?: string | null;
  ordenDeReferencia?: number | null;
  buscaTodo?: number | null;
}

/** A required range of days (YYYY-MM-DD, validated by the contract), in order. */
function requiredRange(desde: string | null | undefined, hasta: string | null | undefined) {
  if (!desde) throw badRequest(novedadMessages.fechaInicial);
  if (!hasta) throw badRequest(novedadMessages.fechaFinal);
  if (desde > hasta) throw badRequest(commonMessages.dateRangeInverted);
  return { desde, hasta };
}

const blankToUndefined = (v: string | null | undefined) => (v?.trim() ? v.trim() : undefined);

/** 002 §5: the orders filter, empty fields meaning "any"; a seller's own seller always. */
function ordersFilter(session: Session, f: ExportInput): OrderFilter {
  const fechaDesde = f.fechaDesde ?? undefined;
  const fechaHasta = f.fechaHasta ?? undefined;
  if (fechaDesde && fechaHasta && fechaDesde > fechaHasta) {
    throw badRequest(commonMessages.dateRangeInverted);
  }
  return {
    idSeller: sellerScope(session, f.idSeller),
    idOrden: f.idOrden ?? undefined,
    documento: blankToUndefined(f.documento),
    apellido: blankToUndefined(f.apellido),
    idEstado: f.idEstado ?? undefined,
    fechaDesde,
    fechaHasta,
  };
}

/** The request of an export kind, as the session may make it. */
function requestOf(tipo: ExportTipo, session: Session, f: ExportInput): ExportRequest {
  switch (tipo) {
    case 'ordenes':
      return {
        tipo,
        filtro: ordersFilter(session, f),
        // 002 §6: staff get the full template, everyone else the sellers'.
        plantilla: isStaff(session.tipoUsuario) ? 'staff' : 'seller',
      };
    case 'ordenesTelefonicas': {
      const { desde, hasta } = requiredRange(f.fechaDesde, f.fechaHasta);
      return {
        tipo,
        filtro: { idSeller: null, fechaDesde: desde, fechaHasta: hasta, telefonicas: true },
      };
    }
    case 'novedades': {
      const { desde, hasta } = requiredRange(f.fechaDesde, f.fechaHasta);
      const todas = (f.buscaTodo ?? 1) === 1;
      if (!todas && (f.idSeller ?? null) === null) throw badRequest(novedadMessages.seller);
      if (!todas && (f.idEstado ?? null) === null) throw badRequest(novedadMessages.estado);
      return {
        tipo,
        filtro: {
          fechaDesde: desde,
          fechaHasta: hasta,
          idSeller: todas ? null : (f.idSeller ?? null),
          idEstado: todas ? null : (f.idEstado ?? null),
          ordenDeReferencia: f.ordenDeReferencia ?? 0,
        },
      };
    }
    case 'liquidaciones': {
      const { desde, hasta } = requiredRange(f.fechaDesde, f.fechaHasta);
      const todas = (f.buscaTodo ?? 1) === 1;
      const estado = f.idEstado === 2 || f.idEstado === 3 ? f.idEstado : null;
      return {
        tipo,
        filtro: {
          fechaDesde: desde,
          fechaHasta: hasta,
          idSeller: todas || !f.idSeller ? null : f.idSeller,
          idEstado: todas ? null : estado,
        },
      };
    }
    case 'sellers':
      return { tipo };
  }
}

/** The operation whose access an export kind has (the centre queues it on the same terms). */
const operationOf = {
  ordenes: 'exportarOrdenes',
  ordenesTelefonicas: 'exportarOrdenesTelefonicas',
  novedades: 'exportarNovedades',
  liquidaciones: 'exportarLiquidaciones',
  sellers: 'exportarSellers',
} as const satisfies Record<ExportTipo, keyof typeof exportsAccess>;

function checkAccess(tipo: ExportTipo, session: Session): void {
  const access = exportsAccess[operationOf[tipo]];
  if (!(access.roles as readonly number[]).includes(session.tipoUsuario)) throw forbidden();
  if (!menuAllows(access.menu, session)) throw forbidden();
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function exportacionOf(j: JobRow) {
  return {
    idExportacion: j.id_exportacion,
    tipo: j.tipo,
    nombreArchivo: j.nombre_archivo,
    estado: j.estado,
    total: j.total,
    progreso: Math.min(j.progreso, j.total),
    bytes: j.bytes,
    error: j.estado === 'error' ? exportTexts.fallida : null,
    creadaEn: new Date(j.creada_en).toISOString(),
    terminadaEn: iso(j.terminada_en),
    venceEn: iso(j.vence_en),
  };
}

export function exportsHandlers(s: Services): Pick<Handlers, ExportsOperation> {
  const brand = s.config.brandName;

  /** The workbook of a request at once, or 400 when it is larger than exportLimits.maxRows. */
  async function atOnce(req: ExportRequest) {
    const plan = planOf(s.db, req, brand);
    const cantidad = await plan.count();
    if (cantidad > exportLimits.maxRows) {
      throw badRequest(exportTexts.demasiadas(cantidad, exportLimits.maxRows));
    }
    const sheet = await buildSheet(plan.sheetName, plan.columns, plan.rows());
    return { cantidad, base64: sheet.file.toString('base64'), nombreArchivo: plan.fileName };
  }

  async function archivo(req: ExportRequest) {
    const built = await atOnce(req);
    return {
      excelBase64: built.base64,
      nombreArchivo: built.nombreArchivo,
      cantidad: built.cantidad,
    };
  }

  return {
    async exportarOrdenes({ body, session }) {
      const built = await atOnce(requestOf('ordenes', session, body));
      return {
        cantidadOrdenes: built.cantidad,
        excel: built.base64,
        nombreArchivo: built.nombreArchivo,
      };
    },

    async cantidadExportarOrdenes({ query, session }) {
      const plan = planOf(s.db, requestOf('ordenes', session, query), brand);
      return { cantidadOrdenes: await plan.count(), maximoAlMomento: exportLimits.maxRows };
    },

    exportarOrdenesTelefonicas: ({ query, session }) =>
      archivo(requestOf('ordenesTelefonicas', session, query)),

    exportarNovedades: ({ query, session }) => archivo(requestOf('novedades', session, query)),

    exportarLiquidaciones: ({ query, session }) =>
      archivo(requestOf('liquidaciones', session, query)),

    exportarSellers: ({ session }) => archivo(requestOf('sellers', session, {})),

    async crearExportacion({ body, session }) {
      checkAccess(body.tipo, session);
      const req = requestOf(body.tipo, session, body);
      const plan = planOf(s.db, req, brand);
      const cantidad = await plan.count();
      const idExportacion = await enqueueJob(s.db, session.userId, req, plan.fileName, cantidad);
      // Started now rather than at the area job's next tick. A build's failure is recorded on
      // its job; any other (the database gone) is met again, and logged, by that periodic run.
      void drainJobs(s).catch(() => undefined);
      return { idExportacion, cantidad, nombreArchivo: plan.fileName };
    },

    async misExportaciones({ session }) {
      return { exportaciones: (await jobsOf(s.db, session.userId)).map(exportacionOf) };
    },

    async descargarExportacion({ query, session, reply }) {
      const job = await jobFile(s.db, session.userId, query.idExportacion);
      if (job === null) throw notFound(exportTexts.noEncontrada);
      if (job.estado === 'error') throw conflict(exportTexts.fallida);
      if (job.estado !== 'lista' || job.archivo === null) throw conflict(exportTexts.noLista);
      const file = await s.files.stream(job.archivo);
      if (!file) throw notFound(exportTexts.noEncontrada);
      // The file as it is, a slice at a time: a large workbook is neither inflated by a third
      // in base64 JSON nor held whole by the server.
      await reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${job.nombre_archivo}"`)
        .header('content-length', String(file.size))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
      return replySent;
    },
  };
}
