import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_MESSAGES,
  SOCIAL_MESSAGES,
  socialAccessErrorMessage,
  socialLinkStatus,
  VIDEO_SITE_NOTIFICATIONS_PER_DAY,
} from '@studio/domain';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type { SocialAccountRow, SocialChannelRow } from '../db/social/social-repository';
import type { SocialProviderName } from '../db/social/schema';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf } from '../http/paging';
import type { Services } from '../services';
import { SocialProviderError, type SocialGrant } from '../social/provider';
import { SOCIAL_REDIRECT_PATH } from '../social/sandbox-provider';

type CentralV4 = DocumentOperations['central-v4'];
type SocialAccount =
  CentralV4['listSocialAccounts']['responses'][200]['content']['application/json'][number];
type SocialChannel =
  CentralV4['listSocialChannels']['responses'][200]['content']['application/json'][number];

/** How long the state of a started authorisation may come back (the provider's page is slow). */
const LINK_STATE_LIFETIME_MS = 10 * 60_000;
/** The code the social-link machine knows for a renewal with another account. */
export const SOCIAL_ACCOUNT_MISMATCH_CODE = 'SOCIAL_ACCOUNT_MISMATCH';

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

const grantError = () =>
  new HttpError(403, [{ code: 'SOCIAL_GRANT_INVALID', message: SOCIAL_MESSAGES.grantError }]);

/** A provider's refusal in the spec's words (section 8, "Social"). */
function providerFailure(error: unknown): HttpError {
  if (!(error instanceof SocialProviderError)) throw error;
  switch (error.kind) {
    case 'access_denied':
      return new HttpError(403, [
        { code: 'SOCIAL_ACCESS_DENIED', message: SOCIAL_MESSAGES.accessDenied },
      ]);
    case 'no_channel':
      return new HttpError(422, [
        { code: 'SOCIAL_NO_CHANNEL', message: SOCIAL_MESSAGES.noChannel },
      ]);
    default:
      return new HttpError(503, [
        { code: 'SOCIAL_PROVIDER_ERROR', message: socialAccessErrorMessage(error.code) },
      ]);
  }
}

/** The studio's fb-redirect page on any origin the studio is served from; nothing else. */
function redirectUriProblem(value: string | undefined): ApiErrorItem[] {
  if (value === undefined) return [];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [
      { code: 'INVALID_REQUEST', message: ERROR_MESSAGES.badRequest, field: 'body.redirectUri' },
    ];
  }
  const fine =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === SOCIAL_REDIRECT_PATH &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '';
  return fine
    ? []
    : [{ code: 'INVALID_REQUEST', message: ERROR_MESSAGES.badRequest, field: 'body.redirectUri' }];
}

export const socialRequestRules: RequestRules = {
  beginSocialLink: (body) =>
    redirectUriProblem((body as { redirectUri?: string } | undefined)?.redirectUri),
};

/**
 * Social accounts (central-v4 "Social media", spec sections 3 to 5 and 8). The router checked
 * manageSocialMedia and the organisation. Linking is the provider's OAuth round trip: the
 * server issues a single-use state (beginSocialLink) that the redirect must bring back for the
 * same person, and exchanges the code through the provider (social/provider.ts); the access it
 * gets is stored encrypted and never answered.
 */
