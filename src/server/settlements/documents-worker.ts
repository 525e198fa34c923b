// The settlement documents are built here (issue 20 points 6, 9): in a worker thread started by
// ./documents.ts (a small pool, one job at a time each), so that a settlement of 10 000 orders (a second or two of pdf-lib,
// SheetJS and fflate) never holds the server's event loop. buildDocument is the whole work, also
// callable in-process (the bench measures it).
import { parentPort, workerData } from 'node:worker_threads';
import { zipSync, type Zippable } from 'fflate';
import type { SettlementDocument } from './documents-content.ts';
import { annexPdf, certificatePdf, kindPdf, regimesOf, settlementPdf } from './documents-pdf.ts';
import { annexWorkbook, settlementWorkbook } from './documents-xlsx.ts';

export type DocumentKind = 'excel' | 'pdf' | 'certificados' | 'anexos' | 'retencionesYPercepciones';

export interface DocumentJob {
  kind: DocumentKind;
  d: SettlementDocument;
  /** The marketplace's displayed name (DECISIONS 3), the certificates' agent. */
  brand: string;
}

export type DocumentResult = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** A name part without accents or characters file systems refuse. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const zip = (files: Zippable) => zipSync(files, { level: 6 });

/** The bytes of the document (a zip for the tax documents). */
export async function buildDocument({ kind, d, brand }: DocumentJob): Promise<Uint8Array> {
  const id = String(d.h.id_liquidacion);
  switch (kind) {
    case 'excel':
      return settlementWorkbook(d);
    case 'pdf':
      return settlementPdf(d, brand);
    case 'certificados': {
      const files: Zippable = {};
      for (const rows of regimesOf(d.taxes)) {
        const first = rows[0];
        if (!first) continue;
        const tipo = first.tipo === 'retencion' ? 'Retencion' : 'Percepcion';
        files[`Certificado_${tipo}_${slug(first.regimen)}_Liquidacion_${id}.pdf`] =
          await certificatePdf(d, rows, brand);
      }
      return zip(files);
    }
    case 'anexos':
      return zip({
        [`Anexo_Impuestos_Liquidacion_${id}.pdf`]: await annexPdf(d),
        [`Anexo_Impuestos_Liquidacion_${id}.xlsx`]: annexWorkbook(d),
      });
    case 'retencionesYPercepciones':
      return zip({
        [`Retenciones_Liquidacion_${id}.pdf`]: await kindPdf(d, 'retencion'),
        [`Percepciones_Liquidacion_${id}.pdf`]: await kindPdf(d, 'percepcion'),
      });
  }
}

/** A job as the pool sends it, and its answer. */
export interface PooledJob {
  id: number;
  job: DocumentJob;
}
export type PooledResult = DocumentResult & { id: number };

async function answer({ id, job }: PooledJob): Promise<[PooledResult, ArrayBuffer[]]> {
  try {
    const bytes = await buildDocument(job);
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const copy = own ? bytes : bytes.slice();
    return [{ id, ok: true, bytes: copy }, [copy.buffer as ArrayBuffer]];
  } catch (err) {
    const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
    return [{ id, ok: false, message }, []];
  }
}

// In a worker of the pool (./documents.ts): one job at a time, as the pool sends them.
if (parentPort && (workerData as { documentsPool?: boolean } | null)?.documentsPool) {
  const port = parentPort;
  port.on('message', (message: PooledJob) => {
    void answer(message).then(([result, transfer]) => {
      port.postMessage(result, transfer);
    });
  });
}
