// The facade of the novedad machine (machines/novedad.ts) for one row of /Novedades (002 §2,
// §4): the row gets plain values and commands and never works out a permission itself. Whether
// the row's checkbox, edit and delete are there comes from the machine at the stored state (a
// state 3 row has none); whether they are enabled from the running machine (`snapshot.can`),
// so they are disabled while a call is in flight. Success shows 002 §8's text, failure each
// message of the answer's errores, else the machine's fallback (novedadCallFailures).
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  novedadMachine,
  restoreNovedad,
  type IdEstadoNovedad,
  type NovedadCallInput,
  type NovedadUserEvent,
} from '../../../machines/novedad.ts';
import { novedadMessages } from '../../domain/novedad-rules.ts';
import { runWorkflowEvent } from '../ui/run-workflow-event.ts';

/** The calls of one row; each throws (an ApiError with errores) when it fails. */
export interface NovedadCalls {
  editarImporte: () => Promise<void>;
  anular: () => Promise<void>;
}

/** Whether a stored novedad may be sent the event by this role (its checkbox, edit, delete). */
export function novedadAllows(
  idEstado: IdEstadoNovedad,
  type: NovedadUserEvent['type'],
  tipoUsuario: number,
): boolean {
  return restoreNovedad(idEstado).can({ type, tipoUsuario });
}

export interface NovedadWorkflow {
  busy: boolean;
  showEditar: boolean;
  canEditar: boolean;
  showAnular: boolean;
  canAnular: boolean;
  /** Each command resolves true when its call succeeded (the toasts are shown here). */
  editarImporte: () => Promise<boolean>;
  anular: () => Promise<boolean>;
}

export function useNovedadWorkflow({
  tipoUsuario,
  idEstado,
  calls,
  onSettled,
}: {
  tipoUsuario: number;
  /** The stored state the machine starts at. Read once. */
  idEstado: IdEstadoNovedad;
  calls: NovedadCalls;
  /** After every call, whatever its answer (the list is read again). */
  onSettled?: () => void;
}): NovedadWorkflow {
  const callsRef = useRef(calls);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    callsRef.current = calls;
    settledRef.current = onSettled;
  }, [calls, onSettled]);

  const [machine] = useState(() =>
    novedadMachine.provide({
      actors: {
        editarImporte: fromPromise<void, NovedadCallInput>(() => callsRef.current.editarImporte()),
        anular: fromPromise<void, NovedadCallInput>(() => callsRef.current.anular()),
      },
    }),
  );
  const [stored] = useState(idEstado);
  const actor = useActorRef(machine, { input: { idEstado } });
  const editar = { type: 'EDITAR_IMPORTE', tipoUsuario } as const;
  const anularEvent = { type: 'ANULAR', tipoUsuario } as const;
  const view = useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag('busy'),
      canEditar: snapshot.can(editar),
      canAnular: snapshot.can(anularEvent),
    }),
    (a, b) => a.busy === b.busy && a.canEditar === b.canEditar && a.canAnular === b.canAnular,
  );
  const [shown] = useState(() => ({
    showEditar: novedadAllows(stored, 'EDITAR_IMPORTE', tipoUsuario),
    showAnular: novedadAllows(stored, 'ANULAR', tipoUsuario),
  }));
  return {
    ...view,
    ...shown,
    editarImporte: () =>
      runWorkflowEvent(actor, editar, {
        success: novedadMessages.importeActualizado,
        onSettled: () => settledRef.current?.(),
      }),
    anular: () =>
      runWorkflowEvent(actor, anularEvent, {
        success: novedadMessages.eliminada,
        onSettled: () => settledRef.current?.(),
      }),
  };
}
