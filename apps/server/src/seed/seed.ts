import { randomUUID } from 'node:crypto';
import { capabilitiesForRoles, INVITATION_VALID_DAYS } from '@studio/domain';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/connection';
import { OrganisationsRepository } from '../db/organisations/organisations-repository';
import { apiClients, userInvites, users } from '../db/identity/schema';
import { hashSecret } from '../auth/link-tokens';
import { organisations } from '../db/organisations/schema';
import { regions } from '../db/regions/schema';
import { paymentMethods, subscriptions, trials } from '../db/billing/schema';
import { organisationToggles } from '../db/organisations/schema';
import { storageServedDaily, storageServedHourly, storageUsage } from '../db/storage/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { seedDestinations } from './seed-destinations';
import { seedAdmin } from './seed-admin';
import { seedEncoders } from './seed-encoders';
import { seedSchedule } from './seed-schedule';
import { mediaItems } from '../db/media/schema';
import { seedPlaylists } from './seed-playlists';
import { feeds } from '../db/feeds/schema';
import { seedCues } from './seed-cues';
import {
  encoderChannels,
  encoderChannelUsers,
  encoderPresets,
  librarySettings,
  playerProfiles,
  venueEncoderChannels,
  venues,
  webChannels,
  webPresets,
} from '../db/settings/schema';
import {
  DEMO_ORGANISATIONS,
  DEMO_PASSWORD,
  DEMO_REGIONS,
  DEMO_USERS,
  DEMO_WEB_PRESETS,
  DEMO_ENCODER_CHANNELS,
  DEMO_ENCODER_CHANNEL_USERS,
  DEMO_WEB_CHANNELS,
  DEMO_ENCODER_PRESETS,
  DEMO_VENUES,
  DEMO_PLAYER_PROFILES,
  DEMO_API_CLIENTS,
  DEMO_API_CLIENT_SECRET,
  DEMO_USER_INVITES,
  DEMO_MEDIA,
  DEMO_FEEDS,
} from './demo-data';
import {
  DEMO_LIBRARY_SETTINGS,
  DEMO_ORGANISATION_TOGGLES,
  DEMO_STORED_BYTES,
  demoPaymentMethods,
  demoServedDaily,
  demoServedHourly,
  demoSubscriptions,
  demoTrials,
} from './organisation-demo-data';
import { seedDemoViewing, seedSites } from './seed-sites';
import { seedNews } from './seed-news';
import { seedWebVideos } from './seed-web-videos';
import { seedSocial } from './seed-social';
import { seedAi } from './seed-ai';

/** Large inserts go in slices: one statement's parameters are limited (65535 in PostgreSQL). */
function slices<T>(rows: readonly T[], size = 1000): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < rows.length; index += size)
    result.push(rows.slice(index, index + size));
  return result;
}

const demoHashes = new Map<string, Promise<string>>();

/**
 * Each demo user's hash (own salt) is computed once per process: a process that seeds many
 * databases (the test suite) does not pay scrypt for every one.
 */
function demoPasswordHash(userId: string): Promise<string> {
  let hash = demoHashes.get(userId);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD);
    demoHashes.set(userId, hash);
  }
  return hash;
}

