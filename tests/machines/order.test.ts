// 001 §4 (Order statuses), §5, §6 and DECISIONS 18: the order machine, with its calls replaced by
// fake actors through .provide(), against the rules written here as data, and the server's
// decision (403 / 409 / outcome) read from the same machine.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  INVOICE_WINDOW_MS,
  OrderCallError,
  estadoOrdenLabels,
  invoiceWindowClosed,
  orderCallFailures,
  orderDecision,
  orderMachine,
  orderOutcome,
  orderRefusal,
  orderRefusals,
  orderRoles,
  restoreOrder,
  type IdEstadoOrden,
  type OrderCallInput,
  type OrderEventType,
  type OrderInput,
  type OrderUserEvent,
} from '../../machines/order.ts';
import { expectStandInFails } from './kit.ts';

type CallId = keyof typeof orderCallFailures;

const ALL_ROLES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

const stateKey: Record<IdEstadoOrden, string> = {
  1: 'pendiente',
  2: 'facturado',
  3: 'solicitudAnulacion',
  4: 'entregado',
  5: 'anulado',
};

/** The stored orders the rules are tried on (each a consistent order). */
const stored: Record<string, OrderInput> = {
  pendiente: { idEstado: 1 },
  'pendiente, venta anulada': { idEstado: 1, anuladaPorMarket: true },
  facturado: { idEstado: 2, tieneFactura: true },
  'facturado, fuera de ventana': { idEstado: 2, tieneFactura: true, fueraDeVentana: true },
  'facturado, envío propio': { idEstado: 2, tieneFactura: true, envioPropio: true },
  'facturado, venta anulada': { idEstado: 2, tieneFactura: true, anuladaPorMarket: true },
  'solicitud con motivo': { idEstado: 3, solicitudConMotivo: true },
  'solicitud con motivo, facturada': { idEstado: 3, solicitudConMotivo: true, tieneFactura: true },
  'solicitud sin motivo': { idEstado: 3 },
  entregado: { idEstado: 4, tieneFactura: true },
  'anulado con nota': { idEstado: 5, tieneFactura: true, tieneNotaCredito: true },
  'anulado con nota, fuera de ventana': {
    idEstado: 5,
    tieneFactura: true,
    tieneNotaCredito: true,
    fueraDeVentana: true,
  },
  'anulado sin factura, con nota': { idEstado: 5, tieneNotaCredito: true },
  'anulado sin nota': { idEstado: 5 },
  'anulado por solicitud, facturado': {
    idEstado: 5,
    tieneFactura: true,
    anuladaPorSolicitud: true,
  },
  'anulado por solicitud, facturado, con nota': {
    idEstado: 5,
    tieneFactura: true,
    tieneNotaCredito: true,
    anuladaPorSolicitud: true,
  },
  'anulado por solicitud, fuera de ventana': {
    idEstado: 5,
    tieneFactura: true,
    anuladaPorSolicitud: true,
    fueraDeVentana: true,
  },
};

/**
 * The rules of 001 §4-§6 and DECISIONS 18 as data: for each event, the roles that may send it,
 * the stored orders it is taken from, where it leads and through which call.
 */
interface Rule {
  type: OrderEventType;
  roles: readonly number[];
  from: readonly string[];
  to: IdEstadoOrden | 'venta';
  call: CallId;
}

const STAFF = [1, 2];
const DECIDERS = [1, 2, 3];
const INVOICERS = [1, 2, 3, 4];

