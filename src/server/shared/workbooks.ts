// Reading an uploaded workbook and writing one (issue 6 point 4), for every area: the bulk
// uploads and exports of listings-bulk, the plan groups' export (001 §7). The cheap checks run here
// (extension, size, container, the zip's declared sizes); SheetJS runs in a worker thread of
// its own per file (./xlsx-worker.ts) with a memory limit and a time limit, so a hostile file
// answers a clear 4xx and the server keeps answering other requests meanwhile. At most
// MAX_PARALLEL files are read at once; a few more wait their turn, beyond that 429.
import { Worker } from 'node:worker_threads';
import {
  BULK_MAX_ROWS,
  BULK_MAX_UNZIPPED_BYTES,
  BULK_MAX_UPLOAD_BYTES,
  bulkMessages,
  excelExtensionOk,
  type CellValue,
} from '../../domain/listing-bulk.ts';
import { ApiError, badRequest, tooManyRequests } from '../http/errors.ts';
import { fileKind, zipEntries, ZipError } from './zip.ts';
import type { ReadJob, ReadResult, SheetRow, WriteJob, WriteResult } from './xlsx-worker.ts';
import { tsWorkerSource } from './ts-worker.ts';

export type { SheetRow };

const MAX_PARALLEL = 2;
const MAX_WAITING = 16;
/** A worker's heap; SheetJS needs about ten times the XML it reads. */
const WORKER_HEAP_MB = 1024;
export const READ_TIMEOUT_MS = 60_000;

const bootstrap = () => tsWorkerSource(new URL('./xlsx-worker.ts', import.meta.url));

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) {
    if (waiting.length >= MAX_WAITING) throw tooManyRequests(bulkMessages.busy);
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/** A file that took too long or too much memory: the person's file, answered 400. */
class WorkerFailure extends Error {
  constructor(readonly reason: 'timeout' | 'memory') {
    super(reason);
  }
}

async function runWorker<T>(data: ReadJob | WriteJob, transfer: ArrayBuffer[]): Promise<T> {
  const release = await slot();
  try {
    const source = await bootstrap();
    return await new Promise<T>((resolve, reject) => {
      const worker = new Worker(source, {
        eval: true,
        workerData: data,
        transferList: transfer,
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 64 },
      });
      let settled = false;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
        void worker.terminate();
      };
      const timer = setTimeout(() => {
        finish(() => reject(new WorkerFailure('timeout')));
      }, READ_TIMEOUT_MS);
      worker.once('message', (message: T) => {
        finish(() => resolve(message));
      });
      // SheetJS's own failures are answered by the worker ('format'); anything else that
      // stops it is a fault of ours, answered 500 and logged by the error handler.
      worker.once('error', (err: Error & { code?: string }) => {
        finish(() => {
          reject(
            err.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new WorkerFailure('memory')
              : new Error('el lector de archivos falló', { cause: err }),
          );
        });
      });
      worker.once('exit', (code) => {
        finish(() => {
          reject(new Error(`el lector de archivos terminó sin respuesta (${String(code)})`));
        });
      });
    });
  } finally {
    release();
  }
}

export interface Upload {
  bytes: Buffer | null;
  filename: string;
}

export interface SheetContent {
  headers: string[];
  rows: SheetRow[];
}

/** 000 §5 and issue 6 point 4: an upload's first sheet, or a 4xx that says what is wrong. */
export async function readWorkbook(upload: Upload): Promise<SheetContent> {
  const { bytes, filename } = upload;
  if (bytes === null || bytes.length === 0) throw badRequest(bulkMessages.noFile);
  if (!excelExtensionOk(filename)) throw badRequest(bulkMessages.wrongExtension);
  if (bytes.length > BULK_MAX_UPLOAD_BYTES) throw new ApiError(413, [bulkMessages.fileTooBig]);
  const kind = fileKind(bytes);
  if (kind === null) throw badRequest(bulkMessages.badFormat);
  let entries = null;
  if (kind === 'zip') {
    try {
      entries = zipEntries(bytes, BULK_MAX_UNZIPPED_BYTES);
    } catch (err) {
      if (err instanceof ZipError) {
        throw badRequest(err.reason === 'bomb' ? bulkMessages.zipBomb : bulkMessages.badFormat);
      }
      throw err;
    }
  }
  // The worker gets its own copy (transferred, not cloned again).
  const copy = new Uint8Array(bytes);
  let result: ReadResult;
  try {
    result = await runWorker<ReadResult>(
      { job: 'read', bytes: copy, entries, maxRows: BULK_MAX_ROWS },
      [copy.buffer],
    );
  } catch (err) {
    if (!(err instanceof WorkerFailure)) throw err;
    throw badRequest(
      err.reason === 'timeout' ? bulkMessages.readTimeout : bulkMessages.fileTooComplex,
    );
  }
  if (result.ok) return { headers: result.headers, rows: result.rows };
  switch (result.reason) {
    case 'format':
      throw badRequest(bulkMessages.badFormat);
    case 'bomb':
      throw badRequest(bulkMessages.zipBomb);
    case 'tooManyRows':
      throw badRequest(bulkMessages.tooManyRows);
    case 'formulas':
      throw badRequest(`${bulkMessages.formulas} (celda ${result.cell})`);
  }
}

export interface SheetToWrite {
  name: string;
  rows: CellValue[][];
  widths?: number[];
}

/** An xlsx of the given sheets, as base64 (written in a worker: exports can be large). */
export async function writeWorkbook(sheets: SheetToWrite[]): Promise<string> {
  const result = await runWorker<WriteResult>({ job: 'write', sheets }, []);
  if (!result.ok) throw new Error('no se pudo escribir el libro');
  return result.base64;
}

/** A base64 body field as bytes (a data URL prefix is accepted); null when empty. */
export function bytesOfBase64(text: string): Buffer | null {
  const body = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (body === '') return null;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw badRequest(bulkMessages.badFormat);
  return Buffer.from(body, 'base64');
}
