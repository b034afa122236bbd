/**
 * Mocks for Storybook and tests, built from the contract: typed MSW handlers (openapi-msw) and
 * fixture factories from the examples in openapi/. Import from `@studio/api/mocks`; never from
 * production code.
 */
export {
  fixture,
  fixtureList,
  fixtureNames,
  type Fixture,
  type FixtureOverrides,
  type SchemaName,
} from './fixtures.js';
export {
  errorResponse,
  exampleBody,
  exampleHandlers,
  mockHttp,
  type MockErrorItem,
  type MockHttp,
  type MockOptions,
  type ServicePaths,
} from './handlers.js';
export {
  operationExamples,
  schemaExamples,
  type OperationExample,
  type SchemaTypes,
} from './examples.generated.js';
