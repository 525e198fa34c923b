// 000 §2.2: after login the user goes to /; a session that must renew its password goes to
// /Usuarios/Editar/{userId}. The machine's state says which (authenticated.renewing).
import type { SnapshotFrom } from 'xstate';
import type { sessionLogic } from '../session/session-actor.ts';

export type Landing = { to: '/Usuarios/Editar/$userId'; params: { userId: number } } | { to: '/' };

export function landingFor(snapshot: SnapshotFrom<typeof sessionLogic>): Landing {
  const user = snapshot.context.user;
  if (user !== null && snapshot.matches({ authenticated: 'renewing' })) {
    return { to: '/Usuarios/Editar/$userId', params: { userId: user.userId } };
  }
  return { to: '/' };
}
