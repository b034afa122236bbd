import { AccessTokens } from './auth/access-tokens';
import { createAuthenticator, type Authenticator } from './auth/context';
import { CredentialChecker } from './auth/credentials';
import { LoginAttempts, type LoginAttemptPolicy } from './auth/login-attempts';
import { RefreshTokens } from './auth/refresh-tokens';
import { loadSigningSecret } from './auth/secret';
import type { Database } from './db/connection';
import { OrganisationsRepository } from './db/organisations/organisations-repository';
import { RegionsRepository } from './db/regions/regions-repository';
import { OrganisationUsersRepository } from './db/identity/organisation-users-repository';
import { UsersRepository } from './db/identity/users-repository';
import { TelemetryRepository } from './db/telemetry/telemetry-repository';
import { WebPresetsRepository } from './db/settings/web-presets-repository';
import type { OrganisationId } from './db/organisation-scoped-repository';

/** Repositories of one organisation's rows; see OrganisationScopedRepository. */
export interface OrganisationRepositories {
  users: OrganisationUsersRepository;
  webPresets: WebPresetsRepository;
}

/** Everything handlers need, built once per app so tests get fresh state with a fresh app. */
export interface Services {
  db: Database;
  users: UsersRepository;
  organisations: OrganisationsRepository;
  regions: RegionsRepository;
  telemetry: TelemetryRepository;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  credentials: CredentialChecker;
  authenticate: Authenticator;
  /** Per request, from the organisation the contract router checked (`context.organisation.id`). */
  forOrganisation(organisationId: OrganisationId): OrganisationRepositories;
}

export interface ServiceOptions {
  loginAttemptPolicy?: LoginAttemptPolicy;
  now?: () => Date;
}

export async function createServices(
  db: Database,
  options: ServiceOptions = {},
): Promise<Services> {
  const now = options.now ?? (() => new Date());
  const users = new UsersRepository(db);
  const organisations = new OrganisationsRepository(db);
  const accessTokens = new AccessTokens(await loadSigningSecret(db), now);
  const refreshTokens = new RefreshTokens(db, now);
  const attempts = new LoginAttempts(options.loginAttemptPolicy, () => now().getTime());
  return {
    db,
    users,
    organisations,
    regions: new RegionsRepository(db),
    telemetry: new TelemetryRepository(db),
    accessTokens,
    refreshTokens,
    credentials: new CredentialChecker(users, attempts),
    authenticate: createAuthenticator({ accessTokens, refreshTokens, users, organisations }),
    forOrganisation: (organisationId) => ({
      users: new OrganisationUsersRepository(db, organisationId),
      webPresets: new WebPresetsRepository(db, organisationId),
    }),
  };
}
