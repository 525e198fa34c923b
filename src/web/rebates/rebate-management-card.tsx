// One card of 'Gestión de Rebates' (001 §2.5, §4): the listing and its rebate, and the buttons of
// the SAME rebate machine the listing's rebate card runs (rebate-workflow.ts): which are there
// and which are enabled is the machine's answer for this user at the stored state. The screen
// has no fields, so it offers the events that need none: approve (2, or 3 for a seller admin),
// reject (6), 'Dar de baja' (6) and 'Eliminar Rebate'. Successes and fallbacks are 001 §8's.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  cambiarEstadoRebate,
  eliminarRebate,
  type IdEstadoRebate,
  type RebateGestion,
} from '../../api/rebates-queries.ts';
import { todayInMarket } from '../../domain/dates.ts';
import { centsFromAmount, formatMoney } from '../../domain/money.ts';
import {
  percentText,
  rebateScreenMessages,
  rebateScreenSuccessMessages,
  rebateValidityPassed,
} from '../../domain/rebate-rules.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import { brandName } from '../ui/brand.ts';
import { WorkflowButtons } from '../ui/workflow-buttons.tsx';
import { useRebateWorkflow, type RebateCalls } from './rebate-workflow.ts';
import { RebateHistoryButton } from './rebate-history-button.tsx';
import { rebateButtons } from '../../../machines/rebate.ts';

const money = (amount: number) => formatMoney(centsFromAmount(amount));
/** 001 §2.5: dates display their first 10 characters. */
const day = (date: string) => date.slice(0, 10);

const estadoColor: Record<number, string> = {
  1: 'gray',
  2: 'blue',
  3: 'green',
  4: 'dark',
  5: 'red',
  6: 'red',
};

export function RebateManagementCard({
  item,
  tipoUsuario,
  userId,
  onSettled,
}: {
  item: RebateGestion;
  tipoUsuario: TipoUsuario;
  /** 001 §4: the change is made on behalf of the acting user. */
  userId: number;
  /** After every call: the list reads the changed card again. */
  onSettled: () => void;
}) {
  const { rebate } = item;
  const calls: RebateCalls = {
    enviar: () => Promise.reject(new Error('no se envía desde Gestión de Rebates')),
    modificar: () => Promise.reject(new Error('no se modifica desde Gestión de Rebates')),
    eliminar: () => eliminarRebate(rebate.idRebate, rebateScreenMessages.deleteFailed),
    cambiarEstado: async (idEstado: IdEstadoRebate) => {
      await cambiarEstadoRebate(
        rebate.idRebate,
        idEstado,
        rebateScreenMessages.stateFailed,
        userId,
      );
    },
  };
  const wf = useRebateWorkflow({
    tipoUsuario,
    estado: rebate.idEstadoRebate,
    vencido: rebateValidityPassed(rebate.fechaVencimiento, todayInMarket()),
    calls,
    onSettled,
    successMessages: rebateScreenSuccessMessages,
  });
  const finished = rebate.idEstadoRebate === 4;
  const aprobarWhy = wf.busy ? null : wf.aprobarRefusal;
  const reasonId = `rebate-${String(rebate.idRebate)}-aprobar-motivo`;
  return (
    <Paper
      withBorder
      p="md"
      data-testid="rebate"
      data-id-rebate={rebate.idRebate}
      data-estado={rebate.idEstadoRebate}
    >
      <Group align="flex-start" wrap="nowrap">
        {item.imagen[0] ? (
          <Image src={item.imagen[0].urlImagen} alt={item.titulo} w={96} h={96} fit="contain" />
        ) : null}
        <Stack gap={4} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{item.titulo}</Text>
            <Badge color={estadoColor[rebate.idEstadoRebate]}>{rebate.estadoRebate}</Badge>
          </Group>
          <Text size="sm">{`${item.razonSocial} · Publicación ${String(rebate.idPublicacion)}`}</Text>
          <Text size="sm" c="dimmed">
            {`SKU Seller ${item.skuSeller ?? '-'} · SKU Market ${item.skuMarket ?? '-'} · Tipo ${item.tipoPublicacion?.descripcion ?? '-'}`}
          </Text>
          <Text size="sm">
            {`Precio de lista ${money(rebate.precioInicial)} · Precio final ${money(rebate.precioFinal)}`}
          </Text>
          <Text size="sm">
            {`Descuento total ${percentText(rebate.porcentajeTotalDescuento)}: ${brandName} ${percentText(rebate.porcentajeMarket)} (${money(rebate.aCargoMarket)}) · Seller ${percentText(rebate.porcentajeSeller)} (${money(rebate.aCargoSeller)})`}
          </Text>
          <Text size="sm">
            {`Vigencia ${day(rebate.fechaInicio)} a ${day(rebate.fechaVencimiento)} · Unidades ${String(rebate.unidades)}`}
          </Text>
          {finished && (
            <Text size="sm" fw={600} data-testid="rebate-finalizado">
              {`Precio rebate ${money(rebate.precioFinal)} · Unidades vendidas ${String(item.unidadesVendidas)}`}
            </Text>
          )}
          <Group justify="space-between" mt="xs">
            <Anchor
              renderRoot={(props) => (
                <Link
                  to={`/Publicaciones/Editar/${String(item.idSeller)}/${String(rebate.idPublicacion)}`}
                  {...props}
                />
              )}
            >
              Ver Detalle
            </Anchor>
            <RebateHistoryButton idRebate={rebate.idRebate} />
            <WorkflowButtons
              gap="xs"
              justify="flex-end"
              buttons={[
                {
                  key: 'aprobar',
                  label: `✓ ${rebateButtons.aprobar}`,
                  color: 'green',
                  show: wf.showAprobar,
                  enabled: wf.canAprobar,
                  loading: wf.busy,
                  reason: aprobarWhy === null ? null : { id: reasonId, text: aprobarWhy },
                  onClick: () => void wf.aprobar(),
                },
                {
                  key: 'rechazar',
                  label: `✕ ${rebateButtons.rechazar}`,
                  color: 'red',
                  show: wf.showRechazar,
                  enabled: wf.canRechazar,
                  onClick: () => void wf.rechazar(),
                },
                {
                  key: 'dar-de-baja',
                  label: rebateButtons.darDeBaja,
                  color: 'red',
                  variant: 'outline',
                  show: wf.showDarDeBaja,
                  enabled: wf.canDarDeBaja,
                  onClick: () => void wf.darDeBaja(),
                },
                {
                  key: 'eliminar',
                  label: rebateButtons.eliminarRebate,
                  color: 'red',
                  variant: 'light',
                  show: wf.showEliminar,
                  enabled: wf.canEliminar,
                  onClick: () => void wf.eliminar(),
                },
              ]}
            />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
