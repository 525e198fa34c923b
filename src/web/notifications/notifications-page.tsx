// 000 §2.5 /Notificaciones: one tab per notification type the user sees (the selected one is in
// the URL, ?tipo=2). Seller and seller admin see the rows of their own seller, without the
// cancelled-orders and instalment tabs (DECISIONS 28: what the bell counts can be opened).
import '@mantine/core/styles/Tabs.css';
import { Anchor, Group, Stack, Tabs, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TipoUsuario } from '../../domain/roles.ts';
import { EmptyNotifications, NotificationList } from './notification-list.tsx';
import { selectedTab, tabsFor } from './notification-rows.ts';

export interface NotificationsPageProps {
  tipoUsuario: TipoUsuario;
  /** The session's seller (sellers and seller admins), null for staff. */
  idSeller: number | null;
  /** The tab asked for in the URL (any type id; one the user lacks shows the first tab). */
  tipo: number | undefined;
  onTipoChange: (tipo: number) => void;
}

export function NotificationsPage({
  tipoUsuario,
  idSeller,
  tipo,
  onTipoChange,
}: NotificationsPageProps) {
  const scope = { idSeller, tipoUsuario };
  const tabs = tabsFor(tipoUsuario);
  const current = selectedTab(tabs, tipo);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          Notificaciones
        </Title>
        <Anchor size="sm" renderRoot={(props) => <Link to="/Notificaciones/Ajustes" {...props} />}>
          Ajustes de notificaciones
        </Anchor>
      </Group>
      {current === undefined ? (
        <EmptyNotifications />
      ) : (
        <Tabs
          value={String(current)}
          onChange={(value) => {
            if (value !== null) onTipoChange(Number(value));
          }}
          keepMounted={false}
        >
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.id} value={String(t.id)}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={String(current)} pt="md">
            <NotificationList key={current} scope={scope} tipo={current} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
