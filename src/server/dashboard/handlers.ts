// 000 §2.4 and §7: POST /api/Landing/Dashboard/Totalizadores. Who may call it is in the policy
// table (src/domain/permissions.ts); here, which seller the figures belong to (000 §6).
import type { Handlers } from '../http/contract.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { TipoUsuario, isSellerScoped } from '../../domain/roles.ts';
import { scopedSellerId } from '../../domain/permissions.ts';
import { periodOf } from './period.ts';
import { computeTotals } from './totals.ts';

export function dashboardHandlers(s: Services): Pick<Handlers, 'dashboardTotalizadores'> {
  return {
    async dashboardTotalizadores({ body, session }) {
      const period = periodOf(body.fechaDesde, body.verMes);
      // The supplier has no filter (000 §2.4): the figures of every seller.
      const idSeller =
        session.tipoUsuario === TipoUsuario.proveedor
          ? null
          : scopedSellerId(session, body.idSeller);
      if (isSellerScoped(session.tipoUsuario)) {
        if (idSeller === null) throw forbidden();
      } else if (idSeller !== null) {
        const found = await s.db.query('SELECT 1 FROM sellers WHERE id_seller = $1', [idSeller]);
        if (found.length === 0) throw notFound('No se encontró el seller.');
      }
      return computeTotals(s.db, period, idSeller);
    },
  };
}
