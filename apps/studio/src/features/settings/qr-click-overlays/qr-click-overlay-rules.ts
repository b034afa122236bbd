import { qrClickOverlaySchema, validateFields } from '@studio/domain';
import type { QrClickOverlayFormValues } from './actors';

/** The shared rules, in a module of their own so the form renders without yup (docs/performance.md). */
export const qrClickOverlayFieldErrors = (values: QrClickOverlayFormValues) =>
  validateFields(qrClickOverlaySchema, values);
