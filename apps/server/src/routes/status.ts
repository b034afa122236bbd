import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { Services } from '../services';

type Status = DocumentOperations['status'];

/** The contract's default page of news (`listNews` `limit`). */
const DEFAULT_NEWS_LIMIT = 5;

/** The status service (public): the server's health and the dashboard's news. */
export function statusHandlers(services: Services) {
  return {
    getServiceStatus: async () => ({ status: 200, body: await services.serviceHealth.report() }),
    listNews: async ({ query }) => {
      const items = await services.news.latest(query.limit ?? DEFAULT_NEWS_LIMIT);
      return {
        status: 200,
        body: items.map((item) => ({
          id: item.id,
          title: item.title,
          url: item.url,
          publishedAt: item.publishedAt.toISOString(),
        })),
      };
    },
  } satisfies HandlerMap<Status>;
}