const rules: Rule[] = [
  { type: 'SUBIR_FACTURA', roles: INVOICERS, from: ['pendiente'], to: 2, call: 'subirFactura' },
  {
    type: 'ELIMINAR_FACTURA',
    roles: INVOICERS,
    from: ['facturado', 'facturado, envío propio', 'facturado, venta anulada'],
    to: 1,
    call: 'eliminarFactura',
  },
  {
    type: 'SUBIR_NOTA_CREDITO',
    roles: STAFF,
    from: ['facturado', 'facturado, envío propio', 'facturado, venta anulada'],
    to: 5,
    call: 'subirNotaCredito',
  },
  // An invoiced order anulado by its request's decision gets its credit note and stays
  // anulado; deleting that note leaves it anulado too.
  {
    type: 'SUBIR_NOTA_CREDITO',
    roles: STAFF,
    from: ['anulado por solicitud, facturado'],
    to: 5,
    call: 'subirNotaCredito',
  },
  {
    type: 'ELIMINAR_NOTA_CREDITO',
    roles: STAFF,
    from: ['anulado por solicitud, facturado, con nota'],
    to: 5,
    call: 'eliminarNotaCredito',
  },
  {
    type: 'ELIMINAR_NOTA_CREDITO',
    roles: STAFF,
    from: ['anulado con nota'],
    to: 2,
    call: 'eliminarNotaCredito',
  },
  {
    type: 'ELIMINAR_NOTA_CREDITO',
    roles: STAFF,
    from: ['anulado sin factura, con nota'],
    to: 1,
    call: 'eliminarNotaCredito',
  },
  {
    type: 'SOLICITAR_ANULACION',
    roles: DECIDERS,
    from: [
      'pendiente',
      'pendiente, venta anulada',
      'facturado',
      'facturado, fuera de ventana',
      'facturado, envío propio',
      'facturado, venta anulada',
    ],
    to: 3,
    call: 'solicitarAnulacion',
  },
  ...(['ANULAR_CON_DEVOLUCION', 'ANULAR_SIN_DEVOLUCION'] as const).map((type): Rule => ({
    type,
    roles: DECIDERS,
    from: ['solicitud con motivo', 'solicitud con motivo, facturada'],
    to: 5,
    call: 'decidirAnulacion',
  })),
  {
    type: 'RECHAZAR_SOLICITUD',
    roles: DECIDERS,
    from: ['solicitud con motivo', 'solicitud sin motivo'],
    to: 1,
    call: 'decidirAnulacion',
  },
  {
    type: 'RECHAZAR_SOLICITUD',
    roles: DECIDERS,
    from: ['solicitud con motivo, facturada'],
    to: 2,
    call: 'decidirAnulacion',
  },
  {
    type: 'ENTREGAR',
    roles: STAFF,
    from: ['facturado', 'facturado, fuera de ventana', 'facturado, envío propio'],
    to: 4,
    call: 'entregar',
  },
  {
    type: 'ENTREGAR',
    roles: [3, 4],
    from: ['facturado, envío propio'],
    to: 4,
    call: 'entregar',
  },
  {
    type: 'ANULAR_VENTA',
    roles: STAFF,
    from: Object.keys(stored).filter((k) => stored[k]?.anuladaPorMarket !== true),
    to: 'venta',
    call: 'anularVenta',
  },
  {
    type: 'APROBAR_VENTA',
    roles: STAFF,
    from: Object.keys(stored).filter((k) => stored[k]?.anuladaPorMarket === true),
    to: 'venta',
    call: 'aprobarVenta',
  },
];

const eventTypes = Object.keys(orderRoles) as OrderEventType[];

const ruleFor = (type: OrderEventType, role: number, name: string) =>
  rules.find((r) => r.type === type && r.roles.includes(role) && r.from.includes(name));

/** The machine with recording fakes; each call answers what `answers` says (default: ok). */
function setupOrder(input: OrderInput, answers: Partial<Record<CallId, () => Promise<void>>> = {}) {
  const calls: { id: CallId; input: OrderCallInput }[] = [];
  const fake = (id: CallId) =>
    fromPromise<void, OrderCallInput>(async ({ input: callInput }) => {
      calls.push({ id, input: callInput });
      await (answers[id] ?? (() => Promise.resolve()))();
    });
  const actors = Object.fromEntries(
    (Object.keys(orderCallFailures) as CallId[]).map((id) => [id, fake(id)]),
  ) as Record<CallId, ReturnType<typeof fake>>;
  const actor = createActor(orderMachine.provide({ actors }), { input });
  actor.start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof setupOrder>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 30_000 });

