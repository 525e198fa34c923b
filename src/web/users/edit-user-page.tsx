// 001 §2.4: /Usuarios/Editar/{id}, 'Editar usuario'. E-mail, user name, new password and its
// confirmation (the password is always required on save; 'Excede los 12 caracteres, verifique'
// while typing), the requirements indicator, the Activo switch (the user machine's), the Solo
// Lectura switch (admin, on staff and read-only users), the Administrador/Category radio
// (admin, on users of type 1 or 2), the visible-sections tree (admin or seller admin, for users
// who are neither) and the read-only TOKEN field when the user has a token. The server runs the
// same checks (src/domain/user-rules.ts) and refuses what the role may not change.
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Fieldset.css';
import { useEffect, useState } from 'react';
import {
  Button,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Usuario } from '../../api/client.ts';
import { messagesOf } from '../../api/client.ts';
import {
  actualizarUsuario,
  historialUsuarioQueryOptions,
  tokenUsuarioQueryOptions,
  usersKeys,
  usersLoadTexts,
  usuarioQueryOptions,
} from '../../api/users-queries.ts';
import { PASSWORD_MAX, passwordMessages } from '../../domain/password.ts';
import { TipoUsuario } from '../../domain/roles.ts';
import {
  USER_NAME_MAX,
  editsSections,
  roleRadioApplies,
  soloLecturaApplies,
  userMessages,
  validateEditUser,
} from '../../domain/user-rules.ts';
import { showCallError, showSuccess, useProblemToast } from '../ui/toasts.ts';
import { HISTORY_LOAD_FAILED } from '../../domain/history.ts';
import { HistoryButton } from '../ui/history-button.tsx';
import { PasswordBlock } from './password-block.tsx';
import { SectionsTree } from './sections-tree.tsx';
import { useUserSwitch } from './user-switch.ts';

export interface EditUserPageProps {
  idUsuario: number;
  session: { tipoUsuario: number; userId: number };
  /** Back to where the user came from (the list, or home for those without it). */
  onDone: () => void;
  /** 'Historial' beside the title: for those who manage users (their history's call). */
  historial?: boolean;
}

export function EditUserPage({ idUsuario, session, onDone, historial = false }: EditUserPageProps) {
  const query = useQuery(usuarioQueryOptions(idUsuario));
  if (query.isPending) return <Loader aria-label="Cargando usuario" />;
  if (query.isError) {
    return (
      <Text c="red" role="alert">
        {messagesOf(query.error, usersLoadTexts.detail).join(' ')}
      </Text>
    );
  }
  // Another user, or a stored switch that changed, restarts the form (and its machine) at what is
  // stored; a read again for any other reason (the window regaining focus) keeps what is being
  // typed. A save leaves the screen (onDone).
  return (
    <EditUserForm
      key={`${String(query.data.idUsuario)}-${String(query.data.activo)}`}
      usuario={query.data}
      session={session}
      onDone={onDone}
      historial={historial}
    />
  );
}

