import { describe, expect, it } from 'vitest';
import { ENCODER_MESSAGES, ERROR_MESSAGES } from '@studio/domain';
import { encodersEn } from '../../encoders/i18n/en';
import { liveEn } from './en';

describe('the encoder messages the studio shows', () => {
  it('are the domain’s (the server’s) words in English, on the registration page', () => {
    const { errors } = liveEn.uploader;
    expect(errors.duplicateName).toBe(ENCODER_MESSAGES.duplicateName);
    expect(errors.noLicence).toBe(ENCODER_MESSAGES.noLicence);
    expect(errors.insufficientPermissions).toBe(ERROR_MESSAGES.softwareEncoderAdminRequired);
    expect(errors.signIn).toBe(ENCODER_MESSAGES.invalidCredentials);
    expect(errors.nameRequired).toBe(ENCODER_MESSAGES.nameRequired);
    expect(errors.nameMax).toBe(ENCODER_MESSAGES.nameMax);
  });

  it('and on the encoder form', () => {
    expect(encodersEn.edit.nameRequired).toBe(ENCODER_MESSAGES.nameRequired);
    expect(encodersEn.edit.nameMax).toBe(ENCODER_MESSAGES.nameMax);
  });
});
