import { capabilitiesForRoles } from '@studio/domain';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/connection';
import { OrganisationsRepository } from '../db/organisations/organisations-repository';
import { users } from '../db/identity/schema';
import { organisations } from '../db/organisations/schema';
import { regions } from '../db/regions/schema';
import { webPresets } from '../db/settings/schema';
import { seedDestinations } from './seed-destinations';
import {
  DEMO_ORGANISATIONS,
  DEMO_PASSWORD,
  DEMO_REGIONS,
  DEMO_USERS,
  DEMO_WEB_PRESETS,
} from './demo-data';

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
export async function seedIfEmpty(db: Database): Promise<boolean> {
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
    // After every area whose rows a destination group may point at (channels).
    await seedDestinations(tx);
  });
  return true;
}
