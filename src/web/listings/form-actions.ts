// What the listing form's buttons do (000 §2.7, §4, §8): create ('Guardar' / 'Guardar y
// Crear'), save the fields and then apply the seller's marked change or the staff's review
// reason, delete, and the staff's immediate 'Aprobar' / 'Pausar'. The workflow calls go
// through the listing machine (form-workflow.ts); this hook gives them the form's values and
// keeps the listing as the server last answered it.
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import {
  cambiarEstadoPublicacion,
  crearPublicacion,
  editarPublicacion,
  eliminarPublicacion,
  listingFormKeys,
  type Publicacion,
} from '../../api/listing-form-queries.ts';
import {
  aprobarPublicacion,
  desaprobarPublicacion,
  listingsKeys,
} from '../../api/listings-queries.ts';
import { listingMessages } from '../../domain/texts/listings.ts';
import { listingCallFailures } from '../../../machines/listing.ts';
import { formFromPublicacion, toCampos, type ListingForm } from './form-state.ts';
import type { Revision, SellerChange } from './form-status-tab.tsx';
import { showCallError, showSuccess } from '../ui/toasts.ts';
import { useListingWorkflow, type ListingWorkflow, type WorkflowCalls } from './form-workflow.ts';

export interface FormActionsOptions {
  tipoUsuario: number;
  userId: number;
  idSeller: number;
  volverA: string;
  /** The listing loaded (null: create mode). */
  publicacion: Publicacion | null;
  form: ListingForm;
  setForm: Dispatch<SetStateAction<ListingForm>>;
  /** Client validation before anything is sent (000 §5); false when a field must be fixed. */
  validate: () => boolean;
  onCreatedAnother: () => void;
}

export interface FormActions {
  workflow: ListingWorkflow;
  /** The listing as the server last answered it (null until created). */
  stored: Publicacion | null;
  revision: Revision;
  setRevision: (revision: Revision) => void;
  sellerChange: SellerChange | null;
  setSellerChange: (change: SellerChange | null) => void;
  saving: boolean;
  create: (another: boolean) => Promise<void>;
  save: () => Promise<void>;
  remove: () => Promise<void>;
  aprobar: () => Promise<void>;
  pausarRevision: (idMotivo: number, observaciones: string | null) => Promise<boolean>;
  /** After a reorder saved by the images tab: its answer. */
  imagesReordered: (saved: Publicacion) => void;
  go: (path: string) => void;
}

const revisionOf = (p: Publicacion | null): Revision => ({
  idMotivoRevision: p?.idMotivoRevision ?? null,
  observacionesRevision: p?.observacionesRevision ?? '',
});

