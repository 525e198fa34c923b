// 001 §2.4 /Usuarios/Editar/{id} for a password-reset session (tipoUsuario 5): title
// 'Renovar Password', the user's e-mail and name (read-only: this session may only change its
// password), new password and confirmation with show/hide, the requirements indicator and
// 'Guardar'. The checks are src/domain's validateNewPassword, the ones the server runs.
import { useState, type SubmitEvent } from 'react';
import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { Usuario } from '../../api/client.ts';
import { PASSWORD_MAX, passwordMessages, validateNewPassword } from '../../domain/password.ts';
import { PasswordField } from '../ui/password-field.tsx';
import { PasswordRequirements } from '../ui/password-requirements.tsx';
import { sessionButtons } from '../../../machines/session.ts';

export interface RenewPasswordPageProps {
  /** The user being renewed, once loaded. */
  usuario: Pick<Usuario, 'email' | 'nombreUsuario'> | undefined;
  canSave: boolean;
  saving: boolean;
  onSave: (password: string) => void;
}

// Which field a message of validateNewPassword belongs under.
const confirmationMessages: readonly string[] = [
  passwordMessages.confirmRequired,
  passwordMessages.mismatch,
];

export function RenewPasswordPage({ usuario, canSave, saving, onSave }: RenewPasswordPageProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // 001 §5: going over 12 characters warns while typing, before any save.
  const tooLong = password.length > PASSWORD_MAX ? passwordMessages.tooLong : null;
  const passwordError =
    tooLong ?? (problem !== null && !confirmationMessages.includes(problem) ? problem : null);
  const confirmationError =
    problem !== null && confirmationMessages.includes(problem) ? problem : null;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const found = validateNewPassword(password, confirmation);
    setProblem(found);
    if (found === null) onSave(password);
  }

  return (
    <Paper withBorder p="xl" radius="md" maw={520} mx="auto" component="section">
      <Title order={1} size="h2" mb="lg">
        Renovar Password
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="E-mail" value={usuario?.email ?? ''} readOnly variant="filled" />
          <TextInput
            label="Nombre de usuario"
            value={usuario?.nombreUsuario ?? ''}
            readOnly
            variant="filled"
          />
          <PasswordField
            id="renew-password"
            label="Nueva contraseña"
            autoComplete="new-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setProblem(null);
            }}
            emptyWarning={passwordMessages.required}
            error={passwordError}
            data-autofocus
          />
          <PasswordField
            id="renew-confirmation"
            label="Confirmar contraseña"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={confirmation}
            onChange={(value) => {
              setConfirmation(value);
              setProblem(null);
            }}
            emptyWarning={passwordMessages.confirmRequired}
            error={confirmationError}
          />
          <PasswordRequirements password={password} />
          <Button type="submit" disabled={!canSave} loading={saving}>
            {sessionButtons.guardar}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
