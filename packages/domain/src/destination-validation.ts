import * as yup from 'yup';
import { TEXT_LIMITS } from './constants.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';
import {
  CROSSPOST_DESTINATION_TYPES,
  QR_CLICK_LIMITS,
  QR_CLICK_OPENING_BEHAVIOURS,
  QR_CLICK_OVERLAY_TYPES,
  RTMP_STREAM_KEY_PATTERN,
  type CrosspostDestinationType,
  type QrClickOpeningBehaviour,
  type QrClickOverlayType,
} from './destinations.js';

/**
 * Rules of spec section 5 for where a stream goes besides the web channel: custom RTMP
 * destinations, QRclick overlays and destination groups. The studio's forms and the server check
 * the same schemas; what needs the organisation's other rows (a URL or name already used, a
 * channel that is not the organisation's) is the server's, with the messages below.
 */

const RTMP_URL_PATTERN = /^rtmps?:\/\//i;
const HTTP_URL_PATTERN = /^https?:\/\//i;

/** An empty optional text field means "none": the form sends what the person left blank. */
const blankAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const viewUrl = yup
  .string()
  .transform(blankAsNull)
  .nullable()
  .trim()
  .max(TEXT_LIMITS.viewUrl, VALIDATION_MESSAGES.viewUrlMax)
  .matches(HTTP_URL_PATTERN, VALIDATION_MESSAGES.viewUrlProtocol);

const rtmpName = yup
  .string()
  .trim()
  .required(VALIDATION_MESSAGES.required)
  .max(TEXT_LIMITS.rtmpName, VALIDATION_MESSAGES.rtmpNameMax);

const rtmpStreamUrl = yup
  .string()
  .trim()
  .required(VALIDATION_MESSAGES.required)
  .max(TEXT_LIMITS.rtmpUrl, VALIDATION_MESSAGES.rtmpStreamUrlMax)
  .matches(RTMP_URL_PATTERN, VALIDATION_MESSAGES.rtmpStreamUrlProtocol);

/** Not trimmed: a key with a space at either end is a key with a space, refused as typed. */
const rtmpStreamKey = yup
  .string()
  .max(TEXT_LIMITS.rtmpKey, VALIDATION_MESSAGES.rtmpStreamKeyMax)
  .matches(RTMP_STREAM_KEY_PATTERN, VALIDATION_MESSAGES.rtmpStreamKeyCharacters);

/**
 * A new RTMP destination (spec section 5): name required, at most 100; stream URL required,
 * rtmp:// or rtmps://, at most 10,000; stream key required, no spaces or special characters, at
 * most 10,000; view URL optional, http:// or https://, at most 2048.
 */
export const rtmpDestinationSchema = yup.object({
  name: rtmpName,
  streamUrl: rtmpStreamUrl,
  streamKey: rtmpStreamKey.required(VALIDATION_MESSAGES.required),
  viewUrl,
});
export type RtmpDestinationValues = yup.InferType<typeof rtmpDestinationSchema>;

/**
 * An edit: the same rules, but the stream key may be left out or blank, which keeps the stored
 * key (it is never shown again, so the person cannot be asked to type it back).
 */
export const rtmpDestinationUpdateSchema = yup.object({
  name: rtmpName,
  streamUrl: rtmpStreamUrl,
  streamKey: rtmpStreamKey.transform((value: unknown) => (value === '' ? undefined : value)),
  viewUrl,
});
export type RtmpDestinationUpdateValues = yup.InferType<typeof rtmpDestinationUpdateSchema>;

/** Whether a text is an absolute http(s) address a browser can open. */
function isWebAddress(value: string): boolean {
  if (!HTTP_URL_PATTERN.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A QRclick overlay (spec section 5): name required; URL required, valid, with its protocol, at
 * most 213 characters for an in-player overlay (the player shows it whole) and 2048 for an
 * external link; custom label at most 50. A URL already used by another overlay of the
 * organisation is the server's (409, `qrClickUrlDuplicate`).
 */
export const qrClickOverlaySchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.required)
    .max(QR_CLICK_LIMITS.name, VALIDATION_MESSAGES.qrClickNameMax),
  url: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.required)
    .test('webAddress', VALIDATION_MESSAGES.qrClickUrlInvalid, (value) =>
      value === undefined ? true : isWebAddress(value),
    )
    .when('type', {
      is: 'in_player_overlay',
      then: (url) => url.max(TEXT_LIMITS.qrClickUrl, VALIDATION_MESSAGES.qrClickInPlayerUrlMax),
      otherwise: (url) => url.max(QR_CLICK_LIMITS.externalUrl, VALIDATION_MESSAGES.qrClickUrlMax),
    }),
  customLabel: yup
    .string()
    .transform(blankAsNull)
    .nullable()
    .trim()
    .max(QR_CLICK_LIMITS.label, VALIDATION_MESSAGES.customLabelMax),
  openingBehaviour: yup
    .mixed<QrClickOpeningBehaviour>()
    .oneOf(QR_CLICK_OPENING_BEHAVIOURS, VALIDATION_MESSAGES.required)
    .required(VALIDATION_MESSAGES.required),
  type: yup
    .mixed<QrClickOverlayType>()
    .oneOf(QR_CLICK_OVERLAY_TYPES, VALIDATION_MESSAGES.required)
    .required(VALIDATION_MESSAGES.required),
});
export type QrClickOverlayValues = yup.InferType<typeof qrClickOverlaySchema>;

const hasDuplicates = (values: readonly string[]) => new Set(values).size !== values.length;

/**
 * A destination group (spec section 5): name required, at most 50; an RTMP destination or social
 * channel at most once (the web channel and the encoder channel are one each by their shape).
 * A name already used in the organisation, and ids that are not the organisation's, are the
 * server's (409 `destinationGroupNameExists`; 400 `unknown*`).
 */
export const destinationGroupSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(VALIDATION_MESSAGES.required)
    .max(TEXT_LIMITS.destinationGroupName, VALIDATION_MESSAGES.destinationGroupNameMax),
  enabled: yup.boolean().default(true),
  softwareEncoderEnabled: yup.boolean().default(false),
  webEventProfileId: yup.string().transform(blankAsNull).nullable().default(null),
  encoderChannelId: yup.string().transform(blankAsNull).nullable().default(null),
  rtmpDestinationIds: yup
    .array(yup.string().required())
    .default([])
    .test('unique', VALIDATION_MESSAGES.destinationGroupDuplicateRtmp, (ids) =>
      ids === undefined ? true : !hasDuplicates(ids),
    ),
  crossposts: yup
    .array(
      yup.object({
        destinationType: yup
          .mixed<CrosspostDestinationType>()
          .oneOf(CROSSPOST_DESTINATION_TYPES)
          .required(),
        channelId: yup.string().trim().required(VALIDATION_MESSAGES.required),
      }),
    )
    .default([])
    .test('unique', VALIDATION_MESSAGES.destinationGroupDuplicateCrosspost, (crossposts) =>
      crossposts === undefined
        ? true
        : !hasDuplicates(crossposts.map((post) => `${post.destinationType}:${post.channelId}`)),
    ),
});
export type DestinationGroupValues = yup.InferType<typeof destinationGroupSchema>;
