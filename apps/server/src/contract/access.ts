import {
  accessRequirementKind,
  ERROR_MESSAGES,
  isPlanRequirement,
  meetsAccessRequirement,
  meetsPlanRequirement,
  ORGANISATION_PATH_PARAMETER,
  ORGANISATION_SCOPES,
  planRequirementMessage,
  type AccessRequirement,
  type OrganisationScope,
  type PlanRequirement,
} from '@studio/domain';
import { rolesOf, type AuthContext } from '../auth/context';
import { forbidden, HttpError, notFound, unauthenticated } from '../http/errors';
import type { OrganisationId } from '../db/organisation-scoped-repository';
import type { ContractOperation } from './document';

/** What an operation declares it needs (`x-permission`, `x-organisation-scope`, `x-plan`). */
export interface AccessPolicy {
  requirement: AccessRequirement;
  scope: OrganisationScope;
  plan: PlanRequirement | undefined;
  /** The 403's message where spec section 8 gives this refusal its own (`x-forbidden-message`). */
  forbiddenMessage: string | undefined;
}

type Organisation = AuthContext['organisation'];

/**
 * The organisation an operation acts on once the gate has let the caller in: its id is the
 * `OrganisationId` that organisation-scoped repositories take, so handlers build them from this
 * and never from an id read off the URL.
 */
export type CheckedOrganisation = Organisation & { readonly id: OrganisationId };

/** The one place a request's organisation becomes checked: after every rule below passed. */
const checked = (organisation: Organisation): CheckedOrganisation =>
  organisation as CheckedOrganisation;

/** How the gate decided, for audit logs and for the access sweep test. */
export type AccessOutcome =
  'allowed' | 'unauthenticated' | 'isolated' | 'forbidden' | 'planRequired';

export interface AccessDecision {
  operationId: string;
  userId: string | null;
  outcome: AccessOutcome;
}

export type BearerRule = 'none' | 'optional' | 'required';

/** `[]` or an alternative without bearerAuth means the call works without a token. */
export function bearerRule(operation: ContractOperation): BearerRule {
  const mentionsBearer = operation.security.some((requirement) => 'bearerAuth' in requirement);
  if (!mentionsBearer) return 'none';
  const everyAlternativeNeedsBearer = operation.security.every(
    (requirement) => 'bearerAuth' in requirement,
  );
  return everyAlternativeNeedsBearer ? 'required' : 'optional';
}

const extension = (operation: ContractOperation, name: string): unknown =>
  (operation.operation as Record<string, unknown>)[name];

/**
 * Everything wrong with an operation's access declaration; empty when it is complete and
 * consistent with the rest of the operation. The router refuses to start on any problem, and a
 * test lists them all at once.
 */
export function accessPolicyProblems(operation: ContractOperation): string[] {
  const problems: string[] = [];
  const permission = extension(operation, 'x-permission');
  const scope = extension(operation, 'x-organisation-scope');
  const plan = extension(operation, 'x-plan');
  const forbiddenMessage = extension(operation, 'x-forbidden-message');
  const rule = bearerRule(operation);
  const pathNamesOrganisation = operation.parameters.some(
    ({ parameter }) => parameter.in === 'path' && parameter.name === ORGANISATION_PATH_PARAMETER,
  );
  const declared = Object.keys(operation.operation.responses ?? {});

  if (typeof permission !== 'string') problems.push('declares no x-permission');
  else if (!accessRequirementKind(permission))
    problems.push(`x-permission names nothing known: "${permission}"`);
  else if ((permission === 'public') !== (rule !== 'required'))
    problems.push(
      permission === 'public'
        ? 'x-permission is public but the operation requires a bearer token'
        : 'the operation works without a bearer token, so x-permission must be public',
    );

  if (typeof scope !== 'string') problems.push('declares no x-organisation-scope');
  else if (!(ORGANISATION_SCOPES as readonly string[]).includes(scope))
    problems.push(`x-organisation-scope must be one of ${ORGANISATION_SCOPES.join(', ')}`);
  else {
    if ((scope === 'path') !== pathNamesOrganisation)
      problems.push(
        scope === 'path'
          ? `x-organisation-scope is path but the path has no {${ORGANISATION_PATH_PARAMETER}}`
          : `the path names the organisation ({${ORGANISATION_PATH_PARAMETER}}), so x-organisation-scope must be path`,
      );
    if (scope !== 'none' && permission === 'public')
      problems.push('a public operation cannot act on an organisation');
    if (scope === 'path' && !declared.includes('404'))
      problems.push('is organisation-scoped but does not declare 404');
  }

  if (plan !== undefined) {
    if (typeof plan !== 'string' || !isPlanRequirement(plan))
      problems.push(`x-plan names no plan requirement: "${String(plan)}"`);
    if (scope === 'none') problems.push('x-plan needs an organisation (scope path or token)');
  }
  if (
    forbiddenMessage !== undefined &&
    !(Object.values(ERROR_MESSAGES) as unknown[]).includes(forbiddenMessage)
  )
    problems.push(
      `x-forbidden-message is not one of ERROR_MESSAGES (@studio/domain): "${String(forbiddenMessage)}"`,
    );
  const canRefuse = (permission !== 'public' && permission !== 'signedIn') || plan !== undefined;
  if (canRefuse && !declared.includes('403'))
    problems.push('can be refused but does not declare 403');
  if (declared.includes('501'))
    problems.push('declares 501: not implemented is the server state, not the interface');

  // Another spelling of the organisation id would slip past the gate.
  for (const match of operation.path.matchAll(/\/customers\/\{([^}]+)\}/g)) {
    if (match[1] !== ORGANISATION_PATH_PARAMETER)
      problems.push(
        `names the organisation {${match[1]}} instead of {${ORGANISATION_PATH_PARAMETER}}`,
      );
  }
  return problems;
}

