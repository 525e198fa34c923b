// 000 §2.2 login: user, password with show/hide, the verification widget and 'Entrar'.
// 'Entrar' is enabled only when the machine accepts SUBMIT (challenge solved, nothing in
// flight); the server's errores are shown under the password field.
import { useState, type SubmitEvent } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { passwordMessages } from '../../domain/password.ts';
import { PasswordField } from '../ui/password-field.tsx';
import { AltchaChallenge } from './altcha-challenge.tsx';
import type { Session } from './use-session.ts';
import type { TypedLogin } from './login-first.ts';
import { sessionButtons } from '../../../machines/session.ts';

// 001 §5 uses this text for an empty user name; the spec's login names no other.
const USER_REQUIRED = 'Ingrese un nombre de usuario';

export function LoginForm({
  session,
  typed,
}: {
  session: Session;
  /** What was typed into the form written into index.html before the app took over. */
  typed?: TypedLogin | undefined;
}) {
  const [usuario, setUsuario] = useState(typed?.usuario ?? '');
  const [password, setPassword] = useState(typed?.password ?? '');
  const [userError, setUserError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!session.canSubmit) return;
    const missingUser = usuario.trim() === '';
    const missingPassword = password === '';
    setUserError(missingUser ? USER_REQUIRED : null);
    setPasswordError(missingPassword ? passwordMessages.required : null);
    if (missingUser || missingPassword) return;
    session.submit(usuario.trim(), password);
  }

  const serverErrors =
    session.errores.length > 0 ? (
      <span role="alert">
        {session.errores.map((message) => (
          <span key={message} style={{ display: 'block' }}>
            {message}
          </span>
        ))}
      </span>
    ) : null;

  return (
    <form onSubmit={submit} noValidate data-login-form>
      <Stack gap="md">
        <TextInput
          id="login-usuario"
          label="Usuario"
          name="usuario"
          autoComplete="username"
          maxLength={60}
          value={usuario}
          onChange={(event) => {
            setUsuario(event.currentTarget.value);
            setUserError(null);
          }}
          error={userError}
          data-autofocus
        />
        <PasswordField
          id="login-password"
          label="Contraseña"
          name="password"
          autoComplete="current-password"
          maxLength={128}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setPasswordError(null);
          }}
          emptyWarning={passwordMessages.required}
          error={passwordError ?? serverErrors}
        />
        <AltchaChallenge
          // Signed in, the solution was used and the form is leaving: no new challenge.
          solved={session.challengeSolved || session.signedIn}
          onSolved={session.solveChallenge}
          onExpired={session.expireChallenge}
        />
        <Button type="submit" disabled={!session.canSubmit} loading={session.busy} fullWidth>
          {sessionButtons.entrar}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={session.forgotPassword}
          disabled={!session.canForgotPassword}
        >
          {sessionButtons.recuperar}
        </Anchor>
      </Stack>
    </form>
  );
}
