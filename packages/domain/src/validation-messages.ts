import { PLAYER_PROFILE_LIMITS } from './player-profiles.js';
import {
  ENCODER_PRESET,
  TEXT_LIMITS,
  VENUE,
  WEB_PRESET_CHANNELS,
  WEB_PRESET_DEFAULT,
  CHANNEL_FIELD_LIMITS,
  PEOPLE_FIELD_LIMITS,
} from './constants.js';

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
  // People and accounts (issue 12).
  phoneCountryCode: 'Enter the phone number with its country code, such as +12175550123.',
  userTitleMax: `Title must be at most ${PEOPLE_FIELD_LIMITS.userTitle} characters.`,
  roleRequired: 'Choose at least one role.',
  platformAdminAlone: 'Platform Admin cannot be given specific roles.',
  invitationExists: 'Invitation already exists for the email',
  emailTaken: 'Another account already uses this email.',
  currentPasswordRequired: 'Enter your current password to set a new one.',
  apiClientNameMax: `Name must be at most ${PEOPLE_FIELD_LIMITS.apiClientName} characters.`,
  apiClientRoleRequired: 'Choose at least one API role.',
  termsRequired: 'Accept the terms to continue.',
  nameLength: `Must be between ${TEXT_LIMITS.nameMin} and ${TEXT_LIMITS.nameMax} characters.`,
  webPresetNameMax: `Name must be at most ${TEXT_LIMITS.webPresetName} characters.`,
  videoTitleMax: `Title must be at most ${TEXT_LIMITS.videoTitle} characters.`,
  videoTagsMax: `Tags must be at most ${TEXT_LIMITS.tags} characters in all.`,
  thumbnailType: 'The thumbnail must be a JPG or PNG image.',
  thumbnailSize: 'The thumbnail must be at most 2 MB.',
  uploadExpiresInPast: 'The expiry must be in the future.',
  playerProfileNameMax: `Name must be at most ${PLAYER_PROFILE_LIMITS.name} characters.`,
  playerProfileNameExists: 'A player profile with this name already exists.',
  playerProfileContentType: 'Choose live, on demand or playlist.',
  callToActionTextMax: `Call to action text must be at most ${TEXT_LIMITS.callToAction} characters.`,
  callToActionUrl: 'Enter a valid URL starting with http:// or https://.',
  callToActionUrlMax: `URL must be at most ${PLAYER_PROFILE_LIMITS.callToActionUrl} characters.`,
  controlColor: 'Enter a colour as # followed by six hexadecimal digits.',
  qrClickLabelMax: `Label must be at most ${PLAYER_PROFILE_LIMITS.qrClickLabel} characters.`,
  webPresetNameExists: 'A web preset with this name already exists.',
  videoChannelRange: `Video channel must be between ${WEB_PRESET_CHANNELS.videoMin} and ${WEB_PRESET_CHANNELS.videoMax}.`,
  audioChannelRange: `Audio channel must be between ${WEB_PRESET_CHANNELS.audioMin} and ${WEB_PRESET_CHANNELS.audioMax}.`,
  wholeNumber: 'Enter a whole number.',
  audioChannelsDiffer: 'Left and right audio channels must differ.',
  webPresetDiffersFromDefault: `A preset must differ from the default (video channel ${WEB_PRESET_DEFAULT.videoChannel}, audio channels ${WEB_PRESET_DEFAULT.leftAudioChannel} and ${WEB_PRESET_DEFAULT.rightAudioChannel}).`,
  // Encoder presets and venues.
  chooseListed: 'Choose one of the listed options.',
  encoderPresetNameMax: `Name must be at most ${ENCODER_PRESET.nameMax} characters.`,
  encoderPresetCustomNameMax: `Custom name must be at most ${ENCODER_PRESET.customNameMax} characters.`,
  encoderPresetNameExists: 'An encoder preset with this name already exists.',
  bitrateMin: 'Bitrate must be at least 1 kbps.',
  encoderBitrateMaxHd: `Bitrate must be at most ${ENCODER_PRESET.maxBitrateKbps.hd[0]} kbps at 30 fps or below, and ${ENCODER_PRESET.maxBitrateKbps.hd[1]} kbps above 30 fps.`,
  encoderBitrateMaxUhd: `At 2160p, bitrate must be at most ${ENCODER_PRESET.maxBitrateKbps.uhd[0]} kbps at 30 fps or below, and ${ENCODER_PRESET.maxBitrateKbps.uhd[1]} kbps above 30 fps.`,
  encoderAudioChannelsRequired: 'Choose at least one audio channel.',
  encoderAudioChannelRange: `Audio channels are numbered ${ENCODER_PRESET.audioChannelMin} to ${ENCODER_PRESET.audioChannelMax}.`,
  encoderAudioChannelsUnique: 'Each audio channel can be chosen once.',
  encoderAudioChannelsVersion1Max: `A version 1 preset carries at most ${ENCODER_PRESET.version1AudioChannelsMax} audio channels (left and right).`,
  venueUsernameSpaces: 'Username cannot contain spaces.',
  venueUsernameMax: `Username must be at most ${VENUE.usernameMax} characters.`,
  venueUsernameExists: 'Venue username exists.',
  venueLicenceUnavailable:
    'No licence of this type is available. Remove a venue that uses one, or add venue licences.',
  venueEncoderChannelUnknown: 'Choose encoder channels of this organisation.',
  // Encoder channels and web channels (channels.ts).
  encoderChannelNameCharacters: 'Use only letters, numbers, spaces, underscores and dashes.',
  encoderChannelNameMax: `Name must be at most ${CHANNEL_FIELD_LIMITS.encoderChannelName} characters.`,
  encoderChannelNameExists: 'An encoder channel with this name already exists.',
  encoderChannelUsersUnknown: 'Choose users of this organisation.',
  regionUnknown: 'Choose one of the listed regions.',
  webChannelNameMax: `Name must be at most ${TEXT_LIMITS.webChannelName} characters.`,
  webChannelDescriptionMax: `Description must be at most ${CHANNEL_FIELD_LIMITS.webChannelDescription} characters.`,
  loadBalancerCharacters: 'Use only letters, numbers, underscores and dashes.',
  loadBalancerMax: `Load balancer must be at most ${CHANNEL_FIELD_LIMITS.loadBalancerName} characters.`,
  loadBalancerExists: 'This load balancer already exists, try another load balancer.',
  streamDelayRange: 'Stream delay must be between 1:30 and 10:00 minutes.',
  streamDelayFormat: 'Enter the stream delay as minutes and seconds, such as 1:30.',
  offlineImageRequired: 'Upload an offline image.',
  offlineImageType: 'The offline image must be a JPG or PNG file.',
  offlineImageSize: 'The offline image must be at most 2 MB.',
  offlineImageUnknown: 'The offline image was not found. Upload it again.',
  offlineVideoRequired: 'Choose a library video.',
  offlinePlaylistRequired: 'Choose a library playlist.',
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
