import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SOCIAL_MESSAGES } from '@studio/domain';
import { SOCIAL_ACCOUNT_IDS } from '../seed/seed-social';
import {
  buildTestApp,
  ContractResponseValidator,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
let app: FastifyInstance;
let events: SignedIn;

const REDIRECT = 'http://localhost:8080/settings/social-media/fb-redirect';
const riverside = ORGANISATION_IDS.riverside;
const v4 = (path: string, organisationId: string = riverside) =>
  `/api/v4/customers/${organisationId}/social/${path}`;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  app = await buildTestApp();
  events = await signIn(app, 'events@riverside.example');
});
afterEach(async () => {
  await app.close();
});

function checked(operationId: string, response: LightMyRequestResponse) {
  expect(contract.check(operationId, response).problems).toEqual([]);
  // The access the server holds never leaves it.
  expect(response.body).not.toContain('sandbox1.');
  return response;
}

async function call(
  operationId: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  session: SignedIn = events,
) {
  return checked(
    operationId,
    await app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) }),
  );
}

type Provider = 'facebook' | 'youtube';

/** The browser's round trip: begin, the sandbox's page, a decision, back with code and state. */
async function authorise(
  provider: Provider,
  identity: string,
  options: { renewAccountId?: string; decision?: 'allow' | 'deny'; session?: SignedIn } = {},
) {
  const begin = await call(
    'beginSocialLink',
    'POST',
    v4('authorizations'),
    {
      provider,
      redirectUri: REDIRECT,
      ...(options.renewAccountId ? { renewAccountId: options.renewAccountId } : {}),
    },
    options.session,
  );
  expect(begin.statusCode).toBe(201);
  const { authorizeUrl, state, sandbox } = begin.json<{
    authorizeUrl: string;
    state: string;
    sandbox: boolean;
  }>();
  expect(sandbox).toBe(true);
  const page = await app.inject({ method: 'GET', url: authorizeUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('Allow');
  const decision = await app.inject({
    method: 'POST',
    url: '/sandbox/social/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      provider,
      state,
      redirect_uri: REDIRECT,
      identity,
      decision: options.decision ?? 'allow',
    }).toString(),
  });
  expect(decision.statusCode).toBe(303);
  const back = new URL(String(decision.headers.location));
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe(state);
  return { back, code: back.searchParams.get('code') ?? '', state };
}

const link = (provider: Provider, code: string, state: string, session: SignedIn = events) =>
  call(
    'linkSocialAccount',
    'POST',
    v4('accounts'),
    { provider, code, state, redirectUri: REDIRECT },
    session,
  );

const accountIds = async () =>
  (await call('listSocialAccounts', 'GET', v4('accounts')))
    .json<Array<{ uuid: string }>>()
    .map((account) => account.uuid);

