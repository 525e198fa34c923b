// The facade of the listing workflow (machines/listing.ts) for the create/edit screen (000 §2.7,
// §4): the screen gets plain values and commands ({ canAprobar, aprobar, ... }) and never works
// out a permission itself. Whether a button is there comes from the machine at the stored
// estado (listingDecision, the same answer the server gives before it writes); whether it is
// enabled from the running machine (`snapshot.can`), so a button is disabled while a call is in
// flight. The calls themselves are given by the screen (they need the form's values).
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  listingDecision,
  listingMachine,
  listingRoles,
  sellerPauseVisibility,
  type EstadoPublicacion,
  type ListingCallInput,
  type ListingEvent,
} from '../../../machines/listing.ts';
import { runWorkflowEvent } from '../ui/run-workflow-event.ts';

/** The calls of the workflow; each throws (an ApiError with errores) when it fails. */
export interface WorkflowCalls {
  crear: () => Promise<void>;
  aprobar: () => Promise<void>;
  /** To en_revision with a review reason (the staff 'Pausar'). */
  desaprobar: (idMotivoRevision: number, observacionesRevision: string | null) => Promise<void>;
  /** PUT /api/Publicaciones {estado}: PUBLICAR (1), PAUSAR (2) and CAMBIAR_MOTIVO (4). */
  cambiarEstado: (
    estado: EstadoPublicacion,
    idMotivoRevision: number | null,
    observacionesRevision: string | null,
  ) => Promise<void>;
  eliminar: () => Promise<void>;
}

export type Visibility = 'oculto' | 'deshabilitado' | 'habilitado';

export interface ListingWorkflow {
  /** The stored estado (null in create mode). */
  estado: EstadoPublicacion | null;
  /** A call is in flight. */
  busy: boolean;
  canCrear: boolean;
  /** Staff 'Aprobar' (hidden when activo). */
  showAprobar: boolean;
  canAprobar: boolean;
  /** Staff 'Pausar': to en_revision with a reason (hidden when pausado or en_revision). */
  showPausarRevision: boolean;
  canPausarRevision: boolean;
  /** Seller 'Publicar' (only while pausado). */
  showPublicar: boolean;
  canPublicar: boolean;
  /** Seller 'Pausar' (000 §4: hidden when en_revision or pendiente, disabled when pausado). */
  pausar: Visibility;
  canPausar: boolean;
  /** Staff choose the review reason while en_revision (the select is enabled). */
  motivoEditable: boolean;
  canCambiarMotivo: boolean;
  canEliminar: boolean;
  /** Each command resolves true when its call succeeded (failures are shown as toasts). */
  crear: () => Promise<boolean>;
  aprobar: () => Promise<boolean>;
  pausarRevision: (
    idMotivoRevision: number,
    observacionesRevision: string | null,
  ) => Promise<boolean>;
  publicar: () => Promise<boolean>;
  pausarSeller: () => Promise<boolean>;
  cambiarMotivo: (
    idMotivoRevision: number,
    observacionesRevision: string | null,
  ) => Promise<boolean>;
  eliminar: () => Promise<boolean>;
}

/** The guards read only whether a reason is a number: any reason asks the same question. */
const ANY_REASON = 1;