export function useListingFormActions({
  tipoUsuario,
  userId,
  idSeller,
  volverA,
  publicacion,
  form,
  setForm,
  validate,
  onCreatedAnother,
}: FormActionsOptions): FormActions {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<Publicacion | null>(publicacion);
  const [revision, setRevision] = useState<Revision>(() => revisionOf(publicacion));
  const [sellerChange, setSellerChange] = useState<SellerChange | null>(null);
  const [saving, setSaving] = useState(false);
  // The listing the create call answered (read once the workflow has left its busy state).
  const created = useRef<Publicacion | null>(null);

  /** The server's answer becomes the stored listing (and, after a save, the form). */
  const applySaved = (saved: Publicacion, resetForm: boolean) => {
    setStored(saved);
    setRevision(revisionOf(saved));
    queryClient.setQueryData(listingFormKeys.listing(saved.idPublicacion), saved);
    if (resetForm) setForm(formFromPublicacion(saved));
  };
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: listingsKeys.all });
  /** An in-app navigation: it asks first when changes are unsaved (the form's leave guard). */
  const go = (path: string) => router.history.push(path);
  /** After a create or a delete: nothing is left to lose, so nothing is asked. */
  const goAfterSaving = (path: string, state?: { volverA: string }) =>
    router.history.push(path, state, { ignoreBlocker: true });

  const id = stored?.idPublicacion ?? 0;
  const calls: WorkflowCalls = {
    crear: async () => {
      created.current = await crearPublicacion(
        { ...toCampos(form), idSeller, idUser: userId },
        listingCallFailures.crear,
      );
    },
    aprobar: async () =>
      applySaved(await aprobarPublicacion(id, listingCallFailures.aprobar), false),
    desaprobar: async (idMotivoRevision, observacionesRevision) =>
      applySaved(
        await desaprobarPublicacion(id, listingCallFailures.desaprobar, {
          idMotivoRevision,
          observacionesRevision,
        }),
        false,
      ),
    cambiarEstado: async (estado, idMotivoRevision, observacionesRevision) =>
      applySaved(
        await cambiarEstadoPublicacion(
          { idPublicacion: id, estado, idMotivoRevision, observacionesRevision },
          listingCallFailures.cambiarEstado,
        ),
        false,
      ),
    eliminar: () => eliminarPublicacion(id, listingCallFailures.eliminar),
  };
  const workflow = useListingWorkflow({
    tipoUsuario,
    estado: publicacion?.estado ?? null,
    calls,
  });

  const create = async (another: boolean) => {
    if (!validate()) return;
    setSaving(true);
    const ok = await workflow.crear();
    setSaving(false);
    const listing = created.current;
    if (!ok || listing === null) return;
    showSuccess(listingMessages.created);
    void refreshLists();
    if (another) onCreatedAnother();
    else {
      goAfterSaving(`/Publicaciones/Editar/${listing.idSeller}/${listing.idPublicacion}`, {
        volverA,
      });
    }
  };

  const save = async () => {
    if (stored === null || !validate()) return;
    setSaving(true);
    try {
      let saved: Publicacion;
      try {
        saved = await editarPublicacion(
          { ...toCampos(form), idPublicacion: stored.idPublicacion, idUser: userId },
          listingMessages.editFailed,
        );
      } catch (error) {
        showCallError(error, listingMessages.editFailed);
        return;
      }
      showSuccess(listingMessages.edited);
      applySaved(saved, true);
      // 000 §4: a seller's 'Publicar' / 'Pausar' is applied on save.
      if (sellerChange !== null) {
        const ok =
          sellerChange === 'PUBLICAR' ? await workflow.publicar() : await workflow.pausarSeller();
        if (ok) {
          setSellerChange(null);
          showSuccess(listingMessages.statusChanged);
        }
      }
      // The review reason chosen by staff while en_revision (PUT estado 4).
      const reasonChanged =
        revision.idMotivoRevision !== stored.idMotivoRevision ||
        revision.observacionesRevision !== (stored.observacionesRevision ?? '');
      if (workflow.motivoEditable && reasonChanged && revision.idMotivoRevision !== null) {
        const comment = revision.observacionesRevision.trim();
        if (
          await workflow.cambiarMotivo(revision.idMotivoRevision, comment === '' ? null : comment)
        ) {
          showSuccess(listingMessages.statusChanged);
        }
      }
    } finally {
      setSaving(false);
      void refreshLists();
    }
  };

  const remove = async () => {
    if (!(await workflow.eliminar())) return;
    showSuccess(listingMessages.deleted);
    queryClient.removeQueries({ queryKey: listingFormKeys.listing(id) });
    void refreshLists();
    goAfterSaving(volverA);
  };

  const aprobar = async () => {
    if (await workflow.aprobar()) {
      showSuccess(listingMessages.approved);
      setSellerChange(null);
      void refreshLists();
    }
  };

  const pausarRevision = async (idMotivo: number, observaciones: string | null) => {
    const ok = await workflow.pausarRevision(idMotivo, observaciones);
    if (ok) {
      showSuccess(listingMessages.disapproved);
      void refreshLists();
    }
    return ok;
  };

  const imagesReordered = (saved: Publicacion) => {
    setStored(saved);
    queryClient.setQueryData(listingFormKeys.listing(saved.idPublicacion), saved);
    setForm((f) => ({ ...f, imagenes: formFromPublicacion(saved).imagenes }));
  };

  return {
    workflow,
    stored,
    revision,
    setRevision,
    sellerChange,
    setSellerChange,
    saving: saving || workflow.busy,
    create,
    save,
    remove,
    aprobar,
    pausarRevision,
    imagesReordered,
    go,
  };
}
