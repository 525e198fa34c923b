// The Activo switch of /Usuarios/Editar/{id} (001 §4 User active switch): a facade over the
// user machine (machines/user.ts) that gives the screen plain values; the machine decides
// whether the switch is enabled (001 §6: disabled for seller admin and category) and makes the
// call (POST /api/Usuarios/CambiarEstado) at once.
import { useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { cambiarEstadoUsuario } from '../../api/users-queries.ts';
import {
  userCallFailures,
  userMachine,
  userStateChanged,
  type UserCallInput,
  type UserEvent,
} from '../../../machines/user.ts';
import { runWorkflowEvent } from '../ui/run-workflow-event.ts';

export interface UserSwitch {
  activo: boolean;
  enabled: boolean;
  busy: boolean;
  toggle: () => Promise<boolean>;
}

export function useUserSwitch(
  user: { idUsuario: number; idSeller: number | null; nombreUsuario: string; activo: boolean },
  session: { tipoUsuario: number; userId: number },
  onChanged: () => void,
): UserSwitch {
  const changedRef = useRef(onChanged);
  changedRef.current = onChanged;
  const [machine] = useState(() =>
    userMachine.provide({
      actors: {
        cambiarEstado: fromPromise<void, UserCallInput>(async ({ input }) => {
          await cambiarEstadoUsuario(
            {
              idUsuario: user.idUsuario,
              idSeller: user.idSeller,
              usuario: user.nombreUsuario,
              ...input,
            },
            userCallFailures.cambiarEstado,
          );
        }),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: { activo: user.activo, propio: user.idUsuario === session.userId },
  });
  const view = useSelector(
    actor,
    (s) => ({
      activo: s.context.activo,
      busy: s.hasTag('busy'),
      enabled:
        s.can({ type: 'ACTIVAR', tipoUsuario: session.tipoUsuario }) ||
        s.can({ type: 'PAUSAR', tipoUsuario: session.tipoUsuario }),
    }),
    (a, b) => a.activo === b.activo && a.busy === b.busy && a.enabled === b.enabled,
  );
  return {
    ...view,
    toggle: () => {
      const event: UserEvent = {
        type: view.activo ? 'PAUSAR' : 'ACTIVAR',
        tipoUsuario: session.tipoUsuario,
      };
      return runWorkflowEvent(actor, event, {
        success: userStateChanged,
        onSettled: () => changedRef.current(),
      });
    },
  };
}
