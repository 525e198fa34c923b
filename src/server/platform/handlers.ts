import type { Handlers } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { pingDatabase } from './repository.ts';

export function platformHandlers(s: Services): Pick<Handlers, 'health'> {
  return {
    async health() {
      try {
        await pingDatabase(s.db);
      } catch {
        throw new ApiError(503, ['La base de datos no responde.']);
      }
      return { estado: 'ok', baseDeDatos: s.db.kind };
    },
  };
}
