// The seller status toggle (001 §4, §6; machines/seller.ts): ACTIVO/INACTIVO, enabled only when
// the machine takes the event for this role (admin moderator and category), calling
// CambiarEstadoSeller at once; the switch reverts when the call fails (the machine stays).
import '@mantine/core/styles/Switch.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Switch } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  sellerButtons,
  sellerCallFailures,
  sellerMachine,
  type IdEstadoSeller,
  type SellerCallInput,
  type SellerEvent,
} from '../../../machines/seller.ts';
import { cambiarEstadoSeller } from '../../api/sellers-queries.ts';
import { estadoSellerLabels } from '../../domain/seller-rules.ts';
import { sellerMessages } from '../../domain/texts/sellers.ts';
import { runWorkflowEvent } from '../ui/run-workflow-event.ts';

export function SellerStatusSwitch({
  idSeller,
  estado,
  tipoUsuario,
  onChanged,
}: {
  idSeller: number;
  estado: IdEstadoSeller;
  tipoUsuario: number;
  onChanged: () => void;
}): ReactNode {
  const idRef = useRef(idSeller);
  useEffect(() => {
    idRef.current = idSeller;
  }, [idSeller]);
  const [machine] = useState(() =>
    sellerMachine.provide({
      actors: {
        cambiarEstado: fromPromise<void, SellerCallInput>(async ({ input }) => {
          await cambiarEstadoSeller(
            idRef.current,
            input.idEstadoDestino,
            sellerCallFailures.cambiarEstado,
          );
        }),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { idEstado: estado } });
  const view = useSelector(
    actor,
    (s) => ({
      idEstado: s.context.idEstado,
      busy: s.hasTag('busy'),
      canActivar: s.can({ type: 'ACTIVAR', tipoUsuario }),
      canDesactivar: s.can({ type: 'DESACTIVAR', tipoUsuario }),
    }),
    (a, b) =>
      a.idEstado === b.idEstado &&
      a.busy === b.busy &&
      a.canActivar === b.canActivar &&
      a.canDesactivar === b.canDesactivar,
  );
  const activo = view.idEstado === 1;
  const enabled = activo ? view.canDesactivar : view.canActivar;
  const run = (type: SellerEvent['type']) => {
    const event: SellerEvent = { type, tipoUsuario };
    void runWorkflowEvent(actor, event, {
      success: sellerMessages.statusChanged,
      onSettled: onChanged,
    });
  };
  return (
    <Group gap="sm">
      <Switch
        label={estadoSellerLabels[view.idEstado]}
        checked={activo}
        disabled={!enabled || view.busy}
        onChange={() => run(activo ? 'DESACTIVAR' : 'ACTIVAR')}
      />
      {/* 001 §4: a seller pending activation may also be set inactive. */}
      {view.idEstado === 3 && (
        <Button
          size="xs"
          variant="default"
          disabled={!view.canDesactivar || view.busy}
          onClick={() => run('DESACTIVAR')}
        >
          {sellerButtons.pasarAInactivo}
        </Button>
      )}
    </Group>
  );
}
