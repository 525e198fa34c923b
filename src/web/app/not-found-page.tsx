import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        Página no encontrada
      </Title>
      <Text>La dirección no corresponde a ninguna pantalla.</Text>
      <Anchor renderRoot={(props) => <Link to="/" {...props} />}>Ir al inicio</Anchor>
    </Stack>
  );
}
