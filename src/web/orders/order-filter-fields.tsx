// The fields both order lists filter by (001 §3: /Ordenes and /OrdenesProveedores): Estado,
// Orden, DNI and Apellido, with their options and limits. Each screen places them in its own
// FilterPanel, in its own order and bound to its draft, beside the fields that are only its own.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import { Select, TextInput } from '@mantine/core';
import { estadoOrdenLabels } from '../../../machines/order.ts';

/** A field bound to one value of the screen's draft. */
interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
}

const estadoOptions = ([1, 2, 3, 4, 5] as const).map((id) => ({
  value: String(id),
  label: estadoOrdenLabels[id],
}));

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** The order's state, or every state ('Todos'); the label is the screen's. */
export function EstadoOrdenField({
  value,
  onChange,
  label,
}: FieldProps<number | null> & { label: string }) {
  return (
    <Select
      label={label}
      placeholder="Todos"
      data={estadoOptions}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      clearable
    />
  );
}

/** The order number: digits only. */
export function OrdenField({ value, onChange }: FieldProps<string>) {
  return (
    <TextInput
      label="Orden"
      value={value}
      inputMode="numeric"
      maxLength={10}
      onChange={(e) => onChange(digitsOnly(e.currentTarget.value))}
    />
  );
}

/** The customer's document: digits only. */
export function DniField({ value, onChange }: FieldProps<string>) {
  return (
    <TextInput
      label="DNI"
      value={value}
      inputMode="numeric"
      maxLength={15}
      onChange={(e) => onChange(digitsOnly(e.currentTarget.value))}
    />
  );
}

/** The customer's surname. */
export function ApellidoField({ value, onChange }: FieldProps<string>) {
  return (
    <TextInput
      label="Apellido"
      value={value}
      maxLength={60}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