describe('restoring an order (DECISIONS 18 status ids)', () => {
  it('without input: a pending order whose sale is approved (for /Diagramas)', () => {
    const { actor } = setupOrder({});
    expect(actor.getSnapshot().value).toEqual({
      estado: { pendiente: 'listo' },
      venta: { aprobada: 'listo' },
    });
  });

  it.each([1, 2, 3, 4, 5] as const)('a stored status %i restores to its state, idle', (id) => {
    const { actor } = setupOrder({ idEstado: id });
    const value = actor.getSnapshot().value as { estado: unknown };
    expect(id === 4 ? value.estado : Object.keys(value.estado as Record<string, unknown>)[0]).toBe(
      stateKey[id],
    );
    expect(actor.getSnapshot().context.idEstado).toBe(id);
  });

  it('labels of 001 §4', () => {
    expect(estadoOrdenLabels).toEqual({
      1: 'PENDIENTE',
      2: 'FACTURADO',
      3: 'SOLICITUD ANULACION',
      4: 'ENTREGADO',
      5: 'ANULADO',
    });
  });
});

describe('every event, every role, every stored order (001 §4, §6)', () => {
  for (const type of eventTypes) {
    describe(type, () => {
      for (const [name, input] of Object.entries(stored)) {
        for (const role of ALL_ROLES) {
          const rule = ruleFor(type, role, name);
          it(`tipoUsuario ${String(role)} on '${name}': ${rule ? `-> ${String(rule.to)} through '${rule.call}'` : 'refused'}`, async () => {
            const { actor, calls } = setupOrder(input);
            const event = { type, tipoUsuario: role } as OrderUserEvent;
            expect(actor.getSnapshot().can(event)).toBe(rule !== undefined);
            // The server's decision agrees: 403 for a role outside the event's list, else
            // 409 where the machine refuses.
            const decision = orderDecision(input, event);
            if (rule) expect(decision).toBe('ok');
            else expect(decision).toBe(orderRoles[type].includes(role) ? 'estado' : 'rol');
            if (!rule) return;
            actor.send(event);
            expect(actor.getSnapshot().hasTag('busy')).toBe(true);
            await settled(actor);
            expect(calls.map((c) => c.id)).toEqual([rule.call]);
            expect(calls[0]?.input.tipoUsuario).toBe(role);
            expect(calls[0]?.input.evento).toBe(type);
            const context = actor.getSnapshot().context;
            if (rule.to === 'venta') {
              expect(context.anuladaPorMarket).toBe(type === 'ANULAR_VENTA');
            } else {
              expect(context.idEstado).toBe(rule.to);
              expect(calls[0]?.input.idEstadoDestino).toBe(rule.to);
            }
            // The server's outcome is what the screen's machine reached.
            expect(orderOutcome(input, event)?.idEstado).toBe(context.idEstado);
          });
        }
      }
    });
  }
});

