import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MachineExplorer } from '../stories-support/MachineExplorer.js';
import { createPendingCallStore } from '../stories-support/pending-calls.js';
import { sessionMachine } from './session.machine.js';
import type {
  FetchCustomerInput,
  LoginCredentials,
  LogoutInput,
  OnBehalfOfCredentials,
  SessionCustomer,
  SessionRegion,
  SessionUser,
  TokenGrant,
  TrackLoginInput,
} from './session.types.js';

const user: SessionUser = {
  capabilities: ['events.get'],
  customerId: 'c-1',
  customerName: 'First Church',
  firstName: 'Ada',
  lastName: 'Lovelace',
  userId: 'u-1',
  userName: 'ada@example.com',
  userType: 'USER',
  roles: ['customerAdmin'],
};
const refused = (message: string) => ({
  status: 401,
  errors: [{ code: 'UNAUTHENTICATED', message }],
  message,
});

function SessionExplorer() {
  const [store] = useState(createPendingCallStore);
  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actors: {
          restoreSession: store.manualActor<TokenGrant>('restoreSession'),
          obtainToken: store.manualActor<TokenGrant, LoginCredentials>('obtainToken'),
          fetchUser: store.manualActor<SessionUser>('fetchUser'),
          fetchCustomer: store.manualActor<SessionCustomer, FetchCustomerInput>('fetchCustomer'),
          fetchRegions: store.manualActor<readonly SessionRegion[]>('fetchRegions'),
          trackLogin: store.manualActor<void, TrackLoginInput>('trackLogin'),
          logout: store.manualActor<void, LogoutInput>('logout'),
          loginOnBehalfOf: store.manualActor<TokenGrant, OnBehalfOfCredentials>('loginOnBehalfOf'),
        },
      }),
    [store],
  );
  return (
    <MachineExplorer
      title="Session"
      machine={machine}
      store={store}
      events={[
        { label: 'Log in', event: { type: 'session.login', username: 'ada', password: 'secret' } },
        {
          label: 'Log in on behalf of Second Church',
          event: {
            type: 'session.loginOnBehalfOf',
            customerId: 'c-2',
            username: 'admin',
            password: 'secret',
          },
        },
        { label: 'Log out', event: { type: 'session.logout' } },
        { label: 'Client starts a refresh', event: { type: 'session.refreshStarted' } },
        {
          label: 'Client refreshed the token',
          event: { type: 'session.tokenRefreshed', accessToken: 'token-2', expiresIn: 300 },
        },
        { label: 'Client reports expiry', event: { type: 'session.expired' } },
      ]}
      outcomes={{
        restoreSession: {
          output: { accessToken: 'token-1', expiresIn: 300 },
          error: refused('No session'),
        },
        obtainToken: {
          output: { accessToken: 'token-1', expiresIn: 300 },
          error: refused('Incorrect username or password.'),
        },
        fetchUser: {
          output: user,
          alternatives: [{ label: 'venue user', output: { ...user, userType: 'SITE' } }],
        },
        fetchCustomer: { output: { uuid: 'c-1', name: 'First Church' } },
        fetchRegions: { output: [{ uuid: 'r-1', name: 'North America', zone: 'us' }] },
        loginOnBehalfOf: {
          output: { accessToken: 'token-c2', expiresIn: 300 },
          error: refused('Incorrect password.'),
        },
      }}
    />
  );
}

const meta = {
  title: 'Machines/Session',
  component: SessionExplorer,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SessionExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {};

export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByTestId('state');
    await userEvent.click(await canvas.findByRole('button', { name: 'Fail restoreSession' }));
    await expect(state).toHaveTextContent('signedOut');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(state).toHaveTextContent('signingIn');
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed obtainToken' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed fetchUser' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed fetchCustomer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed fetchRegions' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed trackLogin' }));
    await expect(state).toHaveTextContent('{"signedIn":"active"}');
  },
};

export const RefusesVenue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed restoreSession' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Succeed fetchUser: venue user' }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Succeed logout' }));
    await expect(canvas.getByTestId('state')).toHaveTextContent('signedOut');
  },
};
