// How a user's changes read in its Historial (src/domain/history.ts): its state as the users'
// list says it (Activo, Pausado; 'Debe renovar la contraseña' before its first password), each
// change in words, and a change of the user's type before and after.
import type { HistoryEntityText } from '../../domain/history.ts';
import { nombreTipoUsuario, type TipoUsuario } from '../../domain/roles.ts';

const states: Record<string, string | undefined> = {
  activo: 'Activo',
  pausado: 'Pausado',
  renovar_password: 'Debe renovar la contraseña',
};

export const userHistoryTexts: Record<string, HistoryEntityText> = {
  usuario: {
    state: (v) => states[v] ?? v,
    events: {
      CREAR: { accion: 'Creó el usuario' },
      ACTIVAR: { accion: 'Activó el usuario' },
      PAUSAR: { accion: 'Pausó el usuario' },
      // Its desde/hacia hold the user's type before and after; said only when it changed.
      EDITAR: {
        accion: 'Editó el usuario',
        values: {
          desde: 'anterior',
          hacia: 'nuevo',
          text: (v) => `Tipo ${nombreTipoUsuario[Number(v) as TipoUsuario]}`,
          onlyChanged: true,
        },
      },
      SAVE_PASSWORD: { accion: 'Renovó su contraseña' },
    },
  },
};

export const userHistoryEntities = Object.keys(userHistoryTexts);