describe('what the machine learns from a call', () => {
  it('an invoice opens a new 7-day window and can be removed at once', async () => {
    const { actor } = setupOrder({ idEstado: 1 });
    actor.send({ type: 'SUBIR_FACTURA', tipoUsuario: 4 });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      tieneFactura: true,
      fueraDeVentana: false,
    });
    expect(actor.getSnapshot().can({ type: 'ELIMINAR_FACTURA', tipoUsuario: 4 })).toBe(true);
  });

  it('a credit note on an invoiced order can be removed, back to facturado', async () => {
    const { actor } = setupOrder({ idEstado: 2, tieneFactura: true });
    actor.send({ type: 'SUBIR_NOTA_CREDITO', tipoUsuario: 1 });
    await settled(actor);
    expect(actor.getSnapshot().context.idEstado).toBe(5);
    actor.send({ type: 'ELIMINAR_NOTA_CREDITO', tipoUsuario: 2 });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ idEstado: 2, tieneNotaCredito: false });
  });

  it('an invoiced order anulado by its request gets its credit note and stays anulado', async () => {
    const { actor, calls } = setupOrder({
      idEstado: 3,
      solicitudConMotivo: true,
      tieneFactura: true,
    });
    actor.send({ type: 'ANULAR_CON_DEVOLUCION', tipoUsuario: 3 });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      idEstado: 5,
      anuladaPorSolicitud: true,
      tieneNotaCredito: false,
    });
    // The seller's admin decides requests, but credit notes are staff's.
    expect(actor.getSnapshot().can({ type: 'SUBIR_NOTA_CREDITO', tipoUsuario: 3 })).toBe(false);
    actor.send({ type: 'SUBIR_NOTA_CREDITO', tipoUsuario: 1 });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      idEstado: 5,
      anuladaPorSolicitud: true,
      tieneNotaCredito: true,
    });
    expect(actor.getSnapshot().can({ type: 'SUBIR_NOTA_CREDITO', tipoUsuario: 1 })).toBe(false);
    actor.send({ type: 'ELIMINAR_NOTA_CREDITO', tipoUsuario: 2 });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      idEstado: 5,
      anuladaPorSolicitud: true,
      tieneNotaCredito: false,
    });
    expect(calls.map((c) => [c.id, c.input.idEstadoDestino])).toEqual([
      ['decidirAnulacion', 5],
      ['subirNotaCredito', 5],
      ['eliminarNotaCredito', 5],
    ]);
    // A note added again is as deletable as the first.
    expect(actor.getSnapshot().can({ type: 'SUBIR_NOTA_CREDITO', tipoUsuario: 2 })).toBe(true);
  });

  it('an order anulado by its credit note is not anulado by a request', async () => {
    const { actor } = setupOrder({ idEstado: 2, tieneFactura: true });
    actor.send({ type: 'SUBIR_NOTA_CREDITO', tipoUsuario: 1 });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ idEstado: 5, anuladaPorSolicitud: false });
  });

  it('an anulado order not anulado by a request stays so when it gets its credit note', async () => {
    // Stored with its invoice and without a note (not reached by the screens: a note deleted
    // takes it back to facturado), and without the request's decision.
    const { actor } = setupOrder({ idEstado: 5, tieneFactura: true });
    actor.send({ type: 'SUBIR_NOTA_CREDITO', tipoUsuario: 1 });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      idEstado: 5,
      anuladaPorSolicitud: false,
      tieneNotaCredito: true,
    });
    actor.send({ type: 'ELIMINAR_NOTA_CREDITO', tipoUsuario: 1 });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ idEstado: 2, tieneNotaCredito: false });
  });

  it('a stored order not anulado keeps no request decision from its input', () => {
    // An input that says so for an order in another state: the state's entry sets it false.
    for (const idEstado of [1, 2, 3, 4] as const) {
      const actor = createActor(orderMachine, {
        input: { idEstado, tieneFactura: true, anuladaPorSolicitud: true },
      }).start();
      expect(actor.getSnapshot().context.anuladaPorSolicitud).toBe(false);
      actor.stop();
    }
  });

  it('a request is decided once: after a rejection the decision buttons are gone', async () => {
    const { actor } = setupOrder({ idEstado: 1 });
    actor.send({ type: 'SOLICITAR_ANULACION', tipoUsuario: 3 });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ idEstado: 3, solicitudConMotivo: true });
    expect(actor.getSnapshot().can({ type: 'SOLICITAR_ANULACION', tipoUsuario: 3 })).toBe(false);
    actor.send({ type: 'RECHAZAR_SOLICITUD', tipoUsuario: 3 });
    await settled(actor);
    expect(actor.getSnapshot().context.idEstado).toBe(1);
    expect(actor.getSnapshot().can({ type: 'ANULAR_CON_DEVOLUCION', tipoUsuario: 3 })).toBe(false);
  });

  it('annulling the sale disables invoicing; approving it again enables it', async () => {
    const { actor } = setupOrder({ idEstado: 1 });
    actor.send({ type: 'ANULAR_VENTA', tipoUsuario: 2 });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'SUBIR_FACTURA', tipoUsuario: 2 })).toBe(false);
    actor.send({ type: 'APROBAR_VENTA', tipoUsuario: 2 });
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'SUBIR_FACTURA', tipoUsuario: 2 })).toBe(true);
  });
});

