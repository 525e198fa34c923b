// 001 §2.4, §5: the password block of the user forms (create, edit): the password and its
// confirmation, each with the show/hide toggle ('Ingrese contraseña' / 'Confirme contraseña'
// when shown empty), and the requirements indicator. The forms keep the values and the checks.
import type { ReactNode } from 'react';
import { PASSWORD_MAX, passwordMessages } from '../../domain/password.ts';
import { PasswordField } from '../ui/password-field.tsx';
import { PasswordRequirements } from '../ui/password-requirements.tsx';

export interface PasswordBlockProps {
  /** Prefix of the inputs' ids (`<prefix>-password`, `<prefix>-confirmation`). */
  idPrefix: string;
  /** The password's label ('Contraseña' on create, 'Nueva contraseña' on edit). */
  label: string;
  password: string;
  onPasswordChange: (value: string) => void;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
  /**
   * Cap the password at 12 characters while typing (create). The edit form lets it grow so
   * that 'Excede los 12 caracteres, verifique' can be shown (001 §5).
   */
  capPassword: boolean;
  passwordError: ReactNode;
  confirmationError: ReactNode;
}

export function PasswordBlock({
  idPrefix,
  label,
  password,
  onPasswordChange,
  confirmation,
  onConfirmationChange,
  capPassword,
  passwordError,
  confirmationError,
}: PasswordBlockProps) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        autoComplete="new-password"
        {...(capPassword ? { maxLength: PASSWORD_MAX } : {})}
        value={password}
        onChange={onPasswordChange}
        emptyWarning={passwordMessages.required}
        error={passwordError}
      />
      <PasswordField
        id={`${idPrefix}-confirmation`}
        label="Confirmar contraseña"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={confirmation}
        onChange={onConfirmationChange}
        emptyWarning={passwordMessages.confirmRequired}
        error={confirmationError}
      />
      <PasswordRequirements password={password} />
    </>
  );
}
