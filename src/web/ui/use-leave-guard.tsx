// Leaving a screen with unsaved changes asks first (issue 11): an in-app link (the sidebar),
// 'Cancelar' or the browser's back button show 'Cambios sin guardar'; closing or reloading the
// tab gets the browser's own question. Navigations the screen makes after saving pass with
// `ignoreBlocker`. The guard reads the latest `dirty` when a navigation starts.
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { leaveMessages } from '../../domain/form-messages.ts';
import { leavesScreen, type LeaveLocation } from './leave-guard.ts';

export function useLeaveGuard(dirty: boolean): ReactNode {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const shouldBlockFn = useCallback(
    ({ current, next }: { current: LeaveLocation; next: LeaveLocation }) =>
      dirtyRef.current && leavesScreen(current, next),
    [],
  );
  const enableBeforeUnload = useCallback(() => dirtyRef.current, []);
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload, withResolver: true });
  const blocked = blocker.status === 'blocked';

  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={leaveMessages.title}
      centered
      data-testid="leave-guard"
    >
      <Stack gap="md">
        <Text>{leaveMessages.body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {leaveMessages.stay}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {leaveMessages.leave}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
