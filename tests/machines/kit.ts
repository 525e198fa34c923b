// What the machine-level tests check the same way for every workflow machine, written once.
import { expect } from 'vitest';
import { createActor, waitFor, type AnyStateMachine, type EventObject } from 'xstate';

/**
 * A call the app did not provide (machines/calls.ts `notProvided`): the machine, run as its
 * module defines it, takes `event` at `input`, its call `id` fails under its own name (read
 * through XState's inspect) and the machine keeps the call's Spanish `failure` text to show.
 */
export async function expectStandInFails(
  machine: AnyStateMachine,
  input: unknown,
  // Any machine's event: its own fields besides the type (the sender's role, a reason).
  event: EventObject & Record<string, unknown>,
  id: string,
  failure: string,
): Promise<void> {
  const failures: string[] = [];
  const actor = createActor(machine, {
    input,
    inspect: (e) => {
      if (e.type === '@xstate.event' && e.event.type === `xstate.error.actor.${id}`) {
        failures.push((e.event as unknown as { error: Error }).error.message);
      }
    },
  });
  actor.start();
  expect(actor.getSnapshot().can(event), id).toBe(true);
  actor.send(event);
  await waitFor(actor, (s) => (s.context as { errores: string[] }).errores.length > 0, {
    timeout: 30_000,
  });
  expect((actor.getSnapshot().context as { errores: string[] }).errores, id).toEqual([failure]);
  expect(failures, id).toEqual([`${id} not provided`]);
  actor.stop();
}
