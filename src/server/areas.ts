// The server's areas, each plugged in through its public file (src/server/<area>/area.ts).
// src/server/app.ts walks this list: adding an area is its folder and one line here.
import type { OperationId } from './http/contract.ts';
import type { Area } from './shared/define-area.ts';
import { area as platform } from './platform/area.ts';
import { area as session } from './session/area.ts';
import { area as users } from './users/area.ts';
import { area as dashboard } from './dashboard/area.ts';
import { area as notifications } from './notifications/area.ts';
import { area as sellers } from './sellers/area.ts';
import { area as catalogue } from './catalogue/area.ts';
import { area as listings } from './listings/area.ts';
import { area as listingsBulk } from './listings-bulk/area.ts';
import { area as rebates } from './rebates/area.ts';
import { area as orders } from './orders/area.ts';
import { area as plans } from './plans/area.ts';
import { area as publicationTypes } from './publication-types/area.ts';
import { area as novedades } from './novedades/area.ts';
import { area as fees } from './fees/area.ts';
import { area as settlements } from './settlements/area.ts';
import { area as exportsArea } from './exports/area.ts';
import { area as views } from './views/area.ts';
import { area as pending } from './pending/area.ts';

export const areas = [
  platform,
  session,
  users,
  dashboard,
  notifications,
  sellers,
  catalogue,
  listings,
  listingsBulk,
  rebates,
  orders,
  plans,
  publicationTypes,
  novedades,
  fees,
  settlements,
  exportsArea,
  views,
  pending,
] as const;

type OperationsOf<A> = A extends Area<infer K> ? K : never;
type WithoutArea = Exclude<OperationId, OperationsOf<(typeof areas)[number]>>;

/** Does not compile while an operation of the contract has no area: the error names it. */
export const everyOperationHasAnArea: [WithoutArea] extends [never] ? true : WithoutArea = true;
