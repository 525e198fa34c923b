// A label and its value, as the order tabs show them (read-only data, 001 §2.1).
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { orDash } from './format.ts';

export function OrderField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-field={label}>
        {typeof children === 'string' || children === null || children === undefined
          ? orDash(children)
          : children}
      </Text>
    </Stack>
  );
}
