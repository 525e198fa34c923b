// The calls of the bulk listing screens (000 §2.8, §7 'Listings'): the template and the brands
// and categories lists, the mass creation (read the file, then create), the prices-and-stock
// update by SKU seller (sellers) or by marketplace SKU (staff), and the type-and-shipping update.
// Uploads report their progress: the file goes through XMLHttpRequest (fetch has no upload
// progress), behind the same client, so the bearer token and the 401 handling are the client's.
import { api, unwrap } from './client.ts';
import type { components, operations } from './schema';

export type ArchivoExcel = components['schemas']['ArchivoExcel'];
export type FilaError = components['schemas']['FilaError'];
export type ResultadoMasivo = components['schemas']['ResultadoMasivo'];
export type MasivaBulk = components['schemas']['MasivaBulk'];
export type FilaPrecioStock = components['schemas']['FilaPrecioStock'];
export type TipoPlantilla = NonNullable<
  operations['plantillaPublicaciones']['parameters']['query']
>['Tipo'];
export type LecturaCreacionMasiva =
  operations['leerCreacionMasiva']['responses'][200]['content']['application/json'];
export type ResultadoCreacionMasiva =
  operations['creacionMasiva']['responses'][200]['content']['application/json'];
export type LecturaPreciosStock =
  operations['leerPublicacionesExcel']['responses'][200]['content']['application/json'];
export type LecturaPorCodigo =
  operations['leerPublicacionesExcelPorCodigo']['responses'][200]['content']['application/json'];
export type ResultadoTipoYEnvio =
  operations['actualizacionMasivaTipoYEnvio']['responses'][200]['content']['application/json'];
export type FilaPorCodigo = LecturaPorCodigo['listaElementos'][number];

/** The import options of the prices-and-stock card (000 §2.8): what the file may change. */
export interface OpcionesImportacion {
  ch_stock: boolean;
  ch_precioLista: boolean;
  ch_precioPromocional: boolean;
}

/**
 * Where an upload is: bytes sent (`fraction` 0..1, null when the size is unknown), then the
 * server is working on it (`sent`).
 */
export type UploadListener = (
  event:
    | { phase: 'sending'; fraction: number | null }
    | {
        phase: 'sent';
      },
) => void;

/**
 * A fetch for openapi-fetch that sends the request with XMLHttpRequest and reports the upload's
 * progress. The request arrives with the client's headers (the bearer token) already set, and
 * the answer goes back through the client's middleware (a 401 ends the session). 000 §9: an
 * Excel upload has no timeout.
 */
