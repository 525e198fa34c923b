// The screen of a record that could not be opened (a detail screen whose load failed): the
// server's messages (or the screen's fallback) under the screen's title ('No se pudo abrir la
// orden') and 'Volver', to where the person came from.
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { messagesOf } from '../../api/client.ts';

export interface OpenFailedProps {
  /** The alert's title ('No se pudo abrir la orden'). */
  title: string;
  /** The load's failure. */
  error: unknown;
  /** The text shown when the failure carries no messages of the server. */
  fallback: string;
  onVolver: () => void;
}

export function OpenFailed({ title, error, fallback, onVolver }: OpenFailedProps) {
  return (
    <Stack>
      <Alert color="red" icon={<IconAlertCircle />} title={title}>
        {messagesOf(error, fallback).join(' ')}
      </Alert>
      <Group>
        <Button variant="default" onClick={onVolver}>
          Volver
        </Button>
      </Group>
    </Stack>
  );
}
