// What an amount input keeps of a keystroke, and what it says when it keeps nothing. A
// character the field does not take is refused, never dropped: the field keeps its value and
// says why, as the person types (a '12,50' in a whole-pesos field would otherwise become
// '1250', a hundredfold error nobody sees). Each field's format is its spec's:
// - whole pesos, digits only: the novedades' Importe and 'Nuevo Importe:' (002 §5);
// - pesos with centavos written as on screen, '1.234,56' (000 §1): the rebate shares (001 §2.5)
//   and the payment coupon's amounts (001 §5);
// - a decimal number, the point or the comma before at most 2 decimals: the fee costs (002 §5)
//   and the seller's own-logistics costs (001 §5);
// - digits and a dot, at most 100: the commission of plan groups and publication types (001 §5).

export type AmountFormat =
  | { kind: 'entero'; maxLength: number }
  | { kind: 'pesos'; maxLength: number; negative?: boolean }
  | { kind: 'decimal'; maxLength: number; commaToo: boolean; max?: number };

/** The hints an amount input shows when it refuses or changes what was typed. */
export const amountHints = {
  entero: 'Solo números enteros, sin centavos.',
  pesos: 'Solo números, con coma para los centavos (1.234,56).',
  decimalPunto: 'Solo números, con punto para los decimales (12.5).',
  decimal: 'Solo números, con punto o coma para los decimales (1234,50).',
  dosDecimales: 'Hasta 2 decimales.',
  largo: (n: number) => `Hasta ${String(n)} caracteres.`,
  maximo: (max: number) => `El máximo es ${String(max)}.`,
} as const;

export interface TypedAmount {
  /** What the field shows now: the typed text, or the previous value when it was refused. */
  value: string;
  /** Why the typed text was refused or changed; null when it was taken as typed. */
  hint: string | null;
}

const refuse = (previous: string, hint: string): TypedAmount => ({ value: previous, hint });

/** The text of a field after the person typed (or pasted, or deleted) `typed` over `previous`. */
export function typeAmount(previous: string, typed: string, format: AmountFormat): TypedAmount {
  if (typed.length > format.maxLength) return refuse(previous, amountHints.largo(format.maxLength));
  switch (format.kind) {
    case 'entero':
      return /^\d*$/.test(typed)
        ? { value: typed, hint: null }
        : refuse(previous, amountHints.entero);
    case 'pesos': {
      const sign = format.negative === true ? '-?' : '';
      if (!new RegExp(`^${sign}[\\d.]*(,\\d*)?$`).test(typed)) {
        return refuse(previous, amountHints.pesos);
      }
      const decimals = typed.split(',')[1] ?? '';
      if (decimals.length > 2) return refuse(previous, amountHints.dosDecimales);
      return { value: typed, hint: null };
    }
    case 'decimal': {
      const separators = format.commaToo ? '[.,]' : '\\.';
      if (!new RegExp(`^\\d*(${separators}\\d*)?$`).test(typed)) {
        return refuse(previous, format.commaToo ? amountHints.decimal : amountHints.decimalPunto);
      }
      const decimals = typed.split(/[.,]/)[1] ?? '';
      if (decimals.length > 2) return refuse(previous, amountHints.dosDecimales);
      const n = Number(typed.replace(',', '.'));
      if (format.max !== undefined && typed !== '' && Number.isFinite(n) && n > format.max) {
        // 001 §5: a commission above 100 becomes 100; the person is told.
        return { value: String(format.max), hint: amountHints.maximo(format.max) };
      }
      return { value: typed, hint: null };
    }
  }
}
