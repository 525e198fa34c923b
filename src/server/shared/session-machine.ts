// The server restores the same session machine the screen runs (machines/session.ts) to
// decide what a session may do, so a hidden button and a refused call never disagree.
import { createActor } from 'xstate';
import { sessionMachine, type SessionEvent } from '../../../machines/session.ts';
import { decidingMachine } from '../../../machines/stored.ts';
import type { Session } from '../http/contract.ts';

export function sessionAllows(session: Session, event: SessionEvent): boolean {
  const actor = createActor(decidingMachine(sessionMachine), {
    input: {
      user: {
        token: '',
        idSeller: session.idSeller,
        nombre: '',
        tipoUsuario: session.tipoUsuario,
        userId: session.userId,
        hiddenItemsIds: [],
        fechaExpiracion: null,
      },
    },
  });
  actor.start();
  const allowed = actor.getSnapshot().can(event);
  actor.stop();
  return allowed;
}
