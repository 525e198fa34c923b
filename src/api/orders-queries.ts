// Query keys, options and calls of the orders area (001 §2.1, §7 'Orders'): the list with its
// totals, one order, the reasons and acquirers catalogues, and the calls of the order machine
// and of the order screen. Written after the pattern of query.ts; imported only by the orders
// screens' chunks.
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { components, operations } from './schema';

export type ListaOrdenes = components['schemas']['ListaOrdenes'];
export type OrdenResumen = components['schemas']['OrdenResumen'];
export type Orden = components['schemas']['Orden'];
export type MotivoSolicitud = components['schemas']['MotivoSolicitud'];
export type MotivoRechazo = components['schemas']['MotivoRechazo'];
/** The query of GET /api/Ordenes (the filter, the page). */
export type BuscarOrdenesQuery = NonNullable<operations['buscarOrdenes']['parameters']['query']>;

/** Shown when an answer carries no errores of its own (001 §8 where it names one). */
export const ordersLoadTexts = {
  list: 'No se pudieron obtener las órdenes.',
  order: 'No se pudo obtener la orden.',
  motivos: 'No se encontraron motivos para solicitud de anulación',
  rechazos: 'No se pudieron obtener los motivos de rechazo.',
  estadoVenta: 'No se pudo obtener el estado interno',
} as const;

export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (query: BuscarOrdenesQuery) => [...ordersKeys.lists(), query] as const,
  orders: () => [...ordersKeys.all, 'orden'] as const,
  order: (idOrden: number) => [...ordersKeys.orders(), idOrden] as const,
  history: (idOrden: number, page: number) =>
    [...ordersKeys.order(idOrden), 'historial', page] as const,
  motivos: () => [...ordersKeys.all, 'motivos'] as const,
  rechazos: () => [...ordersKeys.all, 'rechazos'] as const,
};

/** One page of orders and the totals of the filter (GET /api/Ordenes). */
export function buscarOrdenesQueryOptions(query: BuscarOrdenesQuery) {
  return apiQueryOptions({
    queryKey: ordersKeys.list(query),
    request: (signal) => api.GET('/api/Ordenes', { params: { query }, signal }),
    fallback: ordersLoadTexts.list,
    staleTime: 0,
  });
}

/** One order with what the session may see (GET /api/Ordenes/Obtener). */
export function ordenQueryOptions(idOrden: number) {
  return apiQueryOptions({
    queryKey: ordersKeys.order(idOrden),
    request: (signal) =>
      api.GET('/api/Ordenes/Obtener', { params: { query: { IdOrden: idOrden } }, signal }),
    fallback: ordersLoadTexts.order,
    staleTime: 0,
  });
}

/** One page of the order's Historial (GET /api/Ordenes/Historial, issue 35). */
export function historialOrdenQueryOptions(idOrden: number, page: number, fallback: string) {
  return apiQueryOptions({
    queryKey: ordersKeys.history(idOrden, page),
    request: (signal) =>
      api.GET('/api/Ordenes/Historial', {
        params: { query: { IdOrden: idOrden, NumeroPagina: page } },
        signal,
      }),
    fallback,
    staleTime: 0,
  });
}

/** The reasons a cancellation is requested for. */
export function motivosSolicitudQueryOptions() {
  return apiQueryOptions({
    queryKey: ordersKeys.motivos(),
    request: (signal) => api.GET('/api/Tipos/MotivosSolicitudAnulacion', { signal }),
    fallback: ordersLoadTexts.motivos,
    pick: (d) => d.motivosSolicitudAnulacion,
    staleTime: 10 * 60_000,
  });
}

/** The reasons a cancellation request is rejected for. */
export function motivosRechazoQueryOptions() {
  return apiQueryOptions({
    queryKey: ordersKeys.rechazos(),
    request: (signal) => api.GET('/api/Tipos/MotivosRechazoAnulacion', { signal }),
    fallback: ordersLoadTexts.rechazos,
    pick: (d) => d.motivosRechazoAnulacion,
    staleTime: 10 * 60_000,
  });
}

// --- calls that change an order: the caller names the fallback (001 §8) -----------------------

export async function solicitarAnulacion(
  body: components['schemas']['SolicitudAnulacion'],
  fallback: string,
): Promise<Orden> {
  return unwrap(await api.POST('/api/Ordenes/SolicitudAnulacion', { body }), fallback);
}

export async function decidirAnulacion(
  body: components['schemas']['DecisionAnulacion'],
  fallback: string,
): Promise<Orden> {
  return unwrap(await api.POST('/api/Ordenes/AnulacionReversion', { body }), fallback);
}

