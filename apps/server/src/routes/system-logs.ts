import { ADMIN_MESSAGES } from '@studio/domain';
import { badRequest } from '../http/errors';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import { subjectLinkOf } from '../db/admin/system-logs-repository';
import { setPageHeaders } from '../http/paging';
import type { Services } from '../services';

type InternalV1 = DocumentOperations['internal-v1'];

/**
 * The staff system log (issue 17). The studio turns its filters (15, 30, 60 minutes, 6 hours,
 * 1 day, 2 days, custom) into `start` and `end`; entries are newest first, each with the studio
 * route of its subject.
 */
export function systemLogHandlers(services: Services) {
  return {
    listSystemLogs: async ({ query, request, reply }) => {
      const start = new Date(query.start);
      const end = query.end === undefined ? undefined : new Date(query.end);
      if (end && end < start) {
        throw badRequest([
          { code: 'INVALID_REQUEST', message: ADMIN_MESSAGES.logWindowEnd, field: 'query.end' },
        ]);
      }
      const page = await services.systemLogs.list({
        start,
        end,
        level: query.level,
        page: query.page,
        size: query.size,
      });
      setPageHeaders(request, reply, page);
      return {
        status: 200,
        body: page.items.map((row) => ({
          uuid: row.id,
          level: row.level,
          message: row.message,
          subjectType: row.subjectType,
          subjectId: row.subjectId,
          subjectLink: subjectLinkOf(row.subjectType, row.subjectId),
          timestamp: row.createdAt.toISOString(),
        })),
      };
    },
  } satisfies HandlerMap<InternalV1>;
}
