// 000 §2.4 '/': the dashboard. Its filter and the Ventas, Órdenes and Publicaciones blocks come
// with the dashboard area; for now the home page only opens the shell.
import { Title } from '@mantine/core';

export function DashboardPage() {
  return (
    <Title order={1} size="h2">
      Inicio
    </Title>
  );
}
