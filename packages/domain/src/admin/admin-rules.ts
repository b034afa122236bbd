/**
 * The field rules of the staff admin forms (spec section 5): the organisation admin form and the
 * hardware unit form. Plain functions, no yup, so the server's request rules and the studio's
 * forms share them without weighing on a route's bundle. Each answers `{ field: message }` for
 * the fields it refuses (empty when the input is fine).
 */
export const ADMIN_MESSAGES = {
  required: 'This field is required.',
  organisationNameLength: 'Name must be between 2 and 150 characters.',
  masterEcgFormat: 'Enter the master ECG as ECG- followed by digits, such as ECG-104233.',
  masterEcgExists: 'Another organisation already has this master ECG.',
  organisationNameExists: 'An organisation with this name already exists.',
  serialFormat:
    'Enter the serial number as D followed by 8 digits for a decoder, or E followed by 8 digits for an encoder.',
  decoderSerialFormat: 'A decoder serial number is D followed by 8 digits, such as D12345678.',
  encoderSerialFormat: 'An encoder serial number is E followed by 8 digits, such as E00012345.',
  serialExists: 'A unit with this serial number already exists.',
  activationCodeFormat: 'Enter the activation code as xxxx-xxxx (letters and digits).',
  warrantyLength: 'Warranty length is a whole number of years from 0 to 10.',
  unknownChoice: 'Choose one of the listed options.',
  managedBySelf: 'An organisation cannot be managed by itself or by one it manages.',
  logWindowEnd: 'The end must not be before the start.',
} as const;

export const SERIAL_NUMBER = /^[DE]\d{8}$/;
export const DECODER_SERIAL_NUMBER = /^D\d{8}$/;
export const ENCODER_SERIAL_NUMBER = /^E\d{8}$/;
export const ACTIVATION_CODE = /^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/;
export const MASTER_ECG = /^ECG-\d+$/;

export type HardwareType = 'decoder' | 'encoder';
export type FieldMessages = Record<string, string>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const record = (input: unknown): Record<string, unknown> =>
  input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};

/** Name (2 to 150 characters) and location required; master ECG `ECG-` plus digits when given. */
export function organisationFormProblems(input: unknown): FieldMessages {
  const form = record(input);
  const problems: FieldMessages = {};
  if (isBlank(form.name)) problems.name = ADMIN_MESSAGES.required;
  else if (typeof form.name !== 'string' || form.name.trim().length < 2 || form.name.length > 150)
    problems.name = ADMIN_MESSAGES.organisationNameLength;
  if (isBlank(form.location)) problems.location = ADMIN_MESSAGES.required;
  if (
    !isBlank(form.masterEcg) &&
    !(typeof form.masterEcg === 'string' && MASTER_ECG.test(form.masterEcg))
  )
    problems.masterEcg = ADMIN_MESSAGES.masterEcgFormat;
  return problems;
}

/** The serial's message for a model type, or the general one when the model is not chosen yet. */
export function serialNumberProblem(serial: unknown, type?: HardwareType): string | undefined {
  if (isBlank(serial)) return ADMIN_MESSAGES.required;
  const text = typeof serial === 'string' ? serial : '';
  if (type === 'decoder')
    return DECODER_SERIAL_NUMBER.test(text) ? undefined : ADMIN_MESSAGES.decoderSerialFormat;
  if (type === 'encoder')
    return ENCODER_SERIAL_NUMBER.test(text) ? undefined : ADMIN_MESSAGES.encoderSerialFormat;
  return SERIAL_NUMBER.test(text) ? undefined : ADMIN_MESSAGES.serialFormat;
}

const UNIT_REQUIRED = ['modelId', 'locationId', 'ownerId', 'statusId', 'buildDate'] as const;

/**
 * Serial, model, location, owner, status, build date and warranty length required (spec section
 * 5, Decoder); the serial's letter follows the model type when the caller knows it.
 */
export function hardwareUnitProblems(input: unknown, modelType?: HardwareType): FieldMessages {
  const form = record(input);
  const problems: FieldMessages = {};
  const serial = serialNumberProblem(form.serialNumber, modelType);
  if (serial) problems.serialNumber = serial;
  for (const field of UNIT_REQUIRED)
    if (isBlank(form[field])) problems[field] = ADMIN_MESSAGES.required;
  const warranty = form.warrantyLengthYears;
  if (isBlank(warranty)) problems.warrantyLengthYears = ADMIN_MESSAGES.required;
  else if (
    typeof warranty !== 'number' ||
    !Number.isInteger(warranty) ||
    warranty < 0 ||
    warranty > 10
  )
    problems.warrantyLengthYears = ADMIN_MESSAGES.warrantyLength;
  const code = form.activationCode;
  if (!isBlank(code) && !(typeof code === 'string' && ACTIVATION_CODE.test(code)))
    problems.activationCode = ADMIN_MESSAGES.activationCodeFormat;
  return problems;
}

/** Messages of the staff searches (spec section 5, "Admin search"). */
export const ADMIN_SEARCH_MESSAGES = {
  tooShort: 'Enter at least 3 characters to search.',
  contactNeeded: 'Enter an e-mail address or a mobile number to search contacts.',
} as const;

/** The dashboard's sum row: a status of the list, never a unit's. */
export const HARDWARE_TOTAL_STATUS = 'Total';
export const HARDWARE_MESSAGES = {
  totalIsNotAStatus: 'Total sums every status on the dashboard; choose the status of the unit.',
} as const;
