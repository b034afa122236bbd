import type { ContractHandlers } from '../contract/handlers';
import type { Services } from '../services';
import { authHandlers } from './auth';
import { customerHandlers } from './customers';
import { lookupHandlers } from './lookups';
import { telemetryHandlers } from './telemetry';
import { systemEventHandlers } from './system-events';
import { userHandlers } from './users';

/** Every handler the server has, per document. Add a family's handlers here. */
export function contractHandlers(services: Services): ContractHandlers {
  return {
    'central-v3': {
      ...authHandlers(services),
      ...customerHandlers(),
      ...lookupHandlers(services),
    },
    v2: {
      ...userHandlers(),
    },
    telemetry: {
      ...telemetryHandlers(services),
    },
    'system-events': systemEventHandlers(services),
  };
}
