// The settlement documents and fee quotes (002 §2 'Settlement detail' buttons, §6, §7 'Documents
// by idLiquidacion' and 'Cotizaciones', §8, §9 file names; DECISIONS 19-26; issue 20 points 6,
// 7): each call reads one settlement in the caller's scope (a seller: only its own confirmed
// ones, else 404 with no data: visibleHeader) and answers the file in base64 with the name it is
// saved as. The tax documents need the stored tax detail: without it, 409 with a Spanish
// message instead of an empty zip. The files are built by a pool of two worker threads
// (./documents-worker.ts), a few more waiting, beyond that 429.
import { Worker } from 'node:worker_threads';
import type { Handlers } from '../http/contract.ts';
import { conflict, notFound, tooManyRequests } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { MARKET_TIME_ZONE } from '../../domain/dates.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import { withIva } from '../../domain/settlement-math.ts';
import { settlementMessages } from '../../domain/settlement-rules.ts';
import { visibleHeader } from './handlers.ts';
import { loadHeader } from './repository.ts';
import { settlementQuotes } from './documents-repository.ts';
import { loadSettlementDocument, safeName, type SettlementDocument } from './documents-content.ts';
import type { DocumentJob, DocumentKind, PooledJob, PooledResult } from './documents-worker.ts';
import { tsWorkerSource } from '../shared/ts-worker.ts';

export type SettlementDocumentOperation =
  | 'exportarLiquidacionExcel'
  | 'liquidacionPdf'
  | 'exportarCertificadosPdf'
  | 'exportarCertificadoImpuestosAnexos'
  | 'exportarRetencionesYPercepciones'
  | 'cotizacionesLiquidaciones';

export const documentMessages = {
  ocupado:
    'Se están generando muchos documentos en este momento. Intente nuevamente en unos segundos.',
  sinImpuestos: (id: number) =>
    `La liquidación N° ${String(id)} no tiene retenciones ni percepciones calculadas: no hay certificados para descargar.`,
} as const;

/** 002 §9 file names. */
export const documentNames = {
  excel: (seller: string, id: number) => `${safeName(seller)}_Liquidacion_N°_${String(id)}.xlsx`,
  pdf: (timestamp: string) => `Liquidacion_${timestamp}.pdf`,
  certificados: 'certificadosPdf.zip',
  anexos: 'certificadoImpuestosAnexo.zip',
  retencionesYPercepciones: (seller: string) => `retencionesYPercepciones_${safeName(seller)}.zip`,
} as const;

