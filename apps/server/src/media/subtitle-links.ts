import type { SubtitleTrackRow } from '../db/transcription/transcription-repository';
import type { OrganisationId } from '../db/organisation-scoped-repository';
import type { Services } from '../services';
import { mediaPrefix } from './media-files';

/**
 * How long a track's file link works: a player page left open for a working day. Players keep
 * their configuration for 3 minutes (spec section 9), so a link they hold never expires first.
 */
export const TRACK_LINK_SECONDS = 12 * 60 * 60;

export const subtitleFileName = (trackId: string) => `subtitles-${trackId}.vtt`;

/** Whether a signed media file is a subtitle track's WebVTT (players on other sites load them). */
export const isSubtitleFile = (file: string) => /^subtitles-[0-9a-f-]{36}\.vtt$/.test(file);

/**
 * The signed link (path and query, relative to the server) to a track's WebVTT file, or null
 * while the track has no file. The link names the organisation, item and file and nothing of the
 * session, so it can sit in a `<track src>` and a player's configuration.
 */
export function subtitleTrackPath(services: Services, row: SubtitleTrackRow): string | null {
  const file = row.filePath?.slice(mediaPrefix(row.mediaId).length);
  if (!file) return null;
  return services.mediaFileLinks.sign(
    { organisationId: row.organisationId, mediaId: row.mediaId, file },
    TRACK_LINK_SECONDS,
  ).url;
}

export interface PlayerSubtitleTrack {
  uuid: string;
  language: string;
  label: string;
  url: string;
}

/**
 * What a player loads for one library item: its ready tracks with their signed links, by
 * language. Read in the item's own organisation only, so a player never lists another
 * organisation's tracks; an item that is gone or hidden has none.
 */
export async function playerSubtitleTracks(
  services: Services,
  origin: string,
  organisationId: OrganisationId,
  mediaId: string,
): Promise<PlayerSubtitleTrack[]> {
  const repositories = services.forOrganisation(organisationId);
  const item = await repositories.media.findVisible(mediaId);
  if (!item) return [];
  const rows = await repositories.subtitleTracks.ofMedia(item.id);
  return rows.flatMap((row) => {
    const path = row.status === 'ready' ? subtitleTrackPath(services, row) : null;
    return path
      ? [{ uuid: row.id, language: row.language, label: row.label, url: `${origin}${path}` }]
      : [];
  });
}
