// The buttons of the rebate card (000 §2.9, §4): which are there and which are enabled is the
// rebate machine's answer (rebate-workflow.ts); 'Enviar' and 'Modificar' check the fields first.
import { WorkflowButtons } from '../ui/workflow-buttons.tsx';
import type { RebateWorkflow } from './rebate-workflow.ts';
import { rebateButtons } from '../../../machines/rebate.ts';

export function RebateButtons({
  wf,
  onSubmit,
}: {
  wf: RebateWorkflow;
  /** 'Enviar' and 'Modificar': the card checks its fields, then runs the command. */
  onSubmit: (command: () => Promise<boolean>) => void;
}) {
  // 'Aprobar' disabled for what is stored (a passed validity) says why, while nothing runs.
  const aprobarWhy = wf.busy ? null : wf.aprobarRefusal;
  return (
    <WorkflowButtons
      justify="flex-end"
      mt="md"
      gap="sm"
      buttons={[
        {
          key: 'enviar',
          label: rebateButtons.enviar,
          show: wf.showEnviar,
          enabled: wf.canEnviar,
          loading: wf.busy,
          onClick: () => onSubmit(wf.enviar),
        },
        {
          key: 'modificar',
          label: rebateButtons.modificar,
          variant: 'light',
          show: wf.showModificar,
          enabled: wf.canModificar,
          onClick: () => onSubmit(wf.modificar),
        },
        {
          key: 'eliminar',
          label: rebateButtons.eliminar,
          color: 'red',
          variant: 'light',
          show: wf.showEliminar,
          enabled: wf.canEliminar,
          onClick: () => void wf.eliminar(),
        },
        {
          key: 'aprobar',
          label: wf.aprobarLabel,
          color: 'green',
          show: wf.showAprobar,
          enabled: wf.canAprobar,
          reason: aprobarWhy === null ? null : { id: 'rebate-aprobar-motivo', text: aprobarWhy },
          onClick: () => void wf.aprobar(),
        },
        {
          key: 'rechazar',
          label: rebateButtons.rechazar,
          color: 'red',
          show: wf.showRechazar,
          enabled: wf.canRechazar,
          onClick: () => void wf.rechazar(),
        },
        {
          key: 'dar-de-baja',
          label: rebateButtons.darDeBaja,
          color: 'red',
          variant: 'outline',
          show: wf.showDarDeBaja,
          enabled: wf.canDarDeBaja,
          onClick: () => void wf.darDeBaja(),
        },
      ]}
    />
  );
}
