// What a server area plugs into the app (src/server/areas.ts lists them; app.ts walks the
// list): its handlers, keyed by the contract's operationIds, and the route options some of its
// operations need beyond the contract's (a larger body, its own 413 text).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers, OperationId } from '../http/contract.ts';
import type { Services } from '../services.ts';

export interface AreaRouteOptions {
  bodyLimit?: number;
  errorHandler?: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * Work an area does by itself every `everyMs` in every process (e.g. the end of rebates,
 * DECISIONS 17). It must be idempotent and safe when several processes run it at once: the
 * database decides (row locks), never process memory (DECISIONS 6).
 */
export interface AreaJob {
  name: string;
  everyMs: number;
  /**
   * A channel of the database (Db.listen): each notice on it runs the job too, a moment after it
   * is heard (./jobs.ts WAKE_AFTER_MS; once more after the run in progress, if one is), so work
   * a committed transaction announces is done at once rather than at the next tick.
   */
  wakeOn?: string;
  run: (s: Services) => Promise<unknown>;
}

export interface Area<K extends OperationId = OperationId> {
  /** The area's folder (src/server/<name>), named in startup errors. */
  name: string;
  handlers: (s: Services) => Pick<Handlers, K>;
  routeOptions?: Partial<Record<K, AreaRouteOptions>>;
  jobs?: readonly AreaJob[];
}

/** An area as the app walks it, whatever its operations. */
export interface AnyArea {
  name: string;
  handlers: (s: Services) => Partial<Handlers>;
  routeOptions?: Partial<Record<OperationId, AreaRouteOptions>>;
  jobs?: readonly AreaJob[];
}

/** Types an area's public object, its operations inferred from its handlers. */
export const defineArea = <K extends OperationId>(area: Area<K>): Area<K> => area;