describe('failed calls', () => {
  it("a failure goes back with the server's messages; the status does not change", async () => {
    const { actor } = setupOrder(
      { idEstado: 1 },
      { subirFactura: () => Promise.reject(new OrderCallError(['El archivo no es un PDF.'])) },
    );
    actor.send({ type: 'SUBIR_FACTURA', tipoUsuario: 3 });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      idEstado: 1,
      tieneFactura: false,
      errores: ['El archivo no es un PDF.'],
    });
    expect(actor.getSnapshot().can({ type: 'SUBIR_FACTURA', tipoUsuario: 3 })).toBe(true);
  });

  it('without messages, the fallback of 001 §8', async () => {
    const { actor } = setupOrder(
      { idEstado: 1 },
      { solicitarAnulacion: () => Promise.reject(new Error('red')) },
    );
    actor.send({ type: 'SOLICITAR_ANULACION', tipoUsuario: 1 });
    await settled(actor);
    expect(actor.getSnapshot().context.errores).toEqual(['No se pudo enviar la solicitud']);
  });

  it('the internal status reverts on failure (001 §4)', async () => {
    const { actor } = setupOrder(
      { idEstado: 2, tieneFactura: true },
      { anularVenta: () => Promise.reject(new Error('red')) },
    );
    actor.send({ type: 'ANULAR_VENTA', tipoUsuario: 1 });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      anuladaPorMarket: false,
      errores: ['No se pudo actualizar el estado interno'],
    });
  });
});

describe("the server's reasons (409 texts of 001 §5)", () => {
  it('the 7-day window', () => {
    const input = stored['facturado, fuera de ventana'] ?? {};
    expect(orderRefusal(input, { type: 'ELIMINAR_FACTURA', tipoUsuario: 3 })).toBe(
      'No puede subir / eliminar la factura pasados los 7 dias de facturado',
    );
    expect(orderRefusal(input, { type: 'SUBIR_NOTA_CREDITO', tipoUsuario: 1 })).toBe(
      orderRefusals.fueraDeVentana,
    );
  });

  it('a request without a reason', () => {
    expect(
      orderRefusal(stored['solicitud sin motivo'] ?? {}, {
        type: 'ANULAR_CON_DEVOLUCION',
        tipoUsuario: 2,
      }),
    ).toBe('La solicitud de anulacion no tiene motivo');
  });

  it('no reason for a role that may never send it (that is a 403)', () => {
    expect(orderRefusal({ idEstado: 2 }, { type: 'SUBIR_NOTA_CREDITO', tipoUsuario: 4 })).toBe(
      null,
    );
  });
});

describe('DECISIONS 18: the window, at its boundary', () => {
  const facturada = new Date('2026-03-01T12:00:00Z');
  it('open until exactly 7 days, closed one millisecond later', () => {
    expect(invoiceWindowClosed(facturada, new Date(facturada.getTime() + INVOICE_WINDOW_MS))).toBe(
      false,
    );
    expect(
      invoiceWindowClosed(facturada, new Date(facturada.getTime() + INVOICE_WINDOW_MS + 1)),
    ).toBe(true);
    expect(invoiceWindowClosed(null, new Date())).toBe(false);
  });
});

