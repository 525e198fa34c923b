// @vitest-environment happy-dom
// The facade of the rebate negotiation for the rebate card (src/web/rebates/rebate-workflow.ts)
// where a guard on what else is stored disables a button (issue 12 point 2): a rebate whose
// validity has passed shows 'Aprobar' / 'Aceptar' disabled, with the machine's reason, and a
// click sends nothing.
import { act, renderHook } from './testing-library.ts';
import { describe, expect, it, vi } from 'vitest';
import { rebateRefusals, type IdEstadoRebate } from '../../machines/rebate.ts';
import { useRebateWorkflow, type RebateCalls } from '../../src/web/rebates/rebate-workflow.ts';

function fakeCalls(): RebateCalls & { [K in keyof RebateCalls]: ReturnType<typeof vi.fn> } {
  return {
    enviar: vi.fn(() => Promise.resolve()),
    modificar: vi.fn(() => Promise.resolve()),
    eliminar: vi.fn(() => Promise.resolve()),
    cambiarEstado: vi.fn(() => Promise.resolve()),
  };
}

function render(tipoUsuario: number, estado: IdEstadoRebate, vencido: boolean) {
  const calls = fakeCalls();
  return {
    calls,
    ...renderHook(() => useRebateWorkflow({ tipoUsuario, estado, vencido, calls })),
  };
}

describe('a rebate whose validity has passed', () => {
  it('admin at Pendiente: Aprobar shown, disabled, with the reason; Rechazar still enabled', async () => {
    const { result, calls } = render(2, 1, true);
    expect(result.current).toMatchObject({
      showAprobar: true,
      canAprobar: false,
      aprobarRefusal: rebateRefusals.vencido,
      showRechazar: true,
      canRechazar: true,
    });
    await act(async () => {
      expect(await result.current.aprobar()).toBe(false);
    });
    expect(calls.cambiarEstado).not.toHaveBeenCalled();
  });

  it("seller admin at En revision: 'Aceptar' disabled with the reason", () => {
    const { result } = render(3, 2, true);
    expect(result.current).toMatchObject({
      showAprobar: true,
      canAprobar: false,
      aprobarLabel: 'Aceptar',
      aprobarRefusal: rebateRefusals.vencido,
    });
  });

  it('category may still modify or delete it', () => {
    const { result } = render(1, 1, true);
    expect(result.current).toMatchObject({ canModificar: true, canEliminar: true });
  });

  it('still valid: Aprobar enabled, no reason, and the call is made', async () => {
    const { result, calls } = render(2, 1, false);
    expect(result.current).toMatchObject({ canAprobar: true, aprobarRefusal: null });
    await act(async () => {
      expect(await result.current.aprobar()).toBe(true);
    });
    expect(calls.cambiarEstado).toHaveBeenCalledWith(2);
  });
});
