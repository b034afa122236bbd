import type { Translation } from '../../i18n/translation';

/**
 * The `VALIDATION_MESSAGES` (@studio/domain) the RTMP destination, QRclick overlay and destination
 * group forms can show, merged into the settings namespace's `validation` (word for word in
 * English: validation-messages.test.ts).
 */
export const destinationValidationEn = {
  rtmpNameMax: 'Name must be at most 100 characters.',
  rtmpStreamUrlProtocol: 'Stream URL must start with rtmp:// or rtmps://.',
  rtmpStreamUrlMax: 'Stream URL must be at most 10,000 characters.',
  rtmpStreamKeyCharacters:
    'Stream key cannot contain spaces or special characters (letters, numbers, _ and - only).',
  rtmpStreamKeyMax: 'Stream key must be at most 10,000 characters.',
  viewUrlProtocol: 'View URL must start with http:// or https://.',
  viewUrlMax: 'View URL must be at most 2048 characters.',
  qrClickNameMax: 'Name must be at most 100 characters.',
  qrClickUrlInvalid: 'Enter a valid URL with its protocol, such as https://example.com.',
  qrClickInPlayerUrlMax: 'An in-player overlay URL must be at most 213 characters.',
  qrClickUrlMax: 'URL must be at most 2048 characters.',
  qrClickUrlDuplicate: 'Duplicate QRclick URL.',
  customLabelMax: 'Custom label must be at most 50 characters.',
  destinationGroupNameMax: 'Name must be at most 50 characters.',
  destinationGroupNameExists: 'A destination group with this name already exists.',
  destinationGroupDuplicateRtmp: 'An RTMP destination can be in a group only once.',
  destinationGroupDuplicateCrosspost: 'A channel can be in a group only once.',
  unknownWebChannel: 'Choose one of your web channels.',
  unknownEncoderChannel: 'Choose one of your encoder channels.',
  unknownRtmpDestination: 'Choose one of your RTMP destinations.',
} as const;

export const destinationValidationEs: Translation<typeof destinationValidationEn> = {
  rtmpNameMax: 'El nombre debe tener como máximo 100 caracteres.',
  rtmpStreamUrlProtocol: 'La URL de transmisión debe empezar por rtmp:// o rtmps://.',
  rtmpStreamUrlMax: 'La URL de transmisión debe tener como máximo 10.000 caracteres.',
  rtmpStreamKeyCharacters:
    'La clave de transmisión no puede tener espacios ni caracteres especiales (solo letras, números, _ y -).',
  rtmpStreamKeyMax: 'La clave de transmisión debe tener como máximo 10.000 caracteres.',
  viewUrlProtocol: 'La URL de visualización debe empezar por http:// o https://.',
  viewUrlMax: 'La URL de visualización debe tener como máximo 2048 caracteres.',
  qrClickNameMax: 'El nombre debe tener como máximo 100 caracteres.',
  qrClickUrlInvalid: 'Introduzca una URL válida con su protocolo, como https://example.com.',
  qrClickInPlayerUrlMax:
    'La URL de una superposición en el reproductor debe tener como máximo 213 caracteres.',
  qrClickUrlMax: 'La URL debe tener como máximo 2048 caracteres.',
  qrClickUrlDuplicate: 'URL de QRclick duplicada.',
  customLabelMax: 'La etiqueta personalizada debe tener como máximo 50 caracteres.',
  destinationGroupNameMax: 'El nombre debe tener como máximo 50 caracteres.',
  destinationGroupNameExists: 'Ya existe un grupo de destinos con este nombre.',
  destinationGroupDuplicateRtmp: 'Un destino RTMP solo puede estar una vez en un grupo.',
  destinationGroupDuplicateCrosspost: 'Un canal solo puede estar una vez en un grupo.',
  unknownWebChannel: 'Elija uno de sus canales web.',
  unknownEncoderChannel: 'Elija uno de sus canales de codificador.',
  unknownRtmpDestination: 'Elija uno de sus destinos RTMP.',
};
