// Query keys, options and calls of the settlement screens (002 §2 'Settlements', §7
// 'Settlements'): /Liquidaciones, /Liquidaciones/Nueva and the draft edit and detail pages.
// Every call throws ApiError with the server's errores, or with the caller's fallback text when
// the answer carries none (002 §8).
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { components, operations } from './schema';

export type EncabezadoLiquidacion = components['schemas']['EncabezadoLiquidacion'];
export type OrdenLiquidacion = components['schemas']['OrdenLiquidacion'];
export type NovedadLiquidacion = components['schemas']['NovedadLiquidacion'];
export type FeeLiquidacion = components['schemas']['FeeLiquidacion'];
export type RebateLiquidacion = components['schemas']['RebateLiquidacion'];
export type DetalleTributario = components['schemas']['DetalleTributario'];
export type LiquidacionCambiada = components['schemas']['LiquidacionCambiada'];
export type CalculoLiquidacion = components['schemas']['CalculoLiquidacion'];
/** The query of GET /api/Liquidaciones/LiquidacionesBusqueda. */
export type BuscarLiquidacionesQuery = NonNullable<
  operations['buscarLiquidaciones']['parameters']['query']
>;
/** The query of the eligible orders and novedades (idSeller, fechaDesde, fechaHasta). */
export interface AptasQuery {
  idSeller: number;
  fechaDesde: string;
  fechaHasta: string;
}
/** What names one settlement in the detail calls. */
export interface LiquidacionRef {
  idLiquidacion: number;
  idSeller: number;
}

/** 002 §8: a read whose answer carries no errores. */
export const settlementsLoadTexts = {
  list: 'No se pudo obtener la información',
} as const;

export const settlementsKeys = {
  all: ['settlements'] as const,
  lists: () => [...settlementsKeys.all, 'list'] as const,
  list: (query: BuscarLiquidacionesQuery) => [...settlementsKeys.lists(), query] as const,
  estados: () => [...settlementsKeys.all, 'estados'] as const,
  sellers: () => [...settlementsKeys.all, 'sellers'] as const,
  tiposComprobantes: () => [...settlementsKeys.all, 'tiposComprobantes'] as const,
  aptas: () => [...settlementsKeys.all, 'aptas'] as const,
  ordenesAptas: (query: AptasQuery) => [...settlementsKeys.aptas(), 'ordenes', query] as const,
  novedadesAptas: (idSeller: number) =>
    [...settlementsKeys.aptas(), 'novedades', idSeller] as const,
  details: () => [...settlementsKeys.all, 'detail'] as const,
  detail: (id: number) => [...settlementsKeys.details(), id] as const,
  history: (id: number, page: number) => [...settlementsKeys.all, 'historial', id, page] as const,
  part: (ref: LiquidacionRef, part: string) =>
    [...settlementsKeys.detail(ref.idLiquidacion), part, ref.idSeller] as const,
  cargas: (id: number, idOrden: number | null) =>
    [...settlementsKeys.detail(id), 'cargas', idOrden] as const,
};

/** One page of settlement headers (GET /api/Liquidaciones/LiquidacionesBusqueda). */
export function buscarLiquidacionesQueryOptions(query: BuscarLiquidacionesQuery) {
  return apiQueryOptions({
    queryKey: settlementsKeys.list(query),
    request: (signal) =>
      api.GET('/api/Liquidaciones/LiquidacionesBusqueda', { params: { query }, signal }),
    fallback: settlementsLoadTexts.list,
    staleTime: 0,
  });
}

/** The settlement states (GET /api/Liquidaciones/TraerEstadosLiquidaciones). */
export function estadosLiquidacionesQueryOptions() {
  return apiQueryOptions({
    queryKey: settlementsKeys.estados(),
    request: (signal) => api.GET('/api/Liquidaciones/TraerEstadosLiquidaciones', { signal }),
    fallback: settlementsLoadTexts.list,
    pick: (data) => data.listadoEstadosLiquidaciones,
  });
}

/** The sellers of the filters (GET /api/Seller/TraerSellerLiquidaciones). */
export function sellersLiquidacionesQueryOptions() {
  return apiQueryOptions({
    queryKey: settlementsKeys.sellers(),
    request: (signal) => api.GET('/api/Seller/TraerSellerLiquidaciones', { signal }),
    fallback: settlementsLoadTexts.list,
    pick: (data) => data.listaSellersLiquidaciones,
  });
}