export function useListingWorkflow({
  tipoUsuario,
  estado,
  calls,
}: {
  tipoUsuario: number;
  /** The stored estado the machine starts at (null: create mode). Read once. */
  estado: EstadoPublicacion | null;
  calls: WorkflowCalls;
}): ListingWorkflow {
  const callsRef = useRef(calls);
  useEffect(() => {
    callsRef.current = calls;
  }, [calls]);
  // The comment that goes with a review reason (not part of the machine's events).
  const comment = useRef<string | null>(null);

  const [machine] = useState(() =>
    listingMachine.provide({
      actors: {
        crear: fromPromise<void, ListingCallInput>(() => callsRef.current.crear()),
        aprobar: fromPromise<void, ListingCallInput>(() => callsRef.current.aprobar()),
        desaprobar: fromPromise<void, ListingCallInput>(({ input }) =>
          callsRef.current.desaprobar(input.idMotivoRevision ?? ANY_REASON, comment.current),
        ),
        cambiarEstado: fromPromise<void, ListingCallInput>(({ input }) =>
          callsRef.current.cambiarEstado(
            input.estadoDestino,
            input.idMotivoRevision,
            input.estadoDestino === 4 ? comment.current : null,
          ),
        ),
        eliminar: fromPromise<void, ListingCallInput>(() => callsRef.current.eliminar()),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { estado } });

  const view = useSelector(
    actor,
    (snapshot) => {
      const stored = snapshot.context.estado;
      const busy = snapshot.hasTag('busy');
      const ev = {
        crear: { type: 'CREAR', tipoUsuario },
        aprobar: { type: 'APROBAR', tipoUsuario },
        revision: { type: 'DESAPROBAR', tipoUsuario, idMotivoRevision: ANY_REASON },
        publicar: { type: 'PUBLICAR', tipoUsuario },
        pausar: { type: 'PAUSAR', tipoUsuario },
        motivo: { type: 'CAMBIAR_MOTIVO', tipoUsuario, idMotivoRevision: ANY_REASON },
        eliminar: { type: 'ELIMINAR', tipoUsuario },
      } as const satisfies Record<string, ListingEvent>;
      const allowed = (e: ListingEvent) => listingDecision(stored, e) === 'ok';
      return {
        estado: stored,
        busy,
        canCrear: snapshot.can(ev.crear),
        showAprobar: allowed(ev.aprobar),
        canAprobar: snapshot.can(ev.aprobar),
        showPausarRevision: allowed(ev.revision),
        canPausarRevision: snapshot.can(ev.revision),
        showPublicar: allowed(ev.publicar),
        canPublicar: snapshot.can(ev.publicar),
        pausar: listingRoles.PAUSAR.includes(tipoUsuario)
          ? sellerPauseVisibility(stored)
          : ('oculto' as const),
        canPausar: snapshot.can(ev.pausar),
        motivoEditable: allowed(ev.motivo),
        canCambiarMotivo: snapshot.can(ev.motivo),
        canEliminar: snapshot.can(ev.eliminar),
      };
    },
    (a, b) => (Object.keys(a) as (keyof typeof a)[]).every((k) => a[k] === b[k]),
  );

  /** Sends the event and waits until the machine leaves its busy state. */
  const run = (event: ListingEvent, reviewComment: string | null = null): Promise<boolean> => {
    if (!actor.getSnapshot().can(event)) return Promise.resolve(false);
    comment.current = reviewComment;
    return runWorkflowEvent(actor, event);
  };

  return {
    estado: view.estado,
    busy: view.busy,
    canCrear: view.canCrear,
    showAprobar: view.showAprobar,
    canAprobar: view.canAprobar,
    showPausarRevision: view.showPausarRevision,
    canPausarRevision: view.canPausarRevision,
    showPublicar: view.showPublicar,
    canPublicar: view.canPublicar,
    pausar: view.pausar,
    canPausar: view.canPausar,
    motivoEditable: view.motivoEditable,
    canCambiarMotivo: view.canCambiarMotivo,
    canEliminar: view.canEliminar,
    crear: () => run({ type: 'CREAR', tipoUsuario }),
    aprobar: () => run({ type: 'APROBAR', tipoUsuario }),
    pausarRevision: (idMotivoRevision, observacionesRevision) =>
      run({ type: 'DESAPROBAR', tipoUsuario, idMotivoRevision }, observacionesRevision),
    publicar: () => run({ type: 'PUBLICAR', tipoUsuario }),
    pausarSeller: () => run({ type: 'PAUSAR', tipoUsuario }),
    cambiarMotivo: (idMotivoRevision, observacionesRevision) =>
      run({ type: 'CAMBIAR_MOTIVO', tipoUsuario, idMotivoRevision }, observacionesRevision),
    eliminar: () => run({ type: 'ELIMINAR', tipoUsuario }),
  };
}
