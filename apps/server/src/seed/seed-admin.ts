import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { systemLogs } from '../db/admin/schema';
import { hardwareLocations, hardwareModels, hardwareUnits } from '../db/hardware/schema';
import { organisations, type AdditionalLicensesColumn } from '../db/organisations/schema';
import { DEMO_USERS, ORGANISATION_IDS } from './demo-data';

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Ids the contract's examples use too, so the mocks and the demo show the same models. */
export const HARDWARE_MODEL_IDS = {
  e2200: '11a2b3c4-d5e6-4f70-8a91-b2c3d4e5f601',
  e4300: '11a2b3c4-d5e6-4f70-8a91-b2c3d4e5f602',
  d2: '11a2b3c4-d5e6-4f70-8a91-b2c3d4e5f603',
  d4k: '11a2b3c4-d5e6-4f70-8a91-b2c3d4e5f604',
} as const;

export const HARDWARE_LOCATION_IDS = {
  dallas: '22b3c4d5-e6f7-4a81-9b02-c3d4e5f6a701',
  springfield: '22b3c4d5-e6f7-4a81-9b02-c3d4e5f6a702',
  repairBench: '22b3c4d5-e6f7-4a81-9b02-c3d4e5f6a703',
  customerSite: '22b3c4d5-e6f7-4a81-9b02-c3d4e5f6a704',
} as const;

/** The fixed statuses and cycles of migrations/0001_hardware.sql, by name. */
export const HARDWARE_STATUS_IDS = {
  stockNew: '33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b801',
  customerOwned: '33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b802',
  dealerOwned: '33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b803',
  decommissioned: '33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b804',
  demoOut: '33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b805',
  needsRefurb: '33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b807',
  rentalOut: '33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b809',
  stockRefurbished: '33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b812',
  total: '33c4d5e6-f7a8-4b92-8c13-d4e5f6a7b813',
} as const;

export const HARDWARE_CYCLE_IDS = {
  currentGen: '44d5e6f7-a8b9-4ca3-9d24-e5f6a7b8c901',
  discontinued: '44d5e6f7-a8b9-4ca3-9d24-e5f6a7b8c902',
  endOfLife: '44d5e6f7-a8b9-4ca3-9d24-e5f6a7b8c903',
} as const;

const { riverside, harbor, lakeside, staff } = ORGANISATION_IDS;
const M = HARDWARE_MODEL_IDS;
const L = HARDWARE_LOCATION_IDS;
const S = HARDWARE_STATUS_IDS;
const C = HARDWARE_CYCLE_IDS;

/** Units in several states and owners: customers' encoders and decoders, stock, repairs. */
export const DEMO_HARDWARE_UNITS = [
  [
    '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d001',
    'E00010231',
    M.e2200,
    L.customerSite,
    riverside,
    S.customerOwned,
    C.currentGen,
    '2024-09-12',
    '2024-10-01',
    3,
    'INV-20241001-044',
    'K7Q2-9XMB',
  ],
  [
    '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d002',
    'E00010232',
    M.e2200,
    L.customerSite,
    riverside,
    S.customerOwned,
    C.currentGen,
    '2024-09-12',
    '2024-10-01',
    3,
    'INV-20241001-044',
    'P3LM-8QZA',
  ],
  [
    '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d003',
    'D00004561',
    M.d2,
    L.customerSite,
    riverside,
    S.customerOwned,
    C.currentGen,
    '2024-08-30',
    '2024-10-01',
    2,
    'INV-20241001-044',
    'H2VB-7TRC',
  ],
  [
    '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d004',
    'D00004562',
    M.d2,
    L.customerSite,
    riverside,
    S.customerOwned,
    C.currentGen,
    '2024-08-30',
    '2024-10-01',
    2,
    'INV-20241001-044',
    'W9XK-3JDF',
  ],
  [
    '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d005',
    'E00009877',
    M.e4300,
    L.customerSite,
    harbor,
    S.rentalOut,
    C.currentGen,
    '2025-01-20',
    null,
    1,
    null,
    'R4ND-2MQE',
  ],
  [
    '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d006',
    'D00003310',
    M.d4k,
    L.customerSite,
    harbor,
    S.customerOwned,
    C.discontinued,
    '2022-05-04',
    '2022-06-15',
    3,
    'INV-20220615-007',
    null,
  ],
  [
    '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d007',
    'D00003311',
    M.d4k,
    L.repairBench,
    harbor,
    S.needsRefurb,
    C.discontinued,
    '2022-05-04',
    '2022-06-15',
    3,
    'INV-20220615-007',
    null,
  ],
  [
    '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d008',
    'E00008120',
    M.e2200,
    L.customerSite,
    lakeside,
    S.demoOut,
    C.currentGen,
    '2025-06-02',
    null,
    1,
    null,
    'L8KE-5SDC',
  ],
  [
    '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d009',
    'E00011402',
    M.e4300,
    L.dallas,
    staff,
    S.stockNew,
    C.currentGen,
    '2026-09-18',
    null,
    3,
    'INV-20260918-201',
    'Z1XC-4VBN',
  ],
  [
    '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d010',
    'E00011403',
    M.e4300,
    L.dallas,
    staff,
    S.stockNew,
    C.currentGen,
    '2026-09-18',
    null,
    3,
    'INV-20260918-201',
    'Q6WE-8RTY',
  ],
  [
    '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d011',
    'D00005120',
    M.d2,
    L.dallas,
    staff,
    S.stockRefurbished,
    C.currentGen,
    '2023-11-07',
    null,
    1,
    null,
    null,
  ],
  [
    '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d012',
    'D00001002',
    M.d2,
    L.springfield,
    staff,
    S.decommissioned,
    C.endOfLife,
    '2019-03-22',
    '2019-04-10',
    1,
    'INV-20190410-013',
    null,
  ],
] as const;

