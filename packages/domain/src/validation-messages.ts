import { TEXT_LIMITS, WEB_PRESET_CHANNELS, WEB_PRESET_DEFAULT } from './constants.js';

/**
 * The messages of the validation rules of spec section 5 (`validation.ts`), kept apart from the
 * rules so that showing or translating a message does not need yup. Stable keys with English
 * defaults: the server answers with the same text and the studio translates it by its key.
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
