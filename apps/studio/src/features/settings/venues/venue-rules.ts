import {
  passwordConfirmationSchema,
  validateFields,
  venueSchema,
  venueUpdateSchema,
} from '@studio/domain';
import type { VenueFormValues, VenuePasswordValues } from './actors';

/*
 * The shared venue rules, in a module of their own so the form and the venue's page (its password
 * dialog) render without yup; each fetches this module once shown (docs/performance.md).
 */

/** Create: the venue's rules and the password typed twice alike. */
export const venueCreateFieldErrors = (values: VenueFormValues) => ({
  ...validateFields(venueSchema, values),
  ...validateFields(passwordConfirmationSchema, values),
});

export const venueUpdateFieldErrors = (values: VenueFormValues) =>
  validateFields(venueUpdateSchema, values);

/** A new password for the venue, typed twice alike. */
export const venuePasswordFieldErrors = (values: VenuePasswordValues) =>
  validateFields(passwordConfirmationSchema, values);
