// 001 §5, §8, §9: the rules and texts of plan groups and publication types, in one place: the
// forms check them as the user types and saves, the server checks them again before it writes
// (400 with the same texts). Quoted texts are the spec's; the others fill what it leaves "not
// shown" with a clear Spanish sentence.

export const planGroupMessages = {
  // 001 §5, quoted.
  descripcionRequired: 'Debe agregar una descripción',
  comisionRequired: 'Debe agregar una comisión',
  planRequiredEdit: 'Debe cargar un plan',
  planRequiredCreate: 'Debe agregar planes',
  // 001 §8, quoted.
  saved: 'Grupo de planes guardado',
  deleted: 'Grupo de plan borrado',
  saveFailed: 'No pudo modificarse',
  createFailed: 'No pudo guardarse',
  deleteFailed: 'No se pudo realizar esta tarea',
  exportFailed: 'No se pudo preparar los datos para exportar',
  deleteConfirm: '¿Desea eliminar el grupo de plan?',
  // Ours.
  generating: 'Generando el archivo Excel...',
  comisionFormat: 'La comisión admite solo dígitos y un punto, hasta 100 (por ejemplo 12.5).',
  descripcionLong: 'La descripción admite hasta 100 caracteres.',
  unknownPlan: 'Alguno de los planes elegidos no existe.',
  notFound: 'El grupo de planes no existe.',
  inUse: (tipos: string) =>
    `El grupo de planes no puede eliminarse: lo usa el tipo de publicación ${tipos}. Quítelo primero del tipo.`,
  loadFailed: 'No se pudieron obtener los grupos de planes.',
} as const;

export const publicationTypeMessages = {
  // 001 §5, quoted.
  descripcionRequired: 'Debe agregar una descripción',
  comisionRequired: 'Debe agregar una comisión',
  cuotasRequired: 'Debe agregar un número de cuotas válido',
  // 001 §8, quoted.
  created: 'Tipo publicacion guardada',
  modified: 'Tipo de publicacion modificada',
  deleted: 'Tipo de publicación borrado',
  associated: 'Se asociaron grupos de planes',
  editFailed: 'El tipo de publicacion no pudo ser modificado',
  createFailed: 'No pudo crearse',
  deleteFailed: 'No se pudo realizar esta tarea',
  deleteConfirm: '¿Desea eliminar el tipo de publicación?',
  // Ours.
  comisionFormat: 'La comisión admite solo dígitos y un punto, hasta 100 (por ejemplo 12.5).',
  notFound: 'El tipo de publicación no existe.',
  unknownGroup: 'Alguno de los grupos de planes elegidos no existe.',
  inUse: (n: number) =>
    `El tipo de publicación no puede eliminarse: lo usan ${String(n)} publicaciones. Cámbieles el tipo primero.`,
  loadFailed: 'No se pudieron obtener los tipos de publicación.',
  deleteIdMissing: 'Indique el id del tipo de publicación a eliminar.',
  deleteIdMismatch: 'El id del cuerpo y el de la dirección no coinciden.',
} as const;

/** 001 §9: commission maximum 100, at most 5 characters; instalments at most 3 digits. */
export const COMMISSION_MAX = 100;
export const COMMISSION_MAX_LENGTH = 5;
export const CUOTAS_MAX_LENGTH_CREATE = 3;
export const CUOTAS_MAX_LENGTH_EDIT = 5;
export const DESCRIPCION_MAX_LENGTH = 100;
/** 001 §9: plan groups, plan search and publication types page at 10. */
export const PLANS_PAGE_SIZE = 10;
/** 001 §6: publication-type lists for category or admin are fetched at 100 per page. */
export const PUBLICATION_TYPES_STAFF_PAGE_SIZE = 100;
/** 001 §9: the plan search is debounced 500 ms. */
export const PLAN_SEARCH_DEBOUNCE_MS = 500;

/** 001 §5: instalments take digits only, `maxLength` of them. */
export function cuotasInput(typed: string, maxLength: number): string {
  return typed.replace(/\D/g, '').slice(0, maxLength);
}

/** A commission as the forms and the server accept it: digits and a dot, 0-100, 2 decimals. */
export function validCommission(comision: number): boolean {
  return (
    Number.isFinite(comision) &&
    comision >= 0 &&
    comision <= COMMISSION_MAX &&
    Math.round(comision * 100) === comision * 100 &&
    String(comision).length <= COMMISSION_MAX_LENGTH + 1
  );
}

export interface PlanGroupDraft {
  descripcion: string;
  /** As typed (digits and a dot). */
  comision: string;
  planes: readonly number[];
}

/** 001 §5 in order: the first failed check's text, or null. */
export function planGroupError(d: PlanGroupDraft, mode: 'create' | 'edit'): string | null {
  if (d.descripcion.trim() === '') return planGroupMessages.descripcionRequired;
  if (d.descripcion.trim().length > DESCRIPCION_MAX_LENGTH)
    return planGroupMessages.descripcionLong;
  if (d.comision.trim() === '' || d.comision.trim() === '.') {
    return planGroupMessages.comisionRequired;
  }
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(d.comision.trim()) || Number(d.comision) > 100) {
    return planGroupMessages.comisionFormat;
  }
  if (d.planes.length === 0) {
    return mode === 'edit'
      ? planGroupMessages.planRequiredEdit
      : planGroupMessages.planRequiredCreate;
  }
  return null;
}

export interface PublicationTypeDraft {
  descripcion: string;
  comision: string;
  cantidadCuotas: string;
}

/** 001 §5 in order: the first failed check's text, or null. */
export function publicationTypeError(d: PublicationTypeDraft): string | null {
  if (d.descripcion.trim() === '') return publicationTypeMessages.descripcionRequired;
  if (d.descripcion.trim().length > DESCRIPCION_MAX_LENGTH)
    return planGroupMessages.descripcionLong;
  if (d.comision.trim() === '' || d.comision.trim() === '.') {
    return publicationTypeMessages.comisionRequired;
  }
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(d.comision.trim()) || Number(d.comision) > 100) {
    return publicationTypeMessages.comisionFormat;
  }
  if (
    !/^\d{1,5}$/.test(d.cantidadCuotas.trim()) ||
    Number(d.cantidadCuotas) < 1 ||
    Number(d.cantidadCuotas) > 999
  ) {
    return publicationTypeMessages.cuotasRequired;
  }
  return null;
}
