// How a screen runs one event of its workflow machine (machines/*.ts), written once for every
// area: the event is sent only when the running machine takes it; the answer is the machine
// leaving its busy state (tag `busy`), with the call's messages in `context.errores` shown as
// toasts (000 §8), else the success text when there is one. Resolves true when the call
// succeeded.
import type { AnyActorRef, EventObject } from 'xstate';
import { showErrors, showSuccess } from './toasts.ts';

interface WorkflowSnapshot {
  can: (event: never) => boolean;
  hasTag: (tag: string) => boolean;
  context: { errores: string[] };
}

export function runWorkflowEvent(
  actor: AnyActorRef,
  event: EventObject,
  options: { success?: string; onSettled?: () => void } = {},
): Promise<boolean> {
  const current = () => actor.getSnapshot() as WorkflowSnapshot;
  if (!current().can(event as never)) return Promise.resolve(false);
  actor.send(event);
  return new Promise((resolve) => {
    let settled = false;
    const done = (snapshot: WorkflowSnapshot) => {
      if (settled || snapshot.hasTag('busy')) return;
      settled = true;
      subscription.unsubscribe();
      const errores = snapshot.context.errores;
      if (errores.length > 0) showErrors(errores);
      else if (options.success !== undefined) showSuccess(options.success);
      options.onSettled?.();
      resolve(errores.length === 0);
    };
    const subscription = actor.subscribe((s: unknown) => done(s as WorkflowSnapshot));
    done(current());
  });
}
