// @vitest-environment happy-dom
// 000 §2.6, §4, §8: the facade of the staff's activate/pause switch (use-status-switch.ts): the
// listing machine decides whether the switch is there and may move; the switch shows the target
// state while the call is in flight (optimistic), goes back when it fails, and each message of
// errores (else 'No pudo aprobarse' / 'No pudo desaprobarse') is shown.
import { act, renderHook, waitFor } from './testing-library.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client.ts';
import {
  aprobarPublicacion,
  desaprobarPublicacion,
  type Publicacion,
} from '../../src/api/listings-queries.ts';
import { showErrors, showSuccess } from '../../src/web/ui/toasts.ts';
import { useStatusSwitch } from '../../src/web/listings/use-status-switch.ts';
import type { EstadoPublicacion } from '../../machines/listing.ts';

vi.mock('../../src/api/listings-queries.ts', () => ({
  aprobarPublicacion: vi.fn(),
  desaprobarPublicacion: vi.fn(),
}));
vi.mock('../../src/web/ui/toasts.ts', () => ({
  showErrors: vi.fn(),
  showSuccess: vi.fn(),
}));

const aprobar = vi.mocked(aprobarPublicacion);
const desaprobar = vi.mocked(desaprobarPublicacion);

/** A call that answers when the test says so. */
function held() {
  let resolve: () => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise<Publicacion>((res, rej) => {
    resolve = () => res(saved);
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The answer of a call (the switch does not read it). */
const saved = {} as Publicacion;

function render(estado: EstadoPublicacion, tipoUsuario = 1) {
  const onChanged = vi.fn();
  const hook = renderHook(() =>
    useStatusSwitch({ idPublicacion: 31, estado, tipoUsuario, onChanged }),
  );
  return { ...hook, onChanged };
}

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('who has the switch (000 §2.6: staff; others see the label)', () => {
  it.each([1, 2])('staff (%i) have it, enabled on every live estado', (tipo) => {
    for (const estado of [1, 2, 3, 4] as const) {
      const { result, unmount } = render(estado, tipo);
      expect(result.current).toMatchObject({
        shown: true,
        enabled: true,
        busy: false,
        checked: estado === 1,
        estado,
      });
      unmount();
    }
  });

  it.each([3, 4, 6])('type %i has no switch and toggling does nothing', (tipo) => {
    const { result } = render(2, tipo);
    expect(result.current.shown).toBe(false);
    expect(result.current.enabled).toBe(false);
    act(() => result.current.toggle());
    expect(aprobar).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });
});

describe('approve and pause (000 §4)', () => {
  it("pendiente -> activo: on at once, then 'Publicación aprobada' and the list is read again", async () => {
    const call = held();
    aprobar.mockReturnValue(call.promise);
    const { result, onChanged } = render(3);
    act(() => result.current.toggle());
    expect(aprobar).toHaveBeenCalledWith(31, 'No pudo aprobarse');
    expect(result.current).toMatchObject({ checked: true, busy: true, enabled: false, estado: 1 });
    await act(async () => {
      call.resolve();
      await call.promise;
    });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current).toMatchObject({ checked: true, enabled: true, estado: 1 });
    expect(showSuccess).toHaveBeenCalledWith('Publicación aprobada');
    expect(showErrors).not.toHaveBeenCalled();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("activo -> pausado through Desaprobar without a reason: 'Publicación desaprobada'", async () => {
    desaprobar.mockResolvedValue(saved);
    const { result, onChanged } = render(1);
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ checked: false, busy: true, estado: 2 });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(desaprobar).toHaveBeenCalledWith(31, 'No pudo desaprobarse');
    expect(aprobar).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ checked: false, estado: 2, enabled: true });
    expect(showSuccess).toHaveBeenCalledWith('Publicación desaprobada');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('a refused call goes back to the stored estado and shows each message of errores', async () => {
    desaprobar.mockRejectedValue(new ApiError(409, ['X', 'Y']));
    const { result, onChanged } = render(1);
    act(() => result.current.toggle());
    expect(result.current.checked).toBe(false);
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current).toMatchObject({ checked: true, estado: 1, enabled: true });
    expect(showErrors).toHaveBeenCalledWith(['X', 'Y']);
    expect(showSuccess).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("without messages, the spec's fallback: 'No pudo aprobarse'", async () => {
    aprobar.mockRejectedValue(new Error('network'));
    const { result } = render(4);
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current).toMatchObject({ checked: false, estado: 4 });
    expect(showErrors).toHaveBeenCalledWith(['No pudo aprobarse']);
  });
});
