// The frame both order screens share (001 §2.1 /Ordenes/Editar and 001 §2.2
// /OrdenesProveedores/View): the title 'Orden - {id}' with what the screen shows beside it (a
// logo, the boca) and 'Volver', a line under the title, and the five tabs Datos comprador,
// Productos, Entrega, Medio de pago and Estados. Each screen fills the tabs with its own panels
// (editable on the order screen, read-only for the suppliers' orders).
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Tabs.css';
import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';

/** The tabs of an order screen, by their value. */
export type OrderTab = 'comprador' | 'productos' | 'entrega' | 'pago' | 'estados';

export interface OrderLayoutProps {
  idOrden: number;
  /** What stands beside the title, before 'Volver' (logos, the boca). */
  beside: ReactNode;
  onVolver: () => void;
  /** The line under the title (the seller, the reference). */
  subtitle: string;
  /** The chosen tab: kept by the screen, so it stays when the order is read again. */
  tab: string;
  onTab: (tab: string) => void;
  /** Each tab's panel; the order screen adds its Historial (issue 35). */
  panels: Record<OrderTab, ReactNode> & { historial?: ReactNode };
}

export function OrderLayout({
  idOrden,
  beside,
  onVolver,
  subtitle,
  tab,
  onTab,
  panels,
}: OrderLayoutProps) {
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {`Orden - ${String(idOrden)}`}
        </Title>
        <Group gap="sm">
          {beside}
          <Button variant="default" onClick={onVolver}>
            Volver
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {subtitle}
      </Text>
      <Paper withBorder p="md">
        <Tabs value={tab} onChange={(v) => v !== null && onTab(v)} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="comprador">Datos comprador</Tabs.Tab>
            <Tabs.Tab value="productos">Productos</Tabs.Tab>
            <Tabs.Tab value="entrega">Entrega</Tabs.Tab>
            <Tabs.Tab value="pago">Medio de pago</Tabs.Tab>
            <Tabs.Tab value="estados">Estados</Tabs.Tab>
            {panels.historial !== undefined && <Tabs.Tab value="historial">Historial</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="comprador">{panels.comprador}</Tabs.Panel>
          <Tabs.Panel value="productos">{panels.productos}</Tabs.Panel>
          <Tabs.Panel value="entrega">{panels.entrega}</Tabs.Panel>
          <Tabs.Panel value="pago">{panels.pago}</Tabs.Panel>
          <Tabs.Panel value="estados">{panels.estados}</Tabs.Panel>
          {panels.historial !== undefined && (
            <Tabs.Panel value="historial">{panels.historial}</Tabs.Panel>
          )}
        </Tabs>
      </Paper>
    </Stack>
  );
}
