// 001 §5 (Sellers, Users): the password requirements indicator and its texts.
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 12;

export const passwordMessages = {
  required: 'Ingrese contraseña',
  confirmRequired: 'Confirme contraseña',
  mismatch: 'Las contraseñas no coinciden',
  requirements: 'La contraseña no cumple con los requisitos',
  tooLong: 'Excede los 12 caracteres, verifique',
} as const;

export interface PasswordCheck {
  /** The requirement's label as the indicator shows it. */
  label: string;
  met: boolean;
}

const SPECIAL = /[^A-Za-z0-9]/;
const DIGIT = /[0-9]/;

/** The requirements indicator: each rule and whether the typed password meets it. */
export function passwordChecks(password: string): PasswordCheck[] {
  return [
    {
      label: `Entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres`,
      met: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    },
    { label: 'Al menos un número', met: DIGIT.test(password) },
    { label: 'Al menos un caracter especial', met: SPECIAL.test(password) },
  ];
}

export function meetsPasswordRules(password: string): boolean {
  return passwordChecks(password).every((c) => c.met);
}

/**
 * The checks of the 'Renovar Password' form in the order the user meets them; the first
 * failing message, or null when the pair can be saved. The server runs the same function.
 */
export function validateNewPassword(password: string, confirmation: string): string | null {
  if (password.length === 0) return passwordMessages.required;
  if (password.length > PASSWORD_MAX) return passwordMessages.tooLong;
  if (confirmation.length === 0) return passwordMessages.confirmRequired;
  if (password !== confirmation) return passwordMessages.mismatch;
  if (!meetsPasswordRules(password)) return passwordMessages.requirements;
  return null;
}
