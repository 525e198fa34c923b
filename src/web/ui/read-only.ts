// A field the user may not change looks so (issue 11): Mantine's readOnly (the value can still
// be read, selected and copied) with a grey, dashed look instead of an editable input's. Spread
// on a Mantine input: <TextInput {...readOnlyField(!editable)} ... />.
import type { CSSProperties } from 'react';

const READ_ONLY_INPUT: CSSProperties = {
  backgroundColor: 'var(--mantine-color-gray-1)',
  color: 'var(--mantine-color-gray-8)',
  borderColor: 'var(--mantine-color-gray-4)',
  borderStyle: 'dashed',
  cursor: 'default',
};

export function readOnlyField(readOnly = true): {
  readOnly: boolean;
  styles?: { input: CSSProperties };
  'data-readonly-field'?: true;
} {
  return readOnly
    ? { readOnly: true, styles: { input: READ_ONLY_INPUT }, 'data-readonly-field': true }
    : { readOnly: false };
}
