import type { VALIDATION_MESSAGES } from '@studio/domain';

type MessageKey =
  | 'chooseListed'
  | 'encoderPresetNameMax'
  | 'encoderPresetCustomNameMax'
  | 'encoderPresetNameExists'
  | 'bitrateMin'
  | 'encoderBitrateMaxHd'
  | 'encoderBitrateMaxUhd'
  | 'encoderAudioChannelsRequired'
  | 'encoderAudioChannelRange'
  | 'encoderAudioChannelsUnique'
  | 'encoderAudioChannelsVersion1Max'
  | 'venueUsernameSpaces'
  | 'venueUsernameMax'
  | 'venueUsernameExists'
  | 'venueLicenceUnavailable'
  | 'venueEncoderChannelUnknown'
  | 'passwordMin'
  | 'passwordMax'
  | 'passwordStrength'
  | 'passwordMatch';

/**
 * The messages of `VALIDATION_MESSAGES` the encoder preset and venue forms can show, merged into
 * the settings namespace's `validation` (the English equals the domain's text; a test checks it).
 */
export const presetsVenuesValidationEn = {
  chooseListed: 'Choose one of the listed options.',
  encoderPresetNameMax: 'Name must be at most 100 characters.',
  encoderPresetCustomNameMax: 'Custom name must be at most 100 characters.',
  encoderPresetNameExists: 'An encoder preset with this name already exists.',
  bitrateMin: 'Bitrate must be at least 1 kbps.',
  encoderBitrateMaxHd:
    'Bitrate must be at most 8000 kbps at 30 fps or below, and 12000 kbps above 30 fps.',
  encoderBitrateMaxUhd:
    'At 2160p, bitrate must be at most 32000 kbps at 30 fps or below, and 48000 kbps above 30 fps.',
  encoderAudioChannelsRequired: 'Choose at least one audio channel.',
  encoderAudioChannelRange: 'Audio channels are numbered 1 to 16.',
  encoderAudioChannelsUnique: 'Each audio channel can be chosen once.',
  encoderAudioChannelsVersion1Max:
    'A version 1 preset carries at most 2 audio channels (left and right).',
  venueUsernameSpaces: 'Username cannot contain spaces.',
  venueUsernameMax: 'Username must be at most 70 characters.',
  venueUsernameExists: 'Venue username exists.',
  venueLicenceUnavailable:
    'No licence of this type is available. Remove a venue that uses one, or add venue licences.',
  venueEncoderChannelUnknown: 'Choose encoder channels of this organisation.',
  passwordMin: 'Password must be at least 10 characters.',
  passwordMax: 'Password must be at most 128 characters.',
  passwordStrength: 'Password must contain numbers, upper case and lower case letters.',
  passwordMatch: 'Passwords must match.',
} as const satisfies Record<MessageKey, (typeof VALIDATION_MESSAGES)[MessageKey]>;

export const presetsVenuesValidationEs: Record<keyof typeof presetsVenuesValidationEn, string> = {
  chooseListed: 'Elija una de las opciones de la lista.',
  encoderPresetNameMax: 'El nombre debe tener como máximo 100 caracteres.',
  encoderPresetCustomNameMax: 'El nombre personalizado debe tener como máximo 100 caracteres.',
  encoderPresetNameExists: 'Ya existe un ajuste del codificador con este nombre.',
  bitrateMin: 'La tasa de bits debe ser de al menos 1 kbps.',
  encoderBitrateMaxHd:
    'La tasa de bits debe ser como máximo de 8000 kbps a 30 fps o menos, y de 12000 kbps por encima de 30 fps.',
  encoderBitrateMaxUhd:
    'En 2160p, la tasa de bits debe ser como máximo de 32000 kbps a 30 fps o menos, y de 48000 kbps por encima de 30 fps.',
  encoderAudioChannelsRequired: 'Elija al menos un canal de audio.',
  encoderAudioChannelRange: 'Los canales de audio van del 1 al 16.',
  encoderAudioChannelsUnique: 'Cada canal de audio se puede elegir una sola vez.',
  encoderAudioChannelsVersion1Max:
    'Un ajuste de la versión 1 lleva como máximo 2 canales de audio (izquierdo y derecho).',
  venueUsernameSpaces: 'El usuario no puede contener espacios.',
  venueUsernameMax: 'El usuario debe tener como máximo 70 caracteres.',
  venueUsernameExists: 'El usuario de la sede ya existe.',
  venueLicenceUnavailable:
    'No queda ninguna licencia de este tipo. Quite una sede que la use o añada licencias de sede.',
  venueEncoderChannelUnknown: 'Elija canales del codificador de esta organización.',
  passwordMin: 'La contraseña debe tener al menos 10 caracteres.',
  passwordMax: 'La contraseña debe tener como máximo 128 caracteres.',
  passwordStrength: 'La contraseña debe contener números, mayúsculas y minúsculas.',
  passwordMatch: 'Las contraseñas deben coincidir.',
};
