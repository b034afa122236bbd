export { ACCOUNT_MISMATCH_CODE, socialLinkMachine } from './social-link.machine.js';
export type {
  AuthorisedAccount,
  AuthoriseInput,
  SocialLinkContext,
  SocialLinkEvent,
  SocialLinkInput,
} from './social-link.machine.js';
