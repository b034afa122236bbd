import {
  PLAYLIST_LIMITS,
  PLAYLIST_MESSAGES,
  playlistFieldProblems,
  type PlaylistFields,
} from '@studio/domain';
import type { FastifyRequest } from 'fastify';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import {
  PLAYLIST_LIST_SORTS,
  type PlaylistEntry,
  type PlaylistListSort,
  type PlaylistRow,
  type PlaylistSummary,
} from '../db/playlists/playlists-repository';
import { isUniqueViolation } from '../db/errors';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import { requestOrigin } from '../http/public-urls';
import { mediaPrefix } from '../media/media-files';
import type { Services } from '../services';

type CentralV3 = DocumentOperations['central-v3'];
type Playlist = CentralV3['getPlaylist']['responses'][200]['content']['application/json'];
type PlaylistMedia = CentralV3['getPlaylistMedia']['responses'][200]['content']['application/json'];

/** Thumbnails stay valid for a working day, as in the library (routes/media.ts). */
const THUMBNAIL_LINK_SECONDS = 12 * 60 * 60;

const nameExists = () =>
  new HttpError(409, [
    { code: 'NAME_EXISTS', message: PLAYLIST_MESSAGES.nameExists, field: 'body.name' },
  ]);

function playlistProblems(body: unknown): ApiErrorItem[] {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return Object.entries(playlistFieldProblems(input)).map(([field, key]) => ({
    code: 'INVALID_REQUEST',
    message: PLAYLIST_MESSAGES[key],
    field: `body.${field}`,
  }));
}

/** The spec's messages also where the contract's schema refused first (contract/request-rules.ts). */
export const playlistRequestRules: RequestRules = {
  createPlaylist: playlistProblems,
  updatePlaylist: playlistProblems,
};

function playlistValues(body: Partial<PlaylistFields> & { name: string }): PlaylistFields {
  const problems = playlistProblems(body);
  if (problems.length > 0) throw badRequest(problems);
  return {
    name: body.name.trim(),
    rolling: body.rolling ?? false,
    sort: body.sort ?? 'start',
    maxVideoCount: body.maxVideoCount ?? PLAYLIST_LIMITS.maxVideoCountDefault,
  };
}

/**
 * Playlists (spec sections 3, 4 and 5): ordered lists of library videos. The router has checked
 * the permission (mediaLibrary.get to read, playlists.manage to change), the On Demand plan and
 * the organisation; the repository keeps every query inside it, so another organisation's
 * playlist is not found (404) and its videos cannot be added (404 too: they do not exist here).
 */
