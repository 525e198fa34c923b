// The plans area (001 §2.6, §3 Plan and Plan group, §5, §7, §8): the payment plans, searched by
// number, id or description on one platform (the screens use platform 1), and the plan groups
// staff maintain (list, one, create, save, delete, the Excel export). The checks are the forms'
// own (src/domain/plan-rules.ts); writes are transactional.
import type { Handlers } from '../http/contract.ts';
import { noContent } from '../http/contract.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { hasControlCharacters } from '../db/text-search.ts';
import type { Queryable } from '../db/db.ts';
import type { Services } from '../services.ts';
import { writeWorkbook } from '../shared/workbooks.ts';
import { PLANS_PAGE_SIZE, planGroupError, planGroupMessages } from '../../domain/plan-rules.ts';
import {
  countPlans,
  deletePlanGroup,
  insertPlanGroup,
  loadPlanGroup,
  planGroupsExport,
  searchPlanGroups,
  searchPlans,
  setPlanGroupPlans,
  typesUsingGroup,
  updatePlanGroup,
} from './repository.ts';

type PlansOperation =
  | 'buscarPlanes'
  | 'buscarGruposPlanes'
  | 'obtenerGrupoPlanes'
  | 'crearGrupoPlanes'
  | 'modificarGrupoPlanes'
  | 'eliminarGrupoPlanes'
  | 'exportarGruposPlanes';

/** 001 §7: the export's columns. */
export const planGroupExportHeaders = [
  'ID',
  'Descripción grupo',
  'Comisión',
  'Número plan',
  'Descripción plan',
];

function checkText(text: string | undefined): void {
  if (text !== undefined && hasControlCharacters(text)) {
    throw badRequest('La descripción contiene caracteres no válidos.');
  }
}

/** A commission of the body as the forms type it (digits and a dot). */
const typedCommission = (comision: number | null) => (comision === null ? '' : String(comision));

export function plansHandlers(s: Services): Pick<Handlers, PlansOperation> {
  /** 001 §5 in order (400 with the first failed text); answers the values to store. */
  async function checkGroup(
    q: Queryable,
    body: { descripcion: string; comision: number | null; listaIdsPlanes: number[] },
    mode: 'create' | 'edit',
  ) {
    checkText(body.descripcion);
    const ids = [...new Set(body.listaIdsPlanes)];
    const error = planGroupError(
      { descripcion: body.descripcion, comision: typedCommission(body.comision), planes: ids },
      mode,
    );
    if (error !== null) throw badRequest(error);
    if ((await countPlans(q, ids)) !== ids.length) throw badRequest(planGroupMessages.unknownPlan);
    return {
      descripcion: body.descripcion.trim(),
      comision: (body.comision ?? 0).toFixed(2),
      ids,
    };
  }

  async function answer(q: Queryable, id: number) {
    const group = await loadPlanGroup(q, id);
    if (!group) throw notFound(planGroupMessages.notFound);
    return {
      idGrupoPlan: group.id_grupo_plan,
      descripcion: group.descripcion,
      comision: Number(group.comision),
      planes: group.planes.map((p) => ({
        id: p.id_plan,
        numero: p.numero,
        descripcion: p.descripcion,
        cuotas: p.cuotas,
      })),
    };
  }

  return {
    async buscarPlanes({ query }) {
      checkText(query.Descripcion);
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
        query.CantidadPagina ?? PLANS_PAGE_SIZE,
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

    async buscarGruposPlanes({ query }) {
      checkText(query.Descripcion);
      const { total, rows } = await searchPlanGroups(
        s.db,
        query.Descripcion,
        query.NumeroPagina ?? 1,
        query.CantidadPagina ?? PLANS_PAGE_SIZE,
      );
      return {
        elementos: rows.map((r) => ({
          idGrupoPlan: r.id_grupo_plan,
          descripcion: r.descripcion,
          comision: Number(r.comision),
          cantidadPlanes: r.cantidad_planes,
        })),
        cantidadTotal: total,
      };
    },

    async obtenerGrupoPlanes({ query }) {
      return answer(s.db, query.id);
    },

    async crearGrupoPlanes({ body }) {
      return s.db.tx(async (q) => {
        const v = await checkGroup(q, body, 'create');
        const id = await insertPlanGroup(q, v.descripcion, v.comision);
        await setPlanGroupPlans(q, id, v.ids);
        return answer(q, id);
      });
    },

    async modificarGrupoPlanes({ body }) {
      return s.db.tx(async (q) => {
        if (!(await loadPlanGroup(q, body.idGrupoPlan, true))) {
          throw notFound(planGroupMessages.notFound);
        }
        const v = await checkGroup(q, body, 'edit');
        await updatePlanGroup(q, body.idGrupoPlan, v.descripcion, v.comision);
        await setPlanGroupPlans(q, body.idGrupoPlan, v.ids);
        return answer(q, body.idGrupoPlan);
      });
    },

    async eliminarGrupoPlanes({ query }) {
      await s.db.tx(async (q) => {
        if (!(await loadPlanGroup(q, query.id, true))) throw notFound(planGroupMessages.notFound);
        const tipos = await typesUsingGroup(q, query.id);
        if (tipos.length > 0) throw conflict(planGroupMessages.inUse(tipos.join(', ')));
        await deletePlanGroup(q, query.id);
      });
      return noContent;
    },

    async exportarGruposPlanes({ query }) {
      checkText(query.Descripcion);
      const rows = await planGroupsExport(s.db, query.Descripcion);
      const excelBase64 = await writeWorkbook([
        {
          name: 'Grupos de planes',
          rows: [
            planGroupExportHeaders,
            ...rows.map((r) => [
              r.id_grupo_plan,
              r.descripcion,
              Number(r.comision),
              r.numero,
              r.plan_descripcion,
            ]),
          ],
          widths: [8, 40, 10, 12, 40],
        },
      ]);
      return { excelBase64 };
    },
  };
}
