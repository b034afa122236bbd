import * as yup from 'yup';
import { ENCODER_PRESET, VENUE } from './constants.js';
import { maxEncoderBitrateKbps } from './encoder-presets.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';
import { passwordSchema } from './validation.js';

/*
 * Encoder preset and venue rules, in a module of their own: yup schemas are built when their
 * module loads, so keeping them apart from validation.ts keeps them out of every page that only
 * needs the sign-in rules (the package has no side effects, so an unused module is dropped).
 */

/** One of `choices`; nothing chosen yet (an empty select) is "required". */
const listedChoice = <T extends string | number>(choices: readonly T[]) =>
  yup
    .mixed<T>()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .required(VALIDATION_MESSAGES.required)
    .oneOf(choices, VALIDATION_MESSAGES.chooseListed);

/**
 * Encoder preset (encoder profile, spec sections 3, 5 and 9): name required, at most 100; custom
 * name at most 100; resolution, frame rate and bitrate required, the bitrate within the ceiling of
 * the resolution and frame rate; audio channels 1 to 16, each once, at least one, and at most two
 * on a version 1 preset. Whether the organisation's plan allows 2160p is the server's
 * (PLAN_REQUIREMENT_RULES.uhd4k) and the form offers only what `getEncoderPresetOptions` allows;
 * name uniqueness is the server's (409, `encoderPresetNameExists`).
 */
export const encoderPresetSchema = yup
  .object({
    name: yup
      .string()
      .trim()
      .required(VALIDATION_MESSAGES.required)
      .max(ENCODER_PRESET.nameMax, VALIDATION_MESSAGES.encoderPresetNameMax),
    customName: yup
      .string()
      .trim()
      .nullable()
      .max(ENCODER_PRESET.customNameMax, VALIDATION_MESSAGES.encoderPresetCustomNameMax),
    version: yup
      .mixed<1 | 2>()
      .oneOf(ENCODER_PRESET.versions, VALIDATION_MESSAGES.chooseListed)
      .default(1),
    videoFormat: yup
      .mixed<(typeof ENCODER_PRESET.videoFormats)[number]>()
      .oneOf(ENCODER_PRESET.videoFormats, VALIDATION_MESSAGES.chooseListed)
      .default('auto'),
    resolution: listedChoice(ENCODER_PRESET.resolutions),
    frameRate: listedChoice(ENCODER_PRESET.frameRates),
    bitrateKbps: yup
      .number()
      .typeError(VALIDATION_MESSAGES.required)
      .required(VALIDATION_MESSAGES.required)
      .integer(VALIDATION_MESSAGES.wholeNumber)
      .min(1, VALIDATION_MESSAGES.bitrateMin),
    audioChannels: yup
      .array(
        yup
          .number()
          .required(VALIDATION_MESSAGES.encoderAudioChannelRange)
          .integer(VALIDATION_MESSAGES.encoderAudioChannelRange)
          .min(ENCODER_PRESET.audioChannelMin, VALIDATION_MESSAGES.encoderAudioChannelRange)
          .max(ENCODER_PRESET.audioChannelMax, VALIDATION_MESSAGES.encoderAudioChannelRange),
      )
      .default([...ENCODER_PRESET.defaultAudioChannels])
      .min(1, VALIDATION_MESSAGES.encoderAudioChannelsRequired)
      .test(
        'unique',
        VALIDATION_MESSAGES.encoderAudioChannelsUnique,
        (channels) => channels === undefined || new Set(channels).size === channels.length,
      ),
  })
  .test('bitrateCeiling', VALIDATION_MESSAGES.encoderBitrateMaxHd, function (preset) {
    const { resolution, frameRate, bitrateKbps } = preset;
    if (typeof bitrateKbps !== 'number' || typeof frameRate !== 'number') return true;
    if (bitrateKbps <= maxEncoderBitrateKbps(String(resolution), frameRate)) return true;
    return this.createError({
      path: 'bitrateKbps',
      message:
        resolution === ENCODER_PRESET.uhdResolution
          ? VALIDATION_MESSAGES.encoderBitrateMaxUhd
          : VALIDATION_MESSAGES.encoderBitrateMaxHd,
    });
  })
  .test(
    'version1AudioChannels',
    VALIDATION_MESSAGES.encoderAudioChannelsVersion1Max,
    function (preset) {
      if (preset.version === 2 || preset.audioChannels === undefined) return true;
      if (preset.audioChannels.length <= ENCODER_PRESET.version1AudioChannelsMax) return true;
      return this.createError({
        path: 'audioChannels',
        message: VALIDATION_MESSAGES.encoderAudioChannelsVersion1Max,
      });
    },
  );
export type EncoderPresetValues = yup.InferType<typeof encoderPresetSchema>;

const venueUsername = yup
  .string()
  .trim()
  .required(VALIDATION_MESSAGES.required)
  .max(VENUE.usernameMax, VALIDATION_MESSAGES.venueUsernameMax)
  .matches(/^\S+$/, VALIDATION_MESSAGES.venueUsernameSpaces);

const venueFields = {
  username: venueUsername,
  licenceType: listedChoice(VENUE.licenceTypes),
  encoderChannelIds: yup.array(yup.string().required()).default([]),
  decoderMode: yup
    .mixed<(typeof VENUE.decoderModes)[number]>()
    .oneOf(VENUE.decoderModes, VALIDATION_MESSAGES.chooseListed)
    .default(VENUE.defaultDecoderMode),
};

/**
 * A new venue (spec sections 3 and 5): username required, no spaces, at most 70; the password
 * rules of section 5; licence type required. Uniqueness (across every login) and the licences
 * left are the server's: 409 `venueUsernameExists`, 403 `venueLicenceUnavailable`.
 */
export const venueSchema = yup.object({ ...venueFields, password: passwordSchema });
export type VenueValues = yup.InferType<typeof venueSchema>;

/** Editing a venue: the same fields but the password, which changes on its own. */
export const venueUpdateSchema = yup.object(venueFields);
export type VenueUpdateValues = yup.InferType<typeof venueUpdateSchema>;

/** A venue's new password, as the server takes it. */
export const venuePasswordSchema = yup.object({ password: passwordSchema });

/** The password as typed twice (the studio's forms): section 5 "must match confirmation". */
export const passwordConfirmationSchema = yup.object({
  password: passwordSchema,
  passwordConfirmation: yup
    .string()
    .required(VALIDATION_MESSAGES.required)
    .oneOf([yup.ref('password')], VALIDATION_MESSAGES.passwordMatch),
});
