import { destinationGroupSchema, validateFields } from '@studio/domain';
import type { DestinationGroupFormValues } from './actors';

/** The shared rules, in a module of their own so the form renders without yup (docs/performance.md). */
export const destinationGroupFieldErrors = (values: DestinationGroupFormValues) =>
  validateFields(destinationGroupSchema, values);