export function socialHandlers(services: Services) {
  const { providers, cipher } = services.social;
  const now = () => services.now();

  async function toAccount(
    organisation: CheckedOrganisation,
    row: SocialAccountRow,
  ): Promise<SocialAccount> {
    const accounts = services.forOrganisation(organisation.id).socialAccounts;
    return {
      uuid: row.id,
      provider: row.provider,
      sandbox: row.sandbox,
      kind: row.kind,
      name: row.name,
      externalId: row.externalId,
      linkStatus: socialLinkStatus(row, now()),
      accessExpiresAt: row.accessExpiresAt.toISOString(),
      linkedDestinationCount: await accounts.linkedDestinationCount(row.id),
    };
  }

  function toChannel(row: SocialChannelRow, siblings: SocialChannelRow[]): SocialChannel {
    return {
      id: row.externalId,
      accountId: row.accountId,
      name: row.name,
      type: row.type,
      crosspostTargets: row.crosspostTargetIds.flatMap((id) => {
        const target = siblings.find((sibling) => sibling.externalId === id);
        return target ? [{ id: target.externalId, name: target.name }] : [];
      }),
    };
  }

  /** The state, taken for good; what it was issued for must be what is asked now. */
  async function takeState(
    organisation: CheckedOrganisation,
    userId: string,
    body: { provider: SocialProviderName; state: string },
    renewAccountId: string | null,
  ) {
    const issued = await services
      .forOrganisation(organisation.id)
      .socialLinkStates.consume(hashState(body.state), userId, now());
    if (!issued || issued.provider !== body.provider || issued.renewAccountId !== renewAccountId) {
      throw grantError();
    }
    return issued;
  }

  async function exchange(
    provider: SocialProviderName,
    code: string,
    redirectUri: string,
  ): Promise<SocialGrant> {
    try {
      return await providers[provider].exchangeCode({ code, redirectUri });
    } catch (error) {
      throw providerFailure(error);
    }
  }

  /** Reads the channels again; a refused access marks the link "renew needed". */
  async function syncChannels(organisation: CheckedOrganisation, account: SocialAccountRow) {
    const accounts = services.forOrganisation(organisation.id).socialAccounts;
    try {
      const listed = await providers[account.provider].listChannels(
        cipher.decrypt(account.accessTokenEncrypted),
        account.externalId,
      );
      await accounts.replaceChannels(account.id, listed);
      return listed;
    } catch (error) {
      if (error instanceof SocialProviderError && error.kind === 'access_denied') {
        await accounts.update(account.id, { accessRevoked: true, updatedAt: now() });
      }
      throw providerFailure(error);
    }
  }

  function who(auth: { user: { id: string } } | null) {
    if (!auth) throw notFound();
    return auth.user.id;
  }

  return {
    listSocialAccounts: async ({ organisation }) => {
      const page = await services
        .forOrganisation(organisation.id)
        .socialAccounts.list({ size: 200 });
      const body = await Promise.all(page.items.map((row) => toAccount(organisation, row)));
      return { status: 200, body };
    },

    beginSocialLink: async ({ organisation, auth, body }) => {
      const userId = who(auth);
      const redirectProblems = redirectUriProblem(body.redirectUri);
      if (redirectProblems.length > 0) throw badRequest(redirectProblems);
      const repositories = services.forOrganisation(organisation.id);
      if (body.renewAccountId) {
        const account = await repositories.socialAccounts.findById(body.renewAccountId);
        if (!account || account.provider !== body.provider) {
          throw badRequest([
            {
              code: 'INVALID_REQUEST',
              message: ERROR_MESSAGES.notFound,
              field: 'body.renewAccountId',
            },
          ]);
        }
      }
      const state = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now().getTime() + LINK_STATE_LIFETIME_MS);
      await repositories.socialLinkStates.insert({
        userId,
        stateHash: hashState(state),
        provider: body.provider,
        renewAccountId: body.renewAccountId ?? null,
        redirectUri: body.redirectUri,
        expiresAt,
      });
      const provider = providers[body.provider];
      return {
        status: 201,
        body: {
          authorizeUrl: provider.authorizeUrl({ state, redirectUri: body.redirectUri }),
          state,
          expiresAt: expiresAt.toISOString(),
          sandbox: provider.sandbox,
        },
      };
    },

    linkSocialAccount: async ({ organisation, auth, body, request, reply }) => {
      const userId = who(auth);
      const issued = await takeState(organisation, userId, body, null);
      const grant = await exchange(body.provider, body.code, issued.redirectUri);
      const accounts = services.forOrganisation(organisation.id).socialAccounts;
      const alreadyLinked = () =>
        new HttpError(409, [
          { code: 'SOCIAL_ALREADY_LINKED', message: SOCIAL_MESSAGES.alreadyLinked },
        ]);
      if (await accounts.findByExternalId(body.provider, grant.account.externalId)) {
        throw alreadyLinked();
      }
      let row: SocialAccountRow;
      try {
        row = await accounts.insert({
          provider: body.provider,
          sandbox: providers[body.provider].sandbox,
          kind: grant.account.kind,
          name: grant.account.name.slice(0, 200),
          externalId: grant.account.externalId,
          accessTokenEncrypted: cipher.encrypt(grant.credential),
          accessExpiresAt: grant.expiresAt,
          linkedBy: userId,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyLinked();
        throw error;
      }
      try {
        const listed = await syncChannels(organisation, row);
        if (listed.length === 0) {
          throw new HttpError(422, [
            { code: 'SOCIAL_NO_CHANNEL', message: SOCIAL_MESSAGES.noChannel },
          ]);
        }
      } catch (error) {
        // A link without anything to stream to is no link: nothing stays stored.
        await accounts.delete(row.id);
        throw error;
      }
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: await toAccount(organisation, row) };
    },

    renewSocialAccount: async ({ organisation, auth, params, body }) => {
      const userId = who(auth);
      const accounts = services.forOrganisation(organisation.id).socialAccounts;
      const account = await accounts.findById(params.id);
      if (!account) throw notFound();
      const issued = await takeState(organisation, userId, body, account.id);
      const grant = await exchange(account.provider, body.code, issued.redirectUri);
      if (grant.account.externalId !== account.externalId) {
        throw new HttpError(
          422,
          account.kind === 'channel'
            ? [{ code: 'SOCIAL_CHANNEL_MISMATCH', message: SOCIAL_MESSAGES.channelIdMismatch }]
            : [
                {
                  code: SOCIAL_ACCOUNT_MISMATCH_CODE,
                  message: SOCIAL_MESSAGES.renewalDifferentAccount,
                },
              ],
        );
      }
      const renewed = await accounts.update(account.id, {
        accessTokenEncrypted: cipher.encrypt(grant.credential),
        accessExpiresAt: grant.expiresAt,
        accessRevoked: false,
        name: grant.account.name.slice(0, 200),
        updatedAt: now(),
      });
      if (!renewed) throw notFound();
      await syncChannels(organisation, renewed);
      return { status: 200, body: await toAccount(organisation, renewed) };
    },

    unlinkSocialAccount: async ({ organisation, params }) => {
      const accounts = services.forOrganisation(organisation.id).socialAccounts;
      if (!(await accounts.unlink(params.id))) throw notFound();
      return { status: 204, body: undefined };
    },

    syncSocialAccount: async ({ organisation, params }) => {
      const accounts = services.forOrganisation(organisation.id).socialAccounts;
      const account = await accounts.findById(params.id);
      if (!account) throw notFound();
      const requestedAt = now();
      await syncChannels(organisation, account);
      const synced = (await accounts.findById(account.id)) ?? account;
      return {
        status: 202,
        body: {
          id: account.id,
          status: socialLinkStatus(synced, now()),
          requestedAt: requestedAt.toISOString(),
        },
      };
    },

    listSocialChannels: async ({ organisation, params }) => {
      const accounts = services.forOrganisation(organisation.id).socialAccounts;
      const account = await accounts.findById(params.id);
      if (!account) throw notFound();
      const channels = await accounts.channelsOf(account.id);
      return { status: 200, body: channels.map((channel) => toChannel(channel, channels)) };
    },

    checkSocialChannelLive: async ({ organisation, params }) => {
      const accounts = services.forOrganisation(organisation.id).socialAccounts;
      const channel = await accounts.findChannel(params.channelId);
      const account = channel && (await accounts.findById(channel.accountId));
      if (!channel || !account) throw notFound();
      let live: boolean;
      try {
        live = await providers[account.provider].checkLive(
          cipher.decrypt(account.accessTokenEncrypted),
          channel.externalId,
        );
      } catch (error) {
        if (error instanceof SocialProviderError && error.kind === 'access_denied') {
          await accounts.update(account.id, { accessRevoked: true, updatedAt: now() });
        }
        throw providerFailure(error);
      }
      const today = now().toISOString().slice(0, 10);
      return {
        status: 200,
        body: {
          channelId: channel.externalId,
          live,
          notificationsLeftToday: Math.max(
            0,
            VIDEO_SITE_NOTIFICATIONS_PER_DAY - accounts.notificationsSentOn(channel, today),
          ),
        },
      };
    },

    updateSocialCrosspost: async ({ organisation, params, body }) => {
      const accounts = services.forOrganisation(organisation.id).socialAccounts;
      const channel = await accounts.findChannel(params.channelId);
      if (!channel) throw notFound();
      if (body.sourceChannelId !== params.channelId) {
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: ERROR_MESSAGES.badRequest,
            field: 'body.sourceChannelId',
          },
        ]);
      }
      const siblings = await accounts.channelsOf(channel.accountId);
      const problems: ApiErrorItem[] = [];
      body.targetChannelIds.forEach((id, index) => {
        const target = siblings.find((sibling) => sibling.externalId === id);
        if (
          !target ||
          target.id === channel.id ||
          target.type !== 'page' ||
          channel.type !== 'page'
        ) {
          problems.push({
            code: 'SOCIAL_CROSSPOST_TARGET',
            message: SOCIAL_MESSAGES.crosspostTargetUnknown,
            field: `body.targetChannelIds[${index}]`,
          });
        }
      });
      if (problems.length > 0) throw new HttpError(422, problems);
      const targets = [...new Set(body.targetChannelIds)];
      const saved = await accounts.setCrosspostTargets(channel.id, targets);
      return {
        status: 200,
        body: { sourceChannelId: saved.externalId, targetChannelIds: saved.crosspostTargetIds },
      };
    },
  } satisfies HandlerMap<CentralV4>;
}