/** The invoice types (GET /api/Liquidaciones/TiposComprobantes). */
export function tiposComprobantesQueryOptions() {
  return apiQueryOptions({
    queryKey: settlementsKeys.tiposComprobantes(),
    request: (signal) => api.GET('/api/Liquidaciones/TiposComprobantes', { signal }),
    fallback: settlementsLoadTexts.list,
    pick: (data) => data.tipoComprobantes,
  });
}

/** The orders a settlement may take (GET /api/Liquidaciones/BuscarOrdenesPorFecha). */
export function ordenesAptasQueryOptions(query: AptasQuery) {
  return apiQueryOptions({
    queryKey: settlementsKeys.ordenesAptas(query),
    request: (signal) =>
      api.GET('/api/Liquidaciones/BuscarOrdenesPorFecha', { params: { query }, signal }),
    fallback: settlementsLoadTexts.list,
    pick: (data) => data.ordenesAptasParaLiquidar,
    staleTime: 0,
  });
}

/** The novedades a settlement may take (GET /api/Liquidaciones/BuscarNovedades). */
export function novedadesAptasQueryOptions(idSeller: number) {
  return apiQueryOptions({
    queryKey: settlementsKeys.novedadesAptas(idSeller),
    request: (signal) =>
      api.GET('/api/Liquidaciones/BuscarNovedades', { params: { query: { idSeller } }, signal }),
    fallback: settlementsLoadTexts.list,
    pick: (data) => data.novedades,
    staleTime: 0,
  });
}

const detailQuery = (ref: LiquidacionRef) => ({
  idLiquidacion: ref.idLiquidacion,
  idSeller: ref.idSeller,
});

/** The header (GET /api/Liquidaciones/ConsultarDetalleLiquidacion). */
export function detalleLiquidacionQueryOptions(ref: LiquidacionRef) {
  return apiQueryOptions({
    queryKey: settlementsKeys.part(ref, 'encabezado'),
    request: (signal) =>
      api.GET('/api/Liquidaciones/ConsultarDetalleLiquidacion', {
        params: { query: detailQuery(ref) },
        signal,
      }),
    fallback: settlementsLoadTexts.list,
    staleTime: 0,
  });
}

/** The order rows (GET /api/Liquidaciones/BuscarOrdenesDeLiquidacion). */
export function ordenesDeLiquidacionQueryOptions(ref: LiquidacionRef) {
  return apiQueryOptions({
    queryKey: settlementsKeys.part(ref, 'ordenes'),
    request: (signal) =>
      api.GET('/api/Liquidaciones/BuscarOrdenesDeLiquidacion', {
        params: { query: detailQuery(ref) },
        signal,
      }),
    fallback: settlementsLoadTexts.list,
    pick: (data) => data.ordenes,
    staleTime: 0,
  });
}

/** The novedades (GET /api/Liquidaciones/BuscarNovedadesDeLiquidacion). */
export function novedadesDeLiquidacionQueryOptions(ref: LiquidacionRef) {
  return apiQueryOptions({
    queryKey: settlementsKeys.part(ref, 'novedades'),
    request: (signal) =>
      api.GET('/api/Liquidaciones/BuscarNovedadesDeLiquidacion', {
        params: { query: detailQuery(ref) },
        signal,
      }),
    fallback: settlementsLoadTexts.list,
    pick: (data) => data.novedades,
    staleTime: 0,
  });
}

/** The logistics fee rows (GET /api/Liquidaciones/BuscarFeesDeLiquidacion). */
export function feesDeLiquidacionQueryOptions(ref: LiquidacionRef) {
  return apiQueryOptions({
    queryKey: settlementsKeys.part(ref, 'fees'),
    request: (signal) =>
      api.GET('/api/Liquidaciones/BuscarFeesDeLiquidacion', {
        params: { query: detailQuery(ref) },
        signal,
      }),
    fallback: settlementsLoadTexts.list,
    pick: (data) => data.fees,
    staleTime: 0,
  });
}

