// What the home page (/) says to the users who have no dashboard (000 §2.4: read-only users do
// not load it; accounting has none), and what the route guard says when it sends someone home
// (issue 11 point 7). The spec has no text for these; they say what the user can do and why.
import { TipoUsuario } from './roles.ts';

/** A sentence per type without a dashboard: what its menu lets it do (001 §6, 002 §6). */
export const homeIntro: Partial<Record<TipoUsuario, string>> = {
  [TipoUsuario.soloLectura]:
    'Su usuario es de solo lectura: puede consultar las órdenes de todos los sellers, ' +
    'filtrarlas por seller y ver su detalle, sin modificar nada.',
  [TipoUsuario.contable]:
    'Desde Adm. Liquidacion revisa las liquidaciones de los sellers, carga el número y el ' +
    'tipo de factura y el código SAP, y confirma las que están en preparación.',
};

export const homeMessages = {
  menuTitle: 'Lo que puede hacer',
  noMenu: 'Su usuario no tiene secciones habilitadas. Comuníquese con el administrador.',
} as const;

/** The guard's notice when a typed URL is not in the user's menu (000 §2.3). */
export function deniedRouteMessage(pathname: string): string {
  return (
    `No tiene acceso a ${pathname}: esa pantalla no está habilitada para su usuario. ` +
    'Se muestra el inicio.'
  );
}
