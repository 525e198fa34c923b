// The buttons of the rebate card (000 §2.9, §4): which are there and which are enabled is the
// rebate machine's answer (rebate-workflow.ts); 'Enviar' and 'Modificar' check the fields first.
import { Button, Group, Text } from '@mantine/core';
import type { RebateWorkflow } from './rebate-workflow.ts';

export function RebateButtons({
  wf,
  onSubmit,
}: {
  wf: RebateWorkflow;
  /** 'Enviar' and 'Modificar': the card checks its fields, then runs the command. */
  onSubmit: (command: () => Promise<boolean>) => void;
}) {
  // A button the machine disables for what is stored (a passed validity) says why, in words
  // that stay on screen and that a screen reader reads with the button.
  const aprobarWhy = wf.showAprobar && !wf.busy ? wf.aprobarRefusal : null;
  return (
    <>
      <Group justify="flex-end" mt="md" gap="sm">
        {wf.showEnviar && (
          <Button disabled={!wf.canEnviar} loading={wf.busy} onClick={() => onSubmit(wf.enviar)}>
            Enviar
          </Button>
        )}
        {wf.showModificar && (
          <Button
            variant="light"
            disabled={!wf.canModificar}
            onClick={() => onSubmit(wf.modificar)}
          >
            Modificar
          </Button>
        )}
        {wf.showEliminar && (
          <Button
            color="red"
            variant="light"
            disabled={!wf.canEliminar}
            onClick={() => void wf.eliminar()}
          >
            Eliminar
          </Button>
        )}
        {wf.showAprobar && (
          <Button
            color="green"
            disabled={!wf.canAprobar}
            aria-describedby={aprobarWhy === null ? undefined : 'rebate-aprobar-motivo'}
            onClick={() => void wf.aprobar()}
          >
            {wf.aprobarLabel}
          </Button>
        )}
        {wf.showRechazar && (
          <Button color="red" disabled={!wf.canRechazar} onClick={() => void wf.rechazar()}>
            Rechazar
          </Button>
        )}
        {wf.showDarDeBaja && (
          <Button
            color="red"
            variant="outline"
            disabled={!wf.canDarDeBaja}
            onClick={() => void wf.darDeBaja()}
          >
            Dar de baja
          </Button>
        )}
      </Group>
      {aprobarWhy !== null && (
        <Text
          id="rebate-aprobar-motivo"
          size="sm"
          ta="right"
          mt="xs"
          data-testid="rebate-aprobar-motivo"
        >
          {aprobarWhy}
        </Text>
      )}
    </>
  );
}
