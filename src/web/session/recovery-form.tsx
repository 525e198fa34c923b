// 000 §2.2 'Recuperar contraseña': an e-mail field (required) and 'Solicitar nueva contraseña';
// success says a mail with a temporary token is on its way, failure 'No pudo enviarse el token'.
import { useState, type SubmitEvent } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { isValidEmail } from '../../domain/email.ts';
import { sessionMessages } from '../../domain/messages.ts';
import { Notice } from '../ui/notice.tsx';
import type { Session } from './use-session.ts';
import { sessionButtons } from '../../../machines/session.ts';

// 001 §5: the e-mail pattern's message.
const EMAIL_INVALID = 'Mail incorrecto';

export function RecoveryForm({ session }: { session: Session }) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!session.canRequestReset) return;
    const value = email.trim();
    const problem =
      value === '' ? sessionMessages.emailRequired : isValidEmail(value) ? null : EMAIL_INVALID;
    setEmailError(problem);
    if (problem === null) session.requestReset(value);
  }

  return (
    <form onSubmit={submit} noValidate data-recovery-form>
      <Stack gap="md">
        <TextInput
          id="recovery-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={60}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(null);
          }}
          error={emailError}
          data-autofocus
        />
        {session.resetSent && (
          <Notice color="teal" role="status">
            {sessionMessages.resetSent}
          </Notice>
        )}
        {session.errores.length > 0 && (
          <Notice color="red" role="alert">
            {session.errores.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Notice>
        )}
        <Button type="submit" disabled={!session.canRequestReset} loading={session.busy} fullWidth>
          {sessionButtons.solicitar}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={session.backToLogin}>
          {sessionButtons.volver}
        </Anchor>
      </Stack>
    </form>
  );
}
