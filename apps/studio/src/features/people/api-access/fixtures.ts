import { fixture } from '@studio/api/mocks';

/** Riverside's API clients, from the contract's example. */
export const demoApiClients = [
  fixture('ApiClient'),
  fixture('ApiClient', {
    uuid: '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b11',
    name: 'Website library sync',
    clientId: 'rvs-sync-3m9x0p',
    roles: ['onDemandApi'],
    createdAt: '2026-10-02T15:20:00Z',
  }),
];
