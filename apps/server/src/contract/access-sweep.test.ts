/**
 * The access sweep, generated from the contract: every operation is called by a user of each of
 * the six roles (the Riverside demo users and the Platform Admin), by the Harbor admin aimed at
 * Riverside, and, where the operation needs a plan, by the Harbor admin in Harbor (whose plans are
 * lower). What each call must get follows from the operation's declarations and the section 6
 * matrix in @studio/domain, not from the router:
 * - the other organisation in the path: 404 "Resource does not exist.";
 * - a role without the declared permission, capability or role: 403 FORBIDDEN with the spec's
 *   message;
 * - an organisation without the declared plan: 403 PLAN_REQUIRED naming the plan;
 * - everyone else gets past the gate: whatever the handler answers (501 while it has none), never
 *   401 or one of the refusals above.
 * The router reports each decision (onAccessDecision), so a handler's own 404 for an unknown
 * resource is never mistaken for the isolation answer. It stays green as handlers arrive and
 * fails as soon as the router lets one call through that it should refuse.
 */
import {
  ERROR_MESSAGES,
  meetsAccessRequirement,
  meetsPlanRequirement,
  planRequirementMessage,
  type OrganisationPlans,
  type Role,
} from '@studio/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPaths } from '../paths';
import { DEMO_ORGANISATIONS } from '../seed/demo-data';
import {
  buildRequest,
  buildTestApp,
  ContractResponseValidator,
  DEMO_USERS,
  injectOnce,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';
import { readAccessPolicy, type AccessDecision, type AccessOutcome } from './access';
import { listOperations, loadContracts, type ContractOperation } from './document';

interface Caller {
  name: string;
  userName: string;
  roles: readonly Role[];
  capabilities: readonly string[];
  /** The organisation the caller's token acts for. */
  homeOrganisationId: string;
  /** The organisation the caller names in `{customerId}`. */
  targetOrganisationId: string;
  /** Only sweeps the operations that need a plan. */
  planOperationsOnly?: boolean;
}

/** Operations that end the caller's session: called last, each with a fresh sign-in. */
const SESSION_ENDING = new Set(['createTokenOnBehalfOf', 'logout']);

const demoUser = (predicate: (user: (typeof DEMO_USERS)[number]) => boolean) => {
  const user = DEMO_USERS.find(predicate);
  if (!user) throw new Error('The demo data lacks a user the access sweep needs');
  return user;
};

function plansOf(organisationId: string): OrganisationPlans {
  const organisation = DEMO_ORGANISATIONS.find((candidate) => candidate.id === organisationId);
  if (!organisation) throw new Error(`No demo organisation ${organisationId}`);
  return organisation;
}

function buildCallers(capabilitiesOf: Map<string, readonly string[]>): Caller[] {
  const riversideRoles: Role[] = [
    'customerAdmin',
    'eventAdmin',
    'mediaLibraryAdmin',
    'campusReview',
    'controlEncoder',
  ];
  const caller = (
    name: string,
    user: (typeof DEMO_USERS)[number],
    targetOrganisationId: string,
    planOperationsOnly = false,
  ): Caller => ({
    name,
    userName: user.userName,
    roles: user.roles,
    capabilities: capabilitiesOf.get(user.userName) ?? [],
    homeOrganisationId: user.organisationId,
    targetOrganisationId,
    planOperationsOnly,
  });
  const harborAdmin = demoUser((user) => user.organisationId === ORGANISATION_IDS.harbor);
  return [
    ...riversideRoles.map((role) =>
      caller(
        `Riverside ${role}`,
        demoUser(
          (user) =>
            user.organisationId === ORGANISATION_IDS.riverside &&
            user.userType === 'USER' &&
            user.roles.length === 1 &&
            user.roles[0] === role,
        ),
        ORGANISATION_IDS.riverside,
      ),
    ),
    caller(
      'Platform Admin in Riverside',
      demoUser((user) => user.roles.includes('resiAdmin')),
      ORGANISATION_IDS.riverside,
    ),
    caller('Harbor admin aimed at Riverside', harborAdmin, ORGANISATION_IDS.riverside),
    caller('Harbor admin in Harbor', harborAdmin, ORGANISATION_IDS.harbor, true),
  ];
}

function expectedOutcome(operation: ContractOperation, caller: Caller): AccessOutcome {
  const policy = readAccessPolicy(operation);
  if (policy.requirement === 'public') return 'allowed';
  const isPlatformAdmin = caller.roles.includes('resiAdmin');
  let organisationId: string | null = null;
  if (policy.scope === 'path') {
    if (caller.targetOrganisationId !== caller.homeOrganisationId && !isPlatformAdmin)
      return 'isolated';
    organisationId = caller.targetOrganisationId;
  } else if (policy.scope === 'token') {
    organisationId = caller.homeOrganisationId;
  }
  const holder = { roles: caller.roles, capabilities: caller.capabilities };
  if (!meetsAccessRequirement(holder, policy.requirement)) return 'forbidden';
  if (policy.plan && organisationId && !meetsPlanRequirement(plansOf(organisationId), policy.plan))
    return 'planRequired';
  return 'allowed';
}

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What is wrong with the answer for the expected outcome; empty when it is right. */
function answerProblems(
  operation: ContractOperation,
  expected: AccessOutcome,
  answer: Answer,
): string[] {
  const body = (): unknown => JSON.parse(answer.body);
  switch (expected) {
    case 'isolated':
      return answer.statusCode === 404 &&
        JSON.stringify(body()) ===
          JSON.stringify([{ code: 'NOT_FOUND', message: ERROR_MESSAGES.notFound }])
        ? []
        : [`expected the isolation 404, got ${answer.statusCode} ${answer.body}`];
    case 'forbidden': {
      const message = readAccessPolicy(operation).forbiddenMessage ?? ERROR_MESSAGES.forbidden;
      return answer.statusCode === 403 &&
        JSON.stringify(body()) === JSON.stringify([{ code: 'FORBIDDEN', message }])
        ? []
        : [`expected 403 FORBIDDEN "${message}", got ${answer.statusCode} ${answer.body}`];
    }
    case 'planRequired': {
      const plan = readAccessPolicy(operation).plan;
      const message = plan ? planRequirementMessage(plan) : '';
      return answer.statusCode === 403 &&
        JSON.stringify(body()) === JSON.stringify([{ code: 'PLAN_REQUIRED', message }])
        ? []
        : [`expected 403 PLAN_REQUIRED "${message}", got ${answer.statusCode} ${answer.body}`];
    }
    case 'allowed':
      return answer.statusCode === 401 ? [`expected to pass the gate, got 401 ${answer.body}`] : [];
    default:
      return [`unexpected outcome ${expected}`];
  }
}

describe('access sweep over every operation', () => {
  let app: FastifyInstance;
  let operations: ContractOperation[];
  let validator: ContractResponseValidator;
  let callers: Caller[];
  const sessions = new Map<string, SignedIn>();
  const decisions: AccessDecision[] = [];

  beforeAll(async () => {
    const contracts = await loadContracts(serverPaths().bundledContracts);
    operations = contracts
      .flatMap((contract) => listOperations(contract))
      .sort(
        (a, b) =>
          Number(SESSION_ENDING.has(a.operationId)) - Number(SESSION_ENDING.has(b.operationId)),
      );
    validator = await ContractResponseValidator.load();
    app = await buildTestApp({ onAccessDecision: (decision) => decisions.push(decision) });
    const capabilitiesOf = new Map<string, readonly string[]>();
    for (const user of DEMO_USERS) {
      if (user.userType !== 'USER') continue;
      const session = await signIn(app, user.userName);
      sessions.set(user.userName, session);
      const me = await app.inject({
        method: 'GET',
        url: '/api/v2/users/me',
        headers: session.headers,
      });
      capabilitiesOf.set(user.userName, me.json<{ capabilities: string[] }>().capabilities);
    }
    callers = buildCallers(capabilitiesOf);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  async function call(operation: ContractOperation, caller: Caller | null) {
    let session: SignedIn | undefined;
    if (caller) {
      session = SESSION_ENDING.has(operation.operationId)
        ? await signIn(app, caller.userName)
        : sessions.get(caller.userName);
    }
    const { options } = buildRequest(operation, {
      session,
      pathParameters: caller ? { customerId: caller.targetOrganisationId } : {},
    });
    decisions.length = 0;
    const answer = await injectOnce(app, operation, options);
    return { answer, decisions: decisions.map((decision) => decision.outcome) };
  }

  it('lets anyone call the public operations', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      if (readAccessPolicy(operation).requirement !== 'public') continue;
      // The answer itself is the handler's (a wrong password is a 401 of sign-in's own).
      const { decisions: seen } = await call(operation, null);
      if (seen.join() !== 'allowed')
        problems.push(`${operation.operationId}: decisions ${seen.join() || 'none'}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers every caller as the matrix, the plans and the isolation rule say', async () => {
    const problems: string[] = [];
    const tally = new Map<AccessOutcome, number>();
    for (const operation of operations) {
      const policy = readAccessPolicy(operation);
      if (policy.requirement === 'public') continue;
      for (const caller of callers) {
        if (caller.planOperationsOnly && !policy.plan) continue;
        const expected = expectedOutcome(operation, caller);
        tally.set(expected, (tally.get(expected) ?? 0) + 1);
        const { answer, decisions: seen } = await call(operation, caller);
        const found = [...answerProblems(operation, expected, answer)];
        if (seen.join() !== expected)
          found.push(`the gate decided ${seen.join() || 'nothing'}, expected ${expected}`);
        if (expected !== 'allowed') {
          found.push(...validator.check(operation.operationId, answer).problems);
        }
        problems.push(
          ...found.map(
            (problem) =>
              `${operation.contract.name} ${operation.operationId} as ${caller.name}: ${problem}`,
          ),
        );
      }
    }
    expect(problems).toEqual([]);
    // Each kind of answer is really exercised, so the sweep cannot pass by refusing nothing.
    for (const outcome of ['allowed', 'isolated', 'forbidden', 'planRequired'] as const)
      expect(tally.get(outcome) ?? 0, outcome).toBeGreaterThan(0);
  }, 300_000);
});
