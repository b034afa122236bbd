import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { hashSecret } from '../../auth/link-tokens';
import type { Database } from '../connection';
import {
  OrganisationScopedRepository,
  type OrganisationId,
} from '../organisation-scoped-repository';
import { apiClients } from './schema';

export type ApiClientRow = typeof apiClients.$inferSelect;

/** A secret is shown once: the answer that creates it carries it, the database only its hash. */
export interface ApiClientWithSecret {
  client: ApiClientRow;
  secret: string;
}

const newSecret = () => `cs_${randomBytes(32).toString('base64url')}`;
const newClientId = () => `sc_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** The API clients of one organisation (settings, API access), by name. */
export class ApiClientsRepository extends OrganisationScopedRepository<typeof apiClients> {
  constructor(
    db: Database,
    organisationId: OrganisationId,
    private readonly now: () => Date = () => new Date(),
  ) {
    super(db, apiClients, organisationId);
  }

  protected override defaultOrder() {
    return [asc(sql`lower(${apiClients.name})`)];
  }

  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const matches = await this.count(
      and(
        eq(sql`lower(${apiClients.name})`, name.trim().toLowerCase()),
        exceptId ? ne(apiClients.id, exceptId) : undefined,
      ),
    );
    return matches > 0;
  }

  async create(input: { name: string; roles: string[] }): Promise<ApiClientWithSecret> {
    const secret = newSecret();
    const now = this.now();
    const client = await this.insert({
      id: randomUUID(),
      name: input.name,
      roles: input.roles,
      clientId: newClientId(),
      secretHash: hashSecret(secret),
      secretId: randomUUID(),
      createdAt: now,
      updatedAt: now,
    });
    return { client, secret };
  }

  async replace(id: string, input: { name: string; roles: string[] }) {
    return this.update(id, { name: input.name, roles: input.roles, updatedAt: this.now() });
  }

  /** A new secret; the new `secretId` ends the tokens the old secret obtained. */
  async regenerateSecret(id: string): Promise<ApiClientWithSecret | undefined> {
    const secret = newSecret();
    const client = await this.update(id, {
      secretHash: hashSecret(secret),
      secretId: randomUUID(),
      updatedAt: this.now(),
    });
    return client && { client, secret };
  }
}

/** Client lookups across organisations: the token grant knows only the client id. */
export class ApiClientCredentials {
  constructor(private readonly db: Database) {}

  async findByClientId(clientId: string): Promise<ApiClientRow | undefined> {
    const [row] = await this.db.select().from(apiClients).where(eq(apiClients.clientId, clientId));
    return row;
  }

  async findById(id: string): Promise<ApiClientRow | undefined> {
    const [row] = await this.db.select().from(apiClients).where(eq(apiClients.id, id));
    return row;
  }
}
