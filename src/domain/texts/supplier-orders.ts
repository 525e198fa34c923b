// The supplier green-sale orders' texts (001 §2.2, §4 'Oblea', §8 'Green-sale orders'): quoted
// texts are the spec's, character for character; the others fill what it leaves "not shown".

export const supplierOrderMessages = {
  // 001 §2.2, quoted.
  descargarOblea: 'Descargar Oblea',
  volverADescargarOblea: 'Volver a Descargar Oblea',
  descargarComprobante: 'Descargar Comprobante',
  // 001 §8, quoted: fallbacks and successes.
  obleaFallida: 'No pudo descargarse la oblea',
  estadoObleaFallido: 'El estado de la oblea no pudo ser actualizado',
  descargaFallida: 'Descarga fallida',
  descargaRealizada: 'Descarga realizada',
  estadoActualizado: 'Estado actualizado',
  // The server's answers and the screen's own texts (not shown in the spec).
  comprobanteNotFound: 'El comprobante no existe.',
  empty: 'No se encontraron órdenes de proveedores',
  proveedorPlaceholder: 'Buscar proveedor',
} as const;

/** The files' names as 001 §7 saves them. */
export const supplierFiles = { oblea: 'Oblea.pdf', factura: 'Factura.pdf' } as const;
