// A thread that renders batches of an export's rows (issue 21 point 6): SheetJS writes each
// batch's <row> elements (./xlsx-stream.ts SheetLayout.render) here, off the server's event
// loop, while the server reads the next batch and another thread renders the one after. Started
// by ./sheet.ts, two per export being written; the bytes go back transferred, not copied.
import { parentPort, workerData } from 'node:worker_threads';
import { SheetLayout, type SheetSpec, type StreamCell } from './xlsx-stream.ts';

export interface RenderJob {
  id: number;
  rows: StreamCell[][];
  at: number;
}

export type RenderReply =
  { id: number; ok: true; xml: Uint8Array } | { id: number; ok: false; message: string };

const layout = new SheetLayout((workerData as { spec: SheetSpec }).spec);

parentPort?.on('message', (job: RenderJob) => {
  try {
    const xml = layout.render(job.rows, job.at);
    parentPort?.postMessage({ id: job.id, ok: true, xml } satisfies RenderReply, [
      xml.buffer as ArrayBuffer,
    ]);
  } catch (err) {
    parentPort?.postMessage({
      id: job.id,
      ok: false,
      message: err instanceof Error ? err.message : String(err),
    } satisfies RenderReply);
  }
});
parentPort?.postMessage({ ready: true });
