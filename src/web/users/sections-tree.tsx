// 001 §2.4, §6: the visible-sections tree of /Usuarios/Editar/{id}. Its nodes are the sidebar's
// own table (src/domain/menu.ts) for the edited user's type; a checked node is visible, an
// unchecked one is hidden: the list of unchecked ids is the user's perfil, which IS the
// hiddenItemsIds of its login answer and what the server's authorization reads.
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Fieldset, Stack } from '@mantine/core';
import type { MenuItemData } from '../../domain/menu.ts';
import { sectionsFor } from '../../domain/user-rules.ts';

export function SectionsTree({
  tipoUsuario,
  hidden,
  onChange,
}: {
  tipoUsuario: number;
  hidden: readonly number[];
  onChange: (hidden: number[]) => void;
}) {
  const set = new Set(hidden);
  const toggle = (id: number, visible: boolean) => {
    const next = new Set(set);
    if (visible) next.delete(id);
    else next.add(id);
    onChange([...next].sort((a, b) => a - b));
  };
  const nodes = (items: readonly MenuItemData[], parentHidden: boolean) => (
    <Stack gap={6}>
      {items.map((item) => (
        <Stack key={item.id} gap={6}>
          <Checkbox
            label={item.label}
            checked={!set.has(item.id)}
            disabled={parentHidden}
            onChange={(e) => toggle(item.id, e.currentTarget.checked)}
          />
          {item.children && item.children.length > 0 && (
            <Stack pl="lg" gap={6}>
              {nodes(item.children, parentHidden || set.has(item.id))}
            </Stack>
          )}
        </Stack>
      ))}
    </Stack>
  );
  return (
    <Fieldset legend="Secciones visibles" aria-label="Secciones visibles">
      {nodes(sectionsFor(tipoUsuario), false)}
    </Fieldset>
  );
}
