// One source for the texts of a workflow: each screen button that sends a machine's event takes
// its text from the machine module's buttons constant (orderButtons...), and /Diagramas and
// docs/charts read the event as that same text, from the registry entry's `buttons`. Here: every
// label the diagram uses for such an event is the text a screen button shows (the same
// constant), every event a person sends has its buttons or is named as sent otherwise, and the
// texts the spec quotes are kept character for character.
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index.ts';
import { buttonLabel } from '../../machines/registry.ts';
import { listingButtons } from '../../machines/listing.ts';
import { novedadButtons } from '../../machines/novedad.ts';
import { orderButtons } from '../../machines/order.ts';
import { rebateButtons } from '../../machines/rebate.ts';
import { sellerButtons } from '../../machines/seller.ts';
import { sessionButtons } from '../../machines/session.ts';
import { settlementButtons } from '../../machines/settlement.ts';
import { chartModel, sayEvent } from '../../src/web/diagrams/chart/model.ts';

/** Each machine's buttons constant, the one its screens import. */
const buttonsOf: Record<string, Record<string, string>> = {
  order: orderButtons,
  rebate: rebateButtons,
  listing: listingButtons,
  settlement: settlementButtons,
  novedad: novedadButtons,
  session: sessionButtons,
};

/**
 * The events a person's action sends through something other than a button of the machine's
 * screens: a switch, a select, the verification widget, the server, the clock.
 */
const sentOtherwise: Record<string, readonly string[]> = {
  // The buyer tab's 'Estado interno' switch.
  order: ['ANULAR_VENTA', 'APROBAR_VENTA'],
  // Validity ended or no units left (the server).
  rebate: ['VENCER'],
  // The list's switch; 'Pausar' with a review reason; the review reason's select.
  listing: ['DESAPROBAR', 'CAMBIAR_MOTIVO'],
  settlement: [],
  // A settlement's confirmation.
  novedad: ['LIQUIDAR'],
  // The verification widget, a 401, the session's expiry.
  session: ['CHALLENGE_SOLVED', 'CHALLENGE_EXPIRED', 'UNAUTHORIZED', 'SESSION_EXPIRED'],
  // The status switches of the seller and user screens ('Pasar a INACTIVO' besides, below).
  seller: ['ACTIVAR', 'DESACTIVAR'],
  user: ['ACTIVAR', 'PAUSAR'],
};

const entryOf = (id: string) => {
  const entry = machineRegistry.find((e) => e.id === id);
  if (!entry) throw new Error(id);
  return entry;
};

describe("a transition reads as the screen's button that sends it", () => {
  for (const [id, constant] of Object.entries(buttonsOf)) {
    const entry = entryOf(id);
    const buttons = entry.simulation.buttons ?? {};
    const texts = new Set(Object.values(constant));

    it(`${id}: every event label of the diagram is the text of a screen button`, () => {
      expect(Object.keys(buttons).length).toBeGreaterThan(0);
      const events = new Set<string>(entry.machine.events as readonly string[]);
      for (const [type, shown] of Object.entries(buttons)) {
        expect(events, type).toContain(type);
        expect(shown.length, type).toBeGreaterThan(0);
        for (const text of shown) expect(texts, `${type}: ${text}`).toContain(text);
        // The chart, docs/charts and the events panel read the event as those buttons.
        expect(sayEvent(type, entry.simulation), type).toBe(buttonLabel(shown));
        const played = { type, tipoUsuario: entry.roles[0] ?? 1 };
        expect(
          entry.simulation.label?.(played) ?? entry.simulation.labels?.[type],
          `${type} on the events panel`,
        ).toBe(buttonLabel(shown));
      }
      // Every arrow of such an event starts with the button's text (its guard follows).
      const model = chartModel(entry.machine, entry.simulation);
      for (const edge of model.edges) {
        const shown = buttons[edge.event];
        if (shown && edge.label !== 'en otro caso')
          expect(edge.label.split('\n')[0], edge.id).toBe(buttonLabel(shown));
      }
    });

    it(`${id}: every button of the constant sends an event of the machine`, () => {
      const used = new Set(Object.values(buttons).flat());
      for (const text of texts) expect(used, text).toContain(text);
    });
  }

  for (const entry of machineRegistry) {
    it(`${entry.id}: every event a person sends has its buttons, or is named as sent otherwise`, () => {
      const buttons = entry.simulation.buttons ?? {};
      const otherwise = sentOtherwise[entry.id];
      expect(otherwise, entry.id).toBeDefined();
      for (const type of entry.machine.events as readonly string[]) {
        if (type.startsWith('xstate.')) continue;
        const has = type in buttons;
        expect(has || (otherwise ?? []).includes(type), `${entry.id}: ${type}`).toBe(true);
        expect(has && (otherwise ?? []).includes(type), `${entry.id}: ${type}`).toBe(false);
      }
    });
  }
});

describe('an event sent by a switch and a button reads as both', () => {
  it("seller: DESACTIVAR names the switch and 'Pasar a INACTIVO' (a seller pending activation)", () => {
    const seller = entryOf('seller');
    const label = sayEvent('DESACTIVAR', seller.simulation);
    expect(label.split(' / ')).toEqual(['Switch a INACTIVO', sellerButtons.pasarAInactivo]);
    expect(sellerButtons.pasarAInactivo).toBe('Pasar a INACTIVO');
  });
});

describe('the texts the spec quotes, character for character', () => {
  it('001 §2.1, §4: the order', () => {
    expect(orderButtons.facturar).toBe('Cambiar a Facturado');
    expect(orderButtons.anular).toBe('Anular orden');
    expect(orderButtons.rechazarSolicitud).toBe('Rechazar solicitud');
  });
  it('000 §2.2, §2.7, §2.9: the session, the listing, the rebate', () => {
    expect(sessionButtons.entrar).toBe('Entrar');
    expect(sessionButtons.recuperar).toBe('Recuperar contraseña');
    expect(sessionButtons.solicitar).toBe('Solicitar nueva contraseña');
    expect(sessionButtons.salir).toBe('Salir');
    expect(listingButtons.guardarYCrear).toBe('Guardar y Crear');
    expect(rebateButtons.eliminarRebate).toBe('Eliminar Rebate');
    expect(rebateButtons.darDeBaja).toBe('Dar de baja');
  });
  it('002 §2, §4: the settlement and the novedad', () => {
    expect(settlementButtons.crearBorrador).toBe('Crear Borrador');
    expect(settlementButtons.calcular).toBe('Calcular Percepcion Retencion');
    expect(settlementButtons.confirmar).toBe('Confirmar Liquidacion');
    expect(settlementButtons.anular).toBe('Anulación Liquidación');
    expect(novedadButtons.marcarConfirmadas).toBe('Marcar confirmadas');
  });
});
