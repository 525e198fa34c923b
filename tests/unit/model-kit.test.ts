// Issue 34 point 16: the browser level of the models shares one page per role between its paths
// (tests/model/models/kit.ts RolePages). A path that ran past its time is not stopped by vitest:
// its teardown came later, while the next path was walking, and let go of the calls that path
// held, so that path's screen left 'in flight' (the internal-status switch enabled where the
// model expected it disabled). A path lets go of its own calls only; a path past its time stops
// at its next step (tests/model/levels.ts runPath).
import type { Browser, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index.ts';
import { runPath, timeoutOf } from '../model/levels.ts';
import type { LevelAdapter } from '../model/models/driver.ts';
import { RolePages, type HoldingPath } from '../model/models/kit.ts';

/** A held request that records whether it was let go (aborted). */
function heldRoute(): { route: Route; aborted: () => boolean } {
  let aborted = false;
  const route = {
    abort: () => {
      aborted = true;
      return Promise.resolve();
    },
  } as unknown as Route;
  return { route, aborted: () => aborted };
}

describe('RolePages: the calls a path holds', () => {
  it('a path that ends late lets go of its own calls, never those of the path walking now', async () => {
    const server = { baseUrl: 'http://127.0.0.1:1', db: { query: () => Promise.resolve([]) } };
    const pages = new RolePages<'subir', HoldingPath<'subir'>>(
      server,
      () => ({}) as Browser,
      /x/,
      () => 'subir',
    );
    const late = { held: new Map<'subir', Route>() };
    const lateCall = heldRoute();
    late.held.set('subir', lateCall.route);
    // The next path started (its setup makes it the current one) and holds its upload.
    const now = { held: new Map<'subir', Route>() };
    pages.current = now;
    const nowCall = heldRoute();
    now.held.set('subir', nowCall.route);

    await pages.release(late);
    expect(lateCall.aborted()).toBe(true);
    expect(nowCall.aborted()).toBe(false);
    expect(pages.current).toBe(now);
    expect(now.held.has('subir')).toBe(true);

    await pages.release(now);
    expect(nowCall.aborted()).toBe(true);
    expect(pages.current).toBeNull();
  });
});

describe('runPath: a path past its time', () => {
  it('stops before its next step and still tears down', async () => {
    const entry = machineRegistry.find((e) => e.id === 'order');
    if (!entry) throw new Error('sin máquina order');
    const path = {
      name: 'pendiente: SUBIR_FACTURA → xstate.done.actor.subirFactura',
      start: { name: 'pendiente', input: { idEstado: 1 } },
      events: [
        { type: 'SUBIR_FACTURA', tipoUsuario: 4 },
        { type: 'xstate.done.actor.subirFactura', output: undefined },
      ],
    };
    const done: string[] = [];
    const controller = new AbortController();
    const adapter: LevelAdapter<null> = {
      setup: () => Promise.resolve(null),
      perform: (_c, event) => {
        done.push(event.type);
        // The test's time runs out during the first step.
        controller.abort(new Error('tiempo agotado'));
        return Promise.resolve();
      },
      check: () => Promise.resolve(),
      teardown: () => {
        done.push('teardown');
        return Promise.resolve();
      },
    };
    await expect(
      runPath(entry, adapter, path, { add: () => undefined }, controller.signal),
    ).rejects.toThrow('tiempo agotado');
    expect(done).toEqual([path.events[0]?.type, 'teardown']);
  });

  it('has a time that grows with its steps', () => {
    expect(timeoutOf({ events: [] })).toBeGreaterThanOrEqual(60_000);
    expect(timeoutOf({ events: [{ type: 'A' }, { type: 'B' }] })).toBeGreaterThan(
      timeoutOf({ events: [{ type: 'A' }] }),
    );
  });
});
