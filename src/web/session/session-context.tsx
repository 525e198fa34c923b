// Hands the app's one session actor to the screens (created in src/web/app, outside React, so
// that the router's guards and the API client read the same actor).
import { createContext, useContext, type ReactNode } from 'react';
import type { SessionActor } from './session-actor.ts';

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionContext value={actor}>{children}</SessionContext>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (actor === null) throw new Error('useSessionActor needs a SessionProvider above it');
  return actor;
}
