// Whether the listing form holds changes not saved (issue 11: leaving asks first). The form is
// compared with what it started from (the stored listing, or an empty form): the catalogue
// choices by their code, the images by what they are, every other field as typed. A review
// reason chosen by staff and a seller's marked 'Publicar' / 'Pausar' are saved with 'Guardar'
// too, so they count.
import type { Publicacion } from '../../api/listing-form-queries.ts';
import { emptyForm, formFromPublicacion, type ListingForm } from './form-state.ts';
import type { Revision, SellerChange } from './form-status-tab.tsx';

const comparable = (form: ListingForm) => ({
  ...form,
  categoria: form.categoria?.codigo ?? null,
  marca: form.marca?.codigo ?? null,
  imagenes: form.imagenes.map((i) => [i.idImagen, i.urlImagen]),
});

/** The form differs from `baseline` in something the person changed. */
export function formChanged(form: ListingForm, baseline: ListingForm): boolean {
  return JSON.stringify(comparable(form)) !== JSON.stringify(comparable(baseline));
}

/** Unsaved changes on the listing form of `stored` (null: create mode). */
export function hasUnsavedChanges(state: {
  form: ListingForm;
  stored: Publicacion | null;
  revision: Revision;
  sellerChange: SellerChange | null;
}): boolean {
  const { form, stored, revision, sellerChange } = state;
  if (sellerChange !== null) return true;
  if (stored === null) return formChanged(form, emptyForm());
  const reasonChanged =
    revision.idMotivoRevision !== stored.idMotivoRevision ||
    revision.observacionesRevision !== (stored.observacionesRevision ?? '');
  return reasonChanged || formChanged(form, formFromPublicacion(stored));
}
