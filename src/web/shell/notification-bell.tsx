// 000 §2.3 top bar: the notification bell. A badge with the pending total, a dropdown with the
// count of each type the user sees (000 §2.5), 'Ver todo', the settings link and 'No hay
// notificaciones pendientes' when none; a bell-off icon when the total is null (a user without
// notifications, or the call refused). The counts refresh every 7 minutes (000 §4, §9) and
// 300 ms after marking read (the notifications screen invalidates them).
import '@mantine/core/styles/Badge.css';
import { ActionIcon, Badge, Box, Menu, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconBell, IconBellOff, IconSettings } from '@tabler/icons-react';
import {
  notificationTypesShown,
  tiposNotificacion,
  type IdTipoNotificacion,
} from '../../domain/permissions.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import {
  notificacionesTotalQueryOptions,
  totalField,
  type NotificacionesTotales,
} from '../../api/notifications-queries.ts';

export interface NotificationBellProps {
  tipoUsuario: TipoUsuario;
  /** The session's seller (sellers and seller admins), null for staff. */
  idSeller: number | null;
}

export interface BellEntry {
  id: IdTipoNotificacion;
  label: string;
  count: number;
}

/** The dropdown's rows: each type the user sees (000 §2.5), in the spec's order, with its count. */
export function bellEntries(tipoUsuario: TipoUsuario, totals: NotificacionesTotales): BellEntry[] {
  const shown = notificationTypesShown(tipoUsuario);
  return tiposNotificacion
    .filter((t) => shown.includes(t.id))
    .map((t) => ({ id: t.id, label: t.label, count: totals[totalField[t.id]] }));
}

export function NotificationBell({ tipoUsuario, idSeller }: NotificationBellProps) {
  // Users without notifications (read-only, supplier, accounting, renewal) do not ask: the
  // server would refuse them (403), and their bell is the 'off' one either way.
  const hasNotifications = notificationTypesShown(tipoUsuario).length > 0;
  const totals = useQuery({
    ...notificacionesTotalQueryOptions({ idSeller, tipoUsuario }),
    enabled: hasNotifications,
  });
  if (!hasNotifications || totals.isError) {
    return (
      <Box
        component="span"
        role="img"
        aria-label="Notificaciones no disponibles"
        data-testid="notification-bell-off"
        c="dimmed"
        display="inline-flex"
      >
        <IconBellOff size={22} stroke={1.6} aria-hidden />
      </Box>
    );
  }

  const total = totals.data?.notificaciones ?? null;
  const entries = totals.data === undefined ? [] : bellEntries(tipoUsuario, totals.data);

  return (
    <Menu position="bottom-end" withinPortal width={280} shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          // The visible count leads the name (WCAG 2.5.3, label in name): '3, Notificaciones'.
          aria-label={total === null ? 'Notificaciones' : `${String(total)}, Notificaciones`}
          pos="relative"
          style={{ overflow: 'visible' }}
        >
          <IconBell size={22} stroke={1.6} aria-hidden />
          {total !== null && (
            <Badge
              data-testid="notification-badge"
              size="xs"
              color={total > 0 ? 'red' : 'gray'}
              pos="absolute"
              top={-4}
              right={-6}
              px={4}
              style={{ pointerEvents: 'none' }}
            >
              {total}
            </Badge>
          )}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown data-testid="notification-dropdown">
        <Menu.Label>Notificaciones</Menu.Label>
        {total === null ? (
          <Text size="sm" px="sm" py={6} c="dimmed">
            Cargando...
          </Text>
        ) : total === 0 ? (
          <Text size="sm" px="sm" py={6}>
            No hay notificaciones pendientes
          </Text>
        ) : (
          entries.map((e) => (
            <Menu.Item
              key={e.id}
              data-notification-type={e.id}
              rightSection={
                <Badge size="sm" variant="light" color={e.count > 0 ? 'red' : 'gray'}>
                  {e.count}
                </Badge>
              }
              renderRoot={(props) => (
                <Link to="/Notificaciones" search={{ tipo: e.id }} {...props} />
              )}
            >
              {e.label}
            </Menu.Item>
          ))
        )}
        <Menu.Divider />
        <Menu.Item renderRoot={(props) => <Link to="/Notificaciones" search={{}} {...props} />}>
          Ver todo
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSettings size={16} stroke={1.6} aria-hidden />}
          renderRoot={(props) => <Link to="/Notificaciones/Ajustes" {...props} />}
        >
          Ajustes de notificaciones
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
