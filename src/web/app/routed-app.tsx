// The app with its router (every screen, /Diagramas, the login once a session has been seen):
// loaded by src/web/main.tsx, not part of the login screen's entry (issue 11 point 8).
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { SessionActor } from '../session/session-actor.ts';
import { App } from './app.tsx';
import { createAppRouter } from './router.tsx';
import { followSession } from './session-navigation.ts';

export async function mountRoutedApp(root: Root, session: SessionActor): Promise<void> {
  const router = createAppRouter(session);
  followSession(session, router);
  // The first route is resolved before React renders, so the first commit already shows the
  // page (otherwise the router mounts empty, loads, then renders again).
  await router.load().catch(() => undefined);
  root.render(
    <StrictMode>
      <App session={session} router={router} />
    </StrictMode>,
  );
}
