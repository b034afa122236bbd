import { siteSchema, validateFields } from '@studio/domain';
import type { SiteFormValues } from './actors';

/** The shared site rules, in a module of their own so the form renders without yup. */
export const siteFieldErrors = (values: SiteFormValues) => validateFields(siteSchema, values);
