import { playerProfileSchema, validateFields } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import {
  toPlayerProfileInput,
  withFormFields,
  type PlayerProfileFormValues,
} from './player-profile-form';

/** The domain's rules on what would be sent, each message on the form's field. */
export const validatePlayerProfile = (values: PlayerProfileFormValues): FieldErrors =>
  withFormFields(validateFields(playerProfileSchema, toPlayerProfileInput(values)));
