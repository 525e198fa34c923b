// Saved views (issue 35 point 3): above a list's filter, the user's named filters of that list
// ('Vistas guardadas'), kept by the server for the user (openapi/views.yaml), not the browser.
// One click on a view opens the list with its search (the URL filter, src/web/ui/url-filter.ts);
// each view's menu renames or deletes it; 'Guardar vista' stores the filter applied now (the
// route's validated search, without its page) under a name. A list screen adds one line:
//   <SavedViews lista="/Ordenes" />
// The rules (1-40 characters, unique per list ignoring case, 20 per list) are
// src/domain/views.ts; the server checks them again and says why it refuses.
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { useState } from 'react';
import { Button, Group, Menu, Modal, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconDotsVertical } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { messagesOf } from '../../api/client.ts';
import {
  crearVista,
  eliminarVista,
  renombrarVista,
  viewsKeys,
  vistasQueryOptions,
  type BusquedaVista,
  type ListaConVistas,
  type Vista,
} from '../../api/views-queries.ts';
import {
  MAX_VIEWS_PER_LIST,
  mayWriteViews,
  VIEW_PAGE_FIELD,
  checkViewName,
  viewMessages,
} from '../../domain/views.ts';
import { showCallError, showErrors, showSuccess } from './toasts.ts';

/** The component's texts. */
export const savedViewTexts = {
  title: 'Vistas guardadas',
  save: 'Guardar vista',
  saveTitle: 'Guardar vista',
  renameTitle: 'Renombrar vista',
  name: 'Nombre de la vista',
  nameHint: `Entre 1 y 40 caracteres; se guarda el filtro aplicado.`,
  rename: 'Renombrar',
  delete: 'Eliminar',
  cancel: 'Cancelar',
  confirm: 'Guardar',
  deleteTitle: 'Eliminar vista',
  deleteQuestion: (nombre: string) => `¿Eliminar la vista «${nombre}»?`,
  options: (nombre: string) => `Opciones de la vista ${nombre}`,
  apply: (nombre: string) => `Aplicar la vista ${nombre}`,
} as const;

/** The search a view keeps: the route's texts and numbers, without the page. */
export function viewSearchOf(search: Readonly<Record<string, unknown>>): BusquedaVista {
  const kept: BusquedaVista = {};
  for (const [key, value] of Object.entries(search)) {
    if (key === VIEW_PAGE_FIELD) continue;
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
      kept[key] = value;
    }
  }
  return kept;
}

/**
 * Fields of a list's search that say how it looks, not what it lists: whether its filter panel
 * is open (`filtro`) and its page size (`tamano`). A view keeps them, but a view whose filter is
 * applied stays the applied one when they change.
 */
const LOOK_FIELDS: readonly string[] = ['filtro', 'tamano'];

/** Whether two searches are the same filter, whatever the order of their fields. */
export function sameViewSearch(a: BusquedaVista, b: BusquedaVista): boolean {
  const keys = (x: BusquedaVista) => Object.keys(x).filter((k) => !LOOK_FIELDS.includes(k));
  return keys(a).length === keys(b).length && keys(a).every((k) => a[k] === b[k]);
}

/** The saved views of a list and what the person does with them. */
export function useSavedViews(lista: ListaConVistas) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const search: Readonly<Record<string, unknown>> = useSearch({ strict: false });
  const current = viewSearchOf(search);
  const query = useQuery(vistasQueryOptions(lista, viewMessages.loadFailed));
  const views = query.data?.elementos ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: viewsKeys.list(lista) });
  return {
    views,
    loading: query.isPending,
    loadError: query.isError ? messagesOf(query.error, viewMessages.loadFailed) : null,
    /** The view whose filter is the one applied, if any. */
    activeId: views.find((v) => sameViewSearch(v.busqueda, current))?.idVista ?? null,
    full: views.length >= MAX_VIEWS_PER_LIST,
    /** Read-only saves nothing (issue 17): no 'Guardar vista', nor a view's menu. */
    canSave: query.data?.puedeGuardar ?? false,
    apply: (view: Vista) => {
      // The list's route validates the search again (a field the list no longer has is dropped).
      void navigate({ to: lista, search: () => view.busqueda });
    },
    /** Saves the applied filter; resolves whether it was saved. */
    save: async (nombre: string): Promise<boolean> => {
      try {
        await crearVista(lista, nombre, current, viewMessages.saveFailed);
        showSuccess(viewMessages.saved);
        return true;
      } catch (error) {
        showCallError(error, viewMessages.saveFailed);
        return false;
      } finally {
        await refresh();
      }
    },
    rename: async (view: Vista, nombre: string): Promise<boolean> => {
      try {
        await renombrarVista(view.idVista, nombre, viewMessages.renameFailed);
        showSuccess(viewMessages.renamed);
        return true;
      } catch (error) {
        showCallError(error, viewMessages.renameFailed);
        return false;
      } finally {
        await refresh();
      }
    },
    remove: async (view: Vista): Promise<boolean> => {
      try {
        await eliminarVista(view.idVista, viewMessages.deleteFailed);
        showSuccess(viewMessages.deleted);
        return true;
      } catch (error) {
        showCallError(error, viewMessages.deleteFailed);
        return false;
      } finally {
        await refresh();
      }
    },
  };
}

/**
 * A filter field's draft on screens that keep it themselves (not in a FilterPanel): it starts
 * again from the applied value whenever that changes from outside (a saved view, the back
 * button), and follows the person's typing otherwise.
 */
