// 000 §2.8 /Publicaciones/ActualizacionMasiva: the prices-and-stock card, and for category and
// admin the type-of-publication-and-shipping card. What each user sees is bulk-view.ts's.
import { useMemo } from 'react';
import { Stack, Title } from '@mantine/core';
import type { TipoUsuario } from '../../domain/roles.ts';
import { bulkViewFor } from './bulk-view.ts';
import { PriceStockCard } from './price-stock-card.tsx';
import { TypeShippingCard } from './type-shipping-card.tsx';

export interface UpdatePageProps {
  tipoUsuario: TipoUsuario;
  /** The session's seller (sellers and seller admins); null for staff. */
  idSellerSesion: number | null;
}

export function UpdatePage({ tipoUsuario, idSellerSesion }: UpdatePageProps) {
  const view = useMemo(() => bulkViewFor(tipoUsuario), [tipoUsuario]);
  return (
    <Stack gap="md" data-testid="bulk-update-page">
      <Title order={1} size="h2">
        Actualización Masiva
      </Title>
      {view.priceStock !== null && (
        <PriceStockCard view={view.priceStock} idSellerSesion={idSellerSesion} />
      )}
      {view.tipoYEnvio && <TypeShippingCard />}
    </Stack>
  );
}
