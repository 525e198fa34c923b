// Issue 12 point 7: the one way an area writes its query options (src/api/query.ts): the call
// gets the query's signal, its data (or the picked part) is the query's, a failure throws
// ApiError with the server's errores or the fallback, and only the timings named are set.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client.ts';
import { apiQueryOptions, type ApiResult } from '../../src/api/query.ts';

const answer = <T>(status: number, body: { data?: T; error?: unknown }): ApiResult<T> => ({
  ...body,
  response: new Response(null, { status }),
});

async function run<T>(options: { queryFn?: unknown }): Promise<T> {
  const fn = options.queryFn as (ctx: { signal: AbortSignal }) => Promise<T>;
  return fn({ signal: new AbortController().signal });
}

describe('apiQueryOptions', () => {
  it('answers the data, or the picked part, and passes the signal on', async () => {
    let signal: AbortSignal | null = null;
    const options = apiQueryOptions({
      queryKey: ['area', 'x'] as const,
      request: (s) => {
        signal = s;
        return Promise.resolve(answer(200, { data: { elementos: [1, 2] } }));
      },
      fallback: 'No se pudo.',
      pick: (d) => d.elementos,
    });
    expect(options.queryKey).toEqual(['area', 'x']);
    expect(await run<number[]>(options)).toEqual([1, 2]);
    expect(signal).not.toBeNull();
  });

  it("throws ApiError with the answer's errores, else the fallback", async () => {
    const refused = apiQueryOptions({
      queryKey: ['a'] as const,
      request: () => Promise.resolve(answer<never>(409, { error: { errores: ['X', 'Y'] } })),
      fallback: 'No se pudo.',
    });
    await expect(run(refused)).rejects.toEqual(new ApiError(409, ['X', 'Y']));
    const bare = apiQueryOptions({
      queryKey: ['a'] as const,
      request: () => Promise.resolve(answer<never>(502, { error: 'Bad Gateway' })),
      fallback: 'No se pudo.',
    });
    await expect(run(bare)).rejects.toMatchObject({ status: 502, errores: ['No se pudo.'] });
  });

  it('sets only the timings it is given (the query client keeps its defaults)', () => {
    const plain = apiQueryOptions({
      queryKey: ['a'] as const,
      request: () => Promise.resolve(answer(200, { data: 1 })),
      fallback: 'x',
    });
    expect(plain).not.toHaveProperty('staleTime');
    expect(plain).not.toHaveProperty('gcTime');
    const timed = apiQueryOptions({
      queryKey: ['a'] as const,
      request: () => Promise.resolve(answer(200, { data: 1 })),
      fallback: 'x',
      staleTime: 0,
      gcTime: 0,
      refetchInterval: 1000,
    });
    expect(timed).toMatchObject({ staleTime: 0, gcTime: 0, refetchInterval: 1000 });
  });
});
