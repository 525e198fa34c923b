// Demo data (DECISIONS 14). Each step runs once per database, in order, in one transaction
// with its marker; later areas append their steps to this list.
import type { Db, Queryable } from '../db.ts';
import { seedPlatform } from './platform.ts';
import { seedListingsAndOrders } from './listings-orders.ts';
import { seedNotifications } from './notifications.ts';
import { seedCatalogue, seedListingDetails } from './catalogue.ts';
import { seedListingImages, seedNotificationImages } from './listing-images.ts';
import { seedOrderDetails } from './orders.ts';
import { seedPlans } from './plans.ts';
import { seedNovedades } from './novedades.ts';
import { seedOrderDocuments } from './order-documents.ts';
import { seedSupplierOrders } from './supplier-orders.ts';
import { seedSellers } from './sellers.ts';
import { seedUsers } from './users.ts';
import { seedPlanGroups } from './plan-groups.ts';
import { seedFees } from './fees.ts';
import { seedSettlements } from './settlements.ts';

export interface SeedStep {
  id: string;
  run(q: Queryable): Promise<void>;
}

export const seedSteps: readonly SeedStep[] = [
  { id: '0001-platform', run: seedPlatform },
  { id: '0002-listings-orders', run: seedListingsAndOrders },
  { id: '0003-notifications', run: seedNotifications },
  { id: '0004-catalogue', run: seedCatalogue },
  { id: '0005-listing-details', run: seedListingDetails },
  { id: '0006-listing-images', run: seedListingImages },
  { id: '0007-notification-images', run: seedNotificationImages },
  { id: '0008-order-details', run: seedOrderDetails },
  { id: '0009-order-documents', run: seedOrderDocuments },
  { id: '0010-plans', run: seedPlans },
  { id: '0011-supplier-orders', run: seedSupplierOrders },
  { id: '0012-sellers', run: seedSellers },
  { id: '0013-users', run: seedUsers },
  { id: '0014-plan-groups', run: seedPlanGroups },
  { id: '0015-novedades', run: seedNovedades },
  { id: '0016-fees', run: seedFees },
  { id: '0017-settlements', run: seedSettlements },
];

export async function seed(db: Db): Promise<string[]> {
  const applied: string[] = [];
  for (const step of seedSteps) {
    const ran = await db.tx(async (q) => {
      await q.query('SELECT pg_advisory_xact_lock($1)', [724_002]);
      const done = await q.query('SELECT 1 FROM seed_steps WHERE id = $1', [step.id]);
      if (done.length > 0) return false;
      await step.run(q);
      await q.query('INSERT INTO seed_steps (id) VALUES ($1)', [step.id]);
      return true;
    });
    if (ran) applied.push(step.id);
  }
  return applied;
}
