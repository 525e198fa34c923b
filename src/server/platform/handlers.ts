import type { Handlers } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { pingDatabase } from './repository.ts';

/**
 * The health check's question to the database, shared by the calls that arrive while it is
 * being asked or in the same turn of the event loop (issue 37 point 1): a load balancer, a
 * monitor and many clients polling at once cost the database one `SELECT 1` at a time, not one
 * each. PostgreSQL's answer takes a round trip, and the calls that arrive meanwhile share it;
 * PGlite answers within the call that asked, so its answer is kept until the loop has read the
 * other requests that were waiting (`setImmediate`: the same turn, not a time). The first call
 * after that, ok or not, asks again: nothing is kept longer, a failure neither. Measured with
 * `bench:load` on PostgreSQL: 0.26x the bare app before, 0.61-0.68x after.
 */
export function sharedPing(ping: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= ping()
      .finally(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .finally(() => {
        running = null;
      });
    return running;
  };
}

export function platformHandlers(s: Services): Pick<Handlers, 'health'> {
  const ping = sharedPing(() => pingDatabase(s.db));
  return {
    async health() {
      try {
        await ping();
      } catch {
        throw new ApiError(503, ['La base de datos no responde.']);
      }
      return { estado: 'ok', baseDeDatos: s.db.kind };
    },
  };
}
