// Each registered machine's test model per level, named by the machine's id (machines/index.ts
// lists the machines and the levels whose area has landed). The machine level needs none: the
// machine checks itself. Loaded lazily, so a run of one level never loads the other's models;
// the app's build never sees this folder.
import type { ApiModel, BrowserModel } from './driver.ts';

export interface MachineTestModels {
  api?: () => Promise<{ default: ApiModel }>;
  navegador?: () => Promise<{ default: BrowserModel }>;
}

/** A second screen of a level with buttons of the same machine. */
export interface Surface {
  nombre: string;
  /** The types of the machine's user events the screen offers. */
  eventos: readonly string[];
}

/**
 * Other screens of a level that offer some of a machine's user events, named by the machine's
 * id: the level's test model performs them there too when a path's `surface` names the screen
 * (tests/model/paths.ts surfacePaths picks the paths, tests/model/levels.ts runs them).
 */
export const testSurfaces: Readonly<
  Record<string, Partial<Record<'api' | 'navegador', readonly Surface[]>>>
> = {
  // 001 §2.5: 'Gestión de Rebates' has the rebate card's buttons that need no field.
  rebate: {
    navegador: [
      { nombre: 'Gestión de Rebates', eventos: ['ELIMINAR', 'APROBAR', 'RECHAZAR', 'DAR_DE_BAJA'] },
    ],
  },
};

export const testModels: Readonly<Record<string, MachineTestModels>> = {
  session: {
    api: () => import('./session.api.ts'),
    navegador: () => import('./session.navegador.ts'),
  },
  listing: {
    api: () => import('./listing.api.ts'),
    navegador: () => import('./listing.navegador.ts'),
  },
  rebate: {
    api: () => import('./rebate.api.ts'),
    navegador: () => import('./rebate.navegador.ts'),
  },
  order: {
    api: () => import('./order.api.ts'),
    navegador: () => import('./order.navegador.ts'),
  },
  novedad: {
    api: () => import('./novedad.api.ts'),
    navegador: () => import('./novedad.navegador.ts'),
  },
  user: {
    api: () => import('./user.api.ts'),
    navegador: () => import('./user.navegador.ts'),
  },
  settlement: {
    api: () => import('./settlement.api.ts'),
    navegador: () => import('./settlement.navegador.ts'),
  },
  seller: {
    api: () => import('./seller.api.ts'),
    navegador: () => import('./seller.navegador.ts'),
  },
};
