// The registry of workflow machines: charts, model-based tests and the coverage report read
// this list. An area registers its machine here (it is a list on purpose, not a barrel).
import type { AnyStateMachine } from 'xstate';
import { sessionMachine } from './session.ts';

export interface RegisteredMachine {
  id: string;
  titulo: string;
  /** The spec section the machine implements. */
  seccion: string;
  /** The user types (tipoUsuario) that act in it. */
  roles: readonly number[];
  machine: AnyStateMachine;
}

export const machineRegistry: readonly RegisteredMachine[] = [
  {
    id: 'session',
    titulo: 'Sesión: ingreso, recuperación y renovación de contraseña',
    seccion: '000 §2.2, §4 (Session)',
    roles: [1, 2, 3, 4, 5, 6, 7, 8],
    machine: sessionMachine,
  },
];
