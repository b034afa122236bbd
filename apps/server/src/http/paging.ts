import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '../db/organisation-scoped-repository';

/**
 * The paging headers of a collection (openapi/README.md, "Collections"): `X-Total-Count`, and a
 * `Link` to the next page while one remains. The next page's address is the request's own with
 * `page` moved on, so every other query parameter (size, sort, filters) carries over.
 */
export function setPageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page<unknown>,
): void {
  reply.header('x-total-count', String(page.total));
  if (!page.hasNext) return;
  const next = new URL(request.url, 'http://origin.invalid');
  next.searchParams.set('page', String(page.page + 1));
  next.searchParams.set('size', String(page.size));
  reply.header('link', `<${next.pathname}${next.search}>; rel="next"`);
}

/** The address of a resource just created under the collection the request was made to. */
export function locationOf(request: FastifyRequest, id: string): string {
  const collection = new URL(request.url, 'http://origin.invalid').pathname.replace(/\/$/, '');
  return `${collection}/${id}`;
}
