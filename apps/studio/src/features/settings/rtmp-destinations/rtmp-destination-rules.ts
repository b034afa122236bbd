import { rtmpDestinationSchema, rtmpDestinationUpdateSchema, validateFields } from '@studio/domain';
import type { RtmpDestinationFormValues } from './actors';

/** The shared rules, in a module of their own so the form renders without yup (docs/performance.md). */
export const rtmpDestinationFieldErrors = (values: RtmpDestinationFormValues) =>
  validateFields(rtmpDestinationSchema, values);

/** An edit may leave the stream key empty: the saved key is kept. */
export const rtmpDestinationUpdateFieldErrors = (values: RtmpDestinationFormValues) =>
  validateFields(rtmpDestinationUpdateSchema, values);
