import {
  encoderChannelSchema,
  parseStreamDelay,
  validateFields,
  VALIDATION_MESSAGES,
  webChannelSchema,
} from '@studio/domain';
import {
  webChannelInputOf,
  type EncoderChannelFormValues,
  type WebChannelFormValues,
} from './form-actors';

/*
 * The channel forms' rules (yup), in a module of their own: each form renders without them and
 * fetches this module once shown, awaiting it on the first submit at the latest
 * (docs/performance.md).
 */

/** The domain's rules, with the organisation's retention bound. */
export const validateEncoderChannel =
  (maxDeleteAfter: number) => (values: EncoderChannelFormValues) =>
    validateFields(encoderChannelSchema(maxDeleteAfter), values);

/** The domain's rules on the body, and the stream delay's format on what was typed. */
export const validateWebChannel = (maxDeleteAfter: number) => (values: WebChannelFormValues) => {
  const problems: Record<string, string> = validateFields(
    webChannelSchema(maxDeleteAfter),
    webChannelInputOf(values),
  );
  if (parseStreamDelay(values.streamDelaySeconds) === undefined)
    problems.streamDelaySeconds = VALIDATION_MESSAGES.streamDelayFormat;
  return problems;
};
