// /Exportables/Sellers (002 §2 'Exports', §7, §8; issue 21): 'Descargar sellers' saves every live
// seller as Sellers.xlsx (POST /api/Exportables/ExportarSellers, empty body); a failure without
// errores reads 'No se pudieron descargar los sellers'.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { exportarSellers } from '../../api/exports-queries.ts';
import { exportFileNames, exportTexts } from '../../domain/exports.ts';
import { useDownload } from './download.ts';

export function SellersExportPage() {
  const download = useDownload(exportTexts.sinSellers, exportFileNames.sellers);
  return (
    <Stack gap="md" data-testid="sellers-export-page">
      <Title order={1} size="h2">
        Sellers
      </Title>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="center">
          <Text c="dimmed" size="sm">
            Todos los sellers, con sus datos de contacto, de logística y de la tienda.
          </Text>
          <Button
            leftSection={<IconDownload size={18} stroke={1.5} />}
            loading={download.downloading}
            onClick={() => void download.run((fallback) => exportarSellers(fallback))}
          >
            Descargar sellers
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
