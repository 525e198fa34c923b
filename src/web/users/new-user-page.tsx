// 001 §2.4: /Usuarios/NuevoUser. E-mail, user name (40), password and confirmation (12) with
// show/hide and the requirements indicator, the user type selector (admin only: the create
// button's type, Category, Solo Lectura, Proveedor) and the provider id (only for Proveedor).
// Guardar runs the five checks of 001 §5 in their order (the server runs the same ones) and
// creates the user, who gets a mail with what it needs to log in (enviarEmail is always true).
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/NumberInput.css';
import { useEffect, useState } from 'react';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crearUsuario, usersKeys } from '../../api/users-queries.ts';
import { TipoUsuario } from '../../domain/roles.ts';
import {
  USER_NAME_MAX,
  createButtons,
  creatableTypes,
  sellerUserTypeLabel,
  tipoOptions,
  userMessages,
  validateNewUser,
  type CreateButton,
  type SellerUserTipo,
} from '../../domain/user-rules.ts';
import { showCallError, showSuccess, useProblemToast } from '../ui/toasts.ts';
import { PasswordBlock } from './password-block.tsx';

export interface NewUserPageProps {
  tipoUsuario: TipoUsuario;
  userId: number;
  idSellerSesion: number | null;
  /** The create button that opened the form. */
  boton: CreateButton | undefined;
  /**
   * Opened from a seller's edit page (001 §2.3, the Moderador or Usuario tab): the user is that
   * seller's, of the tab's type (a seller admin, 3, or a seller, 4).
   */
  seller?: { idSeller: number; tipo: SellerUserTipo } | undefined;
  onDone: () => void;
}

export function NewUserPage({
  tipoUsuario,
  userId,
  idSellerSesion,
  boton,
  seller,
  onDone,
}: NewUserPageProps) {
  const queryClient = useQueryClient();
  const allowed = creatableTypes(tipoUsuario);
  const defaultTipo =
    seller !== undefined
      ? seller.tipo
      : boton !== undefined && (allowed as readonly number[]).includes(createButtons[boton].tipo)
        ? createButtons[boton].tipo
        : (allowed[0] ?? TipoUsuario.seller);
  const [email, setEmail] = useState('');
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tipo, setTipo] = useState<number>(defaultTipo);
  const [idProveedor, setIdProveedor] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // 001 §2.4: the selector is the admin's (on /Usuarios/NuevoUser; a seller's tab fixes the type).
  const selector = tipoUsuario === TipoUsuario.adminMod && seller === undefined;

  const create = useMutation({
    mutationFn: () =>
      crearUsuario(
        {
          idSeller:
            seller !== undefined
              ? seller.idSeller
              : tipoUsuario === TipoUsuario.sellerAdmin
                ? idSellerSesion
                : null,
          password,
          confirmarPassword: confirmation,
          usuario: usuario.trim(),
          email: email.trim(),
          // 001 §9: always true.
          enviarEmail: true,
          tipoUsuario: tipo,
          idUsuario: userId,
          idProveedor: tipo === TipoUsuario.proveedor ? idProveedor : null,
        },
        userMessages.createFailed,
      ),
    onSuccess: async (answer) => {
      showSuccess(answer.mensaje);
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
      onDone();
    },
    onError: (error) => showCallError(error, userMessages.createFailed),
  });

  // The check that failed on saving stays (at its field and as a toast) while it still fails.
  const current = validateNewUser({
    email,
    usuario,
    password,
    confirmarPassword: confirmation,
    tipoUsuario: tipo,
    idProveedor,
  });
  useEffect(() => {
    if (problem !== null && current !== problem) setProblem(null);
  }, [problem, current]);
  const showProblem = useProblemToast(problem);

  function save() {
    setProblem(current);
    if (current !== null) {
      showProblem(current);
      return;
    }
    create.mutate();
  }

  const errorFor = (...texts: string[]) =>
    problem !== null && texts.includes(problem) ? problem : null;

  return (
    <Paper withBorder p="xl" radius="md" maw={560} mx="auto" component="section">
      <Title order={1} size="h2" mb="lg">
        Nuevo usuario
      </Title>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            value={email}
            maxLength={60}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
            }}
            error={errorFor(userMessages.emailInvalid)}
          />
          <TextInput
            label="Nombre de usuario"
            value={usuario}
            maxLength={USER_NAME_MAX}
            onChange={(e) => {
              setUsuario(e.currentTarget.value);
            }}
            error={errorFor(userMessages.nameRequired)}
          />
          <PasswordBlock
            idPrefix="new-user"
            label="Contraseña"
            capPassword
            password={password}
            onPasswordChange={(v) => {
              setPassword(v);
            }}
            confirmation={confirmation}
            onConfirmationChange={(v) => {
              setConfirmation(v);
            }}
            passwordError={errorFor(userMessages.requirements)}
            confirmationError={errorFor(userMessages.mismatch)}
          />
          {selector ? (
            <Select
              label="Tipo de usuario"
              data={tipoOptions.map((o) => ({ value: String(o.value), label: o.label }))}
              value={String(tipo)}
              onChange={(v) => {
                if (v !== null) setTipo(Number(v));
              }}
              allowDeselect={false}
            />
          ) : (
            <Text size="sm">Tipo de usuario: {sellerUserTypeLabel(tipo)}</Text>
          )}
          {tipo === TipoUsuario.proveedor && (
            <NumberInput
              label="Id de proveedor"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={idProveedor ?? ''}
              onChange={(v) => {
                setIdProveedor(typeof v === 'number' ? v : null);
              }}
              error={errorFor(userMessages.providerRequired, userMessages.providerNegative)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
