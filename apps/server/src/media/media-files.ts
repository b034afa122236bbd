import type { StorageKey } from '../storage/object-storage';

/**
 * Where an item's files live in the organisation's storage: everything under
 * `media/<mediaId>/`, so deleting an item is deleting one prefix.
 */
export const mediaPrefix = (mediaId: string) => `media/${mediaId}/`;

export const mediaFileKey = (
  organisationId: string,
  mediaId: string,
  path: string,
): StorageKey => ({
  organisationId,
  path: `${mediaPrefix(mediaId)}${path}`,
});

export const ORIGINAL_FILE = 'original.mp4';
export const HLS_FOLDER = 'hls';
export const MASTER_PLAYLIST = `${HLS_FOLDER}/master.m3u8`;
export const POSTER_FILE = 'poster.jpg';
export const STORYBOARD_FILE = 'storyboard.jpg';
/** A person's own thumbnail, kept beside ffmpeg's poster. */
export const customThumbnailFile = (extension: 'jpg' | 'png') => `thumbnail.${extension}`;

/** Content types of the files served from an item's folder. */
export function contentTypeOfMediaFile(path: string): string {
  if (path.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  if (path.endsWith('.ts')) return 'video/mp2t';
  if (path.endsWith('.jpg')) return 'image/jpeg';
  if (path.endsWith('.png')) return 'image/png';
  if (path.endsWith('.mp4')) return 'video/mp4';
  if (path.endsWith('.vtt')) return 'text/vtt; charset=utf-8';
  return 'application/octet-stream';
}
