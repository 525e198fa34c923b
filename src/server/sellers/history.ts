// How a seller's changes read in its Historial (src/domain/history.ts): the states in the labels
// of 001 §4 and each change in words.
import { estadoSellerLabels } from '../../domain/seller-rules.ts';
import type { HistoryEntityText } from '../../domain/history.ts';

const labels: Record<string, string | undefined> = estadoSellerLabels;

export const sellerHistoryTexts: Record<string, HistoryEntityText> = {
  seller: {
    state: (v) => labels[v] ?? v,
    events: {
      CREAR: { accion: 'Creó el seller' },
      EDITAR: { accion: 'Editó los datos del seller' },
      ACTIVAR: { accion: 'Activó el seller' },
      DESACTIVAR: { accion: 'Desactivó el seller' },
      ELIMINAR: { accion: 'Eliminó el seller' },
      LOGISTICA_PROPIA: { accion: 'Guardó la logística propia' },
    },
  },
};

export const sellerHistoryEntities = Object.keys(sellerHistoryTexts);
