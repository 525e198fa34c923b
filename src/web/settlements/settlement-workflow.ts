// The facade of the settlement machine (machines/settlement.ts) for the settlement screens
// (002 §2, §4, §6): the screens get plain values and commands and never work out a permission
// themselves. Whether a workflow button ('Crear Borrador', 'Guardar', 'Calcular Percepcion
// Retencion', 'Confirmar Liquidacion', 'Anulación Liquidación') is there comes from the machine
// at the stored settlement (`restoreSettlement(...).can`); whether it is enabled from the running
// machine (`snapshot.can`), so every button waits while a call is in flight. Success shows
// 002 §8's text, failure each message of the answer's errores, else the machine's fallback
// (settlementCallFailures). The server runs the same machine before it writes.
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  restoreSettlement,
  settlementCallSuccesses,
  settlementMachine,
  settlementRoles,
  type SettlementCallInput,
  type SettlementInput,
  type SettlementUserEvent,
} from '../../../machines/settlement.ts';
import { runWorkflowEvent } from '../ui/run-workflow-event.ts';

type EventType = SettlementUserEvent['type'];

/** The calls of one settlement; each throws (an ApiError with errores) when it fails. */
export interface SettlementCalls {
  crear: () => Promise<void>;
  guardar: () => Promise<void>;
  calcular: () => Promise<void>;
  confirmar: () => Promise<void>;
  anular: () => Promise<void>;
}

/** Whether a stored settlement (or a new one: `{}`) may be sent the event by this role. */
export function settlementAllows(
  stored: SettlementInput,
  type: EventType,
  tipoUsuario: number,
): boolean {
  return restoreSettlement(stored).can({ type, tipoUsuario });
}

/**
 * 002 §6: the invoice fields and the tax detail icons are accounting's, the role that confirms
 * (the machine's CONFIRMAR roles), whatever the settlement's state (disabled once confirmed).
 */
export const seesInvoice = (tipoUsuario: number): boolean =>
  settlementRoles.CONFIRMAR.includes(tipoUsuario);

export interface SettlementAction {
  /** The machine offers the event to this role at the stored settlement. */
  show: boolean;
  /** The running machine takes it now (not while a call is in flight). */
  enabled: boolean;
  /** Resolves true when its call succeeded (the toasts are shown here). */
  run: () => Promise<boolean>;
}

export interface SettlementWorkflow {
  busy: boolean;
  /** The event whose call is in flight, or null. */
  running: EventType | null;
  crear: SettlementAction;
  guardar: SettlementAction;
  calcular: SettlementAction;
  confirmar: SettlementAction;
  anular: SettlementAction;
}

const events: readonly EventType[] = ['CREAR', 'GUARDAR', 'CALCULAR', 'CONFIRMAR', 'ANULAR'];

const successOf: Record<EventType, string | undefined> = {
  CREAR: settlementCallSuccesses.crear,
  GUARDAR: settlementCallSuccesses.guardar,
  // 002 §8 names no success for the calculation: the summary shows the new totals.
  CALCULAR: undefined,
  CONFIRMAR: settlementCallSuccesses.confirmar,
  ANULAR: settlementCallSuccesses.anular,
};

export function useSettlementWorkflow({
  tipoUsuario,
  stored,
  calls,
  onSettled,
}: {
  tipoUsuario: number;
  /** The stored settlement the machine starts at ({} for a new one). Read once. */
  stored: SettlementInput;
  calls: SettlementCalls;
  /** After every call, whatever its answer (the screen reads the settlement again). */
  onSettled?: (type: EventType, ok: boolean, errores: readonly string[]) => void;
}): SettlementWorkflow {
  const callsRef = useRef(calls);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    callsRef.current = calls;
    settledRef.current = onSettled;
  }, [calls, onSettled]);

  const [machine] = useState(() =>
    settlementMachine.provide({
      actors: {
        crear: fromPromise<void, SettlementCallInput>(() => callsRef.current.crear()),
        guardar: fromPromise<void, SettlementCallInput>(() => callsRef.current.guardar()),
        calcular: fromPromise<void, SettlementCallInput>(() => callsRef.current.calcular()),
        confirmar: fromPromise<void, SettlementCallInput>(() => callsRef.current.confirmar()),
        anular: fromPromise<void, SettlementCallInput>(() => callsRef.current.anular()),
      },
    }),
  );
  const [input] = useState(stored);
  const actor = useActorRef(machine, { input });
  const [running, setRunning] = useState<EventType | null>(null);
  const [shown] = useState(
    () =>
      Object.fromEntries(
        events.map((type) => [type, settlementAllows(input, type, tipoUsuario)]),
      ) as Record<EventType, boolean>,
  );
  const enabled = useSelector(actor, (snapshot) =>
    events.map((type) => snapshot.can({ type, tipoUsuario })).join(','),
  );
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const flags = enabled.split(',');

  const action = (type: EventType, index: number): SettlementAction => ({
    show: shown[type],
    enabled: flags[index] === 'true',
    run: async () => {
      setRunning(type);
      const event: SettlementUserEvent = { type, tipoUsuario };
      const ok = await runWorkflowEvent(actor, event, { success: successOf[type] });
      setRunning(null);
      settledRef.current?.(type, ok, actor.getSnapshot().context.errores);
      return ok;
    },
  });
  return {
    busy,
    running,
    crear: action('CREAR', 0),
    guardar: action('GUARDAR', 1),
    calcular: action('CALCULAR', 2),
    confirmar: action('CONFIRMAR', 3),
    anular: action('ANULAR', 4),
  };
}