/** The rebate rows (GET /api/Liquidaciones/BuscarRebatesDeLiquidacion). */
export function rebatesDeLiquidacionQueryOptions(ref: LiquidacionRef) {
  return apiQueryOptions({
    queryKey: settlementsKeys.part(ref, 'rebates'),
    request: (signal) =>
      api.GET('/api/Liquidaciones/BuscarRebatesDeLiquidacion', {
        params: { query: detailQuery(ref) },
        signal,
      }),
    fallback: settlementsLoadTexts.list,
    pick: (data) => data.rebates,
    staleTime: 0,
  });
}

/**
 * The stored tax detail (GET /api/Liquidaciones/CargasTributarias): one order's retentions
 * (idOrden) or the settlement's (idOrden null).
 */
export function cargasTributariasQueryOptions(idLiquidacion: number, idOrden: number | null) {
  return apiQueryOptions({
    queryKey: settlementsKeys.cargas(idLiquidacion, idOrden),
    request: (signal) =>
      api.GET('/api/Liquidaciones/CargasTributarias', {
        params: {
          query:
            idOrden === null
              ? { idLiquidacion, alcance: 'liquidacion' }
              : { idLiquidacion, alcance: 'orden', idOrden },
        },
        signal,
      }),
    fallback: settlementsLoadTexts.list,
    staleTime: 0,
  });
}

/** POST /api/Liquidaciones/CrearLiquidacionFinal: a draft (status 2). */
export async function crearLiquidacion(
  body: { idSeller: number; ordenes: number[]; novedades: number[] },
  fallback: string,
): Promise<LiquidacionCambiada> {
  return unwrap(
    await api.POST('/api/Liquidaciones/CrearLiquidacionFinal', {
      body: {
        Seller: body.idSeller,
        ordenesSeleccionadas: body.ordenes,
        novedadesSeleccionadas: body.novedades,
        idEstado: 2,
      },
    }),
    fallback,
  );
}

/** PUT /api/Liquidaciones/EditarLiquidacion: the orders and novedades the draft holds now. */
export async function editarLiquidacion(
  body: { idLiquidacion: number; ordenes: number[]; novedades: number[] },
  fallback: string,
): Promise<LiquidacionCambiada> {
  return unwrap(
    await api.PUT('/api/Liquidaciones/EditarLiquidacion', {
      body: {
        IdLiquidacion: body.idLiquidacion,
        CuerpoOrdenes: body.ordenes,
        CuerpoNovedad: body.novedades,
        IdEstado: 2,
      },
    }),
    fallback,
  );
}

/** POST /api/Liquidaciones/CalcularPercepcionRetencionesLiquidacion. */
export async function calcularLiquidacion(
  idLiquidacion: number,
  fallback: string,
): Promise<CalculoLiquidacion> {
  return unwrap(
    await api.POST('/api/Liquidaciones/CalcularPercepcionRetencionesLiquidacion', {
      body: { idLiquidacion },
    }),
    fallback,
  );
}

/** PUT /api/Liquidaciones/ConfirmarLiquidacion with the invoice. */
export async function confirmarLiquidacion(
  body: {
    idLiquidacion: number;
    numeroComprobante: string;
    idTipoComprobante: number | null;
    codigoSap: number | null;
  },
  fallback: string,
): Promise<LiquidacionCambiada> {
  return unwrap(
    await api.PUT('/api/Liquidaciones/ConfirmarLiquidacion', {
      body: {
        IdLiquidacion: body.idLiquidacion,
        NumeroComprobante: body.numeroComprobante,
        IdTipoComprobante: body.idTipoComprobante,
        codigoSAP: body.codigoSap,
      },
    }),
    fallback,
  );
}

/** PUT /api/Liquidaciones/EliminarLiquidacion ('Anulación Liquidación'). */
export async function eliminarLiquidacion(
  idLiquidacion: number,
  fallback: string,
): Promise<LiquidacionCambiada> {
  return unwrap(
    await api.PUT('/api/Liquidaciones/EliminarLiquidacion', {
      body: { IdLiquidacion: idLiquidacion },
    }),
    fallback,
  );
}

/** One page of a settlement's Historial (GET /api/Liquidaciones/Historial). */
export function historialLiquidacionQueryOptions(
  idLiquidacion: number,
  page: number,
  fallback: string,
) {
  return apiQueryOptions({
    queryKey: settlementsKeys.history(idLiquidacion, page),
    request: (signal) =>
      api.GET('/api/Liquidaciones/Historial', {
        params: { query: { idLiquidacion, NumeroPagina: page } },
        signal,
      }),
    fallback,
    staleTime: 0,
  });
}
