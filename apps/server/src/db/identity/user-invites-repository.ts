import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { hashSecret, newInvitationToken } from '../../auth/link-tokens';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type PageRequest,
} from '../organisation-scoped-repository';
import type { StoredInviteStatus } from './people';
import { userInvites, users } from './schema';
import type { UserRow } from './users-repository';

export type UserInviteRow = typeof userInvites.$inferSelect;

/** The invitation machine's state as people see it: an open invitation past its date is expired. */
export function inviteStatus(row: UserInviteRow, now: Date): StoredInviteStatus | 'expired' {
  const open = row.status === 'pending' || row.status === 'resent';
  return open && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

const OPEN: StoredInviteStatus[] = ['pending', 'resent'];

/** One organisation's invitations, newest first. */
export class UserInvitesRepository extends OrganisationScopedRepository<typeof userInvites> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, userInvites, organisationId);
  }

  protected override defaultOrder() {
    return [desc(userInvites.createdAt)];
  }

  /** Pending, resent and revoked: accepted invitations have become users. */
  listOutstanding(paging: PageRequest) {
    return this.list({ ...paging, where: sql`${userInvites.status} <> 'accepted'` });
  }

  async openInviteFor(email: string): Promise<UserInviteRow | undefined> {
    const [row] = await this.db
      .select()
      .from(userInvites)
      .where(
        this.inOrganisation(
          eq(sql`lower(${userInvites.email})`, email.trim().toLowerCase()),
          inArray(userInvites.status, OPEN),
        ),
      );
    return row;
  }

  async create(input: {
    email: string;
    roles: string[];
    studio: boolean;
    invitedBy: string | null;
    now: Date;
    expiresAt: Date;
  }): Promise<UserInviteRow> {
    return this.insert({
      id: randomUUID(),
      email: input.email,
      roles: input.roles,
      studio: input.studio,
      status: 'pending',
      // Nobody knows this token: the mail job sets the one it sends (InvitationLinks.issue).
      tokenHash: hashSecret(newInvitationToken()),
      invitedBy: input.invitedBy,
      createdAt: input.now,
      sentAt: input.now,
      expiresAt: input.expiresAt,
    });
  }
}

/** Invitation links, across organisations: the accept page knows only the link's token. */
export class InvitationLinks {
  constructor(private readonly db: Database) {}

  /** A new link token for an open invitation (its older links stop working); undefined if closed. */
  async issue(inviteId: string): Promise<{ token: string; invite: UserInviteRow } | undefined> {
    const token = newInvitationToken();
    const [invite] = await this.db
      .update(userInvites)
      .set({ tokenHash: hashSecret(token) })
      .where(and(eq(userInvites.id, inviteId), inArray(userInvites.status, OPEN)))
      .returning();
    return invite && { token, invite };
  }

  async findByToken(token: string): Promise<UserInviteRow | undefined> {
    const [row] = await this.db
      .select()
      .from(userInvites)
      .where(eq(userInvites.tokenHash, hashSecret(token)));
    return row;
  }
}

export type NewInvitedUser = typeof users.$inferInsert;

/**
 * Accepts an open, unexpired invitation and creates its user in one transaction; undefined when
 * another request accepted, revoked or resent it first (the conditions are in the UPDATE).
 */
export async function acceptInvitation(
  db: Database,
  inviteId: string,
  tokenHash: string,
  user: NewInvitedUser,
  now: Date,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(userInvites)
      .set({ status: 'accepted', answeredAt: now })
      .where(
        and(
          eq(userInvites.id, inviteId),
          eq(userInvites.tokenHash, tokenHash),
          inArray(userInvites.status, OPEN),
          gt(userInvites.expiresAt, now),
        ),
      )
      .returning({ id: userInvites.id });
    if (!accepted) return undefined;
    const [created] = await tx.insert(users).values(user).returning();
    return created;
  });
}
