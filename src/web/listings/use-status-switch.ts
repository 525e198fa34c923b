// 000 §2.6, §4: the staff's activate/pause switch of a listing card, driven by the listing
// machine (machines/listing.ts): activo -> pausado through DESAPROBAR without a reason,
// pausado / pendiente_activacion / en_revision -> activo through APROBAR. The card gets plain
// values; whether the switch is there and whether it may be moved is the machine's answer.
// Optimistic (000 §4): while the call is in flight the switch shows where it is going, and it
// goes back when the call fails, with each message of errores (000 §8).
import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { aprobarPublicacion, desaprobarPublicacion } from '../../api/listings-queries.ts';
import { listingMessages } from '../../domain/texts/listings.ts';
import {
  listingCallFailures,
  listingMachine,
  listingRoles,
  type EstadoPublicacion,
  type ListingCallInput,
} from '../../../machines/listing.ts';
import { showErrors, showSuccess } from '../ui/toasts.ts';

export interface StatusSwitch {
  /** Whether the user has the switch at all (000 §2.6: staff; others see the label). */
  shown: boolean;
  /** On: activo. While a call is in flight, the estado it leads to. */
  checked: boolean;
  /** The machine takes the event the switch would send now. */
  enabled: boolean;
  /** A call is in flight (the machine's 'busy' tag). */
  busy: boolean;
  /** The estado to show (the target while busy, so the label moves with the switch). */
  estado: EstadoPublicacion;
  toggle: () => void;
}

export interface StatusSwitchOptions {
  idPublicacion: number;
  /** The stored estado, as the list answered it. */
  estado: EstadoPublicacion;
  tipoUsuario: number;
  /** Called after a successful change (the list and its counters are read again). */
  onChanged: () => void;
}

export function useStatusSwitch({
  idPublicacion,
  estado,
  tipoUsuario,
  onChanged,
}: StatusSwitchOptions): StatusSwitch {
  const machine = useMemo(
    () =>
      listingMachine.provide({
        actors: {
          aprobar: fromPromise<void, ListingCallInput>(async () => {
            await aprobarPublicacion(idPublicacion, listingCallFailures.aprobar);
          }),
          desaprobar: fromPromise<void, ListingCallInput>(async () => {
            await desaprobarPublicacion(idPublicacion, listingCallFailures.desaprobar);
          }),
        },
      }),
    [idPublicacion],
  );
  const actor = useActorRef(machine, { input: { estado } });

  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  }, [onChanged]);

  // The outcome of each call: leaving a busy state with messages is a failure (the machine has
  // gone back to the stored estado), without them a success.
  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      const before = previous;
      previous = snapshot;
      if (!before.hasTag('busy') || snapshot.hasTag('busy')) return;
      if (snapshot.context.errores.length > 0) {
        showErrors(snapshot.context.errores);
        return;
      }
      const approved = 'aprobar' in before.children;
      showSuccess(approved ? listingMessages.approved : listingMessages.disapproved);
      changed.current();
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const view = useSelector(
    actor,
    (snapshot) => {
      const stored = snapshot.context.estado ?? estado;
      const busy = snapshot.hasTag('busy');
      const going: EstadoPublicacion | null =
        'aprobar' in snapshot.children ? 1 : 'desaprobar' in snapshot.children ? 2 : null;
      const shownEstado = busy && going !== null ? going : stored;
      const event =
        stored === 1
          ? ({ type: 'DESAPROBAR', tipoUsuario } as const)
          : ({ type: 'APROBAR', tipoUsuario } as const);
      return {
        busy,
        estado: shownEstado,
        checked: shownEstado === 1,
        enabled: !busy && snapshot.can(event),
        eventType: event.type,
      };
    },
    (a, b) =>
      a.busy === b.busy &&
      a.estado === b.estado &&
      a.checked === b.checked &&
      a.enabled === b.enabled &&
      a.eventType === b.eventType,
  );

  const shown =
    listingRoles.APROBAR.includes(tipoUsuario) && listingRoles.DESAPROBAR.includes(tipoUsuario);

  return {
    shown,
    checked: view.checked,
    enabled: shown && view.enabled,
    busy: view.busy,
    estado: view.estado,
    toggle: () => {
      if (!view.enabled) return;
      actor.send({ type: view.eventType, tipoUsuario });
    },
  };
}
