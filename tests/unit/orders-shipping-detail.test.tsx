// @vitest-environment happy-dom
// The order's Entrega tab (src/web/orders/order-delivery-tab.tsx) shows the shipping cost and
// its detail as 002 §4 names it: montoGastoEnvio 0 = 'Con Envío Gratis', otherwise 'Sin Envío'.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Orden } from '../../src/api/orders-queries.ts';
import { shippingDetailLabel } from '../../src/domain/order-rules.ts';
import { OrderDeliveryTab } from '../../src/web/orders/order-delivery-tab.tsx';

afterEach(cleanup);

/** An order as GET /api/Ordenes/Obtener answers it, with what the Entrega tab reads. */
const orden = (montoGastoEnvio: number) =>
  ({
    idOrden: 41,
    montoGastoEnvio,
    seller: {
      codigo: 1,
      descripcion: 'Electro Hogar',
      urlLogo: null,
      mostrarInfoContacto: false,
      envioPropio: false,
    },
    entrega: {
      tipoEntrega: { codigo: 1, descripcion: 'Envío a domicilio' },
      entregaDomicilio: {
        domicilio: 'Av. Rivadavia 4500',
        departamento: null,
        piso: null,
        codigoPostal: '1406',
        localidad: 'Caballito',
        provincia: 'Ciudad Autónoma de Buenos Aires',
        urlTracking: null,
      },
    },
  }) as unknown as Orden;

const field = (label: string) =>
  document.querySelector(`[data-field="${label}"]`)?.textContent ?? null;

describe("the order's shipping detail (002 §4)", () => {
  it("montoGastoEnvio 0 reads 'Con Envío Gratis'; any other amount 'Sin Envío'", () => {
    expect(shippingDetailLabel(0)).toBe('Con Envío Gratis');
    expect(shippingDetailLabel(1500)).toBe('Sin Envío');
    expect(shippingDetailLabel(0.01)).toBe('Sin Envío');
  });

  it('the Entrega tab shows the shipping cost and its detail', () => {
    for (const [monto, detalle, importe] of [
      [0, 'Con Envío Gratis', '$ 0,00'],
      [1500, 'Sin Envío', '$ 1.500,00'],
    ] as const) {
      render(
        <MantineProvider>
          <OrderDeliveryTab orden={orden(monto)} tipoUsuario={2} onChanged={() => undefined} />
        </MantineProvider>,
      );
      expect(field('Detalle de envío')).toBe(detalle);
      expect(field('Gasto de envío')?.replace(/\s/g, ' ')).toBe(importe);
      expect(screen.getByText(detalle)).toBeTruthy();
      cleanup();
    }
  });
});
