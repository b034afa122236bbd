import { capabilitiesForRoles } from '@studio/domain';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/connection';
import { OrganisationsRepository } from '../db/organisations';
import { organisations, regions, users } from '../db/schema';
import { DEMO_ORGANISATIONS, DEMO_PASSWORD, DEMO_REGIONS, DEMO_USERS } from './demo-data';

/**
 * Seeds the demo world on a first start (no organisation yet); later starts keep whatever is in
 * the database. Answers whether it seeded.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  if ((await new OrganisationsRepository(db).count()) > 0) return false;
  // Hashing is the slow part; do it before the transaction so the transaction stays short.
  const hashed = await Promise.all(
    DEMO_USERS.map(async (user) => ({ ...user, passwordHash: await hashPassword(DEMO_PASSWORD) })),
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
  });
  return true;
}
