import { requireAuth } from '../auth/context';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { Services } from '../services';

type SystemEvents = DocumentOperations['system-events'];

export function systemEventHandlers(services: Services) {
  return {
    // The contract router has checked the organisation and the permission (x-permission).
    streamSystemEvents: async ({ auth, organisation, request, reply }) => {
      const caller = requireAuth(auth);
      // Validated against the contract's pattern (digits) before the handler runs.
      const lastEventId = request.headers['last-event-id'];
      reply.hijack();
      try {
        await services.eventHub.open(reply.raw, {
          organisationId: organisation.id,
          sessionId: caller.sessionId,
          ...(typeof lastEventId === 'string' ? { lastEventId: Number(lastEventId) } : {}),
        });
      } catch (error) {
        // Fastify no longer answers a hijacked reply: drop the connection, the client reconnects.
        request.log.error({ err: error }, 'could not open the system event stream');
        reply.raw.destroy();
      }
      return { status: 200, body: undefined };
    },
    listSystemEvents: async ({ query, organisation }) => {
      const since = query.after === undefined ? undefined : new Date(query.after);
      const events = await services.events.since(organisation.id, since, query.size ?? 50);
      return { status: 200, body: events };
    },
  } satisfies HandlerMap<SystemEvents>;
}
