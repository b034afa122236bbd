export { invitationMachine } from './invitation.machine.js';
export type {
  InvitationCommandInput,
  InvitationContext,
  InvitationEvent,
  InvitationInput,
} from './invitation.machine.js';
