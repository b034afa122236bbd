import { playerProfileSchema, validateFields } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import {
  toPlayerProfileInput,
  withFormFields,
  type PlayerProfileFormValues,
} from './player-profile-form';

/**
 * The domain's rules on what would be sent, each message on the form's field. A module of its own:
 * the form renders without yup and fetches it on submit (docs/performance.md).
 */
export const validatePlayerProfile = (values: PlayerProfileFormValues): FieldErrors =>
  withFormFields(validateFields(playerProfileSchema, toPlayerProfileInput(values)));
