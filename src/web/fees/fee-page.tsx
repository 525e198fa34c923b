// 002 §2 'Fee logistics' (/Liquidaciones/ActualizacionMasiva), titled 'Fee Logistico': 'Crear
// Fee' (to /Liquidaciones/NuevoFee) and the three stacked windows 'Fee Anterior' (read-only),
// 'Fee Activo' and 'Fee Próximo' (002 §4: VigenciaFeeLogistico 0, 1, 2).
import '@mantine/core/styles/Group.css';
import { Button, Group, Stack, Title } from '@mantine/core';
import { vigenciasFee } from '../../domain/fee-rules.ts';
import { FeeWindow } from './fee-window.tsx';

export function FeePage({ onCreate }: { onCreate: () => void }) {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Fee Logistico
        </Title>
        <Button onClick={onCreate}>Crear Fee</Button>
      </Group>
      {vigenciasFee.map((v) => (
        <FeeWindow key={v} vigencia={v} />
      ))}
    </Stack>
  );
}
