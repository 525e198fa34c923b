// What the workflow machines share about their calls (the invoked actors the app provides with
// .provide()): what a machine keeps of a failed call, the stand-in of a call not provided, and
// the busy state that makes one call and goes on with its answer.
import { fromPromise, type EventObject } from 'xstate';

// What a machine keeps of a failed call (000 §8): the server's errores when the error carries
// them (the app's ApiError and the machines' own call errors do), else the call's fallback text.
export function callErrorMessages(error: unknown, fallback: string): string[] {
  const errores: unknown = (error as { errores?: unknown } | null)?.errores;
  return Array.isArray(errores) && errores.length > 0 && errores.every((e) => typeof e === 'string')
    ? errores
    : [fallback];
}

/** The machine's own stand-in for a call: the app (or a test) provides the real one. */
export const notProvided = <Input>(id: string) =>
  fromPromise<void, Input>(() => {
    throw new Error(`${id} not provided`);
  });

/** How a busy state differs from the usual one. */
export interface CallStateOptions<Forbidden extends string> {
  /** Where a failed call goes back to (default: the sibling `listo`). */
  back?: string;
  /**
   * Events a parent state takes that must wait while the call is in flight (forbidden
   * transitions: the event is neither taken here nor passed up to the parent).
   */
  forbid?: readonly Forbidden[];
}

/**
 * A busy state (tag `busy`): the call `id` is in flight with the input made from the event
 * that entered the state; its answer leads to `target` (a state id), or back to the sibling
 * `listo` (or `options.back`) with the server's messages (or the call's `failure` text)
 * through the machine's `clearErrors` and `showErrors` actions.
 *
 * A `target` that holds the busy state (a call that keeps the status it was made in) is exited
 * and entered again, its entry actions learning the answer: XState exits up to the nearest
 * state above both the busy state and the target, which is above the target. No `reenter`
 * needed (it would change nothing: a mutation run showed it, tests/machines/calls.test.ts).
 */
export const callState = <Id extends string, E extends EventObject, Input>(
  id: Id,
  failure: string,
  input: (event: E) => Input,
  target: string,
  options: CallStateOptions<E['type']> = {},
) =>
  ({
    tags: ['busy'],
    entry: 'clearErrors',
    on: Object.fromEntries((options.forbid ?? []).map((type) => [type, undefined])) as Partial<
      Record<E['type'], undefined>
    >,
    invoke: {
      id,
      src: id,
      input: ({ event }: { event: E }) => input(event),
      onDone: target,
      onError: {
        target: options.back ?? 'listo',
        actions: {
          type: 'showErrors',
          params: ({ event }: { event: { error: unknown } }) => ({
            errores: callErrorMessages(event.error, failure),
          }),
        },
      },
    },
  }) as const;
