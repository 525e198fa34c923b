// 000 §2.7: /Publicaciones/Nueva/{idSeller} (idPublicacion null) and
// /Publicaciones/Editar/{idSeller}/{idPublicacion}. The edit screen shows only once the loaded
// listing is the one asked for (a listing read for another id, or still loading, shows the
// loader instead, never a stale form); the spec's 1-second delay is not reproduced. The form
// itself starts from what was loaded and is remounted for each listing (and after 'Guardar y
// Crear', which starts a new one).
import '@mantine/core/styles/Alert.css';
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { ApiError, messagesOf } from '../../api/client.ts';
import { listingFormLoadTexts, publicacionQueryOptions } from '../../api/listing-form-queries.ts';
import { sellerResumenQueryOptions } from '../../api/sellers-queries.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import { ListingFormScreen, type ListingFormScreenProps } from './form-screen.tsx';
import { showCallError } from '../ui/toasts.ts';
import { scrollPageToTop } from '../ui/page-scroll.ts';

export interface ListingFormPageProps {
  tipoUsuario: TipoUsuario;
  idSellerSesion: number | null;
  userId: number;
  idSeller: number;
  /** Null: create mode. */
  idPublicacion: number | null;
  volverA: string;
  /** The rebate card of the edited listing (composed by the route, 000 §2.9). */
  rebateSlot?: ListingFormScreenProps['rebateSlot'];
}

export function ListingFormPage(props: ListingFormPageProps) {
  return props.idPublicacion === null ? (
    <CreateListing {...props} />
  ) : (
    <EditListing {...props} idPublicacion={props.idPublicacion} />
  );
}

function CreateListing({ tipoUsuario, userId, idSeller, volverA }: ListingFormPageProps) {
  // 'Guardar y Crear' starts a fresh form (and a fresh workflow) for the next listing.
  const [generation, setGeneration] = useState(0);
  const seller = useQuery({ ...sellerResumenQueryOptions(idSeller), retry: false });
  return (
    <ListingFormScreen
      key={generation}
      tipoUsuario={tipoUsuario}
      userId={userId}
      idSeller={idSeller}
      volverA={volverA}
      publicacion={null}
      sellerName={seller.data?.razonSocial ?? ''}
      onCreatedAnother={() => {
        setGeneration((g) => g + 1);
        scrollPageToTop();
      }}
    />
  );
}

function EditListing({
  tipoUsuario,
  userId,
  idPublicacion,
  volverA,
  rebateSlot,
}: ListingFormPageProps & { idPublicacion: number }) {
  const router = useRouter();
  const listing = useQuery({
    ...publicacionQueryOptions(idPublicacion),
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (listing.isError) showCallError(listing.error, listingFormLoadTexts.listing);
  }, [listing.isError, listing.error]);

  // 000 §2.7: only the listing asked for, never the one shown before.
  const data = listing.data?.idPublicacion === idPublicacion ? listing.data : null;
  if (data !== null) {
    return (
      <ListingFormScreen
        key={data.idPublicacion}
        tipoUsuario={tipoUsuario}
        userId={userId}
        idSeller={data.idSeller}
        volverA={volverA}
        publicacion={data}
        sellerName={data.nombreSeller}
        onCreatedAnother={() => undefined}
        rebateSlot={rebateSlot}
      />
    );
  }
  if (listing.isError) {
    const messages = messagesOf(listing.error, listingFormLoadTexts.listing);
    const notFound = listing.error instanceof ApiError && listing.error.status === 404;
    return (
      <Stack gap="md" maw={640}>
        <Alert
          color={notFound ? 'yellow' : 'red'}
          icon={<IconAlertCircle />}
          title="No se puede mostrar la publicación"
          data-testid="publicacion-error"
        >
          {messages.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
        <Group>
          <Button variant="default" onClick={() => router.history.push(volverA)}>
            Volver
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group justify="center" py="xl" data-testid="publicacion-cargando">
      <Loader aria-label="Cargando publicación" />
    </Group>
  );
}
