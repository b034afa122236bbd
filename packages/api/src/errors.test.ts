import { ERROR_MESSAGES } from '@studio/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE, toErrorList } from './errors.js';
import { createFakeFetch, dropped, json, TEST_ORIGIN } from './fake-fetch.test-support.js';
import type { CurrentUser, Customer, Region } from './models.js';
import { createStudioApi } from './studio-api.js';
import { unwrap } from './unwrap.js';

function apiAnswering(reply: () => Response | Error) {
  const fake = createFakeFetch(() => reply());
  return { api: createStudioApi({ fetch: fake.fetch, origin: TEST_ORIGIN }), fake };
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('ApiError', () => {
  it('keeps the status and the list payload, with the catalogue message', async () => {
    const { api } = apiAnswering(() =>
      json(409, [
        { code: 'NAME_EXISTS', message: 'name taken', field: 'body.name' },
        { code: 'OTHER', message: 'second' },
      ]),
    );
    const error = await failureOf(api.getCustomer('c'));
    expect(error.status).toBe(409);
    expect(error.message).toBe(ERROR_MESSAGES.conflict);
    expect(error.errors).toEqual([
      { code: 'NAME_EXISTS', message: 'name taken', field: 'body.name' },
      { code: 'OTHER', message: 'second' },
    ]);
    expect(error.hasCode('NAME_EXISTS')).toBe(true);
  });

  it('merges a single {code, message} payload into a list', async () => {
    const { api } = apiAnswering(() =>
      json(404, { code: 'NOT_FOUND', message: 'no such customer' }),
    );
    const error = await failureOf(api.getCustomer('c'));
    expect(error.errors).toEqual([{ code: 'NOT_FOUND', message: 'no such customer' }]);
    expect(error.message).toBe(ERROR_MESSAGES.notFound);
  });

  it.each([
    [400, ERROR_MESSAGES.badRequest],
    [403, ERROR_MESSAGES.forbidden],
    [412, ERROR_MESSAGES.manifestNotAvailable],
    [431, ERROR_MESSAGES.invalidHeaders],
    [500, ERROR_MESSAGES.internalTryAgain],
    [501, ERROR_MESSAGES.unexpectedServer],
    [507, ERROR_MESSAGES.unexpectedServer],
    [418, ERROR_MESSAGES.genericTryAgain],
  ])('status %i gets the catalogue message %j', async (status, message) => {
    const { api } = apiAnswering(() => json(status, []));
    expect((await failureOf(api.getCustomer('c'))).message).toBe(message);
  });

  it('turns a body that is not an error payload (an HTML proxy page) into one item', async () => {
    const { api } = apiAnswering(() => new Response('<html>Bad gateway</html>', { status: 400 }));
    const error = await failureOf(api.getCustomer('c'));
    expect(error.errors).toEqual([{ code: 'HTTP_400', message: ERROR_MESSAGES.badRequest }]);
  });

  it('reports a dropped connection as ApiError without status and with NETWORK_ERROR, once', async () => {
    const { api, fake } = apiAnswering(() => dropped());
    const error = await failureOf(api.getCustomer('c'));
    expect(error.status).toBeUndefined();
    expect(error.errors[0]?.code).toBe(NETWORK_ERROR_CODE);
    expect(error.message).toBe(ERROR_MESSAGES.genericTryAgain);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(fake.requests).toHaveLength(1);
  });

  it('fills a missing code or message', () => {
    expect(toErrorList({ message: 'only text' }, 400)).toEqual([
      { code: 'UNKNOWN_ERROR', message: 'only text' },
    ]);
    expect(toErrorList([{ code: 'ONLY_CODE' }], 403)).toEqual([
      { code: 'ONLY_CODE', message: ERROR_MESSAGES.forbidden },
    ]);
  });
});

describe('typed data', () => {
  it('resolves with the data itself, typed from the contract', async () => {
    const { api } = apiAnswering(() =>
      json(200, [
        { uuid: 'r', name: 'North America', zone: 'us', defaultRegion: true, restricted: false },
      ]),
    );
    const regions = await api.listRegions();
    expect(regions[0]?.name).toBe('North America');
    expectTypeOf(regions).toEqualTypeOf<Region[]>();
    expectTypeOf(api.getCustomer).returns.resolves.toEqualTypeOf<Customer>();
    expectTypeOf(api.getCurrentUser).returns.resolves.toEqualTypeOf<CurrentUser>();
    expectTypeOf(unwrap(api.v2.GET('/users/me'))).resolves.toEqualTypeOf<CurrentUser>();
  });

  it('unwrap throws ApiError if an error branch ever reaches it', async () => {
    const response = new Response(null, { status: 403 });
    const error = await unwrap(
      Promise.resolve({ error: { code: 'NOPE', message: 'x' }, response }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, errors: [{ code: 'NOPE', message: 'x' }] });
  });
});
