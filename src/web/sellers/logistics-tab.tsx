// 001 §2.3, §3, §5, §6, §9 Logística Propia: the scale x zone grid (amba, interior, patagonia) with
// each cell's cost and delivery days ('Mismo día' for 1, else 'Días Hábiles'), each zone's enable
// switch (seller, seller admin, admin moderator) and free-shipping switch (seller roles; the row is
// shown to seller, admin moderator and category) with its warning; 'Guardar logística' checks
// 'Falta completar un costo' / 'Falta completar una promesa de entrega' and saves the grid.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Alert.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  actualizarLogisticaPropia,
  logisticaPropiaQueryOptions,
  sellerAreaKeys,
  type LogisticaPropia,
} from '../../api/sellers-queries.ts';
import {
  checkLogisticsCell,
  deliveryDaysLabel,
  logisticsZones,
  mayChangeFreeShipping,
  mayEnableOwnLogistics,
  seesFreeShippingRow,
  sellerLimits,
  type ZoneCode,
} from '../../domain/seller-rules.ts';
import { sellerMessages } from '../../domain/texts/sellers.ts';
import { AmountInput } from '../ui/amount-input.tsx';
import { showCallError, showErrors, showSuccess } from '../ui/toasts.ts';

interface Cell {
  costo: string;
  dias: string;
}
type Grid = Record<number, Record<ZoneCode, Cell>>;

const cellOf = (e: { costo: number | null; diasEntrega: number | null }): Cell => ({
  costo: e.costo === null ? '' : String(e.costo),
  dias: e.diasEntrega === null ? '' : String(e.diasEntrega),
});

function gridOf(l: LogisticaPropia): Grid {
  return Object.fromEntries(
    l.escalas.map((e) => [
      e.idEscala,
      { amba: cellOf(e.amba), interior: cellOf(e.interior), patagonia: cellOf(e.patagonia) },
    ]),
  );
}

const num = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));

export function LogisticsTab({
  idSeller,
  tipoUsuario,
}: {
  idSeller: number;
  tipoUsuario: number;
}): ReactNode {
  const queryClient = useQueryClient();
  const query = useQuery(logisticaPropiaQueryOptions(idSeller));
  const [grid, setGrid] = useState<Grid>({});
  const [zones, setZones] = useState<LogisticaPropia['envioGratisZona']>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data) {
      setGrid(gridOf(query.data));
      setZones(query.data.envioGratisZona);
    }
  }, [query.data]);
  if (query.isError) return <Text c="red">{sellerMessages.logisticsLoadFailed}</Text>;
  if (!query.data) return <Text>Cargando…</Text>;
  const escalas = query.data.escalas;
  const setCell = (idEscala: number, zona: ZoneCode, patch: Partial<Cell>) =>
    setGrid((g) => {
      const row = g[idEscala];
      if (!row) return g;
      return { ...g, [idEscala]: { ...row, [zona]: { ...row[zona], ...patch } } };
    });
  const setZone = (idZona: number, patch: { habilitada?: boolean; envioGratis?: boolean }) =>
    setZones((zs) => zs.map((z) => (z.idZona === idZona ? { ...z, ...patch } : z)));
  const save = async () => {
    for (const e of escalas) {
      for (const z of logisticsZones) {
        const c = grid[e.idEscala]?.[z.codigo];
        const problem = checkLogisticsCell(num(c?.costo ?? ''), num(c?.dias ?? ''));
        if (problem !== null) {
          showErrors([problem]);
          return;
        }
      }
    }
    setSaving(true);
    try {
      await actualizarLogisticaPropia(
        {
          idSeller,
          zonas: logisticsZones.map((z) => {
            const sw = zones.find((x) => x.idZona === z.idZona);
            return {
              idZona: z.idZona,
              habilitada: sw?.habilitada ?? false,
              envioGratis: sw?.envioGratis ?? false,
              escalas: escalas.map((e) => {
                const c = grid[e.idEscala]?.[z.codigo];
                return {
                  idEscala: e.idEscala,
                  entrega: { costo: num(c?.costo ?? ''), diasEntrega: num(c?.dias ?? '') },
                };
              }),
            };
          }),
        },
        sellerMessages.logisticsSaveFailed,
      );
      showSuccess(sellerMessages.logisticsSaved);
      await queryClient.invalidateQueries({ queryKey: sellerAreaKeys.logistics(idSeller) });
    } catch (error) {
      showCallError(error, sellerMessages.logisticsSaveFailed);
    } finally {
      setSaving(false);
    }
  };
  const freeShippingRow = seesFreeShippingRow(tipoUsuario);
  return (
    <Stack>
      <Table striped aria-label="Logística propia">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Escala</Table.Th>
            {logisticsZones.map((z) => (
              <Table.Th key={z.idZona}>{z.descripcion}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Habilitada</Table.Td>
            {logisticsZones.map((z) => (
              <Table.Td key={z.idZona}>
                <Switch
                  aria-label={`Habilitar ${z.descripcion}`}
                  checked={zones.find((x) => x.idZona === z.idZona)?.habilitada ?? false}
                  disabled={!mayEnableOwnLogistics(tipoUsuario)}
                  onChange={(e) => setZone(z.idZona, { habilitada: e.currentTarget.checked })}
                />
              </Table.Td>
            ))}
          </Table.Tr>
          {freeShippingRow && (
            <Table.Tr>
              <Table.Td>Envío gratis</Table.Td>
              {logisticsZones.map((z) => (
                <Table.Td key={z.idZona}>
                  <Switch
                    aria-label={`Envío gratis ${z.descripcion}`}
                    checked={zones.find((x) => x.idZona === z.idZona)?.envioGratis ?? false}
                    disabled={!mayChangeFreeShipping(tipoUsuario)}
                    onChange={(e) => setZone(z.idZona, { envioGratis: e.currentTarget.checked })}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          )}
          {escalas.map((e) => (
            <Table.Tr key={e.idEscala}>
              <Table.Td>{e.descripcion}</Table.Td>
              {logisticsZones.map((z) => {
                const c = grid[e.idEscala]?.[z.codigo] ?? { costo: '', dias: '' };
                return (
                  <Table.Td key={z.idZona}>
                    <Group gap={4} wrap="nowrap">
                      <AmountInput
                        aria-label={`Costo ${e.descripcion} ${z.descripcion}`}
                        placeholder="Costo"
                        w={100}
                        format={{ kind: 'decimal', maxLength: sellerLimits.costo, commaToo: true }}
                        value={c.costo}
                        onValueChange={(costo) => setCell(e.idEscala, z.codigo, { costo })}
                      />
                      <TextInput
                        aria-label={`Días ${e.descripcion} ${z.descripcion}`}
                        placeholder="Días"
                        w={70}
                        maxLength={sellerLimits.diasEntrega}
                        value={c.dias}
                        onChange={(ev) =>
                          setCell(e.idEscala, z.codigo, {
                            dias: ev.currentTarget.value.replace(/\D/g, ''),
                          })
                        }
                      />
                      <Text size="xs">
                        {c.dias === '' ? '' : deliveryDaysLabel(Number(c.dias))}
                      </Text>
                    </Group>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {freeShippingRow && <Alert color="yellow">{sellerMessages.freeShippingWarning}</Alert>}
      {mayEnableOwnLogistics(tipoUsuario) && (
        <Group>
          <Button loading={saving} onClick={() => void save()}>
            Guardar logística
          </Button>
        </Group>
      )}
    </Stack>
  );
}
