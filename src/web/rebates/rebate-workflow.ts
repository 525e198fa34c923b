// The facade of the rebate negotiation (machines/rebate.ts) for the rebate card of a listing
// (000 §2.9, §4; 001 §4): the card gets plain values and commands ({ canAprobar, aprobar, ... })
// and never works out a permission itself. Whether a button is there comes from the machine at
// the stored state (rebateDecision, the same answer the server gives before it writes);
// whether it is enabled from the running machine (`snapshot.can`), so a button is disabled
// while a call is in flight (and 'Modificar' at Activo, 000 §4). The calls are given by the
// card (they need its values); success shows the spec's text (000 §8, 001 §8), failure each
// message of the answer's errores, else the machine's fallback.
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  cardVisibleForSellerAdmin,
  rebateButtons,
  rebateDecision,
  rebateMachine,
  rebateRefusal,
  rebateRoles,
  type IdEstadoRebate,
  type RebateCallInput,
  type RebateUserEvent,
} from '../../../machines/rebate.ts';
import { TipoUsuario } from '../../domain/roles.ts';
import { rebateSuccessMessages } from '../../domain/rebate-rules.ts';
import { runWorkflowEvent } from '../ui/run-workflow-event.ts';

/** The calls of the workflow; each throws (an ApiError with errores) when it fails. */
export interface RebateCalls {
  enviar: () => Promise<void>;
  modificar: () => Promise<void>;
  eliminar: () => Promise<void>;
  /** APROBAR (2 or 3), RECHAZAR and DAR_DE_BAJA (6): the state the call leads to. */
  cambiarEstado: (idEstadoDestino: IdEstadoRebate) => Promise<void>;
}

export interface RebateWorkflow {
  /** The state the machine is in (null: the listing has no live rebate). */
  estado: IdEstadoRebate | null;
  /** A call is in flight. */
  busy: boolean;
  /** 000 §2.9: whether the card is shown at all (seller admin: only at 2 and 3). */
  visible: boolean;
  /** The fields may be typed: the user may send or modify the rebate here. */
  editable: boolean;
  /** 000 §2.9: the units are disabled for the seller admin. */
  unidadesDisabled: boolean;
  showEnviar: boolean;
  canEnviar: boolean;
  /** Category's 'Modificar': shown on a live rebate, disabled at Activo (000 §4). */
  showModificar: boolean;
  canModificar: boolean;
  showEliminar: boolean;
  canEliminar: boolean;
  /** Admin 'Aprobar', seller admin 'Aceptar'. */
  showAprobar: boolean;
  canAprobar: boolean;
  /** Why 'Aprobar' is disabled at the stored rebate (the machine's reason), else null. */
  aprobarRefusal: string | null;
  aprobarLabel: (typeof rebateButtons)['aprobar' | 'aceptar'];
  showRechazar: boolean;
  canRechazar: boolean;
  showDarDeBaja: boolean;
  canDarDeBaja: boolean;
  /** Each command resolves true when its call succeeded (the toasts are shown here). */
  enviar: () => Promise<boolean>;
  modificar: () => Promise<boolean>;
  eliminar: () => Promise<boolean>;
  aprobar: () => Promise<boolean>;
  rechazar: () => Promise<boolean>;
  darDeBaja: () => Promise<boolean>;
}

/** Whether the card is shown to this user at this stored state (000 §2.9, §6). */
export function rebateCardVisible(tipoUsuario: number, estado: IdEstadoRebate | null): boolean {
  const acts = Object.values(rebateRoles).some((roles) => roles.includes(tipoUsuario));
  if (!acts) return false;
  return tipoUsuario !== TipoUsuario.sellerAdmin || cardVisibleForSellerAdmin(estado);
}

/** Whether this user reads rebates at all (the roles that act in the machine). */
export function readsRebates(tipoUsuario: number): boolean {
  return Object.values(rebateRoles).some((roles) => roles.includes(tipoUsuario));
}

