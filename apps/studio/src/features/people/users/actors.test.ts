import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createStudioApi, isApiError, type User } from '@studio/api';
import { VALIDATION_MESSAGES } from '@studio/domain';
import { createInviteSubmitActors, createUserSubmitActors, userFormValues } from './actors';

const ORIGIN = 'http://studio.test';
const saved: User = {
  uuid: 'u2',
  userName: 'events@riverside.example',
  name: 'Marcus Bell',
  title: null,
  phone: null,
  roles: ['eventAdmin'],
  accountStatus: 'verified',
};

/** A client whose network answers with `answer` and records each call as `METHOD path body`. */
function clientAnswering(answer: (method: string, path: string) => Response) {
  const calls: string[] = [];
  const api = createStudioApi({
    origin: ORIGIN,
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname;
      calls.push(`${request.method} ${path} ${request.body ? await request.text() : ''}`.trim());
      return answer(request.method, path);
    },
  });
  return { api, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const run = <T>(logic: Parameters<typeof createActor>[0], input: unknown) =>
  toPromise(createActor(logic, { input } as never).start()) as Promise<T>;

describe('the user form’s submit', () => {
  it('sends the profile trimmed, the phone without spaces, and leaves the roles alone when unchanged', async () => {
    const { api, calls } = clientAnswering(() => json(200, saved));
    const { submit } = createUserSubmitActors(api, 'org-1', saved);
    await run(submit, {
      values: { ...userFormValues(saved), name: ' Marcus Bell ', phone: '+1 217 555 0144' },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('PATCH /api/v3/customers/org-1/users/u2');
    expect(JSON.parse(calls[0]!.slice(calls[0]!.indexOf('{')))).toMatchObject({
      name: 'Marcus Bell',
      phone: '+12175550144',
      title: null,
    });
  });

  it('puts a refused role change on the roles field', async () => {
    const { api, calls } = clientAnswering((method) =>
      method === 'PUT'
        ? json(422, [{ code: 'ROLES', message: VALIDATION_MESSAGES.platformAdminAlone }])
        : json(200, saved),
    );
    const { submit } = createUserSubmitActors(api, 'org-1', saved);
    const failure = await run(submit, {
      values: { ...userFormValues(saved), roles: ['resiAdmin', 'eventAdmin'] },
    }).catch((error: unknown) => error);
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['PATCH', 'PUT']);
    expect(isApiError(failure) && failure.errors[0]).toMatchObject({
      field: 'body.roles',
      message: VALIDATION_MESSAGES.platformAdminAlone,
    });
  });
});

describe('the invitation’s submit', () => {
  it('invites to the studio and puts 409 on the address in the spec’s words', async () => {
    const { api, calls } = clientAnswering(() =>
      json(409, [{ code: 'CONFLICT', message: 'A request conflict has occurred.' }]),
    );
    const { submit } = createInviteSubmitActors(api, 'org-1');
    const failure = await run(submit, {
      values: { email: ' volunteer@riverside.example ', roles: ['controlEncoder'] },
    }).catch((error: unknown) => error);
    expect(JSON.parse(calls[0]!.slice(calls[0]!.indexOf('{')))).toEqual({
      email: 'volunteer@riverside.example',
      roles: ['controlEncoder'],
      studio: true,
    });
    expect(isApiError(failure) && failure.errors[0]).toMatchObject({
      field: 'body.email',
      message: 'Invitation already exists for the email',
    });
  });
});
