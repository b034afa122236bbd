import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
  type Page,
  type PageRequest,
} from '../organisation-scoped-repository';
import { encoderChannels, encoderChannelUsers } from '../settings/schema';
import type { AccountStatus } from './people';
import { users } from './schema';
import type { UserRow } from './users-repository';

export const USER_SORTS = [
  'asc.name',
  'desc.name',
  'asc.user_name',
  'desc.user_name',
  'asc.created_date',
  'desc.created_date',
] as const;
export type UserSort = (typeof USER_SORTS)[number];

export interface UserQuery extends PageRequest {
  search?: string;
  role?: string;
  status?: AccountStatus;
  sort?: UserSort;
}

/** A person of the organisation with the encoder channels they may use (empty: all). */
export interface UserRecord extends UserRow {
  encoderChannelIds: string[];
}

/** `%` and `_` typed by a person are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * The people of one organisation, for the user management screens: venue logins (userType SITE)
 * are venues and never listed here.
 */
export class OrganisationUsersRepository extends OrganisationScopedRepository<typeof users> {
  constructor(db: Database, organisationId: OrganisationId) {
    super(db, users, organisationId);
  }

  protected override defaultOrder() {
    return [asc(users.lastName), asc(users.firstName)];
  }

  private people(...conditions: Array<SQL | undefined>): SQL {
    return and(eq(users.userType, 'USER'), ...conditions) ?? eq(users.userType, 'USER');
  }

  private order(sort: UserSort): SQL[] {
    const [direction, field] = sort.split('.') as ['asc' | 'desc', string];
    const by = direction === 'asc' ? asc : desc;
    if (field === 'user_name') return [by(sql`lower(${users.userName})`)];
    if (field === 'created_date') return [by(users.createdAt)];
    return [by(sql`lower(${users.firstName} || ' ' || ${users.lastName})`)];
  }

  async search(query: UserQuery): Promise<Page<UserRecord>> {
    const term = query.search?.trim();
    const page = await this.list({
      page: query.page,
      size: query.size,
      where: this.people(
        term
          ? or(
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(term)),
              ilike(users.userName, likePattern(term)),
            )
          : undefined,
        query.role ? sql`${users.roles} @> ${JSON.stringify([query.role])}::jsonb` : undefined,
        query.status ? eq(users.accountStatus, query.status) : undefined,
      ),
      orderBy: this.order(query.sort ?? 'asc.name'),
    });
    return { ...page, items: await this.withChannels(page.items) };
  }

  async findPerson(id: string): Promise<UserRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(this.inOrganisation(this.people(eq(users.id, id))));
    if (!row) return undefined;
    const [record] = await this.withChannels([row]);
    return record;
  }

  private async withChannels(rows: UserRow[]): Promise<UserRecord[]> {
    if (rows.length === 0) return [];
    const links = await this.db
      .select()
      .from(encoderChannelUsers)
      .where(
        inArray(
          encoderChannelUsers.userId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(encoderChannelUsers.encoderChannelId));
    return rows.map((row) => ({
      ...row,
      encoderChannelIds: links
        .filter((link) => link.userId === row.id)
        .map((link) => link.encoderChannelId),
    }));
  }

  /** The ids that are not encoder channels of this organisation. */
  async unknownEncoderChannels(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const known = await this.db
      .select({ id: encoderChannels.id })
      .from(encoderChannels)
      .where(
        and(
          eq(encoderChannels.organisationId, this.organisationId),
          inArray(encoderChannels.id, [...ids]),
        ),
      );
    const found = new Set(known.map((row) => row.id));
    return ids.filter((id) => !found.has(id));
  }

  /** Changes a person's fields and, when given, the encoder channels they may use, together. */
  async updatePerson(
    id: string,
    changes: Partial<typeof users.$inferInsert>,
    encoderChannelIds?: readonly string[],
  ): Promise<UserRecord | undefined> {
    const found = await this.db.transaction(async (tx) => {
      const { id: _id, organisationId: _organisation, ...editable } = changes;
      const [row] =
        Object.keys(editable).length > 0
          ? await tx
              .update(users)
              .set(editable)
              .where(this.inOrganisation(this.people(eq(users.id, id))))
              .returning({ id: users.id })
          : await tx
              .select({ id: users.id })
              .from(users)
              .where(this.inOrganisation(this.people(eq(users.id, id))));
      if (!row) return false;
      if (encoderChannelIds) {
        await tx.delete(encoderChannelUsers).where(eq(encoderChannelUsers.userId, id));
        if (encoderChannelIds.length > 0)
          await tx.insert(encoderChannelUsers).values(
            [...new Set(encoderChannelIds)].map((encoderChannelId) => ({
              encoderChannelId,
              userId: id,
            })),
          );
      }
      return true;
    });
    return found ? this.findPerson(id) : undefined;
  }

  /** Removes a person; their refresh tokens and one-time links go with them (ON DELETE CASCADE). */
  async removePerson(id: string): Promise<boolean> {
    const removed = await this.db
      .delete(users)
      .where(this.inOrganisation(this.people(eq(users.id, id))))
      .returning({ id: users.id });
    return removed.length > 0;
  }
}
