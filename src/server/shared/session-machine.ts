// The server restores the same session machine the screen runs (machines/session.ts) to
// decide what a session may do, so a hidden button and a refused call never disagree: a
// session's events (logout, the renewal), and the two forms before any session, whose rules
// are the machine's guards (`hasChallenge`: a login needs the widget's solution; `hasEmail`:
// a recovery needs an e-mail). Every decision goes through `decidingMachine`, so the guard
// mutants of npm run test:mutation reach them.
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';
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

/** The machine with no session, after the events the form's screen sent before the call. */
function anonymousAfter(events: readonly SessionEvent[]): SnapshotFrom<typeof sessionMachine> {
  const machine = decidingMachine(sessionMachine);
  let [snapshot] = initialTransition(machine, {});
  for (const event of events) [snapshot] = transition(machine, snapshot, event);
  return snapshot;
}

/**
 * The login form (000 §2.2): the credentials are sent with the verification widget's solution
 * (`TokenReCaptcha`), which the machine keeps on CHALLENGE_SOLVED; the machine takes SUBMIT only
 * with one (`hasChallenge`). Whether the solution is genuine and unspent is the server's
 * check after this one (ALTCHA).
 */
export function loginAllowed(tokenReCaptcha: string): boolean {
  return anonymousAfter([{ type: 'CHALLENGE_SOLVED', payload: tokenReCaptcha.trim() }]).can({
    type: 'SUBMIT',
    usuario: '',
    password: '',
  });
}

/** The recovery form (000 §2.2): the machine takes REQUEST_RESET only with an e-mail (`hasEmail`). */
export function resetAllowed(email: string): boolean {
  return anonymousAfter([{ type: 'FORGOT_PASSWORD' }]).can({ type: 'REQUEST_RESET', email });
}
