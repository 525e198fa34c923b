// A thread that renders batches of an export's rows (issue 21 point 6): SheetJS writes each
// batch's <row> elements and zlib deflates them here (./xlsx-stream.ts
// SheetLayout.renderDeflated), off the server's event loop, while the server reads the next batch
// and another thread renders the one after. Started by ./sheet.ts, two per export being written;
// the deflated bytes go back transferred, not copied.
import { parentPort, workerData } from 'node:worker_threads';
import { SheetLayout, type DeflatedPiece, type SheetSpec, type StreamCell } from './xlsx-stream.ts';

export interface RenderJob {
  id: number;
  rows: StreamCell[][];
  at: number;
}

export type RenderReply =
  { id: number; ok: true; piece: DeflatedPiece } | { id: number; ok: false; message: string };

const { spec, level } = workerData as { spec: SheetSpec; level: number };
const layout = new SheetLayout(spec);

parentPort?.on('message', (job: RenderJob) => {
  try {
    const piece = layout.renderDeflated(job.rows, job.at, level);
    parentPort?.postMessage({ id: job.id, ok: true, piece } satisfies RenderReply, [
      piece.deflated.buffer,
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
