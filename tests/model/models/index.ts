// Each registered machine's test model per level, named by the machine's id (machines/index.ts
// lists the machines and the levels whose area has landed). The machine level needs none: the
// machine checks itself. Loaded lazily, so a run of one level never loads the other's models;
// the app's build never sees this folder.
import type { ApiModel, BrowserModel } from './driver.ts';

export interface MachineTestModels {
  api?: () => Promise<{ default: ApiModel }>;
  navegador?: () => Promise<{ default: BrowserModel }>;
}

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
  seller: {
    api: () => import('./seller.api.ts'),
    navegador: () => import('./seller.navegador.ts'),
  },
};