// What the first Stryker run (npm run test:mutation -- order) showed that no test read.
describe('the order machine besides its rules', () => {
  it('a call the app did not provide fails with its own name, and the screen shows its text', async () => {
    for (const id of Object.keys(orderCallFailures) as CallId[]) {
      const rule = rules.find((r) => r.call === id);
      const input = stored[rule?.from[0] ?? ''];
      expect(rule && input, id).toBeTruthy();
      if (!rule || !input) continue;
      await expectStandInFails(
        orderMachine,
        input,
        { type: rule.type, tipoUsuario: rule.roles[0] ?? 0 },
        id,
        orderCallFailures[id],
      );
    }
  });

  it("a call's error carries the server's messages, joined in its message", () => {
    const error = new OrderCallError(['Factura inválida', 'Intente nuevamente']);
    expect(error.message).toBe('Factura inválida Intente nuevamente');
  });

  it('a new call clears the last failure; the machine starts without any', async () => {
    let fail = true;
    const { actor } = setupOrder(
      { idEstado: 1 },
      { subirFactura: () => (fail ? Promise.reject(new Error('red')) : Promise.resolve()) },
    );
    expect(actor.getSnapshot().context.errores).toEqual([]);
    actor.send({ type: 'SUBIR_FACTURA', tipoUsuario: 1 });
    await waitFor(actor, (s) => s.context.errores.length > 0);
    fail = false;
    actor.send({ type: 'SUBIR_FACTURA', tipoUsuario: 1 });
    expect(actor.getSnapshot().context.errores).toEqual([]);
  });

  it('what the order is after a call: the invoice removed, the request decided', () => {
    expect(
      orderOutcome(
        { idEstado: 2, tieneFactura: true },
        { type: 'ELIMINAR_FACTURA', tipoUsuario: 1 },
      ),
    ).toMatchObject({ idEstado: 1, tieneFactura: false });
    expect(
      orderOutcome(
        { idEstado: 3, solicitudConMotivo: true },
        { type: 'RECHAZAR_SOLICITUD', tipoUsuario: 1 },
      ),
    ).toMatchObject({ solicitudConMotivo: false, anuladaPorSolicitud: false });
    // Not allowed: no outcome.
    expect(orderOutcome({ idEstado: 4 }, { type: 'SUBIR_FACTURA', tipoUsuario: 1 })).toBeNull();
  });

  it('the reasons of a refused sale or delivery (409 texts)', () => {
    expect(
      orderRefusal(
        { idEstado: 1, anuladaPorMarket: true },
        { type: 'SUBIR_FACTURA', tipoUsuario: 1 },
      ),
    ).toBe(orderRefusals.ventaAnulada);
    // The reason reads the stored order but the sale: an invoiced one would be delivered.
    expect(
      orderRefusal(
        { idEstado: 2, tieneFactura: true, anuladaPorMarket: true },
        { type: 'ENTREGAR', tipoUsuario: 1 },
      ),
    ).toBe(orderRefusals.ventaAnulada);
    expect(
      orderRefusal({ idEstado: 2, tieneFactura: true }, { type: 'ENTREGAR', tipoUsuario: 3 }),
    ).toBe(orderRefusals.sinEnvioPropio);
    // Allowed: no reason.
    expect(orderRefusal({ idEstado: 1 }, { type: 'SUBIR_FACTURA', tipoUsuario: 1 })).toBeNull();
  });

  it('restoreOrder is the machine at the stored order', () => {
    expect(restoreOrder({ idEstado: 4, tieneFactura: true }).value).toMatchObject({
      estado: 'entregado',
    });
    expect(restoreOrder({ idEstado: 1 }).can({ type: 'SUBIR_FACTURA', tipoUsuario: 1 })).toBe(true);
  });

  it('DECISIONS 18: the window is 7 days', () => {
    expect(INVOICE_WINDOW_MS).toBe(604_800_000);
  });
});
