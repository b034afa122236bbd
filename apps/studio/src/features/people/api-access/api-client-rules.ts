import { apiClientSchema, validateFields } from '@studio/domain';
import type { ApiClientFormValues } from './actors';

/** The shared rule, in a module of its own so the form renders without yup. */
export const apiClientFieldErrors = (values: ApiClientFormValues) =>
  validateFields(apiClientSchema, values);
