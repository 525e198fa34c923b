// The facade of the order machine (machines/order.ts) for /Ordenes/Editar (001 §2.1, §4, §6):
// the screen gets plain values and commands and never works out a permission itself. Whether a
// control is there comes from the machine at the stored order (orderDecision: the same answer
// the server gives before it writes; 'rol' hides it); whether it is enabled from the running
// machine (`snapshot.can`), so a control is disabled while a call is in flight, and a guard on
// what is stored disables it with the machine's reason (orderRefusal). Success shows 001 §8's
// text; failure each message of the answer's errores, else the machine's fallback.
import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import {
  orderCallFailures,
  orderDecision,
  orderMachine,
  orderRefusal,
  type OrderCallInput,
  type OrderEventType,
  type OrderInput,
  type OrderUserEvent,
} from '../../../machines/order.ts';
import { orderMessages } from '../../domain/order-rules.ts';
import { runWorkflowEvent } from '../ui/run-workflow-event.ts';

type CallId = keyof typeof orderCallFailures;

/** The calls of the workflow; each throws (an ApiError with errores) when it fails. */
export type OrderCalls = Partial<Record<CallId, (input: OrderCallInput) => Promise<void>>>;

/** 001 §8: the success text of each event. */
const successOf: Record<OrderEventType, string> = {
  SUBIR_FACTURA: orderMessages.facturaCreada,
  ELIMINAR_FACTURA: orderMessages.facturaEliminada,
  SUBIR_NOTA_CREDITO: orderMessages.notaCreditoCreada,
  ELIMINAR_NOTA_CREDITO: orderMessages.notaCreditoEliminada,
  SOLICITAR_ANULACION: orderMessages.solicitudEnviada,
  ANULAR_CON_DEVOLUCION: orderMessages.estadoActualizado,
  ANULAR_SIN_DEVOLUCION: orderMessages.estadoActualizado,
  RECHAZAR_SOLICITUD: orderMessages.estadoActualizado,
  ENTREGAR: orderMessages.estadoActualizado,
  ANULAR_VENTA: orderMessages.estadoInternoAsignado,
  APROBAR_VENTA: orderMessages.estadoInternoAsignado,
};

/** One event as the screen shows it. */
export interface OrderControl {
  /** The role may send the event in some state (the server would not answer 403). */
  role: boolean;
  /**
   * The control is there: the machine takes the event at the stored order, or refuses it for
   * a reason it gives (shown with the disabled control).
   */
  show: boolean;
  /** The running machine takes it now. */
  enabled: boolean;
  /** Why the stored order refuses it (the machine's reason), else null. */
  reason: string | null;
}

export interface OrderWorkflow {
  busy: boolean;
  controls: Record<OrderEventType, OrderControl>;
  /** Sends the event; resolves true when its call succeeded (the toasts are shown here). */
  run: (type: OrderEventType) => Promise<boolean>;
}

const eventTypes = Object.keys(successOf) as OrderEventType[];

export function useOrderWorkflow({
  tipoUsuario,
  stored,
  calls,
  onSettled,
}: {
  tipoUsuario: number;
  /**
   * What the machine reads of the stored order (the answer's `flujo`). The machine starts again
   * from each new one, in place: the screen is not rebuilt.
   */
  stored: OrderInput;
  calls: OrderCalls;
  /** After every call, whatever its answer (the screen reads the order again). */
  onSettled?: () => void;
}): OrderWorkflow {
  const callsRef = useRef(calls);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    callsRef.current = calls;
    settledRef.current = onSettled;
  }, [calls, onSettled]);

  const [machine] = useState(() => {
    const actor = (id: CallId) =>
      fromPromise<void, OrderCallInput>(async ({ input }) => {
        const call = callsRef.current[id];
        if (call === undefined) throw new Error(`${id} no disponible`);
        await call(input);
      });
    return orderMachine.provide({
      actors: Object.fromEntries(
        (Object.keys(orderCallFailures) as CallId[]).map((id) => [id, actor(id)]),
      ),
    });
  });
  // The machine starts again from each stored order the server answers, in place. The screen
  // used to be rebuilt for it (a `key` on the order's flujo), and a click that met the rebuild
  // went to elements about to be dropped and was lost (issue 34 point 16, the order model on a
  // slow machine). Now the elements stay; only the actor behind them is replaced, and never
  // while a call of the current one is in flight (its answer, toast and re-read come first).
  // The machine's initial state only restores what is stored (`restaurando`, no call), so the
  // actor starts when created; one that is replaced or left behind on unmount rests in a stable
  // state, or finishes its call and shows its answer as any request does after navigating.
  const storedKey = JSON.stringify(stored);
  const [current, setCurrent] = useState(() => ({
    key: storedKey,
    actor: createActor(machine, { input: stored }).start(),
  }));
  let actorRef = current.actor;
  if (current.key !== storedKey && !actorRef.getSnapshot().hasTag('busy')) {
    actorRef = createActor(machine, { input: stored }).start();
    setCurrent({ key: storedKey, actor: actorRef });
  }

  const view = useSelector(
    actorRef,
    (snapshot) => {
      const known: OrderInput = snapshot.context;
      const controls = Object.fromEntries(
        eventTypes.map((type) => {
          const event: OrderUserEvent = { type, tipoUsuario };
          const decision = orderDecision(known, event);
          const reason = decision === 'estado' ? orderRefusal(known, event) : null;
          return [
            type,
            {
              role: decision !== 'rol',
              show: decision === 'ok' || reason !== null,
              enabled: snapshot.can(event),
              reason,
            },
          ];
        }),
      ) as Record<OrderEventType, OrderControl>;
      return { busy: snapshot.hasTag('busy'), controls };
    },
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );

  return {
    ...view,
    run: (type) => {
      const event: OrderUserEvent = { type, tipoUsuario };
      return runWorkflowEvent(actorRef, event, {
        success: successOf[type],
        onSettled: () => settledRef.current?.(),
      });
    },
  };
}
