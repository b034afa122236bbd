import type { ContractHandlers } from '../contract/handlers';
import type { RequestRules } from '../contract/request-rules';
import type { Services } from '../services';
import { authHandlers } from './auth';
import { billingHandlers, billingRequestRules } from './billing';
import { customerHandlers } from './customers';
import { dataUsageHandlers } from './data-usage';
import { lookupHandlers } from './lookups';
import {
  organisationSettingsHandlers,
  organisationSettingsRequestRules,
} from './organisation-settings';
import { telemetryHandlers } from './telemetry';
import { systemEventHandlers } from './system-events';
import { userHandlers } from './users';
import { webPresetHandlers, webPresetRequestRules } from './web-presets';

/** Every handler the server has, per document. Add a family's handlers here. */
export function contractHandlers(services: Services): ContractHandlers {
  return {
    'central-v3': {
      ...authHandlers(services),
      ...customerHandlers(),
      ...lookupHandlers(services),
      ...webPresetHandlers(services),
      ...organisationSettingsHandlers(services),
    },
    'central-v4': {
      ...billingHandlers(services),
    },
    'data-usage': {
      ...dataUsageHandlers(services),
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

/** Body rules with the spec's messages, per operationId (contract/request-rules.ts). */
export const contractRequestRules: RequestRules = {
  ...webPresetRequestRules,
  ...billingRequestRules,
  ...organisationSettingsRequestRules,
};
