// 000 §2.6: the counters of /Publicaciones (GET /api/Publicaciones/Encabezados) for the scope:
// every seller or the one chosen in the filter (staff), the session's seller (sellers). The
// other filters do not change them, and a caption under them says so (issue 11).
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { EncabezadosPublicaciones } from '../../api/listings-queries.ts';

const counters: readonly { field: keyof EncabezadosPublicaciones; label: string }[] = [
  { field: 'cantidadTotal', label: 'Cantidad Total' },
  { field: 'enRevision', label: 'En revisión' },
  { field: 'activos', label: 'Activos' },
  { field: 'conStockNoPublicados', label: 'Con stock no publicados' },
];

const count = new Intl.NumberFormat('es-AR');

export function ListCounters({
  totals,
  caption,
}: {
  totals: EncabezadosPublicaciones | undefined;
  /** What they count (countersCaption). */
  caption: string;
}) {
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="listings-counters">
        {counters.map(({ field, label }) => (
          <Paper key={field} withBorder radius="md" px="md" py="xs">
            <Text
              size="xs"
              c="dimmed"
              fw={500}
              component="div"
              data-testid="listings-counters-label"
            >
              {label}
            </Text>
            {totals === undefined ? (
              <Skeleton height={24} width={56} mt={4} />
            ) : (
              <Text fw={700} size="xl" data-testid={`listings-counter-${field}`} component="div">
                {count.format(totals[field])}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" data-testid="listings-counters-caption">
        {caption}
      </Text>
    </Stack>
  );
}
