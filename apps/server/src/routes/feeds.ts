import { createHash } from 'node:crypto';
import {
  FEED_DEFAULT_CATEGORY,
  FEED_DEFAULT_LANGUAGE,
  FEED_MESSAGES,
  feedFieldProblems,
} from '@studio/domain';
import type { FastifyRequest } from 'fastify';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type { FeedRow, FeedValues } from '../db/feeds/feeds-repository';
import { buildFeedRss, feedLastModified } from '../feeds/rss';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import { feedAddresses, requestOrigin } from '../http/public-urls';
import { mediaFileKey, ORIGINAL_FILE } from '../media/media-files';
import { sendStored } from '../media/media-routes';
import type { Services } from '../services';

type CentralV4 = DocumentOperations['central-v4'];
type Feed = CentralV4['getFeed']['responses'][200]['content']['application/json'];
type FeedInput = CentralV4['createFeed']['requestBody']['content']['application/json'];

const nameExists = () =>
  new HttpError(409, [
    { code: 'NAME_EXISTS', message: FEED_MESSAGES.nameExists, field: 'body.name' },
  ]);

const unknownPlaylist = () =>
  badRequest([
    { code: 'INVALID_REQUEST', message: FEED_MESSAGES.playlist, field: 'body.playlistId' },
  ]);

function feedProblems(body: unknown): ApiErrorItem[] {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return Object.entries(feedFieldProblems(input)).map(([field, key]) => ({
    code: 'INVALID_REQUEST',
    message: FEED_MESSAGES[key],
    field: `body.${field}`,
  }));
}

/** The domain's messages also where the contract's schema refused first (contract/request-rules.ts). */
export const feedRequestRules: RequestRules = {
  createFeed: feedProblems,
  updateFeed: feedProblems,
};

function valuesOf(body: FeedInput): FeedValues {
  const problems = feedProblems(body);
  if (problems.length > 0) throw badRequest(problems);
  return {
    name: body.name.trim(),
    description: body.description?.trim() ?? '',
    author: body.author?.trim() ?? '',
    language: body.language ?? FEED_DEFAULT_LANGUAGE,
    category: body.category ?? FEED_DEFAULT_CATEGORY,
    explicit: body.explicit ?? false,
    imageUrl: body.imageUrl ? body.imageUrl : null,
    playlistId: body.playlistId ?? null,
    enabled: body.enabled ?? true,
  };
}

function toFeed(request: FastifyRequest, row: FeedRow): Feed {
  return {
    uuid: row.id,
    name: row.name,
    description: row.description,
    author: row.author,
    language: row.language,
    category: row.category,
    explicit: row.explicit,
    imageUrl: row.imageUrl,
    playlistId: row.playlistId,
    enabled: row.enabled,
    url: feedAddresses(requestOrigin(request), row.id).rssUrl,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

/** HTTP dates have whole seconds: compare at that precision. */
const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Whether the app's copy is current: `If-None-Match` decides when sent (RFC 9110 13.2.2), else
 * `If-Modified-Since`.
 */
function copyIsCurrent(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (typeof ifModifiedSince !== 'string') return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && wholeSeconds(lastModified) <= Math.floor(since / 1000);
}

/**
 * Podcast feeds of playlists (central-v4, tag Feeds). The management operations act for the
 * organisation the router checked; a feed's playlist must be one of that organisation's. The
 * RSS document and its enclosures are public (podcast apps send no token) and found by the
 * feed's id only while the feed is enabled; an enclosure is only ever a video of the feed.
 */
export function feedHandlers(services: Services) {
  const feedsOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).feeds;

  /** The playlist check, then name uniqueness (409), the index kept as the last word. */
  async function saving(
    organisation: CheckedOrganisation,
    values: FeedValues,
    exceptId: string | undefined,
    save: () => Promise<FeedRow | undefined>,
  ): Promise<FeedRow | undefined> {
    if (
      values.playlistId !== null &&
      !(await services.forOrganisation(organisation.id).playlists.findById(values.playlistId))
    )
      throw unknownPlaylist();
    if (await feedsOf(organisation).findByName(values.name, exceptId)) throw nameExists();
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameExists();
      throw error;
    }
  }

  return {
    listFeeds: async ({ organisation, query, request, reply }) => {
      const page = await feedsOf(organisation).list({ page: query.page, size: query.size });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map((row) => toFeed(request, row)) };
    },

    createFeed: async ({ organisation, body, request, reply }) => {
      const values = valuesOf(body);
      const row = await saving(organisation, values, undefined, () =>
        feedsOf(organisation).create(values),
      );
      if (!row) throw notFound();
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: toFeed(request, row) };
    },

    getFeed: async ({ organisation, params, request }) => {
      const row = await feedsOf(organisation).findById(params.id);
      if (!row) throw notFound();
      return { status: 200, body: toFeed(request, row) };
    },

    updateFeed: async ({ organisation, params, body, request }) => {
      if (!(await feedsOf(organisation).findById(params.id))) throw notFound();
      const values = valuesOf(body);
      const row = await saving(organisation, values, params.id, () =>
        feedsOf(organisation).replace(params.id, values),
      );
      if (!row) throw notFound();
      return { status: 200, body: toFeed(request, row) };
    },

    deleteFeed: async ({ organisation, params }) => {
      if (!(await feedsOf(organisation).delete(params.id))) throw notFound();
      return { status: 204, body: undefined };
    },

    getFeedRss: async ({ params, request, reply }) => {
      const feed = await services.publishedFeeds.find(params.feedId);
      if (!feed) throw notFound();
      const episodes = await services.publishedFeeds.episodes(feed);
      const document = buildFeedRss(feed, episodes, feedAddresses(requestOrigin(request), feed.id));
      const etag = `"rss-${createHash('sha256').update(document).digest('base64url').slice(0, 32)}"`;
      const lastModified = feedLastModified(feed, episodes);
      reply.header('etag', etag);
      reply.header('last-modified', lastModified.toUTCString());
      // Apps poll; a short public cache spares the server while edits still show within minutes.
      reply.header('cache-control', 'public, max-age=300');
      if (copyIsCurrent(request, etag, lastModified)) return { status: 304, body: undefined };
      reply.type('application/rss+xml; charset=utf-8');
      return { status: 200, body: document };
    },

    getFeedEnclosure: async ({ params, request, reply }) => {
      const feed = await services.publishedFeeds.find(params.feedId);
      if (!feed) throw notFound();
      const [episode] = await services.publishedFeeds.episodes(feed, params.mediaId);
      if (!episode) throw notFound();
      await sendStored(
        services,
        request,
        reply,
        mediaFileKey(episode.organisationId, episode.mediaId, ORIGINAL_FILE),
        { cacheControl: 'public, max-age=3600' },
      );
      return { status: 200, body: undefined };
    },
  } satisfies HandlerMap<CentralV4>;
}
