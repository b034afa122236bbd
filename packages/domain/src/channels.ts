import { OFFLINE_IMAGE_LIMITS } from './constants.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/**
 * Encoder channels and web channels (spec sections 3, 5 and 9): their enumerations, the stream
 * delay as people write it and the embed codes. No yup here, so the list and share screens do not
 * download it; the form rules are in `channel-validation.ts`.
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
