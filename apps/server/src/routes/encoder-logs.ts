import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { EncoderLogRow } from '../db/encoders/encoders-repository';
import { badRequest, notFound } from '../http/errors';
import { setPageHeaders } from '../http/paging';
import type { Services } from '../services';

type LogsGateway = DocumentOperations['logs-gateway'];

const toEntry = (row: EncoderLogRow) => ({
  entry: row.entry,
  level: row.level,
  timestamp: row.loggedAt.toISOString(),
});

/**
 * The logs gateway (`/api/logs/{customerId}/logs/{encoderId}`): an encoder's log entries, read
 * newest first at `minlevel` (default INFO, spec section 9) or above. Encoders write theirs over
 * the agent protocol after an upload-logs command; `writeEncoderLogs` is the same store for
 * callers holding a token with the log upload capability.
 */
export function encoderLogHandlers(services: Services) {
  const encoderIn = async (
    organisationId: Parameters<Services['forOrganisation']>[0],
    id: string,
  ) => {
    if (!(await services.forOrganisation(organisationId).encoders.findById(id))) throw notFound();
  };

  return {
    listEncoderLogs: async ({ organisation, params, query, request, reply }) => {
      await encoderIn(organisation.id, params.encoderId);
      const start = query.start ? new Date(query.start) : undefined;
      const end = query.end ? new Date(query.end) : undefined;
      if (start && end && start > end)
        throw badRequest([
          {
            code: 'INVALID_RANGE',
            message: 'The window ends before it starts.',
            field: 'query.end',
          },
        ]);
      const page = await services
        .forOrganisation(organisation.id)
        .encoderLogs.read(params.encoderId, {
          start,
          end,
          minLevel: query.minlevel ?? 'INFO',
          page: query.page,
          size: query.size,
        });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(toEntry) };
    },

    writeEncoderLogs: async ({ organisation, params, body }) => {
      await encoderIn(organisation.id, params.encoderId);
      const accepted = await services.forOrganisation(organisation.id).encoderLogs.write(
        params.encoderId,
        body.entries.map((entry) => ({
          level: entry.level ?? 'INFO',
          entry: entry.entry,
          loggedAt: new Date(entry.timestamp),
        })),
      );
      return { status: 202, body: { accepted } };
    },
  } satisfies HandlerMap<LogsGateway>;
}
