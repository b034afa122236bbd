import { validateFields, webVideoSchema } from '@studio/domain';
import type { StartWebVideoValues } from './web-videos';

/** The shared rules, in a module of their own so the form renders without yup (docs/performance.md). */
export const startWebVideoFieldErrors = (values: StartWebVideoValues & { mediaId: string }) =>
  validateFields(webVideoSchema, values);