function EditUserForm({
  usuario,
  session,
  onDone,
  historial,
}: {
  usuario: Usuario;
  session: EditUserPageProps['session'];
  onDone: () => void;
  historial: boolean;
}) {
  const queryClient = useQueryClient();
  const self = usuario.idUsuario === session.userId;
  const admin = session.tipoUsuario === TipoUsuario.adminMod;
  const showSoloLectura = admin && !self && soloLecturaApplies(usuario.tipoUsuario);
  const showRadio = admin && !self && roleRadioApplies(usuario.tipoUsuario);
  const showSections = !self && editsSections(session.tipoUsuario, usuario.tipoUsuario);

  const [email, setEmail] = useState(usuario.email);
  const [nombre, setNombre] = useState(usuario.nombreUsuario);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [soloLectura, setSoloLectura] = useState(usuario.soloLectura);
  const [radio, setRadio] = useState<number>(usuario.tipoUsuario);
  const [hidden, setHidden] = useState<number[]>(usuario.perfil);
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: usersKeys.all });
  const activeSwitch = useUserSwitch(usuario, session, () => void refresh());

  const save = useMutation({
    mutationFn: () =>
      actualizarUsuario(
        {
          idUsuario: usuario.idUsuario,
          idSeller: usuario.idSeller,
          email: email.trim(),
          usuario: nombre.trim(),
          password,
          modulos: [],
          ...(showSoloLectura ? { soloLectura } : {}),
          ...(showRadio ? { tipoUsuario: radio } : {}),
          ...(showSections ? { identificadores: hidden } : {}),
        },
        userMessages.editFailed,
      ),
    onSuccess: async () => {
      showSuccess(userMessages.edited);
      await refresh();
      onDone();
    },
    onError: (error) => showCallError(error, userMessages.editFailed),
  });

  // The check that failed on saving stays (at its field and as a toast) while it still fails.
  const current = validateEditUser({
    email,
    usuario: nombre,
    password,
    // 001 §5: the passwords must match when the user edits itself.
    ...(self ? { confirmarPassword: confirmation } : {}),
  });
  useEffect(() => {
    if (problem !== null && current !== problem) setProblem(null);
  }, [problem, current]);
  const showProblem = useProblemToast(problem);

  function submit() {
    setProblem(current);
    if (current !== null) {
      showProblem(current);
      return;
    }
    save.mutate();
  }

  const tooLong = password.length > PASSWORD_MAX ? passwordMessages.tooLong : null;
  const errorFor = (...texts: string[]) =>
    problem !== null && texts.includes(problem) ? problem : null;

  return (
    <Paper withBorder p="xl" radius="md" maw={640} mx="auto" component="section">
      <Group justify="space-between" mb="lg">
        <Title order={1} size="h2">
          Editar usuario
        </Title>
        {historial && (
          <HistoryButton
            size="sm"
            title={`Historial del usuario ${usuario.nombreUsuario}`}
            query={(page) =>
              historialUsuarioQueryOptions(usuario.idUsuario, page, HISTORY_LOAD_FAILED)
            }
          />
        )}
      </Group>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
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
            error={errorFor(userMessages.emailRequired, userMessages.emailInvalid)}
          />
          <TextInput
            label="Nombre de usuario"
            value={nombre}
            maxLength={USER_NAME_MAX}
            onChange={(e) => {
              setNombre(e.currentTarget.value);
            }}
            error={errorFor(userMessages.nameRequired)}
          />
          <PasswordBlock
            idPrefix="edit-user"
            label="Nueva contraseña"
            capPassword={false}
            password={password}
            onPasswordChange={(v) => {
              setPassword(v);
            }}
            confirmation={confirmation}
            onConfirmationChange={(v) => {
              setConfirmation(v);
            }}
            passwordError={tooLong ?? errorFor(userMessages.requirements, userMessages.tooLong)}
            confirmationError={errorFor(userMessages.mismatch)}
          />
          <Switch
            label="Activo"
            checked={activeSwitch.activo}
            disabled={!activeSwitch.enabled || activeSwitch.busy}
            onChange={() => void activeSwitch.toggle().then((ok) => ok && onDone())}
          />
          {showSoloLectura && (
            <Switch
              label="Solo Lectura"
              checked={soloLectura}
              onChange={(e) => setSoloLectura(e.currentTarget.checked)}
            />
          )}
          {showRadio && !soloLectura && (
            <Radio.Group label="Rol" value={String(radio)} onChange={(v) => setRadio(Number(v))}>
              <Group mt="xs">
                <Radio value={String(TipoUsuario.adminMod)} label="Administrador" />
                <Radio value={String(TipoUsuario.category)} label="Category" />
              </Group>
            </Radio.Group>
          )}
          {showSections && (
            <SectionsTree tipoUsuario={usuario.tipoUsuario} hidden={hidden} onChange={setHidden} />
          )}
          <UserTokenField idUsuario={usuario.idUsuario} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** 001 §2.4: the read-only TOKEN field, when the user has a token (001 §7: get user token). */
function UserTokenField({ idUsuario }: { idUsuario: number }) {
  const token = useQuery(tokenUsuarioQueryOptions(idUsuario)).data?.token ?? null;
  if (token === null) return null;
  return <TextInput label="TOKEN" value={token} readOnly variant="filled" />;
}
