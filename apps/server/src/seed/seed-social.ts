import { MS_PER_DAY } from '@studio/domain';
import type { Database } from '../db/connection';
import { socialAccounts, socialChannels, socialPosts } from '../db/social/schema';
import { findIdentity, SandboxSocialProvider } from '../social/sandbox-provider';
import { loadSocialTokenKey, SocialTokenCipher } from '../social/token-cipher';
import { ORGANISATION_IDS } from './demo-data';

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const SOCIAL_ACCOUNT_IDS = {
  /** The contract's example: Riverside's media team on the sandbox social network. */
  riversideFacebook: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c05',
  /** Riverside's video-site channel, its access ending in a few days. */
  riversideYoutube: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c06',
  harborFacebook: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c07',
} as const;

/** The contract's example post: Riverside's church page, waiting for Sunday. */
export const DEMO_SOCIAL_POST_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d06';

/** The next Sunday at 17:00 UTC at least two days after `now` (inside the 30 days). */
function nextSundayAfternoon(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 17));
  day.setUTCDate(day.getUTCDate() + 2);
  while (day.getUTCDay() !== 0) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/**
 * Linked sandbox accounts: Riverside's social network account (verified, its two pages, the
 * church page crossposting to the youth page) and its video-site channel ("expires in 5 days"),
 * and one account of Harbor's. Their access is the sandbox's own, stored encrypted as a real
 * link stores it.
 */
export async function seedSocial(tx: SeedTransaction, now: Date): Promise<void> {
  const cipher = new SocialTokenCipher(await loadSocialTokenKey(tx));
  const sandbox = new SandboxSocialProvider('facebook', { now: () => now });
  const inDays = (days: number) => new Date(now.getTime() + days * MS_PER_DAY);
  const riverside = findIdentity('sbx-riverside-media');
  const jordan = findIdentity('sbx-jordan-rivera');
  if (!riverside?.channel || !jordan) throw new Error('The sandbox people changed.');
  const access = (identityId: string, expiresAt: Date) => ({
    accessTokenEncrypted: cipher.encrypt(sandbox.credentialFor(identityId, expiresAt)),
    accessExpiresAt: expiresAt,
  });
  await tx.insert(socialAccounts).values([
    {
      id: SOCIAL_ACCOUNT_IDS.riversideFacebook,
      organisationId: ORGANISATION_IDS.riverside,
      provider: 'facebook',
      sandbox: true,
      kind: 'account',
      name: riverside.name,
      externalId: riverside.id,
      ...access(riverside.id, inDays(80)),
    },
    {
      id: SOCIAL_ACCOUNT_IDS.riversideYoutube,
      organisationId: ORGANISATION_IDS.riverside,
      provider: 'youtube',
      sandbox: true,
      kind: 'channel',
      name: riverside.channel.name,
      externalId: riverside.channel.id,
      ...access(riverside.id, inDays(5)),
    },
    {
      id: SOCIAL_ACCOUNT_IDS.harborFacebook,
      organisationId: ORGANISATION_IDS.harbor,
      provider: 'facebook',
      sandbox: true,
      kind: 'account',
      name: jordan.name,
      externalId: jordan.id,
      ...access(jordan.id, inDays(60)),
    },
  ]);
  const [churchPage, youthPage] = riverside.pages;
  if (!churchPage || !youthPage) throw new Error('The sandbox pages changed.');
  await tx.insert(socialChannels).values([
    {
      organisationId: ORGANISATION_IDS.riverside,
      accountId: SOCIAL_ACCOUNT_IDS.riversideFacebook,
      externalId: churchPage.id,
      name: churchPage.name,
      type: 'page',
      crosspostTargetIds: [youthPage.id],
    },
    {
      organisationId: ORGANISATION_IDS.riverside,
      accountId: SOCIAL_ACCOUNT_IDS.riversideFacebook,
      externalId: youthPage.id,
      name: youthPage.name,
      type: 'page',
    },
    {
      organisationId: ORGANISATION_IDS.riverside,
      accountId: SOCIAL_ACCOUNT_IDS.riversideYoutube,
      externalId: riverside.channel.id,
      name: riverside.channel.name,
      type: 'channel',
      liveEnabled: riverside.channel.liveEnabled,
      notificationsDay: now.toISOString().slice(0, 10),
      notificationsSent: 1,
    },
    ...jordan.pages.map((page) => ({
      organisationId: ORGANISATION_IDS.harbor,
      accountId: SOCIAL_ACCOUNT_IDS.harborFacebook,
      externalId: page.id,
      name: page.name,
      type: 'page' as const,
    })),
  ]);
  await tx.insert(socialPosts).values({
    id: DEMO_SOCIAL_POST_ID,
    organisationId: ORGANISATION_IDS.riverside,
    destinationType: 'FACEBOOK',
    channelId: churchPage.id,
    title: 'Join us this Sunday',
    description: 'Worship at 10:00 and the livestream on our page. Everyone is welcome.',
    privacy: 'public',
    publishAt: nextSundayAfternoon(now),
  });
}
