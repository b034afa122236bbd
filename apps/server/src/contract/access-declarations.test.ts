/**
 * The lint of the access declarations: every operation of every document says what it needs
 * (x-permission naming a known permission, capability, role or marker), where its organisation
 * comes from (x-organisation-scope) and which plan it needs (x-plan), consistently with its
 * security, its path and the statuses it declares. The router refuses to start on the same
 * problems; this test lists them all at once.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@studio/domain';
import { serverPaths } from '../paths';
import { accessPolicyProblems } from './access';
import { listOperations, loadContracts, type ContractOperation } from './document';

describe('access declarations in the contract', () => {
  it('are complete and consistent for every operation', async () => {
    const contracts = await loadContracts(serverPaths().bundledContracts);
    const operations = contracts.flatMap((contract) => listOperations(contract));
    expect(operations.length).toBeGreaterThan(0);
    const problems = operations.flatMap((operation) =>
      accessPolicyProblems(operation).map(
        (problem) => `${operation.contract.name} ${operation.operationId}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});

const protectedResponses = { '401': {}, '403': {}, '404': {} };

/** A minimal operation to show that each rule of the lint can fail. */
function operation(
  path: string,
  fields: Record<string, unknown>,
  options: { security?: ContractOperation['security']; pathParameters?: string[] } = {},
): ContractOperation {
  const pathParameters =
    options.pathParameters ?? [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  return {
    contract: { name: 'test', basePath: '/api/test', document: { openapi: '3.1.0' } },
    operationId: 'testOperation',
    method: 'get',
    path,
    pointer: '/paths/test/get',
    operation: { operationId: 'testOperation', responses: protectedResponses, ...fields },
    parameters: pathParameters.map((name) => ({
      parameter: { name, in: 'path', required: true },
      pointer: '',
    })),
    security: options.security ?? [{ bearerAuth: [] }],
  };
}

describe('the access lint', () => {
  const scoped = { 'x-permission': 'manageVenues', 'x-organisation-scope': 'path' };

  it('accepts a complete declaration', () => {
    expect(accessPolicyProblems(operation('/customers/{customerId}/venues', scoped))).toEqual([]);
  });

  it('refuses a missing or unknown permission and a missing scope', () => {
    expect(accessPolicyProblems(operation('/regions', {}))).toEqual([
      'declares no x-permission',
      'declares no x-organisation-scope',
    ]);
    expect(
      accessPolicyProblems(
        operation('/customers/{customerId}/venues', { ...scoped, 'x-permission': 'manageVenue' }),
      ),
    ).toEqual(['x-permission names nothing known: "manageVenue"']);
  });

  it('ties public to the security and path scope to {customerId}', () => {
    expect(
      accessPolicyProblems(
        operation(
          '/status',
          { 'x-permission': 'signedIn', 'x-organisation-scope': 'none' },
          { security: [] },
        ),
      ),
    ).toEqual(['the operation works without a bearer token, so x-permission must be public']);
    expect(
      accessPolicyProblems(
        operation('/customers/{customerId}/venues', { ...scoped, 'x-organisation-scope': 'none' }),
      ),
    ).toEqual([
      'the path names the organisation ({customerId}), so x-organisation-scope must be path',
    ]);
  });

  it('refuses another name for the organisation, unknown plans, and a declared 501', () => {
    expect(
      accessPolicyProblems(
        operation('/customers/{id}', { ...scoped, 'x-organisation-scope': 'none' }),
      ),
    ).toEqual(['names the organisation {id} instead of {customerId}']);
    expect(
      accessPolicyProblems(
        operation('/customers/{customerId}/sites', { ...scoped, 'x-plan': 'gold' }),
      ),
    ).toEqual(['x-plan names no plan requirement: "gold"']);
    expect(
      accessPolicyProblems(
        operation('/customers/{customerId}/venues', {
          ...scoped,
          responses: { ...protectedResponses, '501': {} },
        }),
      ),
    ).toEqual(['declares 501: not implemented is the server state, not the interface']);
  });

  it('takes a refusal message only from the error catalogue, so the studio can translate it', () => {
    expect(
      accessPolicyProblems(
        operation('/customers/{customerId}/venues', {
          ...scoped,
          'x-forbidden-message': ERROR_MESSAGES.destinationGroupAdminRequired,
        }),
      ),
    ).toEqual([]);
    expect(
      accessPolicyProblems(
        operation('/customers/{customerId}/venues', {
          ...scoped,
          'x-forbidden-message': 'Only venue admins.',
        }),
      ),
    ).toEqual([
      'x-forbidden-message is not one of ERROR_MESSAGES (@studio/domain): "Only venue admins."',
    ]);
  });

  it('needs 403 and 404 declared where the gate can answer them', () => {
    expect(
      accessPolicyProblems(
        operation('/customers/{customerId}/venues', { ...scoped, responses: { '401': {} } }),
      ),
    ).toEqual([
      'is organisation-scoped but does not declare 404',
      'can be refused but does not declare 403',
    ]);
  });
});
