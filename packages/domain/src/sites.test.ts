import { describe, expect, it } from 'vitest';
import { SITE_MESSAGES, siteMessageKey, type SiteFormFields } from './sites.js';
import { siteSchema } from './site-validation.js';
import { validateFields } from './validation.js';

const valid: SiteFormFields = {
  name: 'Riverside Watch',
  slug: 'riverside_watch-2',
  description: '',
  themeMode: 'system',
  analyticsMeasurementId: '',
  liveWebChannelId: '',
  playlistIds: ['3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01'],
};

describe('siteSchema', () => {
  it('accepts a site with a name, a slug and one playlist', () => {
    expect(validateFields(siteSchema, valid)).toEqual({});
    expect(
      validateFields(siteSchema, { ...valid, analyticsMeasurementId: 'G-AB12CD34EF' }),
    ).toEqual({});
  });

  it('refuses each field with the message of section 5', () => {
    expect(
      validateFields(siteSchema, {
        ...valid,
        name: '   ',
        slug: 'river side',
        description: 'x'.repeat(5001),
        analyticsMeasurementId: 'G-123',
        playlistIds: [],
      }),
    ).toEqual({
      name: SITE_MESSAGES.nameRequired,
      slug: SITE_MESSAGES.slugFormat,
      description: SITE_MESSAGES.descriptionTooLong,
      analyticsMeasurementId: SITE_MESSAGES.measurementIdFormat,
      playlistIds: SITE_MESSAGES.playlistRequired,
    });
    expect(validateFields(siteSchema, { ...valid, slug: 'a'.repeat(64) }).slug).toBe(
      SITE_MESSAGES.slugTooLong,
    );
    expect(validateFields(siteSchema, { ...valid, slug: '' }).slug).toBe(
      SITE_MESSAGES.slugRequired,
    );
    expect(validateFields(siteSchema, { ...valid, playlistIds: ['a', 'a'] }).playlistIds).toBe(
      SITE_MESSAGES.playlistRepeated,
    );
  });

  it('finds the key of a message the server answered', () => {
    expect(siteMessageKey('This URL slug is already taken.')).toBe('slugTaken');
    expect(siteMessageKey('Something else.')).toBeUndefined();
  });
});
