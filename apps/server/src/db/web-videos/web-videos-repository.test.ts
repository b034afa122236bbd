import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { isUniqueViolation } from '../errors';
import { trustedOrganisationId } from '../organisation-scoped-repository';
import { MEDIA_IDS, ORGANISATION_IDS, WEB_CHANNEL_IDS, openTestDatabase } from '../../test-support';
import type { WebVideoStatus } from './schema';
import { WebVideosRepository } from './web-videos-repository';

describe('web videos: one holder per web channel', () => {
  let database: DatabaseHandle;
  let webVideos: WebVideosRepository;
  beforeEach(async () => {
    database = await openTestDatabase();
    webVideos = new WebVideosRepository(
      database.db,
      trustedOrganisationId(ORGANISATION_IDS.riverside),
    );
  });
  afterEach(async () => {
    await database.close();
  });

  let serial = 0;
  const insert = (status: WebVideoStatus) => {
    serial += 1;
    return webVideos.insert({
      name: `Replay ${serial}`,
      mediaId: MEDIA_IDS.hopeInHardTimes,
      webChannelId: WEB_CHANNEL_IDS.youth,
      startCueMs: 0,
      stopCueMs: 6_000,
      status,
      streamKey: `key-${serial}-${Math.random()}`,
      folder: `riverside/web-videos/test-${serial}-${Math.random()}`,
    });
  };

  it('refuses a second start on a channel a web video holds, whatever the handler checked before', async () => {
    // The handler checks and then inserts: two starts at the same moment can both pass the check,
    // so the database must refuse the second (the handler answers it 409, channel in use).
    await insert('pending');
    const second = await insert('pending').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(second)).toBe(true);
  });

  it('lets a new start take the channel once the holder has ended, and beside a prepared replay', async () => {
    const holder = await insert('started');
    await insert('scheduled');
    await webVideos.update(holder.id, { status: 'stopped' });
    await expect(insert('starting')).resolves.toMatchObject({ status: 'starting' });
  });
});
