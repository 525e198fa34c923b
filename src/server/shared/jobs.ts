// The areas' jobs (define-area.ts AreaJob), run in every API process: the database decides what
// each run does (row locks), so several processes may run them at once.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import type { AnyArea } from './define-area.ts';

/** How long after a notice on its `wakeOn` channel a job runs (see startJobs). */
export const WAKE_AFTER_MS = 25;

/**
 * The areas' jobs (define-area.ts AreaJob): once when the app is ready, then every `everyMs`
 * and `WAKE_AFTER_MS` after every notice on its `wakeOn` channel, stopped when it closes. A job
 * never runs twice at once in a process: a tick or notice during a run runs it once more when
 * the run ends. A failed run is logged and retried at the next tick.
 */
export function startJobs(app: FastifyInstance, s: Services, list: readonly AnyArea[]): void {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const stops: Promise<() => Promise<void>>[] = [];
  let closing = false;
  app.addHook('onReady', (done) => {
    for (const job of list.flatMap((a) => a.jobs ?? [])) {
      let busy = false;
      let again = false;
      const tick = () => {
        if (closing) return;
        if (busy) {
          again = true;
          return;
        }
        busy = true;
        again = false;
        const run = job
          .run(s)
          .catch((error: unknown) => {
            app.log.error({ err: error, job: job.name }, 'falló una tarea periódica');
          })
          .finally(() => {
            busy = false;
            running.delete(run);
            if (again) tick();
          });
        running.add(run);
      };
      tick();
      const timer = setInterval(tick, job.everyMs);
      timer.unref();
      timers.push(timer);
      if (job.wakeOn !== undefined) {
        const stop = s.db.listen(job.wakeOn, {
          // A moment later: on PGlite the notice comes as the announcing transaction commits,
          // in the server's own thread, a few turns of the event loop before the request that
          // committed it has written its answer; a job that took the database at once held that
          // answer back until it ended (the bulk update's 20 000 notifications: 800 ms).
          message: () => setTimeout(tick, WAKE_AFTER_MS),
          // Heard again after a lost connection: what was announced meanwhile is done now.
          live: (hearing) => {
            if (hearing) tick();
          },
        });
        stop.catch((error: unknown) => {
          app.log.error({ err: error, job: job.name }, 'no se pudo escuchar el canal de la tarea');
        });
        stops.push(stop);
      }
    }
    done();
  });
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled(stops.map((stop) => stop.then((f) => f())));
    // A run that ends while closing may start no other (closing), so this set only shrinks.
    while (running.size > 0) await Promise.allSettled([...running]);
  });
}
