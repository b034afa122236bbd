import { requireAuth } from '../auth/context';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import { badRequest, type ApiErrorItem } from '../http/errors';
import type { Services } from '../services';

type Telemetry = DocumentOperations['telemetry'];
type TelemetryEvent =
  Telemetry['trackEvents']['requestBody']['content']['application/json']['events'][number];

/**
 * An event describes the sender: its user name and organisation must be the token's, so one
 * organisation cannot write events into another's analytics. Field names follow the request
 * validator's (`body.events.0.orgUuid`).
 */
function senderMismatches(
  events: readonly TelemetryEvent[],
  sender: { userName: string; organisationId: string },
): ApiErrorItem[] {
  return events.flatMap((event, index) => {
    const problems: ApiErrorItem[] = [];
    if (event.orgUuid !== sender.organisationId) {
      const field = `body.events.${index}.orgUuid`;
      problems.push({
        code: 'INVALID_REQUEST',
        message: `${field} must be the organisation you are signed in to.`,
        field,
      });
    }
    if (event.userName !== sender.userName) {
      const field = `body.events.${index}.userName`;
      problems.push({
        code: 'INVALID_REQUEST',
        message: `${field} must be your user name.`,
        field,
      });
    }
    return problems;
  });
}

/** The telemetry service: product analytics events from the studio (spec section 7). */
export function telemetryHandlers(services: Services) {
  return {
    trackEvents: async ({ auth, body }) => {
      const { user, organisation } = requireAuth(auth);
      const problems = senderMismatches(body.events, {
        userName: user.userName,
        organisationId: organisation.id,
      });
      if (problems.length > 0) throw badRequest(problems);
      const accepted = await services.telemetry.record(
        body.events.map((event) => ({
          organisationId: organisation.id,
          userId: user.id,
          name: event.name,
          userName: event.userName,
          orgName: event.orgName,
          properties: event.properties ?? {},
          occurredAt: new Date(event.timestamp),
        })),
      );
      return { status: 202, body: { accepted } };
    },
  } satisfies HandlerMap<Telemetry>;
}
