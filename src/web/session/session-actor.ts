// The session machine (machines/session.ts) with its calls provided by the typed client, the
// session of an earlier visit restored from storage, and every change of user written back.
// One actor for the whole app: the router's guards, the API client's 401 hook and the screens
// all read the same one.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  SessionCallError,
  sessionMachine,
  type LoginInput,
  type SessionUser,
} from '../../../machines/session.ts';
import { api, messagesOf, onUnauthorized, tokenExpiry } from '../../api/client.ts';
import { sessionMessages } from '../../domain/messages.ts';
import { loadStoredUser, storeUser } from './session-storage.ts';
import { watchSessionEnd } from './session-end.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

async function login(input: LoginInput): Promise<SessionUser> {
  const { data, error } = await api.POST('/api/account/login', {
    body: {
      Usuario: input.usuario,
      Password: input.password,
      SolveReCaptcha: true,
      TokenReCaptcha: input.tokenReCaptcha,
    },
  });
  if (data === undefined)
    throw new SessionCallError(messagesOf(error, sessionMessages.loginFailed));
  return {
    token: data.token,
    idSeller: data.idSeller,
    nombre: data.nombre,
    tipoUsuario: data.tipoUsuario,
    userId: data.userId,
    hiddenItemsIds: data.hiddenItemsIds,
    fechaExpiracion: data.fechaExpiracion,
  };
}

async function requestReset(email: string): Promise<void> {
  const { error, response } = await api.GET('/api/Usuarios/TokenResetPassword', {
    params: { query: { Email: email.trim(), IdTipoUser: 0 } },
  });
  if (!response.ok) throw new SessionCallError(messagesOf(error, sessionMessages.resetFailed));
}

async function renewPassword(user: SessionUser, password: string): Promise<void> {
  const { error, response } = await api.PUT('/api/Usuarios/Actualizar', {
    body: { idUsuario: user.userId, password },
  });
  if (!response.ok) throw new SessionCallError(messagesOf(error, sessionMessages.renewFailed));
}

async function logout(user: SessionUser | null): Promise<void> {
  if (user === null) return;
  // The token being revoked is named explicitly: storage may already hold another tab's.
  await api.POST('/api/account/logout', { headers: { Authorization: `Bearer ${user.token}` } });
}

export const sessionLogic = sessionMachine.provide({
  actors: {
    login: fromPromise(({ input }) => login(input)),
    requestReset: fromPromise(({ input }) => requestReset(input.email)),
    renewPassword: fromPromise(({ input }) => renewPassword(input.user, input.password)),
    logout: fromPromise(({ input }) => logout(input.user)),
  },
});

export function createSessionActor(): SessionActor {
  const actor = createActor(sessionLogic, { input: { user: loadStoredUser() } });
  let stored = actor.getSnapshot().context.user;
  tokenExpiry.set(stored?.fechaExpiracion ?? null);
  actor.subscribe((snapshot) => {
    const user = snapshot.context.user;
    if (user !== stored) {
      stored = user;
      storeUser(user);
      tokenExpiry.set(user?.fechaExpiracion ?? null);
    }
  });
  // 000 §4 (Session): any 401 clears the session; the machine ignores it when there is none.
  onUnauthorized(() => actor.send({ type: 'UNAUTHORIZED' }));
  actor.start();
  // Issue 13: the session ends at its fechaExpiracion; a kept one already over ends here, before
  // the app shows anything or makes a call with its token.
  watchSessionEnd(actor);
  return actor;
}
