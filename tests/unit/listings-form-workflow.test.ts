// @vitest-environment happy-dom
// The facade of the listing workflow for the edit screen (src/web/listings/form-workflow.ts):
// which buttons each role sees and may press in each estado (000 §4), read from the listing
// machine, and the calls each command makes.
import { act, renderHook } from './testing-library.ts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client.ts';
import type { EstadoPublicacion } from '../../machines/listing.ts';
import { useListingWorkflow, type WorkflowCalls } from '../../src/web/listings/form-workflow.ts';

function fakeCalls(
  fail = false,
): WorkflowCalls & { [K in keyof WorkflowCalls]: ReturnType<typeof vi.fn> } {
  const answer = () =>
    fail ? Promise.reject(new ApiError(409, ['No admite esa acción.'])) : Promise.resolve();
  return {
    crear: vi.fn(answer),
    aprobar: vi.fn(answer),
    desaprobar: vi.fn(answer),
    cambiarEstado: vi.fn(answer),
    eliminar: vi.fn(answer),
  };
}

function render(tipoUsuario: number, estado: EstadoPublicacion | null, calls = fakeCalls()) {
  return { calls, ...renderHook(() => useListingWorkflow({ tipoUsuario, estado, calls })) };
}

describe('seller buttons (000 §4)', () => {
  it("while pausado: 'Publicar' enabled, 'Pausar' shown disabled", () => {
    for (const tipo of [3, 4]) {
      const { result } = render(tipo, 2);
      expect(result.current).toMatchObject({
        showPublicar: true,
        canPublicar: true,
        pausar: 'deshabilitado',
        canPausar: false,
        showAprobar: false,
        showPausarRevision: false,
        motivoEditable: false,
        canEliminar: true,
      });
    }
  });

  it("while activo: 'Pausar' enabled, no 'Publicar'", () => {
    const { result } = render(4, 1);
    expect(result.current).toMatchObject({
      showPublicar: false,
      pausar: 'habilitado',
      canPausar: true,
    });
  });

  it("while en_revision or pendiente_activacion: neither 'Publicar' nor 'Pausar'", () => {
    for (const estado of [3, 4] as const) {
      const { result } = render(4, estado);
      expect(result.current.showPublicar).toBe(false);
      expect(result.current.pausar).toBe('oculto');
      expect(result.current.motivoEditable).toBe(false);
    }
  });

  it("in create mode: may create; no 'Publicar', no 'Pausar'", () => {
    const { result } = render(4, null);
    expect(result.current).toMatchObject({
      estado: null,
      canCrear: true,
      showPublicar: false,
      pausar: 'oculto',
      canEliminar: false,
    });
  });
});

describe('staff buttons (000 §4)', () => {
  it.each([
    [1, false, true, false],
    [2, true, false, false],
    [3, true, true, false],
    [4, true, false, true],
  ] as const)(
    "estado %i: 'Aprobar' %s, 'Pausar' (to review) %s, review reason selectable %s",
    (estado, aprobar, pausar, motivo) => {
      for (const tipo of [1, 2]) {
        const { result } = render(tipo, estado);
        expect(result.current.showAprobar).toBe(aprobar);
        expect(result.current.canAprobar).toBe(aprobar);
        expect(result.current.showPausarRevision).toBe(pausar);
        expect(result.current.motivoEditable).toBe(motivo);
        expect(result.current.showPublicar).toBe(false);
        expect(result.current.pausar).toBe('oculto');
      }
    },
  );

  it('staff do not create listings (000 §2.6)', () => {
    expect(render(1, null).result.current.canCrear).toBe(false);
    expect(render(2, null).result.current.canCrear).toBe(false);
  });
});

describe('commands', () => {
  it("the seller's 'Publicar' is PUT estado 1 and leaves the listing activo", async () => {
    const { result, calls } = render(4, 2);
    let ok = false;
    await act(async () => {
      ok = await result.current.publicar();
    });
    expect(ok).toBe(true);
    expect(calls.cambiarEstado).toHaveBeenCalledWith(1, null, null);
    expect(result.current.estado).toBe(1);
    expect(result.current.pausar).toBe('habilitado');
  });

  it("the staff 'Pausar' sends the reason and its comment and leaves the listing en_revision", async () => {
    const { result, calls } = render(1, 1);
    await act(async () => {
      await result.current.pausarRevision(6, 'Fotos con marca de agua');
    });
    expect(calls.desaprobar).toHaveBeenCalledWith(6, 'Fotos con marca de agua');
    expect(result.current.estado).toBe(4);
    expect(result.current.motivoEditable).toBe(true);
    await act(async () => {
      await result.current.cambiarMotivo(3, null);
    });
    expect(calls.cambiarEstado).toHaveBeenCalledWith(4, 3, null);
    expect(result.current.estado).toBe(4);
  });

  it('creating leaves the listing pendiente_activacion; approving it activo', async () => {
    const seller = render(4, null);
    await act(async () => {
      await seller.result.current.crear();
    });
    expect(seller.calls.crear).toHaveBeenCalledTimes(1);
    expect(seller.result.current.estado).toBe(3);
    const staff = render(1, 3);
    await act(async () => {
      await staff.result.current.aprobar();
    });
    expect(staff.calls.aprobar).toHaveBeenCalledTimes(1);
    expect(staff.result.current.estado).toBe(1);
    expect(staff.result.current.showAprobar).toBe(false);
  });

  it('a failed call resolves false and keeps the stored estado', async () => {
    const { result, calls } = render(4, 1, fakeCalls(true));
    let ok = true;
    await act(async () => {
      ok = await result.current.eliminar();
    });
    expect(calls.eliminar).toHaveBeenCalledTimes(1);
    expect(ok).toBe(false);
    expect(result.current.estado).toBe(1);
    expect(result.current.canEliminar).toBe(true);
  });

  it('a command the machine does not take makes no call', async () => {
    const { result, calls } = render(4, 4);
    let ok = true;
    await act(async () => {
      ok = await result.current.pausarSeller();
    });
    expect(ok).toBe(false);
    expect(calls.cambiarEstado).not.toHaveBeenCalled();
  });
});