describe('social accounts', () => {
  it('lists the organisation’s linked sandbox accounts with their link states', async () => {
    const response = await call('listSocialAccounts', 'GET', v4('accounts'));
    expect(response.statusCode).toBe(200);
    const accounts = response.json<Array<Record<string, unknown>>>();
    expect(accounts.map((account) => [account.uuid, account.linkStatus, account.sandbox])).toEqual([
      [SOCIAL_ACCOUNT_IDS.riversideFacebook, 'access_verified', true],
      [SOCIAL_ACCOUNT_IDS.riversideYoutube, 'expires_soon', true],
    ]);
  });

  it('links an account through the sandbox’s authorisation page, with its channels', async () => {
    const { code, state } = await authorise('facebook', 'sbx-jordan-rivera');
    const response = await link('facebook', code, state);
    expect(response.statusCode).toBe(201);
    const account = response.json<{ uuid: string; name: string; linkStatus: string }>();
    expect(account).toMatchObject({ name: 'Jordan Rivera', linkStatus: 'access_verified' });
    expect(response.headers.location).toContain(account.uuid);
    const channels = await call(
      'listSocialChannels',
      'GET',
      v4(`accounts/${account.uuid}/channels`),
    );
    expect(channels.json()).toEqual([
      {
        id: '104233118877777',
        accountId: account.uuid,
        name: 'Jordan Rivera Worship',
        type: 'page',
        crosspostTargets: [],
      },
    ]);
  });

  it('sends a refusal back to the studio as access_denied', async () => {
    const { back } = await authorise('facebook', 'sbx-jordan-rivera', { decision: 'deny' });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('takes a state once, only from the person it was issued to', async () => {
    const { code, state } = await authorise('facebook', 'sbx-jordan-rivera');
    const admin = await signIn(app, 'admin@riverside.example');
    const stranger = await link('facebook', code, state, admin);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual([
      { code: 'SOCIAL_GRANT_INVALID', message: SOCIAL_MESSAGES.grantError },
    ]);
    // Someone else's attempt does not use the state up; its person's one does, once.
    expect((await link('facebook', code, state)).statusCode).toBe(201);
    expect((await link('facebook', code, state)).statusCode).toBe(403);
    const forged = await link('facebook', code, 'a-state-never-issued');
    expect(forged.json()).toEqual([
      { code: 'SOCIAL_GRANT_INVALID', message: SOCIAL_MESSAGES.grantError },
    ]);
    expect(await accountIds()).toHaveLength(3);
  });

  it('refuses a code the provider does not know (access denied)', async () => {
    const { state } = await authorise('facebook', 'sbx-jordan-rivera');
    const response = await link('facebook', 'not-a-code', state);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual([
      { code: 'SOCIAL_ACCESS_DENIED', message: SOCIAL_MESSAGES.accessDenied },
    ]);
  });

  it('refuses an account already linked', async () => {
    const { code, state } = await authorise('facebook', 'sbx-riverside-media');
    const response = await link('facebook', code, state);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      { code: 'SOCIAL_ALREADY_LINKED', message: SOCIAL_MESSAGES.alreadyLinked },
    ]);
  });

  it('refuses an account without pages or channels, storing nothing', async () => {
    for (const provider of ['facebook', 'youtube'] as const) {
      const { code, state } = await authorise(provider, 'sbx-casey-nopages');
      const response = await link(provider, code, state);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual([
        { code: 'SOCIAL_NO_CHANNEL', message: SOCIAL_MESSAGES.noChannel },
      ]);
    }
    expect(await accountIds()).toHaveLength(2);
  });

  it('renews with the same account, and refuses another account or channel', async () => {
    const facebook = SOCIAL_ACCOUNT_IDS.riversideFacebook;
    const youtube = SOCIAL_ACCOUNT_IDS.riversideYoutube;
    const renew = (id: string, provider: Provider, code: string, state: string) =>
      call('renewSocialAccount', 'POST', v4(`accounts/${id}/renew`), {
        provider,
        code,
        state,
        redirectUri: REDIRECT,
      });

    const other = await authorise('facebook', 'sbx-jordan-rivera', { renewAccountId: facebook });
    const refused = await renew(facebook, 'facebook', other.code, other.state);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([
      { code: 'SOCIAL_ACCOUNT_MISMATCH', message: SOCIAL_MESSAGES.renewalDifferentAccount },
    ]);

    const otherChannel = await authorise('youtube', 'sbx-jordan-rivera', {
      renewAccountId: youtube,
    });
    const mismatch = await renew(youtube, 'youtube', otherChannel.code, otherChannel.state);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual([
      { code: 'SOCIAL_CHANNEL_MISMATCH', message: SOCIAL_MESSAGES.channelIdMismatch },
    ]);

    // A link state issued for a first link does not renew.
    const firstLink = await authorise('youtube', 'sbx-riverside-media');
    expect((await renew(youtube, 'youtube', firstLink.code, firstLink.state)).statusCode).toBe(403);

    const same = await authorise('youtube', 'sbx-riverside-media', { renewAccountId: youtube });
    const renewed = await renew(youtube, 'youtube', same.code, same.state);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ uuid: youtube, linkStatus: 'access_verified' });
  });

  it('checks a channel can go live, with the notifications left today', async () => {
    const response = await call(
      'checkSocialChannelLive',
      'GET',
      v4('channels/UC4f1c2a7e8b3d4c559a61/checklive'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      channelId: 'UC4f1c2a7e8b3d4c559a61',
      live: true,
      notificationsLeftToday: 2,
    });
  });

  it('sets crosspost targets among the other pages of the account', async () => {
    const url = v4('channels/104233118899999/crosspost');
    const saved = await call('updateSocialCrosspost', 'PUT', url, {
      sourceChannelId: '104233118899999',
      targetChannelIds: ['104233118812345'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      sourceChannelId: '104233118899999',
      targetChannelIds: ['104233118812345'],
    });
    const refused = await call('updateSocialCrosspost', 'PUT', url, {
      sourceChannelId: '104233118899999',
      targetChannelIds: ['UC4f1c2a7e8b3d4c559a61'],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([
      {
        code: 'SOCIAL_CROSSPOST_TARGET',
        message: SOCIAL_MESSAGES.crosspostTargetUnknown,
        field: 'body.targetChannelIds[0]',
      },
    ]);
    const cleared = await call('updateSocialCrosspost', 'PUT', url, {
      sourceChannelId: '104233118899999',
      targetChannelIds: [],
    });
    expect(cleared.json()).toEqual({ sourceChannelId: '104233118899999', targetChannelIds: [] });
  });

  it('syncs the channels again', async () => {
    const response = await call(
      'syncSocialAccount',
      'POST',
      v4(`accounts/${SOCIAL_ACCOUNT_IDS.riversideFacebook}/sync`),
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      id: SOCIAL_ACCOUNT_IDS.riversideFacebook,
      status: 'access_verified',
    });
    const channels = await call(
      'listSocialChannels',
      'GET',
      v4(`accounts/${SOCIAL_ACCOUNT_IDS.riversideFacebook}/channels`),
    );
    expect(channels.json()).toContainEqual(
      expect.objectContaining({
        id: '104233118812345',
        crosspostTargets: [{ id: '104233118899999', name: 'Riverside Youth' }],
      }),
    );
  });

  it('removes an account and its channels', async () => {
    const id = SOCIAL_ACCOUNT_IDS.riversideYoutube;
    expect((await call('unlinkSocialAccount', 'DELETE', v4(`accounts/${id}`))).statusCode).toBe(
      204,
    );
    expect(await accountIds()).toEqual([SOCIAL_ACCOUNT_IDS.riversideFacebook]);
    expect(
      (await call('listSocialChannels', 'GET', v4(`accounts/${id}/channels`))).statusCode,
    ).toBe(404);
    expect(
      (await call('checkSocialChannelLive', 'GET', v4('channels/UC4f1c2a7e8b3d4c559a61/checklive')))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for another organisation’s account and channel', async () => {
    const harbor = SOCIAL_ACCOUNT_IDS.harborFacebook;
    expect(
      (await call('listSocialChannels', 'GET', v4(`accounts/${harbor}/channels`))).statusCode,
    ).toBe(404);
    expect((await call('unlinkSocialAccount', 'DELETE', v4(`accounts/${harbor}`))).statusCode).toBe(
      404,
    );
    expect(
      (await call('syncSocialAccount', 'POST', v4(`accounts/${harbor}/sync`))).statusCode,
    ).toBe(404);
    expect(
      (await call('checkSocialChannelLive', 'GET', v4('channels/104233118877777/checklive')))
        .statusCode,
    ).toBe(404);
    const renewForeign = await call('beginSocialLink', 'POST', v4('authorizations'), {
      provider: 'facebook',
      redirectUri: REDIRECT,
      renewAccountId: harbor,
    });
    expect(renewForeign.statusCode).toBe(400);
  });

  it('refuses a person without manageSocialMedia (403 from the router)', async () => {
    const library = await signIn(app, 'library@riverside.example');
    const response = await call('listSocialAccounts', 'GET', v4('accounts'), undefined, library);
    expect(response.statusCode).toBe(403);
    const begin = await call(
      'beginSocialLink',
      'POST',
      v4('authorizations'),
      { provider: 'facebook', redirectUri: REDIRECT },
      library,
    );
    expect(begin.statusCode).toBe(403);
  });

  it('sends the browser back only to the studio’s return page', async () => {
    const response = await call('beginSocialLink', 'POST', v4('authorizations'), {
      provider: 'facebook',
      redirectUri: 'https://evil.example/steal',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([expect.objectContaining({ field: 'body.redirectUri' })]);
    const page = await app.inject({
      method: 'GET',
      url: `/sandbox/social/authorize?provider=facebook&state=x&redirect_uri=${encodeURIComponent('https://evil.example/steal')}`,
    });
    expect(page.statusCode).toBe(400);
  });

  it('writes nothing from the request into its page unescaped', async () => {
    const state = '"><script>alert(1)</script>';
    const page = await app.inject({
      method: 'GET',
      url: `/sandbox/social/authorize?provider=facebook&state=${encodeURIComponent(state)}&redirect_uri=${encodeURIComponent(REDIRECT)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;');
  });
});
