// Access to the novedades area's operations (002 §2, §6, §7; see ./types.ts). 002 §6 leaves who
// acts on novedades "not shown"; the menu shows Adm. Novedades and Gestion de conceptos to
// category and admin moderator only (000 §2.3), so they are the ones (issue 19 point 7). The
// novedad machine's events name their roles (machines/novedad.ts).
import { staff } from '../roles.ts';
import { conceptsScreen, novedadesScreen } from './screens.ts';
import { fromMachine, type AreaAccess } from './types.ts';

const both = [...novedadesScreen, ...conceptsScreen];

export const novedadesAccess = {
  buscarNovedades: { roles: staff, menu: novedadesScreen },
  historialNovedad: { roles: staff, menu: novedadesScreen },
  estadosNovedades: { roles: staff, menu: novedadesScreen },
  accionesNovedades: { roles: staff, menu: both },
  conceptosNovedades: { roles: staff, menu: both },
  crearNovedad: { roles: staff, menu: novedadesScreen },
  confirmarNovedades: { roles: fromMachine('novedad', 'CONFIRMAR'), menu: novedadesScreen },
  editarNovedad: { roles: fromMachine('novedad', 'EDITAR_IMPORTE'), menu: novedadesScreen },
  anularNovedades: { roles: fromMachine('novedad', 'ANULAR'), menu: novedadesScreen },
  crearConceptoNovedad: { roles: staff, menu: conceptsScreen },
  actualizarConceptoNovedad: { roles: staff, menu: conceptsScreen },
  anularConceptoNovedad: { roles: staff, menu: conceptsScreen },
} satisfies AreaAccess;
