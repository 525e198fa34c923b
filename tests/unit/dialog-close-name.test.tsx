// @vitest-environment happy-dom
// Every dialog's and drawer's close button (the ×) has a name for screen readers (WCAG 4.1.2,
// axe's button-name): the app's theme gives Mantine's Modal and Drawer 'Cerrar' by default, and a
// dialog that names its × itself keeps its own name.
import { Drawer, MantineProvider, Modal } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../src/web/app/app.tsx';
import { DIALOG_CLOSE_LABEL } from '../../src/domain/form-messages.ts';
import { cleanup, render, screen } from './testing-library.ts';

afterEach(() => {
  cleanup();
});

const noop = () => undefined;

describe("a dialog's close button", () => {
  it("is named 'Cerrar' in a Modal and a Drawer", () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Modal opened onClose={noop} title="Un diálogo">
          contenido
        </Modal>
        <Drawer opened onClose={noop} title="Un panel">
          contenido
        </Drawer>
      </MantineProvider>,
    );
    expect(screen.getAllByRole('button', { name: DIALOG_CLOSE_LABEL })).toHaveLength(2);
  });

  it('keeps the name a dialog gives it', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Modal
          opened
          onClose={noop}
          title="Vistas"
          closeButtonProps={{ 'aria-label': 'Cerrar vistas' }}
        >
          contenido
        </Modal>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cerrar vistas' })).toBeTruthy();
  });
});
