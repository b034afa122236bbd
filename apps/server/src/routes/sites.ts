import type { FastifyRequest } from 'fastify';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type { SiteFields, SiteWithPlaylists } from '../db/sites/sites-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import { requestOrigin, siteAddress } from '../http/public-urls';
import type { Services } from '../services';
import { SITE_MESSAGES, siteProblems } from '../sites/site-rules';

type CentralV3 = DocumentOperations['central-v3'];
type Site = CentralV3['getSite']['responses'][200]['content']['application/json'];
type SiteInput = CentralV3['createSite']['requestBody']['content']['application/json'];

export function toSite(row: SiteWithPlaylists, origin: string): Site {
  return {
    uuid: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    themeMode: row.themeMode,
    analyticsMeasurementId: row.analyticsMeasurementId,
    liveWebChannelId: row.liveWebChannelId,
    playlistIds: row.playlistIds,
    url: siteAddress(origin, row.slug),
  };
}

const slugTaken = () =>
  new HttpError(409, [
    { code: 'SLUG_TAKEN', message: SITE_MESSAGES.slugTaken, field: 'body.slug' },
  ]);

/**
 * The spec's messages for the site bodies, also where the contract's schema already refused a
 * field: see contract/request-rules.ts.
 */
export const siteRequestRules: RequestRules = {
  createSite: siteProblems,
  updateSite: siteProblems,
};

/**
 * Sites (spec sections 3 and 5). The router has checked the permission (sites.manage), the
 * organisation and the plan (Pro or higher On Demand, `x-plan: onDemandPro`); the repository keeps
 * every query inside the organisation, so another organisation's id is not found (404). The slug
 * is unique across every organisation, because it names the public page.
 */
export function siteHandlers(services: Services) {
  const sitesOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).sites;
  const asSite = (request: FastifyRequest) => (row: SiteWithPlaylists) =>
    toSite(row, requestOrigin(request));

  /** The stored values of a body: the rules, then the web channel and playlists it names. */
  async function valuesOf(organisation: CheckedOrganisation, body: SiteInput) {
    const problems = siteProblems(body);
    if (problems.length > 0) throw badRequest(problems);
    const references: ApiErrorItem[] = [];
    const channelId = body.liveWebChannelId ?? null;
    if (
      channelId !== null &&
      !(await services.forOrganisation(organisation.id).webChannels.findById(channelId))
    ) {
      references.push({
        code: 'INVALID_REQUEST',
        message: SITE_MESSAGES.webChannelUnknown,
        field: 'body.liveWebChannelId',
      });
    }
    const unknown = await services.sitePlaylists.unknownIds(organisation.id, body.playlistIds);
    for (const id of unknown) {
      references.push({
        code: 'INVALID_REQUEST',
        message: SITE_MESSAGES.playlistUnknown,
        field: `body.playlistIds.${body.playlistIds.indexOf(id)}`,
      });
    }
    if (references.length > 0) throw badRequest(references);
    const fields: SiteFields = {
      name: body.name.trim(),
      description: body.description?.trim() || null,
      themeMode: body.themeMode ?? 'system',
      analyticsMeasurementId: body.analyticsMeasurementId ?? null,
      liveWebChannelId: channelId,
    };
    return { fields, playlistIds: body.playlistIds };
  }

  return {
    listSites: async ({ organisation, query, request, reply }) => {
      const page = await sitesOf(organisation).listWithPlaylists({
        page: query.page,
        size: query.size,
      });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(asSite(request)) };
    },

    createSite: async ({ organisation, body, request, reply }) => {
      const { fields, playlistIds } = await valuesOf(organisation, body);
      const sites = sitesOf(organisation);
      if (await sites.slugTakenByAnother(body.slug)) throw slugTaken();
      const row = await sites
        .create({ ...fields, slug: body.slug }, playlistIds)
        .catch(rethrowSlugConflict);
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: asSite(request)(row) };
    },

    getSite: async ({ organisation, params, request }) => {
      const row = await sitesOf(organisation).findWithPlaylists(params.id);
      if (!row) throw notFound();
      return { status: 200, body: asSite(request)(row) };
    },

    updateSite: async ({ organisation, params, body, request }) => {
      const sites = sitesOf(organisation);
      const existing = await sites.findById(params.id);
      if (!existing) throw notFound();
      // The slug names the public page, which people may have shared: it never changes.
      if (body.slug !== existing.slug) {
        throw badRequest([
          { code: 'INVALID_REQUEST', message: SITE_MESSAGES.slugImmutable, field: 'body.slug' },
        ]);
      }
      const { fields, playlistIds } = await valuesOf(organisation, body);
      const row = await sites.replace(params.id, fields, playlistIds);
      if (!row) throw notFound();
      return { status: 200, body: asSite(request)(row) };
    },

    deleteSite: async ({ organisation, params }) => {
      if (!(await sitesOf(organisation).delete(params.id))) throw notFound();
      return { status: 204, body: undefined };
    },

    checkSiteSlug: async ({ organisation, params }) => {
      const taken = await sitesOf(organisation).slugTakenByAnother(params.slug);
      return { status: 200, body: { slug: params.slug, available: !taken } };
    },
  } satisfies HandlerMap<CentralV3>;
}

/** Two requests may pass the slug check together; the unique index lets one in, the other gets 409. */
function rethrowSlugConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw slugTaken();
  throw error;
}
