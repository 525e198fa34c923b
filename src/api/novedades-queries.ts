// Query keys, options and calls of /Novedades and /Conceptos (002 §2, §7 'Novedades and
// concepts'). Every call throws ApiError with the server's errores, or with the caller's
// fallback text when the answer carries none (002 §8).
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { components, operations } from './schema';

export type Novedad = components['schemas']['Novedad'];
export type ConceptoNovedad = components['schemas']['ConceptoNovedad'];
export type OpcionNovedad = components['schemas']['OpcionNovedad'];
export type NuevaNovedad = components['schemas']['NuevaNovedad'];
/** The query of GET /api/Novedades/Buscar. */
export type BuscarNovedadesQuery = NonNullable<
  operations['buscarNovedades']['parameters']['query']
>;

/** 002 §8: a read whose answer carries no errores. */
export const novedadesLoadTexts = {
  list: 'No se pudo obtener la información',
} as const;

export const novedadesKeys = {
  all: ['novedades'] as const,
  lists: () => [...novedadesKeys.all, 'list'] as const,
  list: (query: BuscarNovedadesQuery) => [...novedadesKeys.lists(), query] as const,
  estados: () => [...novedadesKeys.all, 'estados'] as const,
  acciones: () => [...novedadesKeys.all, 'acciones'] as const,
  conceptos: () => [...novedadesKeys.all, 'conceptos'] as const,
  history: (idNovedad: number, page: number) =>
    [...novedadesKeys.all, 'historial', idNovedad, page] as const,
};

/** One page of a novedad's Historial (GET /api/Novedades/Historial). */
export function historialNovedadQueryOptions(idNovedad: number, page: number, fallback: string) {
  return apiQueryOptions({
    queryKey: novedadesKeys.history(idNovedad, page),
    request: (signal) =>
      api.GET('/api/Novedades/Historial', {
        params: { query: { IdNovedad: idNovedad, NumeroPagina: page } },
        signal,
      }),
    fallback,
    staleTime: 0,
  });
}

/** One page of novedades (GET /api/Novedades/Buscar); never served stale. */
export function buscarNovedadesQueryOptions(query: BuscarNovedadesQuery) {
  return apiQueryOptions({
    queryKey: novedadesKeys.list(query),
    request: (signal) => api.GET('/api/Novedades/Buscar', { params: { query }, signal }),
    fallback: novedadesLoadTexts.list,
    staleTime: 0,
  });
}

/** The novedad states (GET /api/Novedades/Estados). */
export function estadosNovedadesQueryOptions() {
  return apiQueryOptions({
    queryKey: novedadesKeys.estados(),
    request: (signal) => api.GET('/api/Novedades/Estados', { signal }),
    fallback: novedadesLoadTexts.list,
    pick: (data) => data.listadoEstadosNovedades,
  });
}

/** The concept actions (GET /api/Liquidaciones/TraerAccionesNovedades). */
export function accionesNovedadesQueryOptions() {
  return apiQueryOptions({
    queryKey: novedadesKeys.acciones(),
    request: (signal) => api.GET('/api/Liquidaciones/TraerAccionesNovedades', { signal }),
    fallback: novedadesLoadTexts.list,
    pick: (data) => data.listadoAccionesNovedades,
  });
}

/** The live concepts (GET /api/Novedades/Conceptos); never served stale. */
export function conceptosNovedadesQueryOptions() {
  return apiQueryOptions({
    queryKey: novedadesKeys.conceptos(),
    request: (signal) => api.GET('/api/Novedades/Conceptos', { signal }),
    fallback: novedadesLoadTexts.list,
    pick: (data) => data.listaConceptoNovedades,
    staleTime: 0,
  });
}

/** POST /api/Liquidaciones/CrearNovedad. */
export async function crearNovedad(body: NuevaNovedad, fallback: string): Promise<Novedad> {
  return unwrap(await api.POST('/api/Liquidaciones/CrearNovedad', { body }), fallback);
}

/** PUT /api/Liquidaciones/ConfirmaNovedad: every id or none. */
export async function confirmarNovedades(ids: number[], fallback: string): Promise<void> {
  unwrap(await api.PUT('/api/Liquidaciones/ConfirmaNovedad', { body: { id: ids } }), fallback);
}

/** PUT /api/Liquidaciones/EditarNovedad: the new amount in whole pesos (its digits). */
export async function editarNovedad(
  idNovedad: number,
  importe: string,
  fallback: string,
): Promise<void> {
  unwrap(
    await api.PUT('/api/Liquidaciones/EditarNovedad', { body: { idNovedad, Importe: importe } }),
    fallback,
  );
}

/** PUT /api/Liquidaciones/AnularNovedad: every id or none. */
export async function anularNovedades(ids: number[], fallback: string): Promise<void> {
  unwrap(
    await api.PUT('/api/Liquidaciones/AnularNovedad', { body: { idsNovedades: ids } }),
    fallback,
  );
}

/** POST /api/Liquidaciones/CrearNovedadConcepto. */
export async function crearConcepto(
  concepto: string,
  idSubTipo: number,
  descripcionSubTipo: string,
  fallback: string,
): Promise<ConceptoNovedad> {
  return unwrap(
    await api.POST('/api/Liquidaciones/CrearNovedadConcepto', {
      body: { concepto, idSubTipo, descripcionSubTipo, mostrarBotonEliminar: true },
    }),
    fallback,
  );
}

/** PUT /api/Liquidaciones/ActualizarConceptoNovedad (idConcepto is the action, as the source). */
export async function actualizarConcepto(
  idTipoNovedad: number,
  nombre: string,
  idAccion: number,
  fallback: string,
): Promise<ConceptoNovedad> {
  return unwrap(
    await api.PUT('/api/Liquidaciones/ActualizarConceptoNovedad', {
      body: { idTipoNovedad, descripcionConcepto: nombre, idConcepto: idAccion },
    }),
    fallback,
  );
}

/** PUT /api/Liquidaciones/AnularConceptoNovedad. */
export async function anularConcepto(idTipoNovedad: number, fallback: string): Promise<void> {
  unwrap(
    await api.PUT('/api/Liquidaciones/AnularConceptoNovedad', {
      body: { IdTipoNovedad: idTipoNovedad },
    }),
    fallback,
  );
}
