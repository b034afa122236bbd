import {
  SOCIAL_DESTINATION_MESSAGES,
  socialDestinationProblems as socialDestinationRuleProblems,
  type SocialDestinationFields,
} from '@studio/domain';
import type { ApiErrorItem } from '../http/errors';

/** The domain's social destination rules (spec section 5) as the answer's error items. */
export function socialDestinationProblems(
  input: SocialDestinationFields,
  field: string,
): ApiErrorItem[] {
  return Object.entries(socialDestinationRuleProblems(input)).map(([name, problem]) => ({
    code: 'INVALID_DESTINATION',
    message: SOCIAL_DESTINATION_MESSAGES[problem],
    field: `${field}.${name}`,
  }));
}