/** The market's date and time as YYYYMMDDHHmmss. */
export function marketTimestamp(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const v = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${v('year')}${v('month')}${v('day')}${v('hour')}${v('minute')}${v('second')}`;
}

const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

const bootstrap = () => tsWorkerSource(new URL('./documents-worker.ts', import.meta.url));

/** At most this many documents are built at once; a few more wait; beyond that 429. */
const MAX_WORKERS = 2;
const MAX_WAITING = 16;
const WORKER_HEAP_MB = 512;
const BUILD_TIMEOUT_MS = 60_000;
/** An idle worker is ended after this long (it holds its modules' memory). */
const IDLE_MS = 30_000;

interface PoolWorker {
  worker: Worker;
  idleTimer: NodeJS.Timeout | null;
}

const idle: PoolWorker[] = [];
let busy = 0;
let nextId = 1;
const waiting: (() => void)[] = [];

function startWorker(source: string): PoolWorker {
  const worker = new Worker(source, {
    eval: true,
    workerData: { documentsPool: true },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 64 },
  });
  // An idle worker never keeps the process alive.
  worker.unref();
  const w: PoolWorker = { worker, idleTimer: null };
  // A failure is answered to the job in flight (buildInWorker's listeners); one of an idle
  // worker must not become an unhandled 'error' event of the server. An ended worker leaves
  // the pool.
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    const at = idle.indexOf(w);
    if (at >= 0) idle.splice(at, 1);
    if (w.idleTimer) clearTimeout(w.idleTimer);
  });
  return w;
}

async function takeWorker(): Promise<PoolWorker> {
  if (idle.length === 0 && busy >= MAX_WORKERS) {
    if (waiting.length >= MAX_WAITING) throw tooManyRequests(documentMessages.ocupado);
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  busy++;
  let w = idle.pop();
  if (!w) {
    try {
      w = startWorker(await bootstrap());
    } catch (err) {
      giveBack(null);
      throw err;
    }
  }
  if (w.idleTimer) clearTimeout(w.idleTimer);
  w.idleTimer = null;
  return w;
}

function giveBack(w: PoolWorker | null): void {
  busy--;
  if (w) {
    w.idleTimer = setTimeout(() => {
      const at = idle.indexOf(w);
      if (at >= 0) idle.splice(at, 1);
      void w.worker.terminate();
    }, IDLE_MS);
    w.idleTimer.unref();
    idle.push(w);
  }
  waiting.shift()?.();
}

/**
 * The document built by a worker of the pool. A worker that fails, exits or takes too long is
 * ended (never reused); the failure is a fault of ours: 500, logged.
 */
export async function buildInWorker(job: DocumentJob): Promise<Uint8Array> {
  const w = await takeWorker();
  const id = nextId++;
  const state = { healthy: false };
  try {
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        w.worker.off('message', onMessage);
        w.worker.off('error', onError);
        w.worker.off('exit', onExit);
      };
      const onMessage = (r: PooledResult) => {
        if (r.id !== id) return;
        cleanup();
        state.healthy = true;
        if (r.ok) resolve(r.bytes);
        else reject(new Error(`el documento no se generó: ${r.message}`));
      };
      const onError = (err: Error) => {
        cleanup();
        reject(new Error('el generador de documentos falló', { cause: err }));
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new Error(`el generador terminó sin respuesta (${String(code)})`));
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error('el documento tardó demasiado en generarse'));
      }, BUILD_TIMEOUT_MS);
      w.worker.on('message', onMessage);
      w.worker.once('error', onError);
      w.worker.once('exit', onExit);
      w.worker.ref();
      w.worker.postMessage({ id, job } satisfies PooledJob);
    });
    return bytes;
  } finally {
    w.worker.unref();
    if (!state.healthy) void w.worker.terminate();
    giveBack(state.healthy ? w : null);
  }
}

export function settlementDocumentHandlers(
  s: Services,
): Pick<Handlers, SettlementDocumentOperation> {
  const brand = s.config.brandName;

  async function document(
    session: Parameters<typeof visibleHeader>[0],
    id: number,
  ): Promise<SettlementDocument> {
    const h = visibleHeader(session, await loadHeader(s.db, id), undefined);
    return loadSettlementDocument(s.db, h);
  }

  /** The tax documents' settlement: 409 when it has no tax detail. */
  async function taxed(session: Parameters<typeof visibleHeader>[0], id: number) {
    const d = await document(session, id);
    if (d.taxes.length === 0) throw conflict(documentMessages.sinImpuestos(d.h.id_liquidacion));
    return d;
  }

  const build = async (kind: DocumentKind, d: SettlementDocument) =>
    base64(await buildInWorker({ kind, d, brand }));

  return {
    async exportarLiquidacionExcel({ query, session }) {
      const d = await document(session, query.idLiquidacion);
      return {
        excel: await build('excel', d),
        nombreArchivo: documentNames.excel(d.h.razon_social, d.h.id_liquidacion),
      };
    },

    async liquidacionPdf({ query, session }) {
      const d = await document(session, query.idLiquidacion);
      return {
        pdf: await build('pdf', d),
        nombreArchivo: documentNames.pdf(marketTimestamp()),
      };
    },

    async exportarCertificadosPdf({ query, session }) {
      const d = await taxed(session, query.idLiquidacion);
      return { zip: await build('certificados', d), nombreArchivo: documentNames.certificados };
    },

    async exportarCertificadoImpuestosAnexos({ query, session }) {
      const d = await taxed(session, query.idLiquidacion);
      return { zip: await build('anexos', d), nombreArchivo: documentNames.anexos };
    },

    async exportarRetencionesYPercepciones({ query, session }) {
      const d = await taxed(session, query.idLiquidacion);
      return {
        data: {
          comprimidoZip: await build('retencionesYPercepciones', d),
          nombreArchivo: documentNames.retencionesYPercepciones(d.h.razon_social),
        },
      };
    },

    async cotizacionesLiquidaciones({ body, session }) {
      const ids = [...new Set(body.idLiquidacion)];
      for (const id of ids) {
        const h = await loadHeader(s.db, id);
        if (!h) throw notFound(settlementMessages.noEncontrada);
        visibleHeader(session, h, undefined);
      }
      const rows = await settlementQuotes(s.db, ids);
      return {
        datosFee: rows.map((r) => {
          const importe = centsFromDecimal(r.importe);
          return {
            idLiquidacion: r.id_liquidacion,
            idVenta: r.id_venta,
            idCotizacion: r.id_cotizacion,
            pesoHasta: r.peso_hasta === null ? null : Number(r.peso_hasta),
            pesoAforado: r.peso_aforado === null ? null : Number(r.peso_aforado),
            codigoPostal: r.codigo_postal,
            zona: r.zona,
            escala: r.escala,
            importe: amountFromCents(importe),
            importeConIva: amountFromCents(withIva(importe)),
          };
        }),
      };
    },
  };
}
