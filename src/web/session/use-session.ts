// The session facade (CONVENTIONS: machines decide, screens ask): plain values and commands
// computed from the machine's snapshot, so a screen never works out what is allowed itself.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { SessionUser } from '../../../machines/session.ts';
import { useSessionActor } from './session-context.tsx';
import type { sessionLogic } from './session-actor.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionLogic>;

export interface SessionView {
  user: SessionUser | null;
  signedIn: boolean;
  /** A call is in flight: buttons that start another one stay disabled. */
  busy: boolean;
  /** Messages of the last failed step (login: shown under the password field). */
  errores: readonly string[];
  /** The login form shows the e-mail field of 'Recuperar contraseña'. */
  recovering: boolean;
  /** The reset mail was requested successfully. */
  resetSent: boolean;
  /** The verification widget's solution is waiting to be used by a login attempt. */
  challengeSolved: boolean;
  canSubmit: boolean;
  canRequestReset: boolean;
  /** 'Recuperar contraseña' is not offered while a login is in flight. */
  canForgotPassword: boolean;
  canSavePassword: boolean;
  canLogout: boolean;
  /** A password-renewal session (tipoUsuario 5): no menu, only its renewal page. */
  mustRenewPassword: boolean;
  /** The shell shows the menu (000 §2.3: reset-password users see no menu). */
  showMenu: boolean;
  /** The session ended by itself: its time ran out or a call answered 401 (issue 13). */
  sessionExpired: boolean;
  /** The session ended because the password was renewed. */
  passwordRenewed: boolean;
}

export function sessionView(s: SessionSnapshot): SessionView {
  return {
    user: s.context.user,
    signedIn: s.hasTag('signedIn'),
    busy: s.hasTag('busy'),
    errores: s.context.errores,
    recovering: s.matches({ anonymous: 'recovering' }),
    resetSent: s.matches({ anonymous: { recovering: 'sent' } }),
    challengeSolved: s.context.challengePayload !== null,
    // The fields' values do not take part in the machine's guards; the form checks them.
    canSubmit: s.can({ type: 'SUBMIT', usuario: '', password: '' }),
    canRequestReset: s.can({ type: 'REQUEST_RESET', email: '-' }),
    canForgotPassword: s.can({ type: 'FORGOT_PASSWORD' }),
    canSavePassword: s.can({ type: 'SAVE_PASSWORD', password: '' }),
    canLogout: s.can({ type: 'LOGOUT' }),
    mustRenewPassword: s.matches({ authenticated: 'renewing' }),
    showMenu: s.hasTag('menu'),
    sessionExpired: s.context.sessionExpired,
    passwordRenewed: s.context.passwordRenewed,
  };
}

function sameView(a: SessionView, b: SessionView): boolean {
  return (Object.keys(a) as (keyof SessionView)[]).every((key) => Object.is(a[key], b[key]));
}

export interface SessionCommands {
  solveChallenge: (payload: string) => void;
  expireChallenge: () => void;
  submit: (usuario: string, password: string) => void;
  forgotPassword: () => void;
  backToLogin: () => void;
  requestReset: (email: string) => void;
  savePassword: (password: string) => void;
  logout: () => void;
}

export type Session = SessionView & SessionCommands;

export function useSession(): Session {
  const actor = useSessionActor();
  const view = useSelector(actor, sessionView, sameView);
  const commands = useMemo<SessionCommands>(
    () => ({
      solveChallenge: (payload) => actor.send({ type: 'CHALLENGE_SOLVED', payload }),
      expireChallenge: () => actor.send({ type: 'CHALLENGE_EXPIRED' }),
      submit: (usuario, password) => actor.send({ type: 'SUBMIT', usuario, password }),
      forgotPassword: () => actor.send({ type: 'FORGOT_PASSWORD' }),
      backToLogin: () => actor.send({ type: 'BACK_TO_LOGIN' }),
      requestReset: (email) => actor.send({ type: 'REQUEST_RESET', email }),
      savePassword: (password) => actor.send({ type: 'SAVE_PASSWORD', password }),
      logout: () => actor.send({ type: 'LOGOUT' }),
    }),
    [actor],
  );
  return { ...view, ...commands };
}
