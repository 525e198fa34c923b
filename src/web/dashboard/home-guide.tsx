// The home (/) of the users who have no dashboard (000 §2.4: read-only users do not load it;
// accounting has none): instead of an empty page, a sentence of what the user does here and
// its menu's screens as links, drawn from the one menu table (src/domain/menu.ts), so a screen
// added to the table appears here as in the sidebar.
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Paper.css';
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { homeIntro, homeMessages } from '../../domain/home.ts';
import { menuFor, type MenuNode, type MenuSession } from '../../domain/menu.ts';
import { PendingPanel, hasPendingQueues } from './pending-panel.tsx';

function leaves(
  nodes: readonly MenuNode[],
  group = '',
): { id: number; label: string; to: string }[] {
  return nodes.flatMap((n) =>
    n.children
      ? leaves(n.children, `${group}${n.label} › `)
      : n.route === undefined
        ? []
        : [{ id: n.id, label: `${group}${n.label}`, to: n.route }],
  );
}

export function HomeGuide({ session }: { session: MenuSession }) {
  const intro = homeIntro[session.tipoUsuario];
  const items = leaves(menuFor(session));
  return (
    <Stack gap="md" data-testid="home-guide">
      <Title order={1} size="h2">
        Inicio
      </Title>
      {intro !== undefined && <Text>{intro}</Text>}
      {hasPendingQueues(session.tipoUsuario) && <PendingPanel tipoUsuario={session.tipoUsuario} />}
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          {homeMessages.menuTitle}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed">{homeMessages.noMenu}</Text>
        ) : (
          <List spacing="xs">
            {items.map((item) => (
              <List.Item key={item.id}>
                <Anchor component={Link} to={item.to} data-home-item={item.id}>
                  {item.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
