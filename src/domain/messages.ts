// Texts of the session area. Quoted ones are the spec's (000 §2.2, §8), character for
// character; the others fill what the spec leaves "not shown" with a clear Spanish sentence.
// The password texts ('Ingrese contraseña', …) are password.ts's.
export const sessionMessages = {
  captchaExpired: 'Codigo ReCaptcha expirado. Intente nuevamente',
  resetSent:
    'Se enviará un mail a la dirección de correo del usuario con un token temporal para ingresar.',
  resetFailed: 'No pudo enviarse el token',
  emailRequired: 'Ingrese un e-mail',
  badCredentials: 'Usuario o contraseña incorrectos',
  inactiveUser: 'El usuario se encuentra inactivo. Comuníquese con el administrador.',
  throttled: 'Demasiados intentos fallidos. Espere 15 minutos e intente nuevamente.',
  resetThrottled: 'Ya se solicitaron varias contraseñas temporales. Espere 15 minutos.',
  /** /login after the session's time ran out or a call answered 401 (issue 13); also the 401's. */
  sessionExpired: 'La sesión expiró. Ingrese nuevamente.',
  /** The top bar: when the session ends (HH:MM, market time). */
  sessionUntil: (hora: string) => `Sesión hasta las ${hora}`,
  /** The top bar's title: the day and time the session ends. */
  sessionUntilDetail: (dia: string, hora: string) =>
    `Su sesión vence el ${dia} a las ${hora} (hora de Argentina). Luego deberá ingresar nuevamente.`,
  /** A warning shortly before the session ends. */
  sessionEnding: (hora: string) => `Su sesión vence a las ${hora}. Guarde sus cambios.`,
  forbidden: 'No tiene permisos para realizar esta acción.',
  notFound: 'No se encontró el recurso solicitado.',
  passwordRenewed: 'Contraseña actualizada. Ingrese con su nueva contraseña.',
  renewFailed: 'No pudo actualizarse la contraseña',
  loginFailed: 'No pudo iniciarse la sesión. Intente nuevamente.',
} as const;
