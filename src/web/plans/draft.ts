// The plan group being edited or created while the person picks plans on /Planes/Busqueda
// (001 §2.6): the form leaves its values here before it opens the search, the search's 'Guardar'
// writes the chosen plans back, and the form reads them when it opens again. Kept in the tab's
// sessionStorage (a reload keeps it; another tab has its own); saving, 'Cancelar' and a new
// visit from the list clear it.
import type { Plan } from '../../api/plans-queries.ts';

export interface PlanGroupFormDraft {
  /** The group being edited; null while creating one. */
  idGrupoPlan: number | null;
  descripcion: string;
  comision: string;
  planes: Plan[];
}

const KEY = 'market.planes.borrador';

export function readDraft(idGrupoPlan: number | null): PlanGroupFormDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const draft = JSON.parse(raw) as PlanGroupFormDraft;
    return draft.idGrupoPlan === idGrupoPlan ? draft : null;
  } catch {
    return null;
  }
}

/** The draft whatever group it is for (the plan search serves both forms). */
export function currentDraft(): PlanGroupFormDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw === null ? null : (JSON.parse(raw) as PlanGroupFormDraft);
  } catch {
    return null;
  }
}

export function writeDraft(draft: PlanGroupFormDraft): void {
  sessionStorage.setItem(KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  sessionStorage.removeItem(KEY);
}

/** Where the form of a draft is. */
export const formPathOf = (draft: Pick<PlanGroupFormDraft, 'idGrupoPlan'> | null) =>
  draft?.idGrupoPlan == null ? '/Planes/Nuevo' : `/Planes/Editar/${String(draft.idGrupoPlan)}`;
