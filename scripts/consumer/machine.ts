// Runs the session machine from the packed @studio/machines with actors of its own, as another
// internal app would, and checks that it reaches signedIn with the user it was given.
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  sessionMachine,
  type SessionCustomer,
  type SessionRegion,
  type SessionUser,
  type TokenGrant,
  type TrackLoginInput,
} from '@studio/machines';
import { hasPermission } from '@studio/domain';

const user: SessionUser = {
  capabilities: [],
  customerId: 'c-1',
  customerName: 'Consumer Org',
  firstName: 'Casey',
  lastName: 'Consumer',
  userId: 'u-1',
  userName: 'casey@consumer.example',
  userType: 'USER',
  roles: ['customerAdmin'],
};

const actor = createActor(
  sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<TokenGrant>(async () => {
        throw new Error('no session yet');
      }),
      obtainToken: fromPromise<TokenGrant, { username: string; password: string }>(async () => ({
        accessToken: 'token',
        expiresIn: 300,
      })),
      fetchUser: fromPromise<SessionUser>(async () => user),
      fetchCustomer: fromPromise<SessionCustomer, { customerId: string }>(async () => ({
        uuid: 'c-1',
        name: 'Consumer Org',
      })),
      fetchRegions: fromPromise<readonly SessionRegion[]>(async () => [
        { uuid: 'r-1', name: 'North America', defaultRegion: true },
      ]),
      trackLogin: fromPromise<void, TrackLoginInput>(async () => undefined),
    },
  }),
).start();

await waitFor(actor, (snapshot) => snapshot.matches('signedOut'), { timeout: 5000 });
actor.send({ type: 'session.login', username: user.userName, password: 'Consumer-Pass-2026' });
const signedIn = await waitFor(actor, (snapshot) => snapshot.matches('signedIn'), {
  timeout: 5000,
});
if (signedIn.context.user?.firstName !== 'Casey')
  throw new Error('the packed session machine lost the user');
if (!hasPermission(signedIn.context.user.roles, 'manageUsers'))
  throw new Error('the packed domain lost the matrix');
console.log('consumer: the packed session machine signed in as', signedIn.context.user.userName);
