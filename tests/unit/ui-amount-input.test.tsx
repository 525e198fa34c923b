// @vitest-environment happy-dom
// The one amount input of the screens (src/web/ui/amount-input.tsx): what its format refuses
// is not taken and a hint says why, at once and until the person comes back; what it takes is
// passed on as typed.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AmountFormat } from '../../src/domain/typed-amount.ts';
import { AmountInput } from '../../src/web/ui/amount-input.tsx';

afterEach(cleanup);

function Field({ format }: { format: AmountFormat }) {
  const [value, setValue] = useState('');
  return (
    <MantineProvider>
      <AmountInput label="Importe" format={format} value={value} onValueChange={setValue} />
    </MantineProvider>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Importe');

describe('AmountInput', () => {
  it("whole pesos: '12,50' is refused with 'Solo números enteros, sin centavos.', never taken as 1250", () => {
    render(<Field format={{ kind: 'entero', maxLength: 10 }} />);
    fireEvent.change(input(), { target: { value: '12' } });
    expect(input().value).toBe('12');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(input(), { target: { value: '12,50' } });
    expect(input().value).toBe('12');
    expect(screen.getByRole('status').textContent).toBe('Solo números enteros, sin centavos.');
    // Typed on, and the field left, the hint stays; it goes when the person comes back.
    fireEvent.change(input(), { target: { value: '125' } });
    expect(screen.getByRole('status').textContent).toBe('Solo números enteros, sin centavos.');
    fireEvent.blur(input());
    expect(screen.getByRole('status').textContent).toBe('Solo números enteros, sin centavos.');
    fireEvent.focus(input());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("pesos and centavos: '12,50' is taken as typed", () => {
    render(<Field format={{ kind: 'pesos', maxLength: 18 }} />);
    fireEvent.change(input(), { target: { value: '12,50' } });
    expect(input().value).toBe('12,50');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