/**
 * Seeds the demo world on a first start (no organisation yet); later starts keep whatever is in
 * the database. Answers whether it seeded.
 */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<boolean> {
  if ((await new OrganisationsRepository(db).count()) > 0) return false;
  // Hashing is the slow part; do it before the transaction so the transaction stays short.
  const hashed = await Promise.all(
    DEMO_USERS.map(async (user) => ({ ...user, passwordHash: await demoPasswordHash(user.id) })),
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
    const seededAt = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await tx.insert(userInvites).values(
      DEMO_USER_INVITES.map(({ createdDaysAgo, ...invite }) => ({
        ...invite,
        tokenHash: hashSecret(randomUUID()),
        createdAt: new Date(seededAt - createdDaysAgo * day),
        sentAt: new Date(seededAt - createdDaysAgo * day),
        expiresAt: new Date(seededAt + (INVITATION_VALID_DAYS - createdDaysAgo) * day),
        answeredAt: invite.status === 'revoked' ? new Date(seededAt - day) : null,
      })),
    );
    await tx.insert(apiClients).values(
      DEMO_API_CLIENTS.map((client) => ({
        ...client,
        secretHash: hashSecret(DEMO_API_CLIENT_SECRET),
      })),
    );
    await tx.insert(webPresets).values(DEMO_WEB_PRESETS);
    // Organisation details: subscriptions, payment methods, trials, toggles, library settings
    // and bandwidth history (organisation-demo-data.ts).
    await tx.insert(subscriptions).values(demoSubscriptions(now));
    await tx.insert(paymentMethods).values(demoPaymentMethods(now));
    await tx.insert(trials).values(demoTrials(now));
    await tx.insert(organisationToggles).values(DEMO_ORGANISATION_TOGGLES);
    await tx
      .insert(librarySettings)
      .values(DEMO_LIBRARY_SETTINGS.map((row) => ({ ...row, updatedAt: now })));
    await tx
      .insert(storageUsage)
      .values(DEMO_STORED_BYTES.map((row) => ({ ...row, updatedAt: now })));
    const served = demoServedDaily(now);
    for (const slice of slices(served)) await tx.insert(storageServedDaily).values(slice);
    for (const slice of slices(demoServedHourly(served, now))) {
      await tx.insert(storageServedHourly).values(slice);
    }
    await tx.insert(encoderChannels).values(DEMO_ENCODER_CHANNELS);
    await tx.insert(encoderChannelUsers).values(DEMO_ENCODER_CHANNEL_USERS);
    await tx.insert(webChannels).values(DEMO_WEB_CHANNELS);
    await tx.insert(encoderPresets).values(DEMO_ENCODER_PRESETS);
    // After the channels: venues are given their organisation's first channels by name.
    await seedVenues(tx);
    await tx.insert(playerProfiles).values(DEMO_PLAYER_PROFILES);
    // After every area whose rows a destination group may point at (channels).
    await seedDestinations(tx);
    await seedEncoders(tx);
    // The library's rows; their files are made on first start (src/media/demo-media.ts).
    await tx.insert(mediaItems).values(
      DEMO_MEDIA.map(({ processOnFirstStart: _process, refusal, ...item }) => ({
        ...item,
        state: refusal ? ('errored' as const) : ('started' as const),
        processingStatus: refusal ? ('FAILED' as const) : ('PENDING' as const),
        processingError: refusal,
      })),
    );
    // After the library: playlists hold its videos.
    await seedPlaylists(tx);
    // Podcast feeds of those playlists.
    await tx.insert(feeds).values(DEMO_FEEDS);
    // Cues on the Sunday sermon (issue 13: the item page's cue editor).
    await seedCues(tx);
    // The staff admin area (issue 17): hardware, organisation admin fields, system logs.
    await seedAdmin(tx, now);
    // The schedule (issue 16): after the encoders and channels its events use.
    await seedSchedule(tx, now);
    // Sites and their viewers (issue 19).
    await seedSites(tx);
    await seedDemoViewing(tx, now);
    // The dashboard's news widget (status service).
    await seedNews(tx, now);
    // Web videos (issue 15): after the library and the web channels they use.
    await seedWebVideos(tx, now);
    // Linked sandbox social accounts (issue 15).
    await seedSocial(tx, now);
    // Studio AI (issue 13): transcripts and a suggestion awaiting review, after the library.
    await seedAi(tx, now);
  });
  return true;
}

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The demo venues, with their decoders' last reports placed just before the first start. Their
 * channel access is the first encoder channels of their organisation by name, whichever the seed
 * created (so this stays right whatever channels the demo holds); keep it after the channels.
 */
async function seedVenues(tx: SeedTransaction): Promise<void> {
  const seededAt = Date.now();
  for (const { reportedSecondsAgo, encoderChannels: channelCount, ...venue } of DEMO_VENUES) {
    await tx
      .insert(venues)
      .values({ ...venue, lastReportAt: new Date(seededAt - reportedSecondsAgo * 1000) });
    if (channelCount === 0) continue;
    const channels = await tx
      .select({ id: encoderChannels.id })
      .from(encoderChannels)
      .where(eq(encoderChannels.organisationId, venue.organisationId))
      .orderBy(asc(sql`lower(${encoderChannels.name})`), asc(encoderChannels.id))
      .limit(channelCount);
    if (channels.length > 0)
      await tx
        .insert(venueEncoderChannels)
        .values(channels.map((channel) => ({ venueId: venue.id, encoderChannelId: channel.id })));
  }
}