export function useRebateWorkflow({
  tipoUsuario,
  estado,
  vencido = false,
  calls,
  onSettled,
  successMessages = rebateSuccessMessages,
}: {
  tipoUsuario: number;
  /** The stored state the machine starts at (null: no live rebate). Read once. */
  estado: IdEstadoRebate | null;
  /** The stored rebate's validity has passed (the machine's `vigente` guard). Read once. */
  vencido?: boolean;
  calls: RebateCalls;
  /** After every call, whatever its answer (the card reads the rebate again). */
  onSettled?: () => void;
  /** What each event's success says (001 §8 names other texts for 'Gestión de Rebates'). */
  successMessages?: Record<RebateUserEvent['type'], string>;
}): RebateWorkflow {
  const callsRef = useRef(calls);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    callsRef.current = calls;
    settledRef.current = onSettled;
  }, [calls, onSettled]);

  const [machine] = useState(() =>
    rebateMachine.provide({
      actors: {
        enviar: fromPromise<void, RebateCallInput>(() => callsRef.current.enviar()),
        modificar: fromPromise<void, RebateCallInput>(() => callsRef.current.modificar()),
        eliminar: fromPromise<void, RebateCallInput>(() => callsRef.current.eliminar()),
        cambiarEstado: fromPromise<void, RebateCallInput>(({ input }) =>
          callsRef.current.cambiarEstado(input.idEstadoDestino),
        ),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { idEstadoRebate: estado, vencido } });

  const view = useSelector(
    actor,
    (snapshot) => {
      const stored = snapshot.context.idEstadoRebate;
      const ev = {
        enviar: { type: 'ENVIAR', tipoUsuario },
        modificar: { type: 'MODIFICAR', tipoUsuario },
        eliminar: { type: 'ELIMINAR', tipoUsuario },
        aprobar: { type: 'APROBAR', tipoUsuario },
        rechazar: { type: 'RECHAZAR', tipoUsuario },
        baja: { type: 'DAR_DE_BAJA', tipoUsuario },
      } as const satisfies Record<string, RebateUserEvent>;
      // A button is there when the role may send the event at the stored state; a guard on what
      // else is stored (a passed validity) disables it with the machine's reason instead.
      const allowed = (e: RebateUserEvent) => rebateDecision(stored, e) === 'ok';
      const live = stored === 1 || stored === 2 || stored === 3;
      const showEnviar = allowed(ev.enviar);
      return {
        estado: stored,
        busy: snapshot.hasTag('busy'),
        visible: rebateCardVisible(tipoUsuario, stored),
        editable: showEnviar || allowed(ev.modificar),
        showEnviar,
        canEnviar: snapshot.can(ev.enviar),
        showModificar: live && rebateRoles.MODIFICAR.includes(tipoUsuario),
        canModificar: snapshot.can(ev.modificar),
        showEliminar: allowed(ev.eliminar),
        canEliminar: snapshot.can(ev.eliminar),
        showAprobar: allowed(ev.aprobar),
        canAprobar: snapshot.can(ev.aprobar),
        aprobarRefusal: rebateRefusal(
          { idEstadoRebate: stored, vencido: snapshot.context.vencido },
          ev.aprobar,
        ),
        showRechazar: allowed(ev.rechazar),
        canRechazar: snapshot.can(ev.rechazar),
        showDarDeBaja: allowed(ev.baja),
        canDarDeBaja: snapshot.can(ev.baja),
      };
    },
    (a, b) => (Object.keys(a) as (keyof typeof a)[]).every((k) => a[k] === b[k]),
  );

  /** Sends the event and waits until the machine leaves its busy state. */
  const run = (event: RebateUserEvent): Promise<boolean> =>
    runWorkflowEvent(actor, event, {
      success: successMessages[event.type],
      onSettled: () => settledRef.current?.(),
    });

  return {
    ...view,
    unidadesDisabled: tipoUsuario === TipoUsuario.sellerAdmin,
    aprobarLabel:
      tipoUsuario === TipoUsuario.sellerAdmin ? rebateButtons.aceptar : rebateButtons.aprobar,
    enviar: () => run({ type: 'ENVIAR', tipoUsuario }),
    modificar: () => run({ type: 'MODIFICAR', tipoUsuario }),
    eliminar: () => run({ type: 'ELIMINAR', tipoUsuario }),
    aprobar: () => run({ type: 'APROBAR', tipoUsuario }),
    rechazar: () => run({ type: 'RECHAZAR', tipoUsuario }),
    darDeBaja: () => run({ type: 'DAR_DE_BAJA', tipoUsuario }),
  };
}
