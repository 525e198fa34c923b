// A route of 000 §2.1 whose area is not built yet (issue 3, point 2): it exists, the guards
// apply to it, and it says so. The area's issue replaces it with the real screen.
import { Stack, Text, Title } from '@mantine/core';

export interface PendingPageProps {
  title: string;
}

export function PendingPage({ title }: PendingPageProps) {
  return (
    <Stack gap="sm" data-testid="pending-page">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>Esta sección todavía no está disponible.</Text>
    </Stack>
  );
}
