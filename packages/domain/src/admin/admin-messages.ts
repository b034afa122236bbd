/**
 * Formats and messages of the staff admin forms (spec sections 3 and 5), without yup: views that
 * only show or translate a message, and the server's own checks, need no validation library.
 */
export const DECODER_SERIAL_PATTERN = /^D\d{8}$/;
export const ENCODER_SERIAL_PATTERN = /^E\d{8}$/;
export const ACTIVATION_CODE_PATTERN = /^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/;
export const MASTER_ECG_PATTERN = /^ECG-\d+$/;

export const HARDWARE_WARRANTY_YEARS_MAX = 10;
export const HARDWARE_VENDOR_INVOICE_MAX = 100;
export const ORGANISATION_NAME_MIN = 2;
export const ORGANISATION_NAME_MAX = 150;
export const ORGANISATION_LOCATION_MAX = 150;

export const ADMIN_VALIDATION_MESSAGES = {
  decoderSerial: 'Decoder serial numbers are D followed by 8 digits, such as D12345678.',
  encoderSerial: 'Encoder serial numbers are E followed by 8 digits, such as E12345678.',
  serialNumber: 'Serial numbers are D (decoder) or E (encoder) followed by 8 digits.',
  activationCode: 'Activation codes are two groups of 4 letters or digits, such as K7Q2-9XMB.',
  warrantyYears: `Warranty must be a whole number of years from 0 to ${HARDWARE_WARRANTY_YEARS_MAX}.`,
  vendorInvoiceMax: `Vendor invoice must be at most ${HARDWARE_VENDOR_INVOICE_MAX} characters.`,
  saleBeforeBuild: 'The sale date cannot be before the build date.',
  masterEcg: 'Master ECG is ECG- followed by digits, such as ECG-104233.',
  organisationNameLength: `Name must be between ${ORGANISATION_NAME_MIN} and ${ORGANISATION_NAME_MAX} characters.`,
  organisationLocationMax: `Location must be at most ${ORGANISATION_LOCATION_MAX} characters.`,
  wholeCount: 'Enter a whole number, 0 or more.',
  positiveAmount: 'Enter a number, 0 or more.',
} as const;
export type AdminValidationMessageKey = keyof typeof ADMIN_VALIDATION_MESSAGES;

/** The key of an admin form message (to translate it), or undefined for any other text. */
export function adminValidationMessageKey(message: string): AdminValidationMessageKey | undefined {
  return (Object.keys(ADMIN_VALIDATION_MESSAGES) as AdminValidationMessageKey[]).find(
    (key) => ADMIN_VALIDATION_MESSAGES[key] === message,
  );
}

export type HardwareKind = 'decoder' | 'encoder';

/**
 * Why a serial is refused, or null when it is right for the kind of unit: the message names the
 * kind the person is entering (the model's type, or else the serial's own first letter).
 */
export function serialNumberProblem(serial: string, kind: HardwareKind | null): string | null {
  const text = serial.trim();
  const decoder = kind === 'decoder' || (kind === null && text.startsWith('D'));
  const encoder = kind === 'encoder' || (kind === null && text.startsWith('E'));
  if (decoder) {
    return DECODER_SERIAL_PATTERN.test(text) ? null : ADMIN_VALIDATION_MESSAGES.decoderSerial;
  }
  if (encoder) {
    return ENCODER_SERIAL_PATTERN.test(text) ? null : ADMIN_VALIDATION_MESSAGES.encoderSerial;
  }
  return ADMIN_VALIDATION_MESSAGES.serialNumber;
}

/** The counts of the form: whole numbers, 0 or more, empty meaning none. */
export const ORGANISATION_COUNT_FIELDS = [
  'enterpriseLicenses',
  'professionalLicenses',
  'lanCloudLicenses',
  'nonProductionLicenses',
  'softwareEncoderLicenses',
  'venueLicenses',
  'rtmpStreams',
  'subtitleHoursPerMonth',
  'webEvents',
  'studioAiVideoCount',
] as const satisfies readonly string[];

/** The amounts in terabytes: numbers, 0 or more. */
export const ORGANISATION_AMOUNT_FIELDS = [
  'additionalBandwidthTb',
  'storageTb',
] as const satisfies readonly string[];
