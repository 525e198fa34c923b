// A short message box for the login screen. Mantine's Alert would do, but it brings its close
// button and transition code into the login's critical path (bench: login-weight.ts).
import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';

export function Notice({
  color,
  role,
  children,
}: {
  color: 'teal' | 'red' | 'blue';
  role: 'status' | 'alert';
  children: ReactNode;
}) {
  return (
    <Paper
      role={role}
      withBorder
      p="sm"
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderColor: `var(--mantine-color-${color}-light-hover)` }}
    >
      <Text size="sm" c={`${color}.9`} component="div">
        {children}
      </Text>
    </Paper>
  );
}
