// @vitest-environment happy-dom
// The settlement detail's document buttons (src/web/settlements/document-buttons.tsx; 002 §2,
// §6, §8, §9; issue 20 point 6): who sees which button, the call each makes, the bytes saved
// under the server's name and type, a loading state per button, errores as red toasts, else
// the 002 §8 fallback of that document, and 'Error al generar el archivo.' for an empty file.
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, render, screen, waitFor } from './testing-library.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api/client.ts';
import { saveBlob } from '../../src/web/ui/file-download.ts';
import {
  SettlementDocumentButtons,
  documentFallbacks,
} from '../../src/web/settlements/document-buttons.tsx';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
vi.mock('../../src/api/client.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/client.ts')>();
  return { ...original, api: { GET: vi.fn() } };
});
vi.mock('../../src/web/ui/file-download.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/web/ui/file-download.ts')>();
  return { ...original, saveBlob: vi.fn() };
});

// The buttons' loading state runs Mantine's transitions: on timers that, once a slow machine
// has ended the file, fired after happy-dom's window was gone ('window is not defined'). With
// reduced motion asked for and respected, a transition takes no timer at all.
(
  window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }
).happyDOM.settings.device.prefersReducedMotion = 'reduce';

const get = vi.mocked(api.GET) as unknown as ReturnType<typeof vi.fn>;
const save = vi.mocked(saveBlob);
const toasts = vi.mocked(notifications.show);

beforeEach(() => {
  get.mockReset();
  save.mockReset();
  toasts.mockReset();
});
afterEach(cleanup);

const show = (tipoUsuario: number, borrador = false) =>
  render(
    <MantineProvider env="test" theme={{ respectReducedMotion: true }}>
      <SettlementDocumentButtons
        idLiquidacion={7}
        razonSocialSeller="Electro Hogar Patagonia S.R.L."
        tipoUsuario={tipoUsuario}
        borrador={borrador}
      />
    </MantineProvider>,
  );

const labels = () => screen.queryAllByRole('button').map((b) => b.textContent);
const all = [
  'Exportar a PDF',
  'Exportar a Excel',
  'Descargar Certificado Impuestos',
  'Descargar Certificados PDF',
  'Descargar Retenciones y Percepciones',
];
const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
const failed = (status: number, error?: unknown) => ({
  error,
  response: new Response(null, { status }),
});
const B64 = Buffer.from('%PDF-1.7 contenido').toString('base64');

describe('who sees which button (002 §6)', () => {
  it('staff, the seller admin and accounting see all five on any settlement', () => {
    for (const tipo of [1, 2, 8]) {
      show(tipo, true);
      expect(labels(), String(tipo)).toEqual(all);
      cleanup();
    }
    show(3);
    expect(labels()).toEqual(all);
  });

  it('the seller (4): no Excel; a seller never sees a draft’s; read-only and suppliers none', () => {
    show(4);
    expect(labels()).toEqual(all.filter((l) => l !== 'Exportar a Excel'));
    cleanup();
    for (const [tipo, borrador] of [
      [3, true],
      [4, true],
      [6, false],
      [7, false],
    ] as const) {
      show(tipo, borrador);
      expect(labels(), String(tipo)).toEqual([]);
      cleanup();
    }
  });
});

describe('a download', () => {
  it('calls its document by idLiquidacion and saves the bytes under the server’s name and type, loading meanwhile', async () => {
    let answer: (v: unknown) => void = () => undefined;
    get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    show(4);
    const button = screen.getByRole('button', { name: 'Exportar a PDF' });
    fireEvent.click(button);
    await waitFor(() => {
      expect(button.getAttribute('data-loading')).toBe('true');
    });
    // The other buttons are not busy.
    expect(
      screen
        .getByRole('button', { name: 'Descargar Certificados PDF' })
        .getAttribute('data-loading'),
    ).toBeNull();
    expect(get).toHaveBeenCalledWith('/api/Liquidaciones/LiquidacionPdf', {
      params: { query: { idLiquidacion: 7 } },
    });
    answer(ok({ pdf: B64, nombreArchivo: 'Liquidacion_20261126031500.pdf' }));
    await waitFor(() => {
      expect(save).toHaveBeenCalledTimes(1);
    });
    const [blob, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('Liquidacion_20261126031500.pdf');
    expect(blob?.type).toBe('application/pdf');
    expect(Buffer.from(await (blob as Blob).arrayBuffer()).toString()).toBe('%PDF-1.7 contenido');
    await waitFor(() => {
      expect(button.getAttribute('data-loading')).toBeNull();
    });
    expect(toasts).not.toHaveBeenCalled();
  });

  it('the zips of the retentions and perceptions come in data.comprimidoZip', async () => {
    get.mockResolvedValueOnce(
      ok({
        data: {
          comprimidoZip: B64,
          nombreArchivo: 'retencionesYPercepciones_Electro Hogar Patagonia S.R.L..zip',
        },
      }),
    );
    show(1);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar Retenciones y Percepciones' }));
    await waitFor(() => {
      expect(save).toHaveBeenCalledTimes(1);
    });
    expect(get.mock.calls[0]?.[0]).toBe('/api/Liquidaciones/ExportarRetencionesYPercepciones');
    const [blob, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('retencionesYPercepciones_Electro Hogar Patagonia S.R.L..zip');
    expect(blob?.type).toBe('application/zip');
  });

  it('errores are red toasts; without them, the 002 §8 fallback of that document', async () => {
    get.mockResolvedValueOnce(
      failed(409, { errores: ['La liquidación N° 7 no tiene retenciones ni percepciones.'] }),
    );
    show(8);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar Certificados PDF' }));
    await waitFor(() => {
      expect(toasts).toHaveBeenCalledWith({
        color: 'red',
        message: 'La liquidación N° 7 no tiene retenciones ni percepciones.',
      });
    });
    const cases: [string, string][] = [
      ['Exportar a PDF', documentFallbacks.pdf],
      ['Exportar a Excel', documentFallbacks.excel],
      ['Descargar Certificado Impuestos', documentFallbacks.anexos],
      ['Descargar Certificados PDF', documentFallbacks.certificados],
      ['Descargar Retenciones y Percepciones', documentFallbacks.retencionesYPercepciones],
    ];
    for (const [label, fallback] of cases) {
      toasts.mockReset();
      get.mockResolvedValueOnce(failed(500));
      fireEvent.click(screen.getByRole('button', { name: label }));
      await waitFor(() => {
        expect(toasts).toHaveBeenCalledWith({ color: 'red', message: fallback });
      });
    }
    expect(save).not.toHaveBeenCalled();
    expect(Object.values(documentFallbacks)).toEqual([
      'No pudo descargarse el archivo',
      'No se pudo descargar el excel',
      'No pudo descargarse el archivo .zip',
      'No se pudo generar el archivo ZIP.',
      'No se pudo generar el archivo .zip.',
      'Error al generar el archivo.',
    ]);
  });

  it('an empty file is not saved: ‘Error al generar el archivo.’', async () => {
    get.mockResolvedValueOnce(ok({ excel: '', nombreArchivo: 'x.xlsx' }));
    show(2);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => {
      expect(toasts).toHaveBeenCalledWith({
        color: 'red',
        message: 'Error al generar el archivo.',
      });
    });
    expect(save).not.toHaveBeenCalled();
  });
});
