import * as yup from 'yup';
import { TEXT_LIMITS, WEB_PRESET_CHANNELS, WEB_PRESET_DEFAULT } from './constants.js';

/**
 * Validation rules of spec section 5, written once and used by the studio's forms and the server.
 * Messages are stable keys-with-defaults so the studio can translate them.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  emailMax: `Email must be at most ${TEXT_LIMITS.email} characters.`,
  passwordMin: `Password must be at least ${TEXT_LIMITS.passwordMin} characters.`,
  passwordMax: `Password must be at most ${TEXT_LIMITS.passwordMax} characters.`,
  passwordStrength: 'Password must contain numbers, upper case and lower case letters.',
  passwordMatch: 'Passwords must match.',
  nameLength: `Must be between ${TEXT_LIMITS.nameMin} and ${TEXT_LIMITS.nameMax} characters.`,
  webPresetNameMax: `Name must be at most ${TEXT_LIMITS.webPresetName} characters.`,
  webPresetNameExists: 'A web preset with this name already exists.',
  videoChannelRange: `Video channel must be between ${WEB_PRESET_CHANNELS.videoMin} and ${WEB_PRESET_CHANNELS.videoMax}.`,
  audioChannelRange: `Audio channel must be between ${WEB_PRESET_CHANNELS.audioMin} and ${WEB_PRESET_CHANNELS.audioMax}.`,
  wholeNumber: 'Enter a whole number.',
  audioChannelsDiffer: 'Left and right audio channels must differ.',
  webPresetDiffersFromDefault: `A preset must differ from the default (video channel ${WEB_PRESET_DEFAULT.videoChannel}, audio channels ${WEB_PRESET_DEFAULT.leftAudioChannel} and ${WEB_PRESET_DEFAULT.rightAudioChannel}).`,
  // RTMP destinations, QRclick overlays and destination groups (destination-validation.ts).
  rtmpNameMax: `Name must be at most ${TEXT_LIMITS.rtmpName} characters.`,
  rtmpStreamUrlProtocol: 'Stream URL must start with rtmp:// or rtmps://.',
  rtmpStreamUrlMax: 'Stream URL must be at most 10,000 characters.',
  rtmpStreamKeyCharacters:
    'Stream key cannot contain spaces or special characters (letters, numbers, _ and - only).',
  rtmpStreamKeyMax: 'Stream key must be at most 10,000 characters.',
  viewUrlProtocol: 'View URL must start with http:// or https://.',
  viewUrlMax: `View URL must be at most ${TEXT_LIMITS.viewUrl} characters.`,
  qrClickNameMax: 'Name must be at most 100 characters.',
  qrClickUrlInvalid: 'Enter a valid URL with its protocol, such as https://example.com.',
  qrClickInPlayerUrlMax: `An in-player overlay URL must be at most ${TEXT_LIMITS.qrClickUrl} characters.`,
  qrClickUrlMax: 'URL must be at most 2048 characters.',
  qrClickUrlDuplicate: 'Duplicate QRclick URL.',
  customLabelMax: 'Custom label must be at most 50 characters.',
  destinationGroupNameMax: `Name must be at most ${TEXT_LIMITS.destinationGroupName} characters.`,
  destinationGroupNameExists: 'A destination group with this name already exists.',
  destinationGroupDuplicateRtmp: 'An RTMP destination can be in a group only once.',
  destinationGroupDuplicateCrosspost: 'A channel can be in a group only once.',
  unknownWebChannel: 'Choose one of your web channels.',
  unknownEncoderChannel: 'Choose one of your encoder channels.',
  unknownRtmpDestination: 'Choose one of your RTMP destinations.',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/**
 * The key of a validation message, so the studio can show its translation for a message that
 * came from a schema here or from the server (which answers with the same English text).
 */
export function validationMessageKey(message: string): ValidationMessageKey | undefined {
  return (Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[]).find(
    (key) => VALIDATION_MESSAGES[key] === message,
  );
}

/** Strength rule: numbers, upper case and lower case letters. */
export function passwordStrengthIssues(password: string): Array<'number' | 'upper' | 'lower'> {
  const issues: Array<'number' | 'upper' | 'lower'> = [];
  if (!/[0-9]/.test(password)) issues.push('number');
  if (!/[A-Z]/.test(password)) issues.push('upper');
  if (!/[a-z]/.test(password)) issues.push('lower');
  return issues;
}

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

/** Whether the channels are the default preset's (spec section 3); deinterlacing is not compared. */
export function isDefaultWebPresetChannels(channels: {
  videoChannel: number;
  leftAudioChannel: number;
  rightAudioChannel: number;
}): boolean {
  return (
    channels.videoChannel === WEB_PRESET_DEFAULT.videoChannel &&
    channels.leftAudioChannel === WEB_PRESET_DEFAULT.leftAudioChannel &&
    channels.rightAudioChannel === WEB_PRESET_DEFAULT.rightAudioChannel
  );
}

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