export function useAppliedDraft(applied: string): [string, (draft: string) => void] {
  const [state, setState] = useState({ applied, draft: applied });
  if (state.applied !== applied) {
    setState({ applied, draft: applied });
  }
  const setDraft = (draft: string) => setState((s) => ({ ...s, draft }));
  return [state.applied === applied ? state.draft : applied, setDraft];
}

type Dialog =
  { kind: 'save' } | { kind: 'rename'; view: Vista } | { kind: 'delete'; view: Vista } | null;

/**
 * Whether the signed-in user saves views (the server's `puedeGuardar` says the same once the
 * views are read), from the session actor the router gives every route (CONVENTIONS 2).
 */
function useMayWriteViews(): boolean {
  const session = useRouteContext({ from: '__root__', select: (context) => context.session });
  const tipo = useSelector(session, (snapshot) => snapshot.context.user?.tipoUsuario);
  return tipo !== undefined && mayWriteViews(tipo);
}

/** 'Vistas guardadas' and 'Guardar vista', above a list's filter. */
export function SavedViews({ lista }: { lista: ListaConVistas }) {
  const saved = useSavedViews(lista);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const writer = useMayWriteViews();
  // While the views load, their bar's place is kept for a user who will have one ('Guardar
  // vista' at least): the list's filter below it does not move down when they arrive. It moved
  // 46 px on every list (a layout shift under the pointer: a click meant for a filter field
  // landed elsewhere).
  if (saved.loading) {
    return writer ? (
      <Group h={30} aria-hidden="true" data-testid="vistas-guardadas-cargando" />
    ) : null;
  }
  // Nothing to show: read-only (which saves no view).
  if (saved.views.length === 0 && !saved.canSave && saved.loadError === null) return null;
  return (
    <>
      <Group gap="xs" role="group" aria-label={savedViewTexts.title} data-testid="vistas-guardadas">
        {saved.views.length > 0 && (
          <Text size="sm" fw={600} component="span">
            {savedViewTexts.title}:
          </Text>
        )}
        {saved.views.map((view) => {
          const active = view.idVista === saved.activeId;
          return (
            <Button.Group key={view.idVista} data-testid="vista">
              <Button
                size="xs"
                variant={active ? 'filled' : 'light'}
                aria-label={savedViewTexts.apply(view.nombre)}
                aria-current={active ? 'true' : undefined}
                onClick={() => saved.apply(view)}
              >
                {view.nombre}
              </Button>
              <Menu
                position="bottom-end"
                withinPortal
                // A menu holds menu items only (axe: aria-required-children).
                withInitialFocusPlaceholder={false}
              >
                <Menu.Target>
                  <Button
                    size="xs"
                    variant={active ? 'filled' : 'light'}
                    px={6}
                    aria-label={savedViewTexts.options(view.nombre)}
                  >
                    <IconDotsVertical size={14} stroke={1.5} aria-hidden />
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => setDialog({ kind: 'rename', view })}>
                    {savedViewTexts.rename}
                  </Menu.Item>
                  <Menu.Item c="red.9" onClick={() => setDialog({ kind: 'delete', view })}>
                    {savedViewTexts.delete}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Button.Group>
          );
        })}
        {saved.canSave && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDeviceFloppy size={16} stroke={1.5} aria-hidden />}
            onClick={() => {
              // The limit is said at once: there is no name to ask for.
              if (saved.full) showErrors([viewMessages.tooMany]);
              else setDialog({ kind: 'save' });
            }}
          >
            {savedViewTexts.save}
          </Button>
        )}
        {saved.loadError !== null && (
          <Text size="sm" c="red.9" role="alert">
            {saved.loadError.join(' ')}
          </Text>
        )}
      </Group>
      <NameDialog
        opened={dialog?.kind === 'save' || dialog?.kind === 'rename'}
        key={dialog?.kind === 'rename' ? `r${String(dialog.view.idVista)}` : 'save'}
        title={dialog?.kind === 'rename' ? savedViewTexts.renameTitle : savedViewTexts.saveTitle}
        initial={dialog?.kind === 'rename' ? dialog.view.nombre : ''}
        onClose={close}
        onConfirm={async (nombre) => {
          const done =
            dialog?.kind === 'rename'
              ? await saved.rename(dialog.view, nombre)
              : await saved.save(nombre);
          if (done) close();
          return done;
        }}
      />
      <Modal
        opened={dialog?.kind === 'delete'}
        onClose={close}
        title={savedViewTexts.deleteTitle}
        centered
      >
        <Text>
          {dialog?.kind === 'delete' ? savedViewTexts.deleteQuestion(dialog.view.nombre) : ''}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {savedViewTexts.cancel}
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (dialog?.kind !== 'delete') return;
              const view = dialog.view;
              close();
              void saved.remove(view);
            }}
          >
            {savedViewTexts.delete}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** The name of a view to save or rename: checked here as the server does, then sent. */
function NameDialog({
  opened,
  title,
  initial,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  initial: string;
  onClose: () => void;
  onConfirm: (nombre: string) => Promise<boolean>;
}) {
  const [nombre, setNombre] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const checked = checkViewName(nombre);
          if ('error' in checked) {
            setProblem(checked.error);
            showErrors([checked.error]);
            return;
          }
          setBusy(true);
          void onConfirm(checked.nombre).finally(() => setBusy(false));
        }}
      >
        <TextInput
          label={savedViewTexts.name}
          description={savedViewTexts.nameHint}
          value={nombre}
          error={problem}
          data-autofocus
          onChange={(e) => {
            setNombre(e.currentTarget.value);
            setProblem(null);
          }}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {savedViewTexts.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {savedViewTexts.confirm}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
