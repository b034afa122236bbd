import type { ApiErrorItem } from '../http/errors';
import type { CheckedOrganisation } from './access';

/**
 * Per operationId, the business rules of a request body with the messages of the spec (the
 * `@studio/domain` schemas the studio's forms use), each naming its field (`body.name`).
 *
 * The contract's schema checks a body first and names the field, but in its validator's words
 * ("body.name must NOT have more than 50 characters."). When it refuses a body, the router asks
 * these rules too and answers the rule's message for every field both refused, and adds the
 * fields only the rules refused, so a person sees every problem at once and in the spec's words.
 * A body the schema accepts reaches its handler, which applies the same rules (those the schema
 * cannot express: left and right audio channels differ).
 *
 * A rule whose bounds depend on the organisation's plans (library retention runs to the plan's
 * maximum) reads the checked organisation, the second argument (null for operations without one).
 */
export type RequestRules = Record<
  string,
  (body: unknown, organisation: CheckedOrganisation | null) => ApiErrorItem[]
>;

export function withRuleMessages(
  schemaProblems: readonly ApiErrorItem[],
  ruleProblems: readonly ApiErrorItem[],
): ApiErrorItem[] {
  const byField = new Map(
    ruleProblems.flatMap((problem) => (problem.field ? [[problem.field, problem] as const] : [])),
  );
  const answered = schemaProblems.map((problem) =>
    problem.field && byField.has(problem.field) ? byField.get(problem.field)! : problem,
  );
  const fields = new Set(answered.map((problem) => problem.field));
  return [...answered, ...ruleProblems.filter((problem) => !fields.has(problem.field))];
}
