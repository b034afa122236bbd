import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import { StreamUsageRepository } from '../db/broadcast/stream-usage-repository';
import { badRequest } from '../http/errors';
import type { Services } from '../services';

type StreamUsageDocument = DocumentOperations['stream-usage'];

/**
 * Streamed minutes (the stream-usage document's `getStreamUsage`): the current UTC month (usage
 * resets on the 1st, as bandwidth does) unless `start`/`end` are given. No plan of the catalogue
 * carries a streamed-minutes allowance, so `allowanceMinutes` is null and nothing is near a limit.
 */
export function streamUsageHandlers(services: Services): HandlerMap<StreamUsageDocument> {
  return {
    getStreamUsage: async ({ organisation, query }) => {
      const now = services.now();
      const periodStart = query.start
        ? new Date(query.start)
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const periodEnd = query.end
        ? new Date(query.end)
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      if (periodEnd <= periodStart)
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: 'The range must end after it starts.',
            field: 'query.end',
          },
        ]);
      const usage = new StreamUsageRepository(services.db, organisation.id);
      const streamMinutes = await usage.streamedMinutes(periodStart, periodEnd, now);
      return {
        status: 200,
        body: {
          customerId: organisation.id,
          streamMinutes,
          allowanceMinutes: null,
          nearLimit: false,
          periodStart: periodStart.toISOString(),
          periodEnd: periodEnd.toISOString(),
        },
      };
    },
  };
}
