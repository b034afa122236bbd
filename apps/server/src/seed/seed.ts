import { capabilitiesForRoles } from '@studio/domain';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/connection';
import { OrganisationsRepository } from '../db/organisations/organisations-repository';
import { users } from '../db/identity/schema';
import { organisations } from '../db/organisations/schema';
import { regions } from '../db/regions/schema';
import { librarySettings, webPresets } from '../db/settings/schema';
import { paymentMethods, subscriptions, trials } from '../db/billing/schema';
import { organisationToggles } from '../db/organisations/schema';
import { storageServedDaily, storageServedHourly, storageUsage } from '../db/storage/schema';
import {
  DEMO_ORGANISATIONS,
  DEMO_PASSWORD,
  DEMO_REGIONS,
  DEMO_USERS,
  DEMO_WEB_PRESETS,
} from './demo-data';
import {
  DEMO_LIBRARY_SETTINGS,
  DEMO_ORGANISATION_TOGGLES,
  DEMO_STORED_BYTES,
  demoPaymentMethods,
  demoServedDaily,
  demoServedHourly,
  demoSubscriptions,
  demoTrials,
} from './organisation-demo-data';

/** Large inserts go in slices: one statement's parameters are limited (65535 in PostgreSQL). */
function slices<T>(rows: readonly T[], size = 1000): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < rows.length; index += size)
    result.push(rows.slice(index, index + size));
  return result;
}

const demoHashes = new Map<string, Promise<string>>();

/**
 * Each demo user's hash (own salt) is computed once per process: a process that seeds many
 * databases (the test suite) does not pay scrypt for every one.
 */
function demoPasswordHash(userId: string): Promise<string> {
  let hash = demoHashes.get(userId);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD);
    demoHashes.set(userId, hash);
  }
  return hash;
}

/**
 * Seeds the demo world on a first start (no organisation yet); later starts keep whatever is in
 * the database. Answers whether it seeded.
 */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<boolean> {
  if ((await new OrganisationsRepository(db).count()) > 0) return false;
  // Hashing is the slow part; do it before the transaction so the transaction stays short.
  const hashed = await Promise.all(
    DEMO_USERS.map(async (user) => ({ ...user, passwordHash: await demoPasswordHash(user.id) })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(regions).values(DEMO_REGIONS);
    await tx.insert(organisations).values(DEMO_ORGANISATIONS);
    await tx.insert(users).values(
      hashed.map((user) => ({
        ...user,
        // Venue logins get no studio capabilities: the studio refuses them anyway.
        capabilities: user.userType === 'SITE' ? [] : capabilitiesForRoles(user.roles),
      })),
    );
    await tx.insert(webPresets).values(DEMO_WEB_PRESETS);
    // Organisation details: subscriptions, payment methods, trials, toggles, library settings
    // and bandwidth history (organisation-demo-data.ts).
    await tx.insert(subscriptions).values(demoSubscriptions(now));
    await tx.insert(paymentMethods).values(demoPaymentMethods(now));
    await tx.insert(trials).values(demoTrials(now));
    await tx.insert(organisationToggles).values(DEMO_ORGANISATION_TOGGLES);
    await tx
      .insert(librarySettings)
      .values(DEMO_LIBRARY_SETTINGS.map((row) => ({ ...row, updatedAt: now })));
    await tx
      .insert(storageUsage)
      .values(DEMO_STORED_BYTES.map((row) => ({ ...row, updatedAt: now })));
    const served = demoServedDaily(now);
    for (const slice of slices(served)) await tx.insert(storageServedDaily).values(slice);
    for (const slice of slices(demoServedHourly(served, now))) {
      await tx.insert(storageServedHourly).values(slice);
    }
  });
  return true;
}
