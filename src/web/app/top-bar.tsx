// 000 §2.3 top bar, minimal for now: the brand (a link home when the session has a menu), the
// user's name and 'Salir'. The bell, the sidebar toggle and the store name come with the shell.
import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { brandName } from '../ui/brand.ts';

export interface TopBarProps {
  userName: string;
  linkHome: boolean;
  canLogout: boolean;
  loggingOut: boolean;
  onLogout: () => void;
}

export function TopBar({ userName, linkHome, canLogout, loggingOut, onLogout }: TopBarProps) {
  return (
    <Group
      component="header"
      h={56}
      px="md"
      justify="space-between"
      wrap="nowrap"
      bg="var(--mantine-color-body)"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      {linkHome ? (
        <Anchor
          fw={700}
          size="lg"
          underline="never"
          renderRoot={(props) => <Link to="/" {...props} />}
        >
          {brandName}
        </Anchor>
      ) : (
        <Text fw={700} size="lg">
          {brandName}
        </Text>
      )}
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" truncate maw={240} data-testid="top-bar-user">
          {userName}
        </Text>
        <Button
          variant="light"
          size="xs"
          onClick={onLogout}
          disabled={!canLogout}
          loading={loggingOut}
        >
          Salir
        </Button>
      </Group>
    </Group>
  );
}
