// The calls of the exports screens (002 §2 'Exports', 000 §7 'ExportarPublicaciones'). Imported
// only by the exports screens' chunks.
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { operations } from './schema';

/** The filter of the listings export: the names of GET /api/Publicaciones, without the page. */
export type ExportarPublicacionesFiltro = NonNullable<
  operations['exportarPublicaciones']['requestBody']
>['content']['application/json'];
type ListarQuery = NonNullable<operations['listarPublicaciones']['parameters']['query']>;
export type ExportacionPublicaciones =
  operations['exportarPublicaciones']['responses'][200]['content']['application/json'];

export const exportsKeys = {
  all: ['exports'] as const,
  listingsCount: (filtro: ExportarPublicacionesFiltro) =>
    [...exportsKeys.all, 'publicaciones', 'cantidad', filtro] as const,
};

/** Shown when an answer carries no errores of its own. */
export const exportsLoadTexts = {
  count: 'No se pudo obtener la cantidad de publicaciones.',
} as const;

/**
 * How many listings the filter exports: the list call of /Publicaciones with the same filter,
 * one row per page (its cantidadTotal is the count).
 */
export function cantidadPublicacionesQueryOptions(filtro: ExportarPublicacionesFiltro) {
  return apiQueryOptions({
    queryKey: exportsKeys.listingsCount(filtro),
    request: (signal) =>
      api.GET('/api/Publicaciones', {
        params: { query: { ...listQueryOf(filtro), NumeroPagina: 1, CantidadPagina: 1 } },
        signal,
      }),
    fallback: exportsLoadTexts.count,
    pick: (data) => data.cantidadTotal,
    staleTime: 0,
  });
}

/** POST /api/Exportables/ExportarPublicaciones: the filtered listings as an xlsx. */
export async function exportarPublicaciones(
  filtro: ExportarPublicacionesFiltro,
  fallback: string,
): Promise<ExportacionPublicaciones> {
  return unwrap(
    await api.POST('/api/Exportables/ExportarPublicaciones', { body: filtro }),
    fallback,
  );
}

/** The filter as the list's query: the same names, without the fields left empty (null). */
function listQueryOf(filtro: ExportarPublicacionesFiltro): ListarQuery {
  return Object.fromEntries(Object.entries(filtro).filter(([, value]) => value !== null));
}

// ---- Órdenes, Órdenes Telefónicas, Novedades, Liquidaciones and Sellers (issue 21) ----

/** The filter of POST /api/Ordenes/ExportarOrdenes (null: any). */
export type FiltroExportarOrdenes = NonNullable<
  operations['exportarOrdenes']['requestBody']
>['content']['application/json'];
export type ExportacionOrdenes =
  operations['exportarOrdenes']['responses'][200]['content']['application/json'];
/** The answer of the other exports: the xlsx, its name and how many records it holds. */
export type ArchivoExportado =
  operations['exportarSellers']['responses'][200]['content']['application/json'];
export type ExportarNovedadesQuery = NonNullable<
  operations['exportarNovedades']['parameters']['query']
>;
export type ExportarLiquidacionesQuery = NonNullable<
  operations['exportarLiquidaciones']['parameters']['query']
>;

/** The filter as the count's query: the same names, without the fields left empty (null). */
function countQueryOf(filtro: FiltroExportarOrdenes) {
  return Object.fromEntries(Object.entries(filtro).filter(([, v]) => v !== null)) as NonNullable<
    operations['cantidadExportarOrdenes']['parameters']['query']
  >;
}

/**
 * 'Descargar N órdenes': how many orders the export of the filter holds, and the most the
 * server answers at once (more go to the export centre).
 */
export function cantidadOrdenesQueryOptions(filtro: FiltroExportarOrdenes, fallback: string) {
  return apiQueryOptions({
    queryKey: [...exportsKeys.all, 'ordenes', 'cantidad', filtro] as const,
    request: (signal) =>
      api.GET('/api/Ordenes/CantidadOrdenes', { params: { query: countQueryOf(filtro) }, signal }),
    fallback,
    pick: (data) => data,
    staleTime: 0,
  });
}

/** POST /api/Ordenes/ExportarOrdenes, answered as the other exports are (excelBase64). */
export async function exportarOrdenes(
  filtro: FiltroExportarOrdenes,
  fallback: string,
): Promise<ArchivoExportado> {
  const data = unwrap(await api.POST('/api/Ordenes/ExportarOrdenes', { body: filtro }), fallback);
  return {
    excelBase64: data.excel,
    nombreArchivo: data.nombreArchivo,
    cantidad: data.cantidadOrdenes,
  };
}

export async function exportarOrdenesTelefonicas(
  fechaDesde: string,
  fechaHasta: string,
  fallback: string,
): Promise<ArchivoExportado> {
  return unwrap(
    await api.GET('/api/Exportables/ExportarOrdenesTelefonicas', {
      params: { query: { fechaDesde, fechaHasta } },
    }),
    fallback,
  );
}

export async function exportarNovedades(
  query: ExportarNovedadesQuery,
  fallback: string,
): Promise<ArchivoExportado> {
  return unwrap(
    await api.GET('/api/Exportables/ExportarNovedades', { params: { query } }),
    fallback,
  );
}

export async function exportarLiquidaciones(
  query: ExportarLiquidacionesQuery,
  fallback: string,
): Promise<ArchivoExportado> {
  return unwrap(
    await api.GET('/api/Exportables/ExportarLiquidaciones', { params: { query } }),
    fallback,
  );
}

export async function exportarSellers(fallback: string): Promise<ArchivoExportado> {
  return unwrap(await api.POST('/api/Exportables/ExportarSellers'), fallback);
}

// ---- The export centre (issue 21 point 4) ----

export type PedidoExportacion = NonNullable<
  operations['crearExportacion']['requestBody']
>['content']['application/json'];
export type Exportacion =
  operations['misExportaciones']['responses'][200]['content']['application/json']['exportaciones'][number];

/** 'Mis exportaciones', read again every 2 s while one is waiting or being built. */
export function misExportacionesQueryOptions(fallback: string) {
  return {
    ...apiQueryOptions({
      queryKey: [...exportsKeys.all, 'centro'] as const,
      request: (signal) => api.GET('/api/Exportables/Exportaciones', { signal }),
      fallback,
      pick: (data) => data.exportaciones,
      staleTime: 0,
    }),
    refetchInterval: (query: { state: { data?: Exportacion[] } }) =>
      query.state.data?.some((e) => e.estado === 'pendiente' || e.estado === 'en_curso')
        ? 2000
        : false,
  };
}

export async function crearExportacion(pedido: PedidoExportacion, fallback: string) {
  return unwrap(await api.POST('/api/Exportables/Exportaciones', { body: pedido }), fallback);
}

/** A finished export of the centre, as the xlsx file the server serves (not base64 JSON). */
export async function descargarExportacion(
  exportacion: { idExportacion: number; nombreArchivo: string },
  fallback: string,
): Promise<{ blob: Blob; nombreArchivo: string }> {
  const result = await api.GET('/api/Exportables/Exportaciones/Descargar', {
    params: { query: { idExportacion: exportacion.idExportacion } },
    parseAs: 'blob',
  });
  const blob = unwrap(result as { data?: Blob; error?: unknown; response: Response }, fallback);
  return { blob, nombreArchivo: exportacion.nombreArchivo };
}
