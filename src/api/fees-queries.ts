// Query keys, options and calls of the fee screens (002 §2 'Fee logistics', §7 'Fees'):
// /Liquidaciones/ActualizacionMasiva and /Liquidaciones/NuevoFee. Every call throws ApiError with
// the server's errores, or with the caller's fallback text when the answer carries none (002 §8).
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { components, operations } from './schema';

export type FilaCostoFee = components['schemas']['FilaCostoFee'];
export type CeldaCostoFee = components['schemas']['CeldaCostoFee'];
export type EstructuraCostoFee = components['schemas']['EstructuraCostoFee'];
export type FeeCreado = components['schemas']['FeeCreado'];
export type CrearFeeBody = NonNullable<
  operations['crearFee']['requestBody']
>['content']['application/json'];
export type ActualizarFeeBody = NonNullable<
  operations['actualizarFee']['requestBody']
>['content']['application/json'];

/** 002 §8: a read whose answer carries no errores (fee load errors are warnings). */
export const feesLoadTexts = {
  list: 'No se pudo obtener la información',
} as const;

export const feesKeys = {
  all: ['fees'] as const,
  windows: () => [...feesKeys.all, 'vigencia'] as const,
  window: (vigencia: 0 | 1 | 2) => [...feesKeys.windows(), vigencia] as const,
  structure: () => [...feesKeys.all, 'estructura'] as const,
};

/** One window's rows (GET /api/Liquidaciones/DatosFeeLogisticoSellers); never served stale. */
export function datosFeeQueryOptions(vigencia: 0 | 1 | 2) {
  return apiQueryOptions({
    queryKey: feesKeys.window(vigencia),
    request: (signal) =>
      api.GET('/api/Liquidaciones/DatosFeeLogisticoSellers', {
        params: { query: { VigenciaFeeLogistico: vigencia } },
        signal,
      }),
    fallback: feesLoadTexts.list,
    pick: (data) => data.datosFeeLogisticoSellers,
    staleTime: 0,
  });
}

/** The grid's scales by zone (GET /api/Liquidaciones/EstructuraFee); never served stale. */
export function estructuraFeeQueryOptions() {
  return apiQueryOptions({
    queryKey: feesKeys.structure(),
    request: (signal) => api.GET('/api/Liquidaciones/EstructuraFee', { signal }),
    fallback: feesLoadTexts.list,
    pick: (data) => data.costosFee,
    staleTime: 0,
  });
}

/** POST /api/Liquidaciones/CrearFee. */
export async function crearFee(body: CrearFeeBody, fallback: string): Promise<FeeCreado> {
  return unwrap(await api.POST('/api/Liquidaciones/CrearFee', { body }), fallback).data;
}

/** PUT /api/Liquidaciones/ActualizacionFeeMarket: every cell or none. */
export async function actualizarFee(body: ActualizarFeeBody, fallback: string): Promise<string> {
  return unwrap(await api.PUT('/api/Liquidaciones/ActualizacionFeeMarket', { body }), fallback)
    .mensaje;
}
