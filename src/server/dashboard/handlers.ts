// 000 §2.4 and §7: POST /api/Landing/Dashboard/Totalizadores. Who may call it is in the policy
// table (src/domain/permissions.ts); here, which seller the figures belong to (000 §6).
import type { Handlers } from '../http/contract.ts';
import { notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { TipoUsuario, isSellerScoped } from '../../domain/roles.ts';
import { sellerScope } from '../shared/seller-scope.ts';
import { periodOf } from './period.ts';
import { computeTotals } from './totals.ts';
import { sellerExists } from './repository.ts';

export function dashboardHandlers(s: Services): Pick<Handlers, 'dashboardTotalizadores'> {
  return {
    async dashboardTotalizadores({ body, session }) {
      const period = periodOf(body.fechaDesde, body.verMes);
      // The supplier has no filter (000 §2.4): the figures of every seller.
      const idSeller =
        session.tipoUsuario === TipoUsuario.proveedor ? null : sellerScope(session, body.idSeller);
      if (!isSellerScoped(session.tipoUsuario) && idSeller !== null) {
        if (!(await sellerExists(s.db, idSeller))) throw notFound('No se encontró el seller.');
      }
      return computeTotals(s.db, period, idSeller);
    },
  };
}
