// Who loads the dashboard and what it asks for (000 §2.4, §6). The rules themselves are
// src/domain/permissions.ts's; this turns the session and the filter into the request body.
import type { TotalizadoresRequest } from '../../api/dashboard-queries.ts';
import { dashboardUserTypes } from '../../domain/permissions.ts';
import { isSellerScoped, type TipoUsuario } from '../../domain/roles.ts';
import { todayInMarket } from '../../domain/dates.ts';

/** The filter's applied values: 'Fecha desde' (YYYY-MM-DD) and 'Ver Mes'. */
export interface DashboardFilter {
  fechaDesde: string;
  verMes: boolean;
}

/** 000 §2.4, §9: 'Fecha desde' today, 'Ver Mes' off. */
export function defaultDashboardFilter(now: Date = new Date()): DashboardFilter {
  return { fechaDesde: todayInMarket(now), verMes: false };
}

/**
 * Whether the session loads the dashboard at all: read-only users do not (000 §2.4, §6), nor
 * accounting and password-renewal sessions, which the server answers 403.
 */
export function loadsDashboard(tipo: TipoUsuario): boolean {
  return dashboardUserTypes.includes(tipo);
}

/**
 * The body of dashboardTotalizadores. Sellers send their own seller (000 §6); staff have no
 * seller picker in this filter and the supplier no filter, so they send 0: every seller.
 */
export function totalizadoresRequest(
  session: { tipoUsuario: TipoUsuario; idSeller: number | null },
  filter: DashboardFilter,
): TotalizadoresRequest {
  return {
    fechaDesde: filter.fechaDesde,
    verMes: filter.verMes,
    tipoUser: session.tipoUsuario,
    idSeller: isSellerScoped(session.tipoUsuario) ? (session.idSeller ?? 0) : 0,
  };
}

export function sameFilter(a: DashboardFilter, b: DashboardFilter): boolean {
  return a.fechaDesde === b.fechaDesde && a.verMes === b.verMes;
}
