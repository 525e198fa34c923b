// The colour of each order status label (001 §4), the same in the list and the order.
import type { IdEstadoOrden } from '../../../machines/order.ts';

const colors: Record<IdEstadoOrden, string> = {
  1: 'gray',
  2: 'blue',
  3: 'orange',
  4: 'green',
  5: 'red',
};

export const estadoColor = (idEstado: IdEstadoOrden): string => colors[idEstado];
