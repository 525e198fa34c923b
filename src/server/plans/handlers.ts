// The plans area (001 §2.6, §3 Plan, §7 'Plan search'): the payment plans, searched by number,
// id or description on one platform (the screens use platform 1).
import type { Handlers } from '../http/contract.ts';
import { badRequest } from '../http/errors.ts';
import { hasControlCharacters } from '../db/text-search.ts';
import type { Services } from '../services.ts';
import { searchPlans } from './repository.ts';

/** 001 §9: page size 10 for the plan search. */
const PAGE_SIZE = 10;

export function plansHandlers(s: Services): Pick<Handlers, 'buscarPlanes'> {
  return {
    async buscarPlanes({ query }) {
      if (query.Descripcion !== undefined && hasControlCharacters(query.Descripcion)) {
        throw badRequest('La descripción contiene caracteres no válidos.');
      }
      const page = query.NumeroPagina ?? 1;
      const { total, rows } = await searchPlans(
        s.db,
        {
          idPlataforma: query.IdPlataforma ?? 1,
          numero: query.Numero,
          idPlan: query.IdPlan,
          descripcion: query.Descripcion,
        },
        page,
        query.CantidadPagina ?? PAGE_SIZE,
      );
      return {
        elementos: rows.map((r) => ({
          id: r.id_plan,
          numero: r.numero,
          descripcion: r.descripcion,
          cuotas: r.cuotas,
        })),
        cantidadTotal: total,
        numeroPagina: page,
      };
    },
  };
}
