// Query keys, options and calls of the supplier green-sale orders (001 §2.2, §7 'Green-sale
// orders'): the list, the supplier select, one order, the label with its downloaded mark and the
// receipt. Written after the pattern of query.ts; imported only by those screens' chunks.
import { api, unwrap } from './client.ts';
import { apiQueryOptions } from './query.ts';
import type { components } from './schema';

export type FiltroOrdenesVentaVerde = components['schemas']['FiltroOrdenesVentaVerde'];
export type OrdenVentaVerde = components['schemas']['OrdenVentaVerde'];
export type Proveedor = components['schemas']['Proveedor'];

export const supplierOrdersLoadTexts = {
  list: 'No se pudieron obtener las órdenes de proveedores.',
  order: 'No se pudo obtener la orden.',
  suppliers: 'No se pudieron obtener los proveedores.',
} as const;

export const supplierOrdersKeys = {
  all: ['supplier-orders'] as const,
  lists: () => [...supplierOrdersKeys.all, 'list'] as const,
  list: (filter: FiltroOrdenesVentaVerde) => [...supplierOrdersKeys.lists(), filter] as const,
  order: (idOrden: number) => [...supplierOrdersKeys.all, 'orden', idOrden] as const,
  suppliers: (text: string) => [...supplierOrdersKeys.all, 'proveedores', text] as const,
  history: (idOrden: number, page: number) =>
    [...supplierOrdersKeys.all, 'historial', idOrden, page] as const,
};

/** One page of a green-sale order's Historial (GET /api/Ordenes/VentaVerde/Historial). */
export function historialOrdenVentaVerdeQueryOptions(
  idOrden: number,
  page: number,
  fallback: string,
) {
  return apiQueryOptions({
    queryKey: supplierOrdersKeys.history(idOrden, page),
    request: (signal) =>
      api.GET('/api/Ordenes/VentaVerde/Historial', {
        params: { query: { IdVenta: idOrden, NumeroPagina: page } },
        signal,
      }),
    fallback,
    staleTime: 0,
  });
}

/** One page of green-sale orders (POST /api/Ordenes/VentasVerdes/Buscar). */
export function buscarOrdenesVentaVerdeQueryOptions(filter: FiltroOrdenesVentaVerde) {
  return apiQueryOptions({
    queryKey: supplierOrdersKeys.list(filter),
    request: (signal) => api.POST('/api/Ordenes/VentasVerdes/Buscar', { body: filter, signal }),
    fallback: supplierOrdersLoadTexts.list,
    staleTime: 0,
  });
}

/** One green-sale order with its tabs (GET /api/Ordenes/VentaVerde). */
export function ordenVentaVerdeQueryOptions(idOrden: number) {
  return apiQueryOptions({
    queryKey: supplierOrdersKeys.order(idOrden),
    request: (signal) =>
      api.GET('/api/Ordenes/VentaVerde', { params: { query: { IdVenta: idOrden } }, signal }),
    fallback: supplierOrdersLoadTexts.order,
    staleTime: 0,
  });
}

/** The supplier select: suppliers whose name holds the text. */
export async function buscarProveedores(text: string, signal: AbortSignal): Promise<Proveedor[]> {
  const result = await api.GET('/api/Proveedores/Buscar', {
    params: { query: { descripcion: text.trim().slice(0, 100) } },
    signal,
  });
  return unwrap(result, supplierOrdersLoadTexts.suppliers).elementos;
}

/** The label, base64 (GET /api/Ordenes/DescargarObleaVentaVerde). */
export async function descargarObleaVentaVerde(idOrden: number, fallback: string) {
  const result = await api.GET('/api/Ordenes/DescargarObleaVentaVerde', {
    params: { query: { IdVenta: idOrden } },
  });
  return unwrap(result, fallback).oblea;
}

/** Marks the label downloaded (POST /api/Ordenes/ObleaVentaVerde, 001 §4). */
export async function marcarObleaVentaVerde(idOrden: number, idUsuario: number, fallback: string) {
  const now = new Date().toISOString();
  const result = await api.POST('/api/Ordenes/ObleaVentaVerde', {
    body: {
      idUsuario,
      IdOrden: idOrden,
      FechaDescarga: now,
      Borrado: false,
      FechaActualizacion: now,
    },
  });
  return unwrap(result, fallback);
}

/** The receipt, base64 (GET /api/Ordenes/ObleaVentaVerde?comprobante=). */
export async function descargarComprobanteVentaVerde(comprobante: string, fallback: string) {
  const result = await api.GET('/api/Ordenes/ObleaVentaVerde', {
    params: { query: { comprobante } },
  });
  return unwrap(result, fallback).factura;
}
