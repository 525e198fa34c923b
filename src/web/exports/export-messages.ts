// Texts of the exports screens. Quoted ones are the spec's (000 §8 'No se pudo descargar'); the
// others fill what the spec leaves "not shown" with a clear Spanish sentence.
export const exportMessages = {
  downloadFailed: 'No se pudo descargar',
  fileName: 'Publicaciones.xlsx',
  count: (shown: string, total: number) =>
    total === 1 ? '1 publicación con este filtro' : `${shown} publicaciones con este filtro`,
  downloaded: (cantidad: number) =>
    cantidad === 1
      ? 'Se descargó 1 publicación'
      : `Se descargaron ${String(cantidad)} publicaciones`,
} as const;
