import * as yup from 'yup';
import {
  STREAM_DELAY_MAX_SECONDS,
  STREAM_DELAY_MIN_SECONDS,
  TEXT_LIMITS,
  CHANNEL_FIELD_LIMITS,
} from './constants.js';
import {
  deleteAfterRangeMessage,
  EMBED_TYPES,
  ENCODER_CHANNEL_NAME_PATTERN,
  LOAD_BALANCER_NAME_PATTERN,
  OFFLINE_CONTENT_TYPES,
} from './channels.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/**
 * The rules of encoder channels and web channels (spec sections 3, 5 and 9), written once for
 * the studio's forms and the server. In a module of their own because they need yup.
 */

/** Retention in days, 1 to the bound; empty (null) keeps recordings. */
const deleteAfterSchema = (maxDays: number) =>
  yup
    .number()
    .nullable()
    .default(null)
    .typeError(VALIDATION_MESSAGES.wholeNumber)
    .integer(VALIDATION_MESSAGES.wholeNumber)
    .min(1, deleteAfterRangeMessage(maxDays))
    .max(maxDays, deleteAfterRangeMessage(maxDays));

/**
 * Encoder channel (spec sections 3 and 5). `maxDeleteAfter` is the organisation's bound
 * (`maxDeleteAfterDays`). Whether the name is taken and whether the users belong to the
 * organisation need the database: the server's (409 `encoderChannelNameExists`, 400
 * `encoderChannelUsersUnknown`).
 */
export function encoderChannelSchema(maxDeleteAfter: number) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(VALIDATION_MESSAGES.required)
      .max(CHANNEL_FIELD_LIMITS.encoderChannelName, VALIDATION_MESSAGES.encoderChannelNameMax)
      .matches(ENCODER_CHANNEL_NAME_PATTERN, {
        message: VALIDATION_MESSAGES.encoderChannelNameCharacters,
        excludeEmptyString: true,
      }),
    regionId: yup.string().required(VALIDATION_MESSAGES.required),
    lanOnly: yup.boolean().default(false),
    deleteAfter: deleteAfterSchema(maxDeleteAfter),
    users: yup.array(yup.string().required()).optional(),
  });
}
export type EncoderChannelValues = yup.InferType<ReturnType<typeof encoderChannelSchema>>;

/** Whether the offline content names what its type needs; the message goes on that field. */
function offlineContentProblem(
  content:
    | {
        type?: string;
        imageId?: string | null;
        mediaId?: string | null;
        playlistId?: string | null;
      }
    | undefined,
): { path: string; message: string } | null {
  switch (content?.type) {
    case 'uploaded_image':
      return content.imageId
        ? null
        : { path: 'offlineContent.imageId', message: VALIDATION_MESSAGES.offlineImageRequired };
    case 'uploaded_video':
      return content.mediaId
        ? null
        : { path: 'offlineContent.mediaId', message: VALIDATION_MESSAGES.offlineVideoRequired };
    case 'uploaded_playlist':
      return content.playlistId
        ? null
        : {
            path: 'offlineContent.playlistId',
            message: VALIDATION_MESSAGES.offlinePlaylistRequired,
          };
    default:
      return null;
  }
}

/**
 * Web channel (spec sections 3, 5 and 9): name at most 40; load balancer required, letters,
 * numbers, underscore, dash; region required; stream delay 1:30 to 10:00 (90 to 600 seconds) or
 * none; delete after within the organisation's bound; the offline image, video or playlist
 * required when chosen. That the load balancer is free (across organisations) and that the image
 * is one the organisation uploaded are the server's (409 `loadBalancerExists`, 400
 * `offlineImageUnknown`).
 */
export function webChannelSchema(maxDeleteAfter: number) {
  return yup
    .object({
      name: yup
        .string()
        .trim()
        .required(VALIDATION_MESSAGES.required)
        .max(TEXT_LIMITS.webChannelName, VALIDATION_MESSAGES.webChannelNameMax),
      description: yup
        .string()
        .nullable()
        .max(
          CHANNEL_FIELD_LIMITS.webChannelDescription,
          VALIDATION_MESSAGES.webChannelDescriptionMax,
        ),
      loadBalancerName: yup
        .string()
        .trim()
        .required(VALIDATION_MESSAGES.required)
        .max(CHANNEL_FIELD_LIMITS.loadBalancerName, VALIDATION_MESSAGES.loadBalancerMax)
        .matches(LOAD_BALANCER_NAME_PATTERN, {
          message: VALIDATION_MESSAGES.loadBalancerCharacters,
          excludeEmptyString: true,
        }),
      regionId: yup.string().required(VALIDATION_MESSAGES.required),
      embedType: yup.string().oneOf(EMBED_TYPES).default('iframe'),
      streamUrlsEnabled: yup.boolean().default(false),
      streamDelaySeconds: yup
        .number()
        .nullable()
        .default(null)
        .typeError(VALIDATION_MESSAGES.streamDelayFormat)
        .integer(VALIDATION_MESSAGES.streamDelayRange)
        .min(STREAM_DELAY_MIN_SECONDS, VALIDATION_MESSAGES.streamDelayRange)
        .max(STREAM_DELAY_MAX_SECONDS, VALIDATION_MESSAGES.streamDelayRange),
      deleteAfter: deleteAfterSchema(maxDeleteAfter),
      showLogo: yup.boolean().default(true),
      automatedSubtitles: yup.boolean().default(false),
      qrClickOverlayEnabled: yup.boolean().default(false),
      detectQrCodes: yup.boolean().default(false),
      offlineContent: yup
        .object({
          type: yup.string().oneOf(OFFLINE_CONTENT_TYPES).required(VALIDATION_MESSAGES.required),
          imageId: yup.string().nullable(),
          mediaId: yup.string().nullable(),
          playlistId: yup.string().nullable(),
        })
        .default({ type: 'replay_event' }),
    })
    .test('offlineContentChosen', VALIDATION_MESSAGES.required, function (channel) {
      const problem = offlineContentProblem(channel.offlineContent);
      return problem ? this.createError(problem) : true;
    });
}
export type WebChannelValues = yup.InferType<ReturnType<typeof webChannelSchema>>;