/** The staff admin form's extras of the demo organisations (licences as their usage counts). */
const ORGANISATION_ADMIN: ReadonlyArray<{
  id: string;
  licenses: AdditionalLicensesColumn;
  extras: Partial<typeof organisations.$inferInsert>;
}> = [
  {
    id: riverside,
    licenses: {
      enterprise: 2,
      professional: 4,
      lanCloud: 3,
      nonProduction: 1,
      softwareEncoders: 2,
      venues: 5,
    },
    extras: { rtmpStreams: 2, storageTb: 7, studioAiVideoCount: 10 },
  },
  {
    id: harbor,
    licenses: {
      enterprise: 1,
      professional: 2,
      lanCloud: 1,
      nonProduction: 0,
      softwareEncoders: 1,
      venues: 0,
    },
    extras: { rtmpStreams: 1, storageTb: 3, audio16Channel: true, webEvents: 4 },
  },
  {
    id: lakeside,
    licenses: {
      enterprise: 0,
      professional: 1,
      lanCloud: 0,
      nonProduction: 0,
      softwareEncoders: 0,
      venues: 0,
    },
    extras: { storageTb: 1 },
  },
];

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);
const userId = (userName: string) => DEMO_USERS.find((user) => user.userName === userName)!.id;

/** The staff admin area's demo world: hardware, organisation admin fields, recent system logs. */
export async function seedAdmin(tx: SeedTransaction, now: Date): Promise<void> {
  await tx.insert(hardwareModels).values([
    { id: M.e2200, name: 'E2200 Encoder', type: 'encoder' },
    { id: M.e4300, name: 'E4300 Encoder', type: 'encoder' },
    { id: M.d2, name: 'D2 Decoder', type: 'decoder' },
    { id: M.d4k, name: 'D4K Decoder', type: 'decoder' },
  ]);
  await tx.insert(hardwareLocations).values([
    { id: L.dallas, name: 'Dallas Warehouse' },
    { id: L.springfield, name: 'Springfield Office' },
    { id: L.repairBench, name: 'Repair Bench' },
    { id: L.customerSite, name: 'Customer Site' },
  ]);
  await tx.insert(hardwareUnits).values(
    DEMO_HARDWARE_UNITS.map(
      ([
        id,
        serialNumber,
        modelId,
        locationId,
        ownerId,
        statusId,
        cycleId,
        buildDate,
        saleDate,
        warrantyLengthYears,
        vendorInvoice,
        activationCode,
      ]) => ({
        id,
        serialNumber,
        modelId,
        locationId,
        ownerId,
        statusId,
        cycleId,
        buildDate,
        saleDate,
        warrantyLengthYears,
        vendorInvoice,
        activationCode,
      }),
    ),
  );
  for (const organisation of ORGANISATION_ADMIN) {
    await tx
      .update(organisations)
      .set({ licenses: organisation.licenses, ...organisation.extras })
      .where(eq(organisations.id, organisation.id));
  }
  const staffId = userId('staff@studio.example');
  await tx.insert(systemLogs).values([
    {
      id: randomUUID(),
      level: 'informational',
      message: 'admin@riverside.example signed in.',
      subjectType: 'user',
      subjectId: userId('admin@riverside.example'),
      actorUserId: userId('admin@riverside.example'),
      organisationId: riverside,
      createdAt: minutesAgo(now, 12),
    },
    {
      id: randomUUID(),
      level: 'warning',
      message: 'Decoder D00003311 of Harbor Schools was sent to the repair bench: no HDMI output.',
      subjectType: 'decoder',
      subjectId: '55e6f7a8-b9c0-4db4-8e35-f6a7b8c9d007',
      actorUserId: staffId,
      organisationId: harbor,
      createdAt: minutesAgo(now, 95),
    },
    {
      id: randomUUID(),
      level: 'informational',
      message: 'staff@studio.example switched into Harbor Schools.',
      subjectType: 'customer',
      subjectId: harbor,
      actorUserId: staffId,
      organisationId: harbor,
      createdAt: minutesAgo(now, 100),
    },
    {
      id: randomUUID(),
      level: 'informational',
      message:
        'staff@studio.example changed the plans of Lakeside Chapel: Web plan: Live Web Starter → Live Web Starter Lite.',
      subjectType: 'customer',
      subjectId: lakeside,
      actorUserId: staffId,
      organisationId: lakeside,
      createdAt: minutesAgo(now, 26 * 60),
    },
  ]);
}
