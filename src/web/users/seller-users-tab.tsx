// 001 §2.3: the Moderador and Usuario tabs of /Sellers/Editar/{id}. Each lists the seller's users
// of its type (the Moderador tab its seller admins, 3; the Usuario tab its sellers, 4) as the
// users list does (user name and e-mail, 10 per page, 'No se encontraron usuarios'), and staff
// create one ('Crear Moderador' / 'Crear Usuario') or open one to edit it, with the users area's
// own forms: the same fields, checks (001 §5), calls and texts as /Usuarios/NuevoUser and
// /Usuarios/Editar/{id}, the read-only TOKEN field included (001 §7 "get user token"). The
// sellers area receives this tab from the app (areas never import each other).
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { messagesOf } from '../../api/client.ts';
import {
  buscarUsuariosQueryOptions,
  usersLoadTexts,
  type UsuarioFila,
} from '../../api/users-queries.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import {
  USERS_PAGE_SIZE,
  sellerUserTabs,
  userMessages,
  type SellerUserTipo,
} from '../../domain/user-rules.ts';
import { PagedTable } from '../ui/paged-table.tsx';
import { EditUserPage } from './edit-user-page.tsx';
import { NewUserPage } from './new-user-page.tsx';

export interface SellerUsersTabProps {
  idSeller: number;
  tipo: SellerUserTipo;
  /** The session's user (the app passes it in). */
  session: { tipoUsuario: TipoUsuario; userId: number; idSellerSesion: number | null };
}

const columns: MRT_ColumnDef<UsuarioFila>[] = [
  { accessorKey: 'nombreUsuario', header: 'Usuario' },
  { accessorKey: 'email', header: 'E-mail' },
];

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; idUsuario: number };

export function SellerUsersTab({ idSeller, tipo, session }: SellerUsersTabProps) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const [page, setPage] = useState(1);
  const back = () => setView({ kind: 'list' });
  if (view.kind === 'new') {
    return (
      <NewUserPage
        tipoUsuario={session.tipoUsuario}
        userId={session.userId}
        idSellerSesion={session.idSellerSesion}
        boton={undefined}
        seller={{ idSeller, tipo }}
        onDone={back}
      />
    );
  }
  if (view.kind === 'edit') {
    return <EditUserPage idUsuario={view.idUsuario} session={session} onDone={back} />;
  }
  return (
    <SellerUsersList
      idSeller={idSeller}
      tipo={tipo}
      page={page}
      onPageChange={setPage}
      onCreate={() => setView({ kind: 'new' })}
      onOpen={(idUsuario) => setView({ kind: 'edit', idUsuario })}
    />
  );
}

function SellerUsersList({
  idSeller,
  tipo,
  page,
  onPageChange,
  onCreate,
  onOpen,
}: {
  idSeller: number;
  tipo: SellerUserTipo;
  page: number;
  onPageChange: (page: number) => void;
  onCreate: () => void;
  onOpen: (idUsuario: number) => void;
}) {
  const query = useQuery({
    ...buscarUsuariosQueryOptions({ idSeller, tipoUsuario: tipo, numeroPagina: page }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.usuarios ?? [];
  const total = query.data?.cantidadTotal ?? 0;
  const { tab, button } = sellerUserTabs[tipo];
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={onCreate}>{button}</Button>
      </Group>
      {query.isError && (
        <Text c="red" role="alert">
          {messagesOf(query.error, usersLoadTexts.list).join(' ')}
        </Text>
      )}
      {query.data !== undefined && total === 0 ? (
        <Text ta="center" fw={600}>
          {userMessages.empty}
        </Text>
      ) : (
        <PagedTable
          label={tab}
          columns={columns}
          rows={rows}
          total={total}
          page={page}
          pageSize={USERS_PAGE_SIZE}
          pageSizes={[String(USERS_PAGE_SIZE)]}
          onPageChange={(p) => onPageChange(p)}
          loading={query.isFetching}
          rowId={(row) => String(row.idUsuario)}
          onRowClick={(row) => onOpen(row.idUsuario)}
        />
      )}
    </Stack>
  );
}
