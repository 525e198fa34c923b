// The process that writes an export's workbook (issue 21): the request's handler reads the rows
// from the database in batches and sends each batch here; this process writes it into the xlsx
// as it comes (./xlsx-stream.ts: SheetJS writes the rows, zlib deflates them) and the file's
// bytes go to a file on disk as they are made, so neither process ever holds the whole sheet.
// Started by ./sheet.ts (child_process.fork, advanced serialization) with a heap limit; a
// process, not a worker thread, so that SheetJS's CPU and memory are never the server's and a
// failure here ends this process only (its export fails and is tried again).
import { closeSync, openSync, writeSync } from 'node:fs';
import { XlsxStream, type StreamCell, type StreamColumn } from './xlsx-stream.ts';

export interface SheetStart {
  sheetName: string;
  columns: StreamColumn[];
  /** Where the file is written. */
  path: string;
}

/** A cell as posted: dates as Excel serial days, money and counts as numbers, ids as text. */
export type PostedCell = StreamCell;

export type SheetMessage = { type: 'rows'; rows: PostedCell[][] } | { type: 'end' };

export type SheetReply =
  | { type: 'ack' }
  | { type: 'done'; bytes: number; rows: number }
  | { type: 'failed'; message: string };

const start = JSON.parse(process.argv[2] ?? '{}') as SheetStart;
const reply = (message: SheetReply) => process.send?.(message);

const fd = openSync(start.path, 'w');
let bytes = 0;
const sheet = new XlsxStream({
  sheetName: start.sheetName,
  columns: start.columns,
  // Level 1: a file about 10 % larger than level 6's, made in a fraction of the time.
  level: 1,
  out: (chunk) => {
    bytes += chunk.length;
    writeSync(fd, chunk);
  },
});

// One message at a time, in order: the parent sends the next only after this one's answer.
let queue: Promise<void> = sheet.start();

async function handle(message: SheetMessage): Promise<void> {
  if (message.type === 'rows') {
    await sheet.addRows(message.rows);
    reply({ type: 'ack' });
    return;
  }
  const { rows } = await sheet.finish();
  closeSync(fd);
  reply({ type: 'done', bytes, rows });
}

process.on('message', (message: SheetMessage) => {
  queue = queue
    .then(() => handle(message))
    .catch((err: unknown) => {
      reply({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
    });
});
