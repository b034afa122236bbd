import * as yup from 'yup';
import {
  OFFLINE_IMAGE_LIMITS,
  STREAM_DELAY_MAX_SECONDS,
  STREAM_DELAY_MIN_SECONDS,
  TEXT_LIMITS,
} from './constants.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/**
 * Encoder channels and web channels (spec sections 3, 5 and 9): their rules, written once for
 * the studio's forms and the server, the stream delay as people write it, and the embed codes.
 */

/** Encoder channel names (spec section 5): letters, numbers, spaces, underscore, dash. */
export const ENCODER_CHANNEL_NAME_PATTERN = /^[A-Za-z0-9 _-]+$/;
/** Load balancer names (spec section 5): letters, numbers, underscore, dash. */
export const LOAD_BALANCER_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The embed types of spec section 3, in the order the studio offers them. */
export const EMBED_TYPES = [
  'iframe',
  'alternative_iframe',
  'script_tag',
  'standalone_player',
  'web_link',
] as const;
export type EmbedType = (typeof EMBED_TYPES)[number];

/** What a web channel shows while offline (spec section 3, offline option types). */
export const OFFLINE_CONTENT_TYPES = [
  'replay_event',
  'uploaded_image',
  'uploaded_video',
  'uploaded_playlist',
] as const;
export type OfflineContentType = (typeof OFFLINE_CONTENT_TYPES)[number];

/**
 * The message for a "delete after" outside the organisation's bound. The bound depends on the
 * organisation (plans.ts, `maxDeleteAfterDays`), so the message carries it.
 */
export function deleteAfterRangeMessage(maxDays: number): string {
  return `Delete after must be between 1 and ${maxDays} days.`;
}

/** The bound a `deleteAfterRangeMessage` names, so the studio can translate one from the server. */
export function deleteAfterRangeOf(message: string): number | undefined {
  const match = /^Delete after must be between 1 and (\d+) days\.$/.exec(message);
  return match ? Number(match[1]) : undefined;
}

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
      .max(TEXT_LIMITS.encoderChannelName, VALIDATION_MESSAGES.encoderChannelNameMax)
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
        .max(TEXT_LIMITS.webChannelDescription, VALIDATION_MESSAGES.webChannelDescriptionMax),
      loadBalancerName: yup
        .string()
        .trim()
        .required(VALIDATION_MESSAGES.required)
        .max(TEXT_LIMITS.loadBalancerName, VALIDATION_MESSAGES.loadBalancerMax)
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

/**
 * Why a file cannot be a web channel's offline image (JPG or PNG, at most 2 MB), or null when it
 * can. The studio checks before uploading; the server checks the bytes again.
 */
export function offlineImageProblem(file: { type: string; size: number }): string | null {
  if (!(OFFLINE_IMAGE_LIMITS.contentTypes as readonly string[]).includes(file.type))
    return VALIDATION_MESSAGES.offlineImageType;
  if (file.size > OFFLINE_IMAGE_LIMITS.maxBytes) return VALIDATION_MESSAGES.offlineImageSize;
  return null;
}

/** A stream delay as people write it: `1:30` for 90 seconds. */
export function formatStreamDelay(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The seconds of a stream delay written as minutes and seconds (`1:30`, `10:00`); null for an
 * empty field (no delay), undefined when it is not minutes and seconds. The range is the
 * schema's to check, so `0:45` reads as 45 and is refused there with the range's message.
 */
export function parseStreamDelay(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(trimmed);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

export interface EmbeddableChannel {
  name: string;
  embedId: string;
  /** The player page the server names for the channel (`WebChannel.playerUrl`). */
  playerUrl: string;
}

/**
 * What a person pastes into their site for a web channel, per embed type (spec section 3). Every
 * address comes from the server's `playerUrl`; the channel's name is escaped, since it is typed by
 * people and lands inside HTML.
 */
export function webChannelEmbedCode(embedType: EmbedType, channel: EmbeddableChannel): string {
  const src = escapeHtml(channel.playerUrl);
  const title = escapeHtml(channel.name);
  const allow = 'autoplay; fullscreen; picture-in-picture';
  switch (embedType) {
    case 'iframe':
      return `<iframe src="${src}" title="${title}" width="640" height="360" style="border:0" allow="${allow}" allowfullscreen></iframe>`;
    case 'alternative_iframe':
      // Fills the width of its container at 16:9, for pages whose layout is fluid.
      return (
        `<div style="position:relative;overflow:hidden;padding-top:56.25%">` +
        `<iframe src="${src}" title="${title}" style="position:absolute;top:0;left:0;width:100%;height:100%;border:0" allow="${allow}" allowfullscreen></iframe>` +
        `</div>`
      );
    case 'script_tag': {
      const script = escapeHtml(new URL('/embed.js', channel.playerUrl).href);
      return `<div data-studio-embed="${escapeHtml(channel.embedId)}"></div>\n<script src="${script}" async></script>`;
    }
    case 'standalone_player':
      return channel.playerUrl;
    case 'web_link':
      return `<a href="${src}" target="_blank" rel="noopener">${title}</a>`;
  }
}