export function progressFetch(onProgress: UploadListener): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = request.body === null ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (e) => {
        const total = e.lengthComputable ? e.total : (body?.size ?? 0);
        onProgress({
          phase: 'sending',
          fraction: total > 0 ? Math.min(1, e.loaded / total) : null,
        });
      };
      xhr.upload.onload = () => onProgress({ phase: 'sent' });
      xhr.onload = () => {
        const status = xhr.status;
        const empty = status === 204 || status === 304;
        resolve(
          new Response(empty ? null : (xhr.response as Blob), {
            status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('No se pudo conectar con el servidor.'));
      xhr.onabort = () => reject(new DOMException('La carga se canceló.', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** A file's bytes in base64, as the JSON uploads carry them (000 §7 'file (base64 xlsx)'). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and arguments are limited.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

// ---------------------------------------------------------------------------------------------
// Downloads.

/** GET /api/Publicaciones/Plantilla: the xlsx template of a bulk screen. */
export async function descargarPlantilla(
  Tipo: TipoPlantilla,
  idSeller: number | null,
  fallback: string,
): Promise<ArchivoExcel> {
  return unwrap(
    await api.GET('/api/Publicaciones/Plantilla', {
      params: { query: idSeller === null ? { Tipo } : { Tipo, IdSeller: idSeller } },
    }),
    fallback,
  );
}

/** GET /api/Exportables/ExportarMarcas: the brands a file may name. */
export async function exportarMarcas(fallback: string): Promise<ArchivoExcel> {
  return unwrap(await api.GET('/api/Exportables/ExportarMarcas'), fallback);
}

/** GET /api/Exportables/ExportarCategorias: the categories a file may name. */
export async function exportarCategorias(fallback: string): Promise<ArchivoExcel> {
  return unwrap(await api.GET('/api/Exportables/ExportarCategorias'), fallback);
}

/** GET /api/Exportables/ExportarTiposPublicacion: the listing types a file may name. */
export async function exportarTiposPublicacion(fallback: string): Promise<ArchivoExcel> {
  return unwrap(await api.GET('/api/Exportables/ExportarTiposPublicacion'), fallback);
}

// ---------------------------------------------------------------------------------------------
// Mass creation (000 §2.8): the file is read first, then 'Crear Publicaciones' sends its rows.

export async function leerCreacionMasiva(
  file: File,
  fallback: string,
  onProgress: UploadListener,
): Promise<LecturaCreacionMasiva> {
  const base64 = await fileToBase64(file);
  return unwrap(
    await api.POST('/api/Publicaciones/CreacionMasiva/Archivo', {
      body: { file: base64, filename: file.name },
      fetch: progressFetch(onProgress),
    }),
    fallback,
  );
}

export async function creacionMasiva(
  masivaBulks: MasivaBulk[],
  idUser: number,
  nombreArchivo: string,
  fallback: string,
): Promise<ResultadoCreacionMasiva> {
  return unwrap(
    await api.POST('/api/Publicaciones/CreacionMasiva', {
      body: { masivaBulks, idUser, nombreArchivo },
    }),
    fallback,
  );
}

// ---------------------------------------------------------------------------------------------
// Prices and stock (000 §7): multipart to /PublicacionesExcel* (no /api prefix), then the PUT.

function excelForm(file: File, opciones: OpcionesImportacion, idSeller?: number): FormData {
  const form = new FormData();
  form.append('filename', file.name);
  if (idSeller !== undefined) form.append('idSeller', String(idSeller));
  form.append('ch_stock', String(opciones.ch_stock));
  form.append('ch_precioLista', String(opciones.ch_precioLista));
  form.append('ch_precioPromocional', String(opciones.ch_precioPromocional));
  // The file last: a server reading the stream has the fields before the bytes.
  form.append('filedata', file, file.name);
  return form;
}

// openapi-fetch would JSON-encode the body: FormData goes as it is (the browser sets the
// multipart boundary).
const asFormData = (body: unknown) => body as FormData;

export async function leerPublicacionesExcel(
  file: File,
  idSeller: number,
  opciones: OpcionesImportacion,
  fallback: string,
  onProgress: UploadListener,
): Promise<LecturaPreciosStock> {
  return unwrap(
    await api.POST('/PublicacionesExcel', {
      body: excelForm(file, opciones, idSeller) as never,
      bodySerializer: asFormData,
      fetch: progressFetch(onProgress),
    }),
    fallback,
  );
}

export async function actualizacionMasiva(
  listaAtributos: FilaPrecioStock[],
  opciones: OpcionesImportacion,
  nombreArchivo: string,
  fallback: string,
): Promise<ResultadoMasivo> {
  return unwrap(
    await api.PUT('/api/Publicaciones/ActualizacionMasiva', {
      body: { listaAtributos, ...opciones, nombreArchivo },
    }),
    fallback,
  );
}

export async function leerPublicacionesExcelPorCodigo(
  file: File,
  opciones: OpcionesImportacion,
  fallback: string,
  onProgress: UploadListener,
): Promise<LecturaPorCodigo> {
  return unwrap(
    await api.POST('/PublicacionesExcelPorCodigo', {
      body: excelForm(file, opciones) as never,
      bodySerializer: asFormData,
      fetch: progressFetch(onProgress),
    }),
    fallback,
  );
}

export async function actualizacionMasivaPorCodigo(
  listaElementos: FilaPorCodigo[],
  opciones: OpcionesImportacion,
  nombreArchivo: string,
  fallback: string,
): Promise<ResultadoMasivo> {
  return unwrap(
    await api.PUT('/api/Publicaciones/ActualizacionMasivaPorCodigo', {
      body: { listaElementos, ...opciones, nombreArchivo },
    }),
    fallback,
  );
}

// ---------------------------------------------------------------------------------------------
// Type and shipping (000 §7: the file in base64, read and applied by one call).

export async function actualizacionMasivaTipoYEnvio(
  file: File,
  fallback: string,
  onProgress: UploadListener,
): Promise<ResultadoTipoYEnvio> {
  const base64 = await fileToBase64(file);
  return unwrap(
    await api.PUT('/api/Publicaciones/ActualizacionMasivaTipoYEnvio', {
      body: { file: base64, filename: file.name },
      fetch: progressFetch(onProgress),
    }),
    fallback,
  );
}
