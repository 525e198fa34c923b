// 000 §2.5 /Notificaciones/Ajustes: one switch per notification type the user may have plus an
// 'all' switch, each labelled Activo/Inactivo; 'Guardar' saves (000 §8 texts), 'Cancelar' goes
// back. The values come from the server (off by default, DECISIONS 27).
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { useEffect, useState } from 'react';
import { Button, Divider, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import {
  ajustesNotificacionQueryOptions,
  guardarAjustes,
  notificationTexts,
  notificationsKeys,
} from '../../api/notifications-queries.ts';
import type { TipoUsuario } from '../../domain/roles.ts';
import {
  allOn,
  setAll,
  setOne,
  settingRows,
  stateLabel,
  toOpciones,
  type SettingRow,
} from './settings-form.ts';
import { messagesOf } from '../../api/client.ts';
import { showErrors, showSuccess } from '../ui/toasts.ts';

export interface SettingsPageProps {
  tipoUsuario: TipoUsuario;
  /** The session's user: a user reads and saves only its own settings. */
  idUser: number;
}

export function SettingsPage({ tipoUsuario, idUser }: SettingsPageProps) {
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saved = useQuery({ ...ajustesNotificacionQueryOptions(idUser), enabled: idUser > 0 });
  // The form starts from what the server answered; null until then.
  const [rows, setRows] = useState<SettingRow[] | null>(null);

  useEffect(() => {
    if (saved.data && rows === null) {
      setRows(settingRows(tipoUsuario, saved.data.opcionesNotificacion));
    }
  }, [saved.data, rows, tipoUsuario]);
  useEffect(() => {
    if (saved.isError) {
      showErrors(messagesOf(saved.error, notificationTexts.settingsLoadFailed));
    }
  }, [saved.isError, saved.error]);

  const save = useMutation({
    mutationFn: (form: SettingRow[]) => guardarAjustes(idUser, toOpciones(form)),
    onSuccess: (opciones) => {
      queryClient.setQueryData(notificationsKeys.settings(idUser), {
        opcionesNotificacion: opciones,
      });
      setRows(settingRows(tipoUsuario, opciones));
      showSuccess(notificationTexts.settingsSaved);
    },
    onError: (error) => {
      // 000 §8: the settings' failure text, and what the server said.
      const messages = messagesOf(error, notificationTexts.settingsFailed);
      showErrors([
        notificationTexts.settingsFailed,
        ...messages.filter((m) => m !== notificationTexts.settingsFailed),
      ]);
    },
  });

  const cancel = () => {
    // 000 §2.5: 'Cancelar' goes back (home when the page was opened directly).
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/' });
  };

  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        Ajustes de notificaciones
      </Title>
      <Paper withBorder p="md" radius="md">
        {rows === null ? (
          saved.isError ? (
            <Text>{notificationTexts.settingsLoadFailed}</Text>
          ) : (
            <Group justify="center" py="md">
              <Loader size="sm" aria-label="Cargando ajustes" />
            </Group>
          )
        ) : (
          <Stack gap="sm" data-testid="notification-settings">
            <SettingSwitch
              name="Todas"
              checked={allOn(rows)}
              onChange={(on) => setRows(setAll(rows, on))}
              strong
            />
            <Divider />
            {rows.map((r) => (
              <SettingSwitch
                key={r.idTipoNotificacion}
                name={r.label}
                checked={r.activado}
                onChange={(on) => setRows(setOne(rows, r.idTipoNotificacion, on))}
              />
            ))}
          </Stack>
        )}
      </Paper>
      <Group gap="sm">
        <Button
          onClick={() => rows !== null && save.mutate(rows)}
          disabled={rows === null}
          loading={save.isPending}
        >
          Guardar
        </Button>
        <Button variant="default" onClick={cancel}>
          Cancelar
        </Button>
      </Group>
    </Stack>
  );
}

/** A setting's name and its switch, whose label says Activo or Inactivo (000 §2.5). */
function SettingSwitch({
  name,
  checked,
  onChange,
  strong = false,
}: {
  name: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" data-setting={name}>
      <Text fw={strong ? 600 : 400}>{name}</Text>
      <Switch
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={stateLabel(checked)}
        aria-label={name}
        labelPosition="left"
      />
    </Group>
  );
}
