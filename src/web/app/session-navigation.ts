// Moves the router when the session changes on its own (000 §2.2, §4): after login to the
// landing page; after logout, a renewed password or any 401 to /login, with a notice saying why.
import type { SessionActor } from '../session/session-actor.ts';
import type { LoginNotice } from '../session/login-page.tsx';
import { landingFor } from './landing.ts';
import type { AppRouter } from './router.tsx';

export function followSession(session: SessionActor, router: AppRouter): () => void {
  let previous = session.getSnapshot();
  const subscription = session.subscribe((snapshot) => {
    const before = previous;
    previous = snapshot;
    if (!before.hasTag('signedIn') && snapshot.hasTag('signedIn')) {
      void router.navigate({ ...landingFor(snapshot), replace: true });
      return;
    }
    if (!before.matches('anonymous') && snapshot.matches('anonymous')) {
      // A renewed password ends the session by itself; any other way straight from a session
      // to anonymous is a 401; through loggingOut it was asked for.
      const aviso: LoginNotice | undefined = snapshot.context.passwordRenewed
        ? 'renovada'
        : before.hasTag('signedIn')
          ? 'expirada'
          : undefined;
      void router.navigate({ to: '/login', search: aviso ? { aviso } : {}, replace: true });
    }
  });
  return () => subscription.unsubscribe();
}
