// The one policy table of the API: which user types may call each operation of openapi/.
// The server's auth hook reads it (403 otherwise); later areas add their operationIds here.
import { type TipoUsuario, tiposUsuario } from './roles.ts';

const everyone: readonly TipoUsuario[] = tiposUsuario;

/**
 * Operations that need a session, with the types allowed. Operations without security in the
 * contract (login, challenge, reset, health) are not listed. A password-reset session
 * (tipoUsuario 5) can only read and renew itself and log out (000 §2.2, DECISIONS 13).
 */
export const operationPolicy: Record<string, readonly TipoUsuario[]> = {
  logout: everyone,
  obtenerUsuario: everyone,
  actualizarUsuario: everyone,
};

export function mayCall(operationId: string, tipo: TipoUsuario): boolean {
  const allowed = operationPolicy[operationId];
  return allowed !== undefined && allowed.includes(tipo);
}