export async function entregarOrden(idVenta: number, fallback: string): Promise<Orden> {
  return unwrap(await api.POST('/api/Ordenes/Entregada', { body: { idVenta } }), fallback);
}

export async function cambiarEstadoVenta(
  idVenta: number,
  anular: boolean,
  fallback: string,
): Promise<components['schemas']['EstadoVenta']> {
  const path = anular ? '/api/Ordenes/AnularEstadoVenta' : '/api/Ordenes/AprobarEstadoVenta';
  return unwrap(await api.POST(path, { body: { idVenta } }), fallback);
}

export async function actualizarUrlTracking(
  idVenta: number,
  urlTracking: string,
  fallback: string,
): Promise<void> {
  const result = await api.POST('/api/Ordenes/ActualizarUrlTracking', {
    body: { idVenta, urlTracking },
  });
  // 204: no body to read; a failure throws with its errores.
  if (!result.response.ok) unwrap(result, fallback);
}

export type IdEstadoComprobante = components['schemas']['IdEstadoComprobante'];

/** Saves the invoice (2) or the credit note (5) of an order: the PDF's bytes in base64. */
export async function guardarComprobante(
  body: components['schemas']['GuardarComprobante'],
  fallback: string,
): Promise<Orden> {
  return unwrap(await api.POST('/api/Ordenes/Comprobante', { body }), fallback);
}

export async function eliminarComprobante(
  idOrden: number,
  idEstado: IdEstadoComprobante,
  fallback: string,
): Promise<Orden> {
  return unwrap(
    await api.DELETE('/api/Ordenes/Comprobante', {
      params: { query: { IdOrden: idOrden, IdEstado: idEstado } },
    }),
    fallback,
  );
}

/** The stored invoice or credit note, as a PDF Blob. */
export async function descargarComprobante(
  idOrden: number,
  idEstado: IdEstadoComprobante,
  fallback: string,
): Promise<Blob> {
  const result = await api.GET('/api/Ordenes/Comprobante/Descargar', {
    params: { query: { IdOrden: idOrden, IdEstado: idEstado } },
    parseAs: 'blob',
  });
  return unwrap(result as { data?: Blob; error?: unknown; response: Response }, fallback);
}

/** The order's shipping label (GET /api/Obleas), as a PDF Blob. */
export async function descargarOblea(idOrden: number, fallback: string): Promise<Blob> {
  const result = await api.GET('/api/Obleas', {
    params: { query: { idOrden } },
    parseAs: 'blob',
  });
  return unwrap(result as { data?: Blob; error?: unknown; response: Response }, fallback);
}

/** The card acquirers of the add-payment modal. */
export function adquirientesQueryOptions() {
  return apiQueryOptions({
    queryKey: [...ordersKeys.all, 'adquirientes'] as const,
    request: (signal) => api.GET('/api/Tipos/Adquirientes', { signal }),
    fallback: 'No se pudieron obtener los adquirientes.',
    pick: (d) => d.tiposAdquirientes,
    staleTime: 10 * 60_000,
  });
}

/** 001 §7 'Plan search': the plan of platform 1 with this number, or null. */
export async function planPorNumero(
  numero: number,
  signal?: AbortSignal,
): Promise<components['schemas']['Plan'] | null> {
  const result = await api.GET('/api/Planes/Buscar', {
    params: { query: { Numero: numero, CantidadPagina: 10, NumeroPagina: 1, IdPlataforma: 1 } },
    signal,
  });
  return unwrap(result, 'No se pudo buscar el plan.').elementos[0] ?? null;
}

export async function agregarCuponPago(
  body: components['schemas']['NuevoCuponPago'],
  fallback: string,
): Promise<Orden> {
  return unwrap(await api.POST('/api/Ordenes/CuponPago', { body }), fallback);
}

export type ProductoNuevaOrden = components['schemas']['ProductoNuevaOrden'];
export type NuevaOrden = components['schemas']['NuevaOrden'];

/** The product of a market SKU for the add-product modal (GET /api/Ordenes/Producto). */
export async function productoNuevaOrden(
  skuMarket: string,
  idSeller: number | null,
  fallback: string,
  signal?: AbortSignal,
): Promise<ProductoNuevaOrden> {
  return unwrap(
    await api.GET('/api/Ordenes/Producto', {
      params: {
        query: { SkuMarket: skuMarket, ...(idSeller === null ? {} : { IdSeller: idSeller }) },
      },
      signal,
    }),
    fallback,
  );
}

/** A phone order (POST /api/Ordenes). */
export async function crearOrden(body: NuevaOrden, fallback: string): Promise<Orden> {
  return unwrap(await api.POST('/api/Ordenes', { body }), fallback);
}
