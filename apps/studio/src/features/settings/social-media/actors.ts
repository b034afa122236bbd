import { createActor, fromPromise } from 'xstate';
import { isApiError, type SocialAccount, type SocialChannel, type StudioApi } from '@studio/api';
import { socialDaysRemaining, type SocialLinkStatus } from '@studio/domain';
import {
  socialLinkMachine,
  type FetchItemInput,
  type FetchPageInput,
  type ListPage,
} from '@studio/machines';
import { createSharedList, type SharedListActor } from '../shared-list';

export type SocialProvider = SocialAccount['provider'];
/** An account as the list-resource machine keeps it: by `id`, the account's `uuid`. */
export type SocialAccountItem = SocialAccount & { readonly id: string };

const asItem = (account: SocialAccount): SocialAccountItem => ({ ...account, id: account.uuid });

export function createSocialAccountListActors(api: StudioApi, customerId: string) {
  return {
    fetchPage: fromPromise<ListPage<SocialAccountItem>, FetchPageInput>(async ({ signal }) => ({
      items: (await api.listSocialAccounts(customerId, { signal })).map(asItem),
      nextUrl: null,
    })),
    fetchItem: fromPromise<SocialAccountItem, FetchItemInput>(async ({ input, signal }) => {
      const accounts = await api.listSocialAccounts(customerId, { signal });
      const account = accounts.find((candidate) => candidate.uuid === input.id);
      if (!account) throw new Error(`Social account ${input.id} is gone.`);
      return asItem(account);
    }),
  };
}

export type SocialAccountListActor = SharedListActor<SocialAccountItem>;
/** The organisation's one list actor, kept across visits; link, renew and remove refresh it. */
export const socialAccountList = createSharedList<SocialAccountItem>(createSocialAccountListActors);

/** An account's link as the studio shows it: the social-link machine's state and its days. */
export interface SocialLinkState {
  status: SocialLinkStatus;
  daysRemaining: number;
}

const MACHINE_STATES: Record<string, SocialLinkStatus> = {
  verified: 'access_verified',
  expiresInDays: 'expires_soon',
  expiresToday: 'expires_today',
  expired: 'expired',
  renewNeeded: 'renew_needed',
};

/**
 * Which label the link shows, decided by the social-link machine from the days left (and a
 * revoked access, which the server reports as renew_needed).
 */
export function linkStateOf(account: SocialAccount, now: Date): SocialLinkState {
  const daysRemaining = account.accessExpiresAt
    ? socialDaysRemaining(new Date(account.accessExpiresAt), now)
    : -1;
  const actor = createActor(socialLinkMachine, {
    input: { accountId: account.uuid, daysRemaining },
  }).start();
  if (account.linkStatus === 'renew_needed') actor.send({ type: 'social.accessRevoked' });
  const value = actor.getSnapshot().value;
  actor.stop();
  const linked = typeof value === 'object' && 'linked' in value ? String(value.linked) : '';
  return { status: MACHINE_STATES[linked] ?? account.linkStatus, daysRemaining };
}

export type ChannelsByAccount = Readonly<Record<string, readonly SocialChannel[]>>;

export function createSocialChannelsActors(
  api: StudioApi,
  customerId: string,
  accountIds: readonly string[],
) {
  return {
    fetchRecord: fromPromise<ChannelsByAccount>(async ({ signal }) => {
      const lists = await Promise.all(
        accountIds.map((id) => api.listSocialChannels(customerId, id, { signal })),
      );
      return Object.fromEntries(accountIds.map((id, index) => [id, lists[index] ?? []]));
    }),
  };
}

/** What the studio remembers between leaving for the provider and its return to fb-redirect. */
export interface PendingSocialLink {
  state: string;
  provider: SocialProvider;
  renewAccountId: string | null;
}

const PENDING_KEY = 'studio.socialMedia.pendingLink';
export const SOCIAL_REDIRECT_PATH = '/settings/social-media/fb-redirect';

/**
 * Starts linking (or renewing `renewAccountId`): the server issues the state, this tab keeps it,
 * and the browser goes to the provider's page, which comes back to fb-redirect.
 */
export async function startSocialLink(
  api: StudioApi,
  customerId: string,
  provider: SocialProvider,
  renewAccountId: string | null,
): Promise<void> {
  const authorization = await api.beginSocialLink(customerId, {
    provider,
    redirectUri: `${window.location.origin}${SOCIAL_REDIRECT_PATH}`,
    ...(renewAccountId ? { renewAccountId } : {}),
  });
  const pending: PendingSocialLink = { state: authorization.state, provider, renewAccountId };
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  window.location.assign(authorization.authorizeUrl);
}

/** The link this tab started, taken once: a second visit of fb-redirect finds none. */
export function takePendingSocialLink(): PendingSocialLink | null {
  const stored = window.sessionStorage.getItem(PENDING_KEY);
  window.sessionStorage.removeItem(PENDING_KEY);
  if (!stored) return null;
  try {
    const pending = JSON.parse(stored) as Partial<PendingSocialLink>;
    if (
      typeof pending.state === 'string' &&
      (pending.provider === 'facebook' || pending.provider === 'youtube')
    ) {
      return {
        state: pending.state,
        provider: pending.provider,
        renewAccountId: pending.renewAccountId ?? null,
      };
    }
  } catch {
    // A damaged entry is no pending link.
  }
  return null;
}

/** The outcome the fb-redirect page shows: the account, or the code of the spec's error. */
export type SocialLinkOutcome =
  | { ok: true; account: SocialAccount; renewed: boolean }
  | { ok: false; code: string; providerCode?: string };

/**
 * Finishes what the provider's redirect brought back: a refusal (`error`), a state this tab did
 * not start (CSRF), or a code the server exchanges (link or renew).
 */
export function createSocialRedirectActors(
  api: StudioApi,
  customerId: string,
  search: URLSearchParams,
  pending: PendingSocialLink | null,
) {
  return {
    fetchRecord: fromPromise<SocialLinkOutcome>(async ({ signal }) => {
      const error = search.get('error');
      if (error) {
        return error === 'access_denied'
          ? { ok: false, code: 'SOCIAL_ACCESS_DENIED' }
          : {
              ok: false,
              code: 'SOCIAL_PROVIDER_ERROR',
              providerCode: search.get('error_code') ?? error,
            };
      }
      const code = search.get('code');
      const state = search.get('state');
      if (!code || !state || !pending || pending.state !== state) {
        return { ok: false, code: 'SOCIAL_GRANT_INVALID' };
      }
      const request = {
        provider: pending.provider,
        code,
        state,
        redirectUri: `${window.location.origin}${SOCIAL_REDIRECT_PATH}`,
      };
      try {
        const account = pending.renewAccountId
          ? await api.renewSocialAccount(customerId, pending.renewAccountId, request, { signal })
          : await api.linkSocialAccount(customerId, request, { signal });
        return { ok: true, account, renewed: pending.renewAccountId !== null };
      } catch (failure) {
        if (!isApiError(failure)) throw failure;
        const item = failure.errors[0];
        const codeMatch = item?.message.match(/code (\S+)\.$/);
        if (item?.code === 'SOCIAL_PROVIDER_ERROR' && codeMatch?.[1]) {
          return { ok: false, code: item.code, providerCode: codeMatch[1] };
        }
        if (item?.code.startsWith('SOCIAL_')) return { ok: false, code: item.code };
        throw failure;
      }
    }),
  };
}
