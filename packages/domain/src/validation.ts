import * as yup from 'yup';
import { TEXT_LIMITS, WEB_PRESET_CHANNELS } from './constants.js';
import {
  HEX_COLOR_PATTERN,
  isWebUrl,
  PLAYER_PROFILE_CONTENT_TYPES,
  PLAYER_PROFILE_LIMITS,
} from './player-profiles.js';
import {
  isDefaultWebPresetChannels,
  passwordStrengthIssues,
  VALIDATION_MESSAGES,
} from './validation-messages.js';

/**
 * Validation rules of spec section 5, written once and used by the studio's forms and the server.
 * Their messages are in `validation-messages.ts`, which needs no yup: a screen that only shows a
 * message (or checks a rule by hand) does not download the validation library.
 */
export const emailSchema = yup
  .string()
  .trim()
  .required(VALIDATION_MESSAGES.required)
  .max(TEXT_LIMITS.email, VALIDATION_MESSAGES.emailMax)
  .email(VALIDATION_MESSAGES.email);

export const passwordSchema = yup
  .string()
  .required(VALIDATION_MESSAGES.required)
  .min(TEXT_LIMITS.passwordMin, VALIDATION_MESSAGES.passwordMin)
  .max(TEXT_LIMITS.passwordMax, VALIDATION_MESSAGES.passwordMax)
  .test('strength', VALIDATION_MESSAGES.passwordStrength, (value) =>
    value ? passwordStrengthIssues(value).length === 0 : true,
  );

export const personNameSchema = yup
  .string()
  .trim()
  .required(VALIDATION_MESSAGES.required)
  .min(TEXT_LIMITS.nameMin, VALIDATION_MESSAGES.nameLength)
  .max(TEXT_LIMITS.nameMax, VALIDATION_MESSAGES.nameLength);

/** Login: username or email, and password, both required (no strength rule at sign-in). */
export const loginSchema = yup.object({
  username: yup.string().trim().required(VALIDATION_MESSAGES.required),
  password: yup.string().required(VALIDATION_MESSAGES.required),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

/** Switch organisation: the administrator's password is required. */
export const switchOrganisationSchema = yup.object({
  password: yup.string().required(VALIDATION_MESSAGES.required),
});

/** Returns field -> first message, or an empty object when valid; never throws. */
export function validateFields<T extends yup.AnyObject>(
  schema: yup.ObjectSchema<T>,
  values: unknown,
): Partial<Record<keyof T & string, string>> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const result: Partial<Record<string, string>> = {};
    for (const issue of error.inner) {
      if (issue.path && !result[issue.path]) result[issue.path] = issue.message;
    }
    return result as Partial<Record<keyof T & string, string>>;
  }
}

const channelNumber = (min: number, max: number, rangeMessage: string) =>
  yup
    .number()
    .typeError(VALIDATION_MESSAGES.required)
    .required(VALIDATION_MESSAGES.required)
    .integer(VALIDATION_MESSAGES.wholeNumber)
    .min(min, rangeMessage)
    .max(max, rangeMessage);

/**
 * Web preset (spec sections 3 and 5): name required, at most 50; video channel 0 to 2; audio
 * channels 0 to 16; left and right differ (reported on the right channel, the one changed last);
 * the channels differ from the default (reported on the video channel, the first of them). The
 * spec says "a new preset must differ from defaults"; an edit that turns a preset into the default
 * is the same redundant preset, so the rule holds for updates too. Name uniqueness needs the
 * organisation's presets and is the server's (409, `webPresetNameExists`).
 */
export const webPresetSchema = yup
  .object({
    name: yup
      .string()
      .trim()
      .required(VALIDATION_MESSAGES.required)
      .max(TEXT_LIMITS.webPresetName, VALIDATION_MESSAGES.webPresetNameMax),
    videoChannel: channelNumber(
      WEB_PRESET_CHANNELS.videoMin,
      WEB_PRESET_CHANNELS.videoMax,
      VALIDATION_MESSAGES.videoChannelRange,
    ),
    leftAudioChannel: channelNumber(
      WEB_PRESET_CHANNELS.audioMin,
      WEB_PRESET_CHANNELS.audioMax,
      VALIDATION_MESSAGES.audioChannelRange,
    ),
    rightAudioChannel: channelNumber(
      WEB_PRESET_CHANNELS.audioMin,
      WEB_PRESET_CHANNELS.audioMax,
      VALIDATION_MESSAGES.audioChannelRange,
    ),
    deinterlace: yup.boolean().default(false),
  })
  .test('audioChannelsDiffer', VALIDATION_MESSAGES.audioChannelsDiffer, function (preset) {
    if (preset.leftAudioChannel !== preset.rightAudioChannel) return true;
    if (preset.leftAudioChannel === undefined) return true;
    return this.createError({
      path: 'rightAudioChannel',
      message: VALIDATION_MESSAGES.audioChannelsDiffer,
    });
  })
  .test('differsFromDefault', VALIDATION_MESSAGES.webPresetDiffersFromDefault, function (preset) {
    if (!isDefaultWebPresetChannels(preset)) return true;
    return this.createError({
      path: 'videoChannel',
      message: VALIDATION_MESSAGES.webPresetDiffersFromDefault,
    });
  });
export type WebPresetValues = yup.InferType<typeof webPresetSchema>;

/**
 * Player profile (spec sections 3 and 5), in the contract's shape (`PlayerProfileInput`): name
 * required, at most 100; content type live, on demand or playlist; a call to action, when there is
 * one, needs both its text (at most 12) and a valid http or https URL (spec: "call-to-action text
 * max 12, text and URL required"; "call to action URL valid"); the control colour `#rrggbb`; the
 * QRclick label at most 50. Name uniqueness needs the organisation's profiles and is the server's
 * (409, `playerProfileNameExists`).
 */
export const playerProfileSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.required)
    .max(PLAYER_PROFILE_LIMITS.name, VALIDATION_MESSAGES.playerProfileNameMax),
  contentType: yup
    .string()
    .required(VALIDATION_MESSAGES.required)
    .oneOf(PLAYER_PROFILE_CONTENT_TYPES, VALIDATION_MESSAGES.playerProfileContentType),
  autoplay: yup.boolean().default(false),
  loop: yup.boolean().default(false),
  mute: yup.boolean().default(false),
  backgroundMode: yup.boolean().default(false),
  callToAction: yup
    .object({
      text: yup
        .string()
        .trim()
        .required(VALIDATION_MESSAGES.required)
        .max(TEXT_LIMITS.callToAction, VALIDATION_MESSAGES.callToActionTextMax),
      url: yup
        .string()
        .trim()
        .required(VALIDATION_MESSAGES.required)
        .max(PLAYER_PROFILE_LIMITS.callToActionUrl, VALIDATION_MESSAGES.callToActionUrlMax)
        .test('webUrl', VALIDATION_MESSAGES.callToActionUrl, (url) => isWebUrl(url)),
    })
    .nullable()
    .default(null),
  controlColor: yup.string().matches(HEX_COLOR_PATTERN, VALIDATION_MESSAGES.controlColor),
  qrClickLabel: yup
    .string()
    .trim()
    .nullable()
    .max(PLAYER_PROFILE_LIMITS.qrClickLabel, VALIDATION_MESSAGES.qrClickLabelMax),
  restrictPlaybackWhenLive: yup.boolean().default(false),
  hidePlaylistOnLoad: yup.boolean().default(false),
});
export type PlayerProfileValues = yup.InferType<typeof playerProfileSchema>;