export function playlistHandlers(services: Services) {
  const playlistsOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).playlists;

  function thumbnailUrl(request: FastifyRequest, entry: PlaylistEntry | null): string | null {
    const file = entry?.thumbnailPath?.slice(mediaPrefix(entry.mediaId).length);
    if (!entry || !file) return null;
    const { url } = services.mediaFileLinks.sign(
      { organisationId: entry.organisationId, mediaId: entry.mediaId, file },
      THUMBNAIL_LINK_SECONDS,
    );
    return `${requestOrigin(request)}${url}`;
  }

  function toPlaylist(
    request: FastifyRequest,
    row: PlaylistRow,
    summary: PlaylistSummary | undefined,
  ): Playlist {
    return {
      id: row.id,
      name: row.name,
      createdDate: row.createdAt.toISOString(),
      rolling: row.rolling,
      sort: row.sort,
      mediaCount: summary?.mediaCount ?? 0,
      maxVideoCount: row.maxVideoCount,
      totalLength: summary?.totalLength ?? 0,
      thumbnailUrl: thumbnailUrl(request, summary?.first ?? null),
    };
  }

  async function playlistAnswer(
    request: FastifyRequest,
    organisation: CheckedOrganisation,
    row: PlaylistRow,
  ): Promise<Playlist> {
    const summaries = await playlistsOf(organisation).summaries([row.id]);
    return toPlaylist(request, row, summaries.get(row.id));
  }

  async function mediaAnswer(
    request: FastifyRequest,
    organisation: CheckedOrganisation,
    playlistId: string,
  ): Promise<PlaylistMedia> {
    const entries = await playlistsOf(organisation).entries(playlistId);
    if (!entries) throw notFound();
    return {
      playlistId,
      totalLength: entries.reduce((total, entry) => total + (entry.durationSeconds ?? 0), 0),
      mediaCount: entries.length,
      // Positions as a person sees them: delete-pending videos, never listed, leave no gaps.
      items: entries.map((entry, position) => ({
        mediaId: entry.mediaId,
        position,
        title: entry.title,
        ...(entry.durationSeconds === null ? {} : { durationSeconds: entry.durationSeconds }),
        thumbnailUrl: thumbnailUrl(request, entry),
      })),
    };
  }

  /** Name uniqueness (409) checked first for the field's message, the index kept as the last word. */
  async function saving<Row>(
    organisation: CheckedOrganisation,
    name: string,
    exceptId: string | undefined,
    save: () => Promise<Row>,
  ): Promise<Row> {
    if (await playlistsOf(organisation).findByName(name, exceptId)) throw nameExists();
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameExists();
      throw error;
    }
  }

  return {
    listPlaylists: async ({ organisation, query, request, reply }) => {
      const sort = query.sort ?? 'desc.created_date';
      if (!(PLAYLIST_LIST_SORTS as readonly string[]).includes(sort))
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: `Sort by one of ${PLAYLIST_LIST_SORTS.join(', ')}.`,
            field: 'query.sort',
          },
        ]);
      const repository = playlistsOf(organisation);
      const page = await repository.listSorted({
        page: query.page,
        size: query.size,
        sort: sort as PlaylistListSort,
      });
      setPageHeaders(request, reply, page);
      const summaries = await repository.summaries(page.items.map((row) => row.id));
      const link = reply.getHeader('link');
      const nextUrl = typeof link === 'string' ? (/<([^>]+)>/.exec(link)?.[1] ?? null) : null;
      return {
        status: 200,
        body: {
          playlists: page.items.map((row) => toPlaylist(request, row, summaries.get(row.id))),
          nextUrl,
        },
      };
    },

    createPlaylist: async ({ organisation, body, request, reply }) => {
      const values = playlistValues(body);
      const row = await saving(organisation, values.name, undefined, () =>
        playlistsOf(organisation).create(values),
      );
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: toPlaylist(request, row, undefined) };
    },

    getPlaylist: async ({ organisation, params, request }) => {
      const row = await playlistsOf(organisation).findById(params.playlistId);
      if (!row) throw notFound();
      return { status: 200, body: await playlistAnswer(request, organisation, row) };
    },

    updatePlaylist: async ({ organisation, params, body, request }) => {
      const repository = playlistsOf(organisation);
      if (!(await repository.findById(params.playlistId))) throw notFound();
      const values = playlistValues(body);
      const held = (await repository.summaries([params.playlistId])).get(params.playlistId);
      if (held && held.mediaCount > values.maxVideoCount)
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: PLAYLIST_MESSAGES.maxVideoCountBelowItems,
            field: 'body.maxVideoCount',
          },
        ]);
      const row = await saving(organisation, values.name, params.playlistId, () =>
        repository.replace(params.playlistId, values),
      );
      if (!row) throw notFound();
      return { status: 200, body: await playlistAnswer(request, organisation, row) };
    },

    /** Its videos stay in the library (the items go with ON DELETE CASCADE). */
    deletePlaylist: async ({ organisation, params }) => {
      if (!(await playlistsOf(organisation).delete(params.playlistId))) throw notFound();
      return { status: 204, body: undefined };
    },

    getPlaylistMedia: async ({ organisation, params, request }) => ({
      status: 200,
      body: await mediaAnswer(request, organisation, params.playlistId),
    }),

    addPlaylistMedia: async ({ organisation, params, body, request }) => {
      const result = await playlistsOf(organisation).addMedia(params.playlistId, body.mediaIds);
      switch (result.outcome) {
        case 'notFound':
          throw notFound();
        case 'unknownMedia':
          // Another organisation's video is not one of this library's: not found, as its URL is.
          throw new HttpError(404, [
            {
              code: 'NOT_FOUND',
              message: PLAYLIST_MESSAGES.chooseLibraryVideos,
              field: 'body.mediaIds',
            },
          ]);
        case 'duplicate':
          throw new HttpError(409, [
            {
              code: 'DUPLICATE_MEDIA',
              message: PLAYLIST_MESSAGES.duplicateMedia,
              field: 'body.mediaIds',
            },
          ]);
        case 'full':
          throw new HttpError(422, [{ code: 'PLAYLIST_FULL', message: PLAYLIST_MESSAGES.full }]);
        case 'added':
          return { status: 200, body: await mediaAnswer(request, organisation, params.playlistId) };
      }
    },

    /** The video stays in the library. */
    removePlaylistMedia: async ({ organisation, params }) => {
      if (!(await playlistsOf(organisation).removeMedia(params.playlistId, params.mediaId)))
        throw notFound();
      return { status: 204, body: undefined };
    },

    reorderPlaylist: async ({ organisation, params, body, request }) => {
      const outcome = await playlistsOf(organisation).reorder(params.playlistId, body.mediaIds);
      if (outcome === 'notFound') throw notFound();
      if (outcome === 'mismatch')
        throw new HttpError(422, [
          {
            code: 'PLAYLIST_ORDER_MISMATCH',
            message: PLAYLIST_MESSAGES.reorderFailed,
            field: 'body.mediaIds',
          },
        ]);
      return { status: 200, body: await mediaAnswer(request, organisation, params.playlistId) };
    },
  } satisfies HandlerMap<CentralV3>;
}
