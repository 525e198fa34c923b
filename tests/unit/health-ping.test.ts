// The health check's shared ping (src/server/platform/handlers.ts, issue 37 point 1): calls that
// arrive while the database is being asked share that question; the next one asks again.
import { describe, expect, it } from 'vitest';
import { sharedPing } from '../../src/server/platform/handlers.ts';

function deferredPings() {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const ping = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { ping, pending };
}

describe('sharedPing', () => {
  it('calls during a ping share it; a call after it ends asks again', async () => {
    const { ping, pending } = deferredPings();
    const shared = sharedPing(ping);
    const first = Array.from({ length: 40 }, () => shared());
    expect(pending).toHaveLength(1);
    pending[0]?.resolve();
    await Promise.all(first);
    const next = shared();
    expect(pending).toHaveLength(2);
    pending[1]?.resolve();
    await next;
  });

  it('a ping answered at once (PGlite) is shared by the calls of the same turn of the loop, not longer', async () => {
    let asked = 0;
    const shared = sharedPing(() => {
      asked += 1;
      return Promise.resolve();
    });
    let answered = false;
    const first = shared();
    await Promise.resolve().then(() => (answered = true));
    // Answered (its microtasks ran), but the turn is not over: a call now, another request read
    // in this turn, shares it.
    expect(answered).toBe(true);
    const sameTurn = shared();
    expect(asked).toBe(1);
    await Promise.all([first, sameTurn]);
    // The next turn asks again.
    await shared();
    expect(asked).toBe(2);
  });

  it('a failure reaches every caller of that ping and is not remembered', async () => {
    const { ping, pending } = deferredPings();
    const shared = sharedPing(ping);
    const calls = [shared(), shared(), shared()];
    pending[0]?.reject(new Error('sin base'));
    const results = await Promise.allSettled(calls);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const again = shared();
    expect(pending).toHaveLength(2);
    pending[1]?.resolve();
    await expect(again).resolves.toBeUndefined();
  });
});
