// The publication type being edited or created while the person picks plan groups on
// /Tipo/Publicaciones/GrupoPlanes/Busqueda (001 §2.7): kept in the tab's sessionStorage, as the
// plan group's form does (src/web/plans/draft.ts).
export interface GrupoElegido {
  idGrupoPlan: number;
  descripcion: string;
  comision: number;
}

export interface TypeFormDraft {
  idTipoPublicacion: number | null;
  descripcion: string;
  comision: string;
  cantidadCuotas: string;
  grupos: GrupoElegido[];
}

const KEY = 'market.tipos.borrador';

export function currentDraft(): TypeFormDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw === null ? null : (JSON.parse(raw) as TypeFormDraft);
  } catch {
    return null;
  }
}

export function readDraft(id: number | null): TypeFormDraft | null {
  const d = currentDraft();
  return d !== null && d.idTipoPublicacion === id ? d : null;
}

export function writeDraft(d: TypeFormDraft): void {
  sessionStorage.setItem(KEY, JSON.stringify(d));
}

export function clearDraft(): void {
  sessionStorage.removeItem(KEY);
}

export const formPathOf = (d: Pick<TypeFormDraft, 'idTipoPublicacion'> | null) =>
  d?.idTipoPublicacion == null
    ? '/Tipo/Publicaciones/Nuevo'
    : `/Tipo/Publicaciones/Editar/${String(d.idTipoPublicacion)}`;
