export {
  INCORRECT_PASSWORD_CODE,
  switchOrganisationMachine,
} from './switch-organisation.machine.js';
export type {
  SwitchLoginInput,
  SwitchOrganisationContext,
  SwitchOrganisationEvent,
  SwitchOrganisationInput,
  SwitchOrganisationOutput,
} from './switch-organisation.machine.js';
