// Every amount the screens ask for is typed here: the field takes what its format takes
// (src/domain/typed-amount.ts) and refuses the rest with a hint under it, as the person types,
// so that nothing typed is ever dropped or changed without a word ('12,50' in a whole-pesos
// field refuses the comma and says 'Solo números enteros, sin centavos.'). The hint stays
// until the person comes back to the field: leaving it (a click on Guardar) moves nothing, so
// the click lands where it was aimed, and the hint is still beside the value being reviewed.
import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { typeAmount, type AmountFormat } from '../../domain/typed-amount.ts';

export interface AmountInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'maxLength' | 'inputMode'
> {
  value: string;
  /** The text taken (never called with a refused one). */
  onValueChange: (value: string) => void;
  format: AmountFormat;
}

export function AmountInput({
  value,
  onValueChange,
  format,
  description,
  onFocus,
  ...props
}: AmountInputProps) {
  const [hint, setHint] = useState<string | null>(null);
  return (
    <TextInput
      {...props}
      value={value}
      inputMode={format.kind === 'entero' ? 'numeric' : 'decimal'}
      description={hint ?? description}
      // The hint in the theme's readable orange (5:1 on white), said by screen readers.
      descriptionProps={
        hint === null
          ? {}
          : { role: 'status', c: 'var(--mantine-color-orange-light-color)', fw: 600 }
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onChange={(e) => {
        const typed = typeAmount(value, e.currentTarget.value, format);
        // The digits typed after a refused comma must not hide that it was refused.
        if (typed.hint !== null) setHint(typed.hint);
        if (typed.value !== value) onValueChange(typed.value);
      }}
      onFocus={(e) => {
        setHint(null);
        onFocus?.(e);
      }}
    />
  );
}
