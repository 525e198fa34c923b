// The e-mail pattern shared by the forms and the server (001 §5: 'Mail incorrecto').
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 60 && EMAIL.test(value);
}
