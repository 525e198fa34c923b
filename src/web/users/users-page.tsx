// 001 §2.4: /Usuarios, the users list (10 per page, mantine-react-table, DECISIONS 29): the
// collapsible filter by user name (Buscar, Limpiar) in the URL, rows with the user name and the
// e-mail, a click opens the user's edit, 'No se encontraron usuarios', and the create buttons of
// the role ('Crear Proveedor' and 'Crear Moderador' for the admin, 'Crear Usuario' for the seller
// admin). The server limits a seller admin to its own seller's users.
import { useState } from 'react';
import { Button, Collapse, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { messagesOf } from '../../api/client.ts';
import {
  buscarUsuariosQueryOptions,
  usersLoadTexts,
  type UsuarioFila,
} from '../../api/users-queries.ts';
import {
  USERS_PAGE_SIZE,
  USER_FILTER_MAX,
  createButtons,
  createButtonsFor,
  userMessages,
  type CreateButton,
} from '../../domain/user-rules.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import { PagedTable } from '../ui/paged-table.tsx';
import { usersSearch, type UsersFilter } from './list-filter-state.ts';
import { SavedViews } from '../ui/saved-views.tsx';

export interface UsersPageProps {
  tipoUsuario: TipoUsuario;
  search: Record<string, unknown>;
  onSearchChange: (filter: UsersFilter) => void;
  onOpenUser: (idUsuario: number) => void;
  onCreate: (boton: CreateButton) => void;
}

const columns: MRT_ColumnDef<UsuarioFila>[] = [
  { accessorKey: 'nombreUsuario', header: 'Usuario' },
  { accessorKey: 'email', header: 'E-mail' },
];

export function UsersPage({
  tipoUsuario,
  search,
  onSearchChange,
  onOpenUser,
  onCreate,
}: UsersPageProps) {
  const applied = usersSearch.read(search);
  const query = useQuery({
    ...buscarUsuariosQueryOptions({
      numeroPagina: applied.pagina,
      ...(applied.nombreUsuario.trim() === ''
        ? {}
        : { nombreUsuario: applied.nombreUsuario.trim() }),
    }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.usuarios ?? [];
  const total = query.data?.cantidadTotal ?? 0;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Usuarios
        </Title>
        <Group>
          {createButtonsFor(tipoUsuario).map((key) => (
            <Button key={key} onClick={() => onCreate(key)}>
              {createButtons[key].label}
            </Button>
          ))}
        </Group>
      </Group>
      <SavedViews lista="/Usuarios" />
      <Button
        variant="subtle"
        w="fit-content"
        aria-expanded={applied.filtroAbierto}
        onClick={() => onSearchChange({ ...applied, filtroAbierto: !applied.filtroAbierto })}
      >
        {applied.filtroAbierto ? 'Ocultar filtro' : 'Filtrar'}
      </Button>
      <Collapse in={applied.filtroAbierto}>
        <UsersFilterForm
          key={applied.nombreUsuario}
          applied={applied}
          searching={query.isFetching}
          onSearch={(nombreUsuario) => onSearchChange({ ...applied, nombreUsuario, pagina: 1 })}
          onClear={() => onSearchChange({ ...applied, nombreUsuario: '', pagina: 1 })}
        />
      </Collapse>
      {query.isError && (
        <Text c="red" role="alert">
          {messagesOf(query.error, usersLoadTexts.list).join(' ')}
        </Text>
      )}
      {query.data !== undefined && total === 0 ? (
        <Text ta="center" fw={600} data-testid="sin-usuarios">
          {userMessages.empty}
        </Text>
      ) : (
        <PagedTable
          label="Usuarios"
          columns={columns}
          rows={rows}
          total={total}
          page={applied.pagina}
          pageSize={USERS_PAGE_SIZE}
          pageSizes={[String(USERS_PAGE_SIZE)]}
          onPageChange={(pagina) => onSearchChange({ ...applied, pagina })}
          loading={query.isFetching}
          rowId={(row) => String(row.idUsuario)}
          onRowClick={(row) => onOpenUser(row.idUsuario)}
        />
      )}
    </Stack>
  );
}

function UsersFilterForm({
  applied,
  searching,
  onSearch,
  onClear,
}: {
  applied: UsersFilter;
  searching: boolean;
  onSearch: (nombreUsuario: string) => void;
  onClear: () => void;
}) {
  const [nombre, setNombre] = useState(applied.nombreUsuario);
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-label="Filtro de usuarios"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(nombre);
      }}
    >
      <Group align="flex-end">
        <TextInput
          label="Nombre de usuario"
          value={nombre}
          maxLength={USER_FILTER_MAX}
          onChange={(e) => setNombre(e.currentTarget.value)}
        />
        <Button type="submit" loading={searching}>
          Buscar
        </Button>
        <Button variant="default" onClick={onClear}>
          Limpiar
        </Button>
      </Group>
    </Paper>
  );
}
