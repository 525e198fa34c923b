// Access to the rebates area's operations (000 §2.9, §6; 001 §4; see ./types.ts). Rebates are
// category's, the admin moderator's and the seller admin's (its own seller's listings only):
// exactly the roles the rebate machine names (machines/rebate.ts rebateRoles), so every call
// reads them from the machine. Sellers do not work with rebates (000 §6), nor do read-only,
// supplier and accounting users. The calls are the rebate card's, on the listing form.
import { listingScreens, rebatesScreen } from './screens.ts';
import { fromMachine, type AreaAccess } from './types.ts';

/** The listing's rebate card and 'Gestión de Rebates' (001 §2.5) both change rebates. */
const rebateScreens = [...listingScreens, ...rebatesScreen];

/** Whoever acts in the negotiation: every event of the rebate machine. */
const negotiators = fromMachine(
  'rebate',
  'ENVIAR',
  'MODIFICAR',
  'ELIMINAR',
  'APROBAR',
  'RECHAZAR',
  'DAR_DE_BAJA',
);

export const rebatesAccess = {
  // 001 §2.5: the cards of 'Gestión de Rebates', for whoever acts in the negotiation.
  buscarRebates: {
    roles: negotiators,
    menu: rebatesScreen,
  },
  // Whoever acts in the negotiation reads it (the card shows for them).
  buscarRebatePublicacion: {
    roles: negotiators,
    menu: listingScreens,
  },
  // Issue 35: the rebate's Historial, for whoever reads the negotiation, from either screen.
  historialRebate: {
    roles: negotiators,
    menu: rebateScreens,
  },
  enviarRebate: { roles: fromMachine('rebate', 'ENVIAR'), menu: listingScreens },
  modificarRebate: { roles: fromMachine('rebate', 'MODIFICAR'), menu: listingScreens },
  eliminarRebate: { roles: fromMachine('rebate', 'ELIMINAR'), menu: rebateScreens },
  aprobarRebate: { roles: fromMachine('rebate', 'APROBAR'), menu: rebateScreens },
  // Every event a requested idEstado may mean (eventForEstadoRebate in machines/rebate.ts).
  cambiarEstadoRebate: {
    roles: fromMachine('rebate', 'APROBAR', 'ELIMINAR', 'RECHAZAR', 'DAR_DE_BAJA'),
    menu: rebateScreens,
  },
} satisfies AreaAccess;
