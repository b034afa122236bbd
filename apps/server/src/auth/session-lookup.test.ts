import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { users } from '../db/identity/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { openTestDatabase, ORGANISATION_IDS } from '../test-support';
import { RefreshTokens } from './refresh-tokens';
import { SessionLookup } from './session-lookup';

let database: DatabaseHandle;
let sessions: SessionLookup;
let refreshTokens: RefreshTokens;
const admin = DEMO_USERS.find((user) => user.userName === 'admin@riverside.example')!;

beforeEach(async () => {
  database = await openTestDatabase();
  sessions = new SessionLookup(database.db);
  refreshTokens = new RefreshTokens(database.db);
});
afterEach(async () => {
  await database.close();
});

async function startSession() {
  const family = await refreshTokens.startFamily(admin.id, ORGANISATION_IDS.riverside);
  return {
    userId: admin.id,
    organisationId: ORGANISATION_IDS.riverside,
    sessionId: family.familyId,
  };
}

describe('SessionLookup', () => {
  it('finds the user, the organisation and a live session in one read', async () => {
    const found = await sessions.find(await startSession());
    expect(found?.active).toBe(true);
    expect(found?.user).toMatchObject({ id: admin.id, userName: admin.userName });
    expect(found?.organisation).toMatchObject({ id: ORGANISATION_IDS.riverside });
  });

  it('reports the session ended once its family is revoked (sign-out)', async () => {
    const claims = await startSession();
    await refreshTokens.revokeFamily(claims.sessionId);
    expect((await sessions.find(claims))?.active).toBe(false);
  });

  it('reports every session of a user ended after revokeAllOfUser (password change)', async () => {
    const claims = await startSession();
    await refreshTokens.revokeAllOfUser(admin.id);
    expect((await sessions.find(claims))?.active).toBe(false);
  });

  it('finds nothing once the user is removed', async () => {
    const claims = await startSession();
    await database.db.delete(users).where(eq(users.id, admin.id));
    expect(await sessions.find(claims)).toBeUndefined();
  });

  it('finds nothing for an organisation that does not exist', async () => {
    const claims = await startSession();
    const found = await sessions.find({
      ...claims,
      organisationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(found).toBeUndefined();
  });

  it('reads the roles as they are now (a role change counts at once)', async () => {
    const claims = await startSession();
    await database.db
      .update(users)
      .set({ roles: ['videoReview'] })
      .where(eq(users.id, admin.id));
    expect((await sessions.find(claims))?.user.roles).toEqual(['videoReview']);
  });
});
