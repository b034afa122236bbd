import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { TimeRange } from '../db/media/library-search-repository';
import { badRequest, type ApiErrorItem } from '../http/errors';
import { setPageHeaders } from '../http/paging';
import type { Services } from '../services';
import { libraryItemOf } from './media';

type SearchDocument = DocumentOperations['search'];
type SearchQuery = NonNullable<SearchDocument['searchLibrary']['parameters']['query']>;

/** A range from the contract's two date-time parameters; the end must come after the start. */
function timeRangeOf(
  name: 'createTimeRange' | 'startTimeRange',
  start: string | undefined,
  end: string | undefined,
  problems: ApiErrorItem[],
): TimeRange | undefined {
  if (start === undefined && end === undefined) return undefined;
  const range: TimeRange = {
    ...(start !== undefined ? { start: new Date(start) } : {}),
    ...(end !== undefined ? { end: new Date(end) } : {}),
  };
  if (range.start && range.end && range.end <= range.start)
    problems.push({
      code: 'INVALID_REQUEST',
      message: 'The end of the range must come after its start.',
      field: `query.filters.${name}.end`,
    });
  return range;
}

/**
 * Library search (the search document's `searchLibrary`, `GET /api/search/vod/{customerId}`):
 * full-text words, the filters of spec section 3 in dotted query names, the five sorts of
 * section 9, 50 per page with the next page in the `Link` header, and facet counts over the
 * whole result. The router has checked mediaLibrary.get and the organisation.
 */
export function librarySearchHandlers(services: Services) {
  return {
    searchLibrary: async ({ organisation, query, request, reply }) => {
      const filters: SearchQuery = query;
      const problems: ApiErrorItem[] = [];
      const createTimeRange = timeRangeOf(
        'createTimeRange',
        filters['filters.createTimeRange.start'],
        filters['filters.createTimeRange.end'],
        problems,
      );
      const startTimeRange = timeRangeOf(
        'startTimeRange',
        filters['filters.startTimeRange.start'],
        filters['filters.startTimeRange.end'],
        problems,
      );
      if (problems.length > 0) throw badRequest(problems);
      const page = await services.forOrganisation(organisation.id).librarySearch.search({
        page: filters.page,
        size: filters.size,
        sort: filters.sort,
        query: filters.query,
        tags: filters['filters.tags']?.map((tag) => tag.trim()).filter(Boolean),
        durationRanges: filters['filters.durationRange'],
        mediaSources: filters['filters.mediaSource'],
        hasThumbnail: filters['filters.hasThumbnail'],
        createTimeRange,
        startTimeRange,
      });
      setPageHeaders(request, reply, page);
      const mediaItems = await Promise.all(
        page.items.map((row) => libraryItemOf(services, request, row)),
      );
      return { status: 200, body: { mediaItems, total: page.total, facets: page.facets } };
    },
  } satisfies HandlerMap<SearchDocument>;
}
