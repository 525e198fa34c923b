// The listings area's texts (000 §2.6, §2.7, §4, §5, §8): one table for the list, the form,
// the server's answers and the bulk files. Quoted texts are the spec's, character for character;
// the others fill what the spec leaves "not shown" with a clear Spanish sentence. A new area
// keeps its texts the same way, in src/domain/texts/<area>.ts.

export const listingMessages = {
  // The server's answers (not shown in the spec).
  reviewReasonNotFound: 'El motivo de revisión seleccionado no existe.',
  invalidRequestedState: 'El estado pedido no es válido para la publicación.',
  ownLogisticsStaffOnly: 'Solo categoría y administrador pueden indicar logística propia.',
  adminMayNotEditPrices: 'El administrador no puede modificar precios ni tipo de publicación.',
  ownLogisticsChangeStaffOnly:
    'Solo categoría y administrador pueden modificar la logística propia.',
  sellerWithoutOwnShipping: 'El seller no tiene envío propio.',
  listingRepeated: 'Una publicación figura más de una vez.',
  noImageReceived: 'No se recibió ninguna imagen.',
  imageNotFound: 'La imagen no existe.',
  // 000 §5, quoted.
  promoNotLower: 'El precio promocional no puede ser igual o mayor al precio de lista',
  dimensionRowEmpty: 'Debe llenar al menos un valor en la última fila antes de agregar otra.',
  wrongFile: 'Archivo incorrecto',
  imageTooBig: 'Tamaño de imagen superior a 500kb',
  imageMustBeSmaller: 'Tamaño de imagen debe ser menor a 500kb',
  reorderUnsaved:
    'No se puede reordenar imagenes que no se hayan guardado aún en el sistema. Se recomienda cargarlas en el orden que se quieren mostrar',
  confirmDelete: '¿Desea eliminar esta publicación?',
  // 000 §8, quoted.
  approved: 'Publicación aprobada',
  disapproved: 'Publicación desaprobada',
  statusChanged: 'Se modificó el estado correctamente',
  created: 'Publicación creada',
  edited: 'Publicación Editada',
  deleted: 'Publicación eliminada',
  bulkStatusChanged: 'Estado editado',
  imagesEdited: 'Imágenes editadas',
  approveFailed: 'No pudo aprobarse',
  disapproveFailed: 'No pudo desaprobarse',
  statusFailed: 'No pudo modificarse el estado',
  createFailed: 'No pudo crearse la publicación.',
  editFailed: 'No pudo editarse la Publicación',
  deleteFailed: 'No pudo eliminarse',
  brandFailed: 'No se puede obtener la marca',
  imageUrlError: 'Error en la URL de la imagen',
  // Not shown in the spec: our wording.
  notFound: 'La publicación no existe.',
  eliminated: 'La publicación está eliminada.',
  titleRequired: 'Ingrese el nombre de la publicación.',
  titleTooLong: 'El nombre no puede superar los 200 caracteres.',
  eanTooLong: 'El EAN no puede superar los 50 caracteres.',
  eanInvalid: 'El EAN debe tener 8, 12, 13 o 14 dígitos y un dígito verificador válido.',
  skuSellerTooLong: 'El SKU seller no puede superar los 30 caracteres.',
  stockRange: 'El stock debe ser un número entero entre 0 y 9999.',
  listPriceRequired: 'Ingrese el precio de lista.',
  listPricePositive: 'El precio de lista debe ser mayor a cero.',
  priceFormat: 'Ingrese el precio con el formato 1.234,56.',
  priceRange: 'El precio no puede superar $ 999.999.999.999,99.',
  categoryRequired: 'Seleccione una categoría.',
  brandRequired: 'Seleccione una marca.',
  vatRequired: 'Seleccione la alícuota de IVA.',
  internalTaxRange:
    'La alícuota de impuesto interno debe estar entre 0 y 100, con hasta 2 decimales.',
  typeRequired: 'Seleccione el tipo de publicación.',
  deliveryHome: 'La publicación se entrega siempre a domicilio.',
  dimensionFormat: 'Cada medida admite hasta 3 dígitos y 1 decimal.',
  tooManyDimensions: 'No se pueden cargar más de 20 filas de medidas.',
  warrantyMonths: 'La garantía de fábrica debe ser de 0, 1, 3, 6, 12, 18, 24, 36, 60 o 120 meses.',
  imagesRequired: 'Cargue al menos una imagen.',
  tooManyImages: 'No se pueden cargar más de 6 imágenes.',
  imagePositions: 'Las posiciones de las imágenes deben ser 1, 2, 3... sin repetirse.',
  youtubeLink: 'El link de YouTube debe ser una dirección de youtube.com o youtu.be.',
  observacionTooLong: 'La observación no puede superar los 500 caracteres.',
  descriptionTooLong: 'La descripción ampliada es demasiado larga.',
  reviewReasonRequired: 'Seleccione el motivo de revisión.',
  reviewCommentTooLong: 'El comentario de revisión no puede superar los 500 caracteres.',
  /** A seller naming another seller's listing (000 §6; the server's 403). */
  notYours: 'La publicación no pertenece a su seller.',
  /** The form's 'Guardar' with fields marked wrong. */
  fixFields: 'Revise los datos marcados antes de guardar.',
  /** A failed reorder of the images whose answer carries no errores. */
  reorderFailed: 'No se pudieron editar las imágenes.',
  /** The description's link dialog with an address that is not http, https or mailto. */
  linkInvalid: 'Ingrese una dirección http, https o mailto.',
  // 000 §2.6 (/Publicaciones), quoted.
  noResults: 'NO SE ENCONTRARON RESULTADOS',
} as const;

/**
 * What the counters of /Publicaciones count (GET /api/Publicaciones/Encabezados): every listing
 * of the scope, whatever the other filters say. The scope is the session's seller for sellers;
 * for staff, the seller chosen in the applied filter, or every seller.
 */
export function countersCaption(scope: { staff: boolean; sellerName: string | null }): string {
  if (!scope.staff) return 'Totales de todas sus publicaciones, sin aplicar los filtros.';
  if (scope.sellerName !== null) {
    return `Totales de todas las publicaciones de ${scope.sellerName}; solo se aplica el filtro Seller.`;
  }
  return 'Totales de todas las publicaciones de todos los sellers, sin aplicar los filtros.';
}
