/**
 * The server's checks of the staff admin forms (spec section 5): the organisation admin form and
 * the hardware unit form, as plain functions (no yup), with the forms' own messages
 * (`admin-messages.ts`; the studio's yup rules in `admin-rules.ts` say the same). Each answers `{ field: message }` for
 * the fields it refuses (empty when the input is fine).
 */
import { VALIDATION_MESSAGES } from '../validation-messages.js';
import {
  ACTIVATION_CODE_PATTERN,
  ADMIN_VALIDATION_MESSAGES,
  MASTER_ECG_PATTERN,
  serialNumberProblem,
  type HardwareKind,
} from './admin-messages.js';

export const ADMIN_MESSAGES = {
  required: VALIDATION_MESSAGES.required,
  organisationNameLength: ADMIN_VALIDATION_MESSAGES.organisationNameLength,
  masterEcgFormat: ADMIN_VALIDATION_MESSAGES.masterEcg,
  masterEcgExists: 'Another organisation already has this master ECG.',
  organisationNameExists: 'An organisation with this name already exists.',
  serialFormat: ADMIN_VALIDATION_MESSAGES.serialNumber,
  decoderSerialFormat: ADMIN_VALIDATION_MESSAGES.decoderSerial,
  encoderSerialFormat: ADMIN_VALIDATION_MESSAGES.encoderSerial,
  serialExists: 'A unit with this serial number already exists.',
  activationCodeFormat: ADMIN_VALIDATION_MESSAGES.activationCode,
  warrantyLength: ADMIN_VALIDATION_MESSAGES.warrantyYears,
  unknownChoice: 'Choose one of the listed options.',
  managedBySelf: 'An organisation cannot be managed by itself or by one it manages.',
  logWindowEnd: 'The end must not be before the start.',
} as const;

const ACTIVATION_CODE = ACTIVATION_CODE_PATTERN;
const MASTER_ECG = MASTER_ECG_PATTERN;

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

/**
 * The serial's message for a model type (the shared `serialNumberProblem` of the forms), or the
 * required message when it is blank; undefined when it is right.
 */
export function unitSerialProblem(serial: unknown, type?: HardwareKind): string | undefined {
  if (isBlank(serial)) return ADMIN_MESSAGES.required;
  return serialNumberProblem(typeof serial === 'string' ? serial : '', type ?? null) ?? undefined;
}

const UNIT_REQUIRED = ['modelId', 'locationId', 'ownerId', 'statusId', 'buildDate'] as const;

/**
 * Serial, model, location, owner, status, build date and warranty length required (spec section
 * 5, Decoder); the serial's letter follows the model type when the caller knows it.
 */
export function hardwareUnitProblems(input: unknown, modelType?: HardwareKind): FieldMessages {
  const form = record(input);
  const problems: FieldMessages = {};
  const serial = unitSerialProblem(form.serialNumber, modelType);
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
