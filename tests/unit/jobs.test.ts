// The areas' jobs (src/server/shared/jobs.ts): a job runs when the app is ready, every `everyMs`,
// and a moment after each notice on its `wakeOn` channel; never twice at once in a process (a
// notice during a run runs it once more afterwards, however many came); a failed run is logged
// and the job goes on; closing the app stops the timers and the listening and waits for the run
// in flight. Fake timers: nothing here waits for the clock.
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db, Listener } from '../../src/server/db/db.ts';
import type { Services } from '../../src/server/services.ts';
import { startJobs, WAKE_AFTER_MS } from '../../src/server/shared/jobs.ts';
import type { AnyArea } from '../../src/server/shared/define-area.ts';

const EVERY_MS = 60_000;

/** A job whose runs the test ends one by one, and a database whose notices the test sends. */
function setup() {
  const listeners = new Map<string, Listener>();
  let stopped = 0;
  const db = {
    listen: (channel: string, handlers: Listener) => {
      listeners.set(channel, handlers);
      handlers.live(true);
      return Promise.resolve(() => {
        stopped += 1;
        listeners.delete(channel);
        return Promise.resolve();
      });
    },
  } as unknown as Db;
  const runs: { end: (error?: Error) => void }[] = [];
  const run = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        runs.push({ end: (error) => (error ? reject(error) : resolve()) });
      }),
  );
  const area: AnyArea = {
    name: 'prueba',
    handlers: () => ({}),
    jobs: [{ name: 'tarea de prueba', everyMs: EVERY_MS, wakeOn: 'canal_prueba', run }],
  };
  const errors: unknown[] = [];
  const app = Fastify({ logger: false });
  app.log.error = (obj: unknown) => {
    errors.push(obj);
  };
  startJobs(app, { db } as Services, [area]);
  const notice = () => {
    listeners.get('canal_prueba')?.message('');
  };
  /** Ends run `i` (the first is 0) and lets what follows it happen. */
  const end = async (i: number, error?: Error) => {
    runs[i]?.end(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { app, run, runs, end, notice, errors, listeners, stopped: () => stopped };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('area jobs (src/server/shared/jobs.ts)', () => {
  it('runs when ready, a moment after a notice, and at every tick', async () => {
    const t = setup();
    await t.app.ready();
    await vi.waitFor(() => {
      expect(t.run).toHaveBeenCalledTimes(1);
    });
    // Heard as it started listening (live): one more run once this one ends.
    await t.end(0);
    expect(t.run).toHaveBeenCalledTimes(2);
    await t.end(1);

    t.notice();
    await vi.advanceTimersByTimeAsync(WAKE_AFTER_MS - 1);
    expect(t.run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.run).toHaveBeenCalledTimes(3);
    t.runs[2]?.end();
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(t.run).toHaveBeenCalledTimes(4);
    t.runs[3]?.end();
    await t.app.close();
  });

  it('never runs twice at once: notices during a run make one more run after it', async () => {
    const t = setup();
    await t.app.ready();
    await t.end(0);
    expect(t.run).toHaveBeenCalledTimes(2);
    // During run 2: three notices and a tick.
    t.notice();
    t.notice();
    t.notice();
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(t.run).toHaveBeenCalledTimes(2);
    await t.end(1);
    expect(t.run).toHaveBeenCalledTimes(3);
    t.runs[2]?.end();
    await vi.advanceTimersByTimeAsync(WAKE_AFTER_MS * 4);
    expect(t.run).toHaveBeenCalledTimes(3);
    await t.app.close();
  });

  it('a failed run is logged and the job goes on', async () => {
    const t = setup();
    await t.app.ready();
    await t.end(0, new Error('falla de la tarea'));
    expect(t.errors).toHaveLength(1);
    expect(t.run).toHaveBeenCalledTimes(2);
    await t.end(1);
    t.notice();
    await vi.advanceTimersByTimeAsync(WAKE_AFTER_MS);
    expect(t.run).toHaveBeenCalledTimes(3);
    t.runs[2]?.end();
    await t.app.close();
  });

  it('closing waits for the run in flight, stops listening and runs nothing more', async () => {
    const t = setup();
    await t.app.ready();
    await t.end(0);
    expect(t.run).toHaveBeenCalledTimes(2);
    let closed = false;
    const closing = t.app.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    expect(t.stopped()).toBe(1);
    t.notice();
    t.runs[1]?.end();
    await closing;
    await vi.advanceTimersByTimeAsync(EVERY_MS * 2);
    expect(t.run).toHaveBeenCalledTimes(2);
  });
});
