/**
 * The contract walk: every operation of every bundled document is called once with the
 * contract's own examples (parameters and body), as the Platform Admin acting in the demo
 * organisation, so that every call passes the access gate (contract/access.ts; the access sweep
 * tests the gate itself) and reaches validation and its handler. Every answer must carry a status
 * the operation declares and match that status's schema; the one exception is 501
 * NOT_IMPLEMENTED, the server's answer for an operation without a handler yet, which is the
 * server's development state and not part of the contract. The examples must also be requests the
 * server accepts: an answer of 400 INVALID_REQUEST means an example contradicts its own schema.
 *
 * It prints the operations still answering 501 and the counts, so the README and bench/ can
 * report how much of the contract is built.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listOperations,
  loadContracts,
  type ContractOperation,
  type LoadedContract,
} from './document';
import { serverPaths } from '../paths';
import {
  buildRequest,
  buildTestApp,
  injectOnce,
  ContractResponseValidator,
  DEMO_USERS,
  signIn,
  type SignedIn,
} from '../test-support';
import { sundayTenInChicago } from '../seed/seed-schedule';

interface WalkResult {
  id: string;
  document: string;
  method: string;
  path: string;
  status: number;
  problems: string[];
}

/**
 * Examples that can only be valid relative to the day of the run: the contract's example dates
 * are fixed, the demo schedule is seeded from today. Each keeps its example's meaning: an event
 * on a Sunday at 9:00 in Chicago in the future, and an occurrence of the seeded Sunday service.
 */
const RUN_TIME_BODIES: Record<string, (example: unknown) => unknown> = {
  createEvent: (example) => ({
    ...(example as object),
    startTime: new Date(sundayTenInChicago(new Date(), 1).getTime() - 60 * 60_000).toISOString(),
  }),
  // A post at most 30 days ahead and in the future: the example's hour, two days from now.
  createPost: (example) => ({ ...(example as object), publishAt: postTimeFromNow() }),
  updatePost: (example) => ({ ...(example as object), publishAt: postTimeFromNow() }),
  addScheduleExdate: (example) => ({
    ...(example as object),
    date: sundayTenInChicago(new Date(), 1).toISOString(),
  }),
};

function postTimeFromNow(): string {
  const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60_000);
  inTwoDays.setUTCHours(17, 0, 0, 0);
  return inTwoDays.toISOString();
}

/** Operations that end the caller's session: called last, each with a session of its own. */
const SESSION_ENDING = new Set(['createTokenOnBehalfOf', 'logout']);

/** The answer of an operation without a handler: `[{ code: NOT_IMPLEMENTED, message }]`. */
function isNotImplemented(status: number, body: string): boolean {
  if (status !== 501) return false;
  const parsed: unknown = JSON.parse(body);
  return (
    Array.isArray(parsed) &&
    parsed.length === 1 &&
    (parsed[0] as { code?: unknown }).code === 'NOT_IMPLEMENTED'
  );
}

function declaredStatuses(operation: ContractOperation): string[] {
  return Object.keys(operation.operation.responses ?? {});
}

function isDeclared(operation: ContractOperation, status: number): boolean {
  const declared = declaredStatuses(operation);
  return (
    declared.includes(String(status)) ||
    declared.includes(`${String(status)[0]}XX`) ||
    declared.includes('default')
  );
}

const actsForTokenOrganisation = (operation: ContractOperation) =>
  (operation.operation as Record<string, unknown>)['x-organisation-scope'] === 'token';

describe('contract walk', () => {
  let app: FastifyInstance;
  let session: SignedIn;
  let organisationAdminSession: SignedIn;
  let staffUserName: string;
  let validator: ContractResponseValidator;
  let contracts: LoadedContract[];
  const results: WalkResult[] = [];

  beforeAll(async () => {
    contracts = await loadContracts(serverPaths().bundledContracts);
    validator = await ContractResponseValidator.load();
    app = await buildTestApp();
    const staff = DEMO_USERS.find((user) => user.roles.includes('resiAdmin'));
    if (!staff) throw new Error('The demo data has no Platform Admin');
    staffUserName = staff.userName;
    session = await signIn(app, staffUserName);
    organisationAdminSession = await signIn(app, 'admin@riverside.example');
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers every operation with a declared status and shape', async () => {
    const operations = contracts
      .flatMap((contract) => listOperations(contract))
      .sort(
        (a, b) =>
          Number(SESSION_ENDING.has(a.operationId)) - Number(SESSION_ENDING.has(b.operationId)),
      );

    const ids = operations.map((operation) => operation.operationId);
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      'operationIds are unique across documents',
    ).toEqual([]);

    for (const operation of operations) {
      // Operations that act for the token's own organisation carry examples written from the demo
      // organisation's admin (events in that person's name): they are called as that person.
      const caller = SESSION_ENDING.has(operation.operationId)
        ? await signIn(app, staffUserName)
        : actsForTokenOrganisation(operation)
          ? organisationAdminSession
          : session;
      const { options, missing } = buildRequest(operation, {
        session: caller,
        body: RUN_TIME_BODIES[operation.operationId],
      });
      const response = await injectOnce(app, operation, options);
      const problems = [...missing];
      if (isNotImplemented(response.statusCode, response.body)) {
        // The server's development state, not an answer of the contract.
      } else if (!isDeclared(operation, response.statusCode)) {
        problems.push(
          `status ${response.statusCode} is not declared (declared: ${declaredStatuses(operation).join(', ')})`,
        );
      } else {
        problems.push(
          ...validator.check(operation.operationId, {
            statusCode: response.statusCode,
            headers: response.headers,
            body: response.body,
          }).problems,
        );
      }
      if (response.statusCode === 400 && response.body.includes('INVALID_REQUEST')) {
        problems.push(`the examples were refused: ${response.body}`);
      }
      results.push({
        id: operation.operationId,
        document: operation.contract.name,
        method: operation.method.toUpperCase(),
        path: operation.path,
        status: response.statusCode,
        problems,
      });
    }

    const notImplemented = results.filter((result) => result.status === 501);
    const byDocument = new Map<string, { operations: number; notImplemented: number }>();
    for (const result of results) {
      const counts = byDocument.get(result.document) ?? { operations: 0, notImplemented: 0 };
      counts.operations += 1;
      if (result.status === 501) counts.notImplemented += 1;
      byDocument.set(result.document, counts);
    }
    const report = [
      `Operations still answering 501 (${notImplemented.length}):`,
      ...notImplemented.map(
        (result) =>
          `  ${result.document.padEnd(15)} ${result.id.padEnd(38)} ${result.method} ${result.path}`,
      ),
      '',
      'Per document: operations / answering 501',
      ...[...byDocument].map(
        ([name, counts]) =>
          `  ${name.padEnd(15)} ${String(counts.operations).padStart(4)} / ${counts.notImplemented}`,
      ),
      '',
      `Contract walk: ${contracts.length} documents, ${results.length} operations, ` +
        `${results.length - notImplemented.length} implemented, ${notImplemented.length} answering 501.`,
    ];
    console.log(report.join('\n'));

    const failures = results
      .filter((result) => result.problems.length > 0)
      .map(
        (result) =>
          `${result.document} ${result.id} (${result.method} ${result.path}) -> ${result.status}: ${result.problems.join('; ')}`,
      );
    expect(failures).toEqual([]);
  }, 300_000);
});