export function readAccessPolicy(operation: ContractOperation): AccessPolicy {
  const problems = accessPolicyProblems(operation);
  if (problems.length > 0) {
    throw new Error(
      `${operation.contract.name} ${operation.operationId}: ${problems.join('; ')} (openapi/README.md, "Access")`,
    );
  }
  const plan = extension(operation, 'x-plan');
  const forbiddenMessage = extension(operation, 'x-forbidden-message');
  return {
    requirement: extension(operation, 'x-permission') as AccessRequirement,
    scope: extension(operation, 'x-organisation-scope') as OrganisationScope,
    plan: typeof plan === 'string' && isPlanRequirement(plan) ? plan : undefined,
    forbiddenMessage: typeof forbiddenMessage === 'string' ? forbiddenMessage : undefined,
  };
}

/** Refusal for a plan the organisation lacks: 403, naming the plan needed. */
export const planRequired = (requirement: PlanRequirement) =>
  new HttpError(403, [{ code: 'PLAN_REQUIRED', message: planRequirementMessage(requirement) }]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessGateDependencies {
  findOrganisation: (id: string) => Promise<Organisation | undefined>;
  onDecision?: (decision: AccessDecision) => void;
}

export interface AccessCheck {
  operationId: string;
  policy: AccessPolicy;
  auth: AuthContext | null;
  /** The raw path parameters, before validation. */
  params: unknown;
}

/**
 * The gate every operation passes before validation and its handler, in this order:
 * 1. 401 when the operation needs a sign-in and has none;
 * 2. 404 when the path names an organisation that is not the caller's (Platform Admin may act in
 *    any organisation that exists). It comes before the permission check, so the answer for
 *    another organisation is the same whatever the caller's roles: it reveals neither whether the
 *    organisation exists nor whether the caller's rights would have sufficed;
 * 3. 403 FORBIDDEN when the caller's roles or capabilities lack the declared requirement, with the
 *    operation's own message where it declares one (`x-forbidden-message`);
 * 4. 403 PLAN_REQUIRED, naming the plan, when the organisation's plans do not meet `x-plan`.
 * Answers the organisation the operation acts on: the checked one for `path`, the token's for
 * `token`, none for `none`.
 */
export async function enforceAccess(
  check: AccessCheck,
  dependencies: AccessGateDependencies,
): Promise<CheckedOrganisation | null> {
  const { policy, auth } = check;
  const decide = (outcome: AccessOutcome) =>
    dependencies.onDecision?.({
      operationId: check.operationId,
      userId: auth?.user.id ?? null,
      outcome,
    });
  const refuse = (outcome: Exclude<AccessOutcome, 'allowed'>, error: HttpError): never => {
    decide(outcome);
    throw error;
  };

  if (policy.requirement === 'public') {
    decide('allowed');
    return null;
  }
  if (!auth) return refuse('unauthenticated', unauthenticated());

  let organisation: Organisation | null = null;
  if (policy.scope === 'path') {
    const requested = (check.params as Record<string, unknown> | null)?.[
      ORGANISATION_PATH_PARAMETER
    ];
    const id = typeof requested === 'string' ? requested : '';
    if (id === auth.organisation.id) organisation = auth.organisation;
    else if (auth.isPlatformAdmin && UUID.test(id))
      organisation = (await dependencies.findOrganisation(id)) ?? null;
    if (!organisation) return refuse('isolated', notFound());
  } else if (policy.scope === 'token') {
    organisation = auth.organisation;
  }

  const holder = { roles: rolesOf(auth.user), capabilities: auth.user.capabilities };
  if (!meetsAccessRequirement(holder, policy.requirement))
    return refuse('forbidden', forbidden(policy.forbiddenMessage));
  if (policy.plan && organisation && !meetsPlanRequirement(organisation, policy.plan))
    return refuse('planRequired', planRequired(policy.plan));
  decide('allowed');
  return organisation && checked(organisation);
}
