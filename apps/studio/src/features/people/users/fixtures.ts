import { fixture } from '@studio/api/mocks';

const userId = (last: number) => `6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c0${last}`;
const inviteId = (last: number) => `3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e0${last}`;

/** Riverside's people, from the contract's example: each role, each account status. */
export const demoUsers = [
  fixture('User'),
  fixture('User', {
    uuid: userId(2),
    userName: 'events@riverside.example',
    name: 'Marcus Bell',
    title: 'Worship Production Lead',
    phone: '+12175550144',
    roles: ['eventAdmin'],
    encoderChannelIds: ['1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01'],
    pointOfContact: false,
    billingContact: false,
    primaryContact: false,
    accountStatus: 'verified',
  }),
  fixture('User', {
    uuid: userId(3),
    userName: 'library@riverside.example',
    name: 'Priya Natarajan',
    title: null,
    phone: null,
    roles: ['mediaLibraryAdmin'],
    pointOfContact: false,
    billingContact: false,
    primaryContact: false,
    accountStatus: 'unverified',
  }),
  fixture('User', {
    uuid: userId(4),
    userName: 'review@riverside.example',
    name: 'Tom Okafor',
    title: 'Volunteer',
    phone: null,
    roles: ['campusReview'],
    pointOfContact: false,
    billingContact: false,
    primaryContact: false,
    accountStatus: 'invalid',
  }),
];

export const demoInvites = [
  fixture('Invite'),
  fixture('Invite', {
    uuid: inviteId(8),
    email: 'camera.two@riverside.example',
    roles: ['eventAdmin', 'controlEncoder'],
    status: 'resent',
    createdAt: '2026-11-18T16:30:00Z',
  }),
  fixture('Invite', {
    uuid: inviteId(9),
    email: 'former@riverside.example',
    roles: ['campusReview'],
    status: 'revoked',
  }),
];

export const demoEncoderChannels = [
  { uuid: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01', name: 'Main sanctuary' },
  { uuid: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c02', name: 'Youth room' },
];
