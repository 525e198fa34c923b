// 000 §2.3 top bar: logo link to home, sidebar toggle, the notification bell, and the user menu
// with the store name for seller users or the user name, and 'Salir'. Issue 13: until when the
// session lasts.
import { Anchor, Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TipoUsuario } from '../../domain/roles.ts';
import { brandName } from '../ui/brand.ts';
import { NotificationBell } from './notification-bell.tsx';
import { SessionEnd } from './session-end.tsx';
import { sessionButtons } from '../../../machines/session.ts';

export interface TopBarProps {
  /** The name the user menu shows (domain `topBarName`). */
  userName: string;
  /** A session with a menu (not a password renewal) has the home link and the toggle. */
  showMenu: boolean;
  navbarOpened: boolean;
  onToggleNavbar: () => void;
  canLogout: boolean;
  loggingOut: boolean;
  onLogout: () => void;
  /** The session's type and seller: the bell's counts are theirs (000 §2.5, §6). */
  tipoUsuario: TipoUsuario;
  idSeller: number | null;
}

export function TopBar({
  userName,
  showMenu,
  navbarOpened,
  onToggleNavbar,
  canLogout,
  loggingOut,
  onLogout,
  tipoUsuario,
  idSeller,
}: TopBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {showMenu && (
          <Burger
            opened={navbarOpened}
            onClick={onToggleNavbar}
            size="sm"
            aria-label={navbarOpened ? 'Ocultar menú' : 'Mostrar menú'}
          />
        )}
        {showMenu ? (
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
      </Group>
      <Group gap="sm" wrap="nowrap">
        <SessionEnd />
        <NotificationBell tipoUsuario={tipoUsuario} idSeller={idSeller} />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton aria-label={`Menú de usuario: ${userName}`}>
              <Text size="sm" truncate maw={240} data-testid="top-bar-user">
                {userName}
              </Text>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onLogout} disabled={!canLogout || loggingOut}>
              {sessionButtons.salir}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
