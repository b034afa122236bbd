import { organisationFieldErrors } from '@studio/domain';
import type { OrganisationFormValues } from '@studio/domain';

/** The shared organisation rules, in a module of their own so the form renders without yup. */
export function organisationFormErrors(values: OrganisationFormValues) {
  return organisationFieldErrors(values);
}
