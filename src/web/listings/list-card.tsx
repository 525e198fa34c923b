// 000 §2.6: one card of the listing list: seller, publication day, id, image, title, brand and
// category, both SKUs, listing type, stock, delivery type, 'Envio Gratis', price and list price,
// the status label (with the staff's activate/pause switch), 'PRODUCTO EXCEPTUADO' for staff and
// the 'Ordenes' link. The title opens the edit screen, which comes back here (000 §2.7).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Switch.css';
import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Box, Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { PublicacionTarjeta } from '../../api/listings-queries.ts';
import { estadoPublicacionLabels, type EstadoPublicacion } from '../../../machines/listing.ts';
import { useStatusSwitch } from './use-status-switch.ts';
import {
  cardPrices,
  deliveryLabel,
  editPath,
  ordersSearch,
  publicationDay,
  type ListView,
} from './list-view.ts';

const IMAGE_PX = 104;

export interface ListingCardProps {
  card: PublicacionTarjeta;
  view: ListView;
  tipoUsuario: number;
  /** Where the listing's screen goes back to (000 §2.7): the list as it was shown. */
  volverA?: string;
  /** After a status change: the list and its counters are read again. */
  onStatusChanged: () => void;
}

export function ListingCard({
  card,
  view,
  tipoUsuario,
  volverA = '/Publicaciones',
  onStatusChanged,
}: ListingCardProps) {
  const prices = cardPrices(card);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="listing-card"
      data-id={card.idPublicacion}
      component="article"
      aria-label={card.titulo}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ListingImage src={card.imagen} alt={card.titulo} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
            <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
              <Text size="xs" fw={600} style={{ flex: 'none' }}>
                ID <span data-testid="listing-id">{card.idPublicacion}</span>
              </Text>
              <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                <span data-testid="listing-fecha">{publicationDay(card.fechaPublicacion)}</span>
              </Text>
            </Group>
            {/* Keyed by the stored estado: a new answer of the list restarts the machine there. */}
            <StatusControl
              key={card.estado}
              idPublicacion={card.idPublicacion}
              estado={card.estado}
              tipoUsuario={tipoUsuario}
              onChanged={onStatusChanged}
            />
          </Group>
          <Text size="xs" c="dimmed" lineClamp={1} data-testid="listing-seller">
            {card.nombreSeller}
          </Text>
          <Anchor
            fw={600}
            size="sm"
            lineClamp={2}
            data-testid="listing-titulo"
            renderRoot={(props) => <Link to={editPath(card)} state={{ volverA }} {...props} />}
          >
            {card.titulo}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1} data-testid="listing-marca-categoria">
            {card.descripcionMarca ?? '-'} · {card.descripcionCategoria ?? '-'}
          </Text>
          <Group gap="md" style={{ rowGap: 2 }}>
            <Field label="SKU Seller" testId="listing-sku-seller">
              {card.skuSeller ?? '-'}
            </Field>
            <Field label="SKU Market" testId="listing-sku-market">
              {card.skuMarket ?? '-'}
            </Field>
            <Field label="Tipo" testId="listing-tipo">
              {card.tipoPublicacion ?? '-'}
            </Field>
            <Field label="Stock" testId="listing-stock">
              {card.stock}
            </Field>
          </Group>
          <Group gap="xs" style={{ rowGap: 4 }}>
            <Text size="xs" data-testid="listing-entrega">
              {deliveryLabel(card.tipoEntrega)}
            </Text>
            {card.envioGratis && (
              <Badge size="sm" variant="light" color="teal">
                Envio Gratis
              </Badge>
            )}
            {view.exceptedBadge && card.exceptuado && (
              <Badge size="sm" variant="outline" color="orange">
                PRODUCTO EXCEPTUADO
              </Badge>
            )}
          </Group>
          <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
            <Group gap="xs" align="baseline" style={{ rowGap: 0 }}>
              <Text fw={700} data-testid="listing-precio">
                {prices.precio}
              </Text>
              <Text size="xs" c="dimmed">
                Precio lista{' '}
                <Text
                  span
                  inherit
                  td={prices.promocional ? 'line-through' : undefined}
                  data-testid="listing-precio-lista"
                >
                  {prices.precioLista}
                </Text>
              </Text>
            </Group>
            <Anchor
              size="sm"
              data-testid="listing-ordenes"
              renderRoot={(props) => (
                <Link to="/Ordenes/Publicacion" search={ordersSearch(card)} {...props} />
              )}
            >
              Ordenes
            </Anchor>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function Field({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Text size="xs" component="span">
      <Text span inherit c="dimmed">
        {label}
      </Text>{' '}
      <Text span inherit fw={500} data-testid={testId}>
        {children}
      </Text>
    </Text>
  );
}

function ListingImage({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  const style = {
    width: IMAGE_PX,
    height: IMAGE_PX,
    flex: 'none',
    borderRadius: 'var(--mantine-radius-sm)',
  } as const;
  if (src === null || failed) {
    return (
      <Box
        style={{
          ...style,
          display: 'grid',
          placeItems: 'center',
          background: 'var(--mantine-color-gray-1)',
          color: 'var(--mantine-color-gray-5)',
        }}
        data-testid="listing-imagen-vacia"
        role="img"
        aria-label="Sin imagen"
      >
        <IconPhoto size={32} stroke={1.5} />
      </Box>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      width={IMAGE_PX}
      height={IMAGE_PX}
      style={{ ...style, objectFit: 'contain', background: 'var(--mantine-color-gray-0)' }}
      onError={() => setFailed(true)}
      data-testid="listing-imagen"
    />
  );
}

function StatusLabel({ estado }: { estado: EstadoPublicacion }) {
  if (estado === 5) return null;
  const { texto, color } = estadoPublicacionLabels[estado];
  return (
    <Badge color={color} variant="light" size="sm" data-testid="listing-estado">
      {texto}
    </Badge>
  );
}

interface StatusControlProps {
  idPublicacion: number;
  estado: EstadoPublicacion;
  tipoUsuario: number;
  onChanged: () => void;
}

/** 000 §2.6: the status label; staff also get the switch that approves or pauses. */
function StatusControl({ idPublicacion, estado, tipoUsuario, onChanged }: StatusControlProps) {
  const status = useStatusSwitch({ idPublicacion, estado, tipoUsuario, onChanged });
  return (
    <Group gap={8} wrap="nowrap" style={{ flex: 'none' }}>
      <StatusLabel estado={status.estado} />
      {status.shown && (
        <Switch
          size="sm"
          checked={status.checked}
          // While the call is in flight the switch keeps its colour (it shows where it is going,
          // 000 §4) and ignores clicks: toggle() only sends what the machine takes.
          disabled={!status.enabled && !status.busy}
          onChange={status.toggle}
          aria-label={`Publicación ${String(idPublicacion)} activa`}
          aria-busy={status.busy}
          data-testid="listing-switch"
          thumbIcon={status.busy ? <Loader size={10} /> : undefined}
        />
      )}
    </Group>
  );
}
