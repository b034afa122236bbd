import { fixture } from '@studio/api/mocks';
import type { HardwareLookups } from './hardware/actors';

/** The staff area's story data, from the contract's examples. */
export const RIVERSIDE_ID = '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01';
export const STAFF_ORGANISATION_ID = '9d3b7c10-5e2f-4a6b-8c7d-3e4f5a6b7c02';

export const hardwareLookups: HardwareLookups = {
  models: [
    fixture('HardwareModel'),
    fixture('HardwareModel', {
      uuid: '11a2b3c4-d5e6-4f70-8a91-b2c3d4e5f602',
      name: 'D400 Decoder',
      type: 'decoder',
    }),
  ],
  locations: [fixture('HardwareLocation')],
  statuses: [
    fixture('HardwareStatus'),
    fixture('HardwareStatus', {
      uuid: '33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b802',
      name: 'Customer Owned',
    }),
  ],
  cycles: [fixture('HardwareCycle')],
};

export const encoderUnit = fixture('HardwareUnit');
export const decoderUnit = fixture('HardwareUnit', {
  uuid: '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d002',
  serialNumber: 'D00004567',
  model: { uuid: '11a2b3c4-d5e6-4f70-8a91-b2c3d4e5f602', name: 'D400 Decoder', type: 'decoder' },
  saleDate: null,
  activationCode: null,
});
