// The messages between the server's thread and PGlite's worker thread (./pglite-worker.ts).

export interface WorkerOptions {
  /** The database's folder; none: in memory. */
  dataDir: string | undefined;
  /** Settings added to PGlite's own start parameters. */
  extraStartParams: string[];
}

/** One request; `id` names its answer (and, for `begin`, the transaction; for `listen`, the listener). */
export type ToWorker =
  | { op: 'query'; id: number; sql: string; params: unknown[] | undefined; tx?: number }
  | { op: 'exec'; id: number; sql: string; tx?: number }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; listener: number }
  | { op: 'close'; id: number };

export interface WorkerError {
  message: string;
  name: string;
  stack?: string | undefined;
  /** PostgreSQL's fields (code, constraint, detail, severity...) and any other plain one. */
  fields: Record<string, string | number | boolean>;
}

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'failed'; error: WorkerError }
  | { kind: 'done'; id: number; value?: unknown; error?: WorkerError }
  | { kind: 'note'; listener: number; payload: string };
