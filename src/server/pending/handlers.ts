// Issue 35 point 2: GET /api/Pendientes, the counts of the session's queues. Who may call it is
// the access table's (src/domain/access/pending.ts); the scope is the lists' (000 §6).
import type { Handlers } from '../http/contract.ts';
import type { Services } from '../services.ts';
import { TipoUsuario } from '../../domain/roles.ts';
import { sellerScope } from '../shared/seller-scope.ts';
import { countQueues } from './repository.ts';
import { sessionQueues } from './scope.ts';

export function pendingHandlers(s: Services): Pick<Handlers, 'pendientes'> {
  return {
    async pendientes({ session }) {
      const pendientes = await countQueues(s.db, sessionQueues(session), {
        role: session.tipoUsuario,
        // Sellers their own seller; everyone else every seller, as their lists open.
        idSeller: sellerScope(session, null),
        idUsuarioProveedor: session.tipoUsuario === TipoUsuario.proveedor ? session.userId : null,
      });
      return { pendientes };
    },
  };
}
