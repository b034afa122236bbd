import type { Role } from '@studio/domain';
import type { UsageSummaryColumn } from '../db/organisations/schema';

/**
 * The demo world of a first start. Ids are fixed so the contract's examples, the README and the
 * end-to-end tests can name them.
 */
export const DEMO_PASSWORD = 'Studio-Demo-2026';

export const REGION_IDS = {
  northAmerica: '0b8e6a52-3c1d-4e7f-8a9b-1c2d3e4f5a01',
  europe: '0b8e6a52-3c1d-4e7f-8a9b-1c2d3e4f5a02',
  asiaPacific: '0b8e6a52-3c1d-4e7f-8a9b-1c2d3e4f5a03',
} as const;

export const ORGANISATION_IDS = {
  riverside: '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01',
  harbor: '9d3b7c10-5e2f-4a6b-8c7d-3e4f5a6b7c02',
  staff: 'c0ffee00-1a2b-4c3d-8e4f-5a6b7c8d9e03',
  /** A small church on a Live Web plan without On Demand: eligible for the On Demand trial. */
  lakeside: 'e3b5d7f9-2a4c-4e6f-8a0b-4c6e8a0c2e04',
} as const;

export const DEMO_REGIONS = [
  {
    id: REGION_IDS.northAmerica,
    name: 'North America',
    zone: 'us',
    defaultRegion: true,
    restricted: false,
    latencyCheckUrl: 'https://latency.us.studio.example/ping',
    hotspotsServiceUrl: 'https://hotspots.us.studio.example',
    sortOrder: 1,
  },
  {
    id: REGION_IDS.europe,
    name: 'Europe',
    zone: 'eu',
    defaultRegion: false,
    restricted: false,
    latencyCheckUrl: 'https://latency.eu.studio.example/ping',
    hotspotsServiceUrl: 'https://hotspots.eu.studio.example',
    sortOrder: 2,
  },
  {
    id: REGION_IDS.asiaPacific,
    name: 'Asia Pacific',
    zone: 'ap',
    defaultRegion: false,
    restricted: true,
    latencyCheckUrl: 'https://latency.ap.studio.example/ping',
    hotspotsServiceUrl: null,
    sortOrder: 3,
  },
];

const licences = (
  enterprise: [number, number],
  professional: [number, number],
  lanCloud: [number, number],
  nonProduction: [number, number],
): UsageSummaryColumn => ({
  enterpriseLicenses: enterprise[0],
  enterpriseLicensesInUse: enterprise[1],
  professionalLicenses: professional[0],
  professionalLicensesInUse: professional[1],
  lanCloudSiteLicenses: lanCloud[0],
  lanCloudSiteLicensesInUse: lanCloud[1],
  nonProductionSiteLicenses: nonProduction[0],
  nonProductionSiteLicensesInUse: nonProduction[1],
});

export const DEMO_ORGANISATIONS = [
  {
    id: ORGANISATION_IDS.riverside,
    name: 'Riverside Community',
    kind: 'customer' as const,
    location: 'Springfield, IL',
    regionId: REGION_IDS.northAmerica,
    timezone: 'America/Chicago',
    webPlanId: 'live-web-pro',
    webPlanName: 'Live Web Pro',
    webStartDate: '2025-01-06',
    vodPlanId: 'library-pro',
    vodPlanName: 'Pro',
    vodStartDate: '2025-03-01',
    multisitePlanId: 'multisite-pro',
    multisitePlanName: 'Multisite Pro',
    multisiteStartDate: '2025-01-06',
    webMaxDeleteAfter: 90,
    subtitlesHoursPerMonth: 10,
    usageSummary: licences([2, 1], [4, 2], [3, 1], [1, 0]),
    masterEcg: 'ECG-104233',
    ftsStatus: 'completed',
  },
  {
    id: ORGANISATION_IDS.harbor,
    name: 'Harbor Schools',
    kind: 'customer' as const,
    location: 'Portland, ME',
    regionId: REGION_IDS.northAmerica,
    timezone: 'America/New_York',
    webPlanId: 'live-web-starter',
    webPlanName: 'Live Web Starter',
    webStartDate: '2025-08-18',
    vodPlanId: 'library-starter',
    vodPlanName: 'Starter',
    vodStartDate: '2025-08-18',
    multisitePlanId: null,
    multisitePlanName: null,
    multisiteStartDate: null,
    webMaxDeleteAfter: 30,
    subtitlesHoursPerMonth: 0,
    usageSummary: licences([0, 0], [1, 1], [0, 0], [0, 0]),
    masterEcg: 'ECG-208871',
    ftsStatus: 'in_progress',
  },
  {
    id: ORGANISATION_IDS.lakeside,
    name: 'Lakeside Chapel',
    kind: 'customer' as const,
    location: 'Madison, WI',
    regionId: REGION_IDS.northAmerica,
    timezone: 'America/Chicago',
    webPlanId: 'live-web-starter-lite',
    webPlanName: 'Live Web Starter Lite',
    webStartDate: '2026-05-03',
    vodPlanId: null,
    vodPlanName: null,
    vodStartDate: null,
    multisitePlanId: null,
    multisitePlanName: null,
    multisiteStartDate: null,
    webMaxDeleteAfter: 30,
    subtitlesHoursPerMonth: 0,
    usageSummary: licences([0, 0], [1, 1], [0, 0], [0, 0]),
    masterEcg: 'ECG-311590',
    ftsStatus: 'in_progress',
  },
  {
    id: ORGANISATION_IDS.staff,
    name: 'Studio Platform Staff',
    kind: 'staff' as const,
    location: 'Remote',
    regionId: REGION_IDS.northAmerica,
    timezone: 'UTC',
    webPlanId: null,
    webPlanName: null,
    webStartDate: null,
    vodPlanId: null,
    vodPlanName: null,
    vodStartDate: null,
    multisitePlanId: null,
    multisitePlanName: null,
    multisiteStartDate: null,
    webMaxDeleteAfter: 30,
    subtitlesHoursPerMonth: 0,
    usageSummary: licences([0, 0], [0, 0], [0, 0], [0, 0]),
    masterEcg: null,
    ftsStatus: null,
  },
];

export interface DemoUser {
  id: string;
  organisationId: string;
  userName: string;
  firstName: string;
  lastName: string;
  userType: 'USER' | 'SITE';
  roles: Role[];
}

export const DEMO_USERS: DemoUser[] = [
  {
    id: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c01',
    organisationId: ORGANISATION_IDS.riverside,
    userName: 'admin@riverside.example',
    firstName: 'Dana',
    lastName: 'Whitfield',
    userType: 'USER',
    roles: ['customerAdmin'],
  },
  {
    id: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c02',
    organisationId: ORGANISATION_IDS.riverside,
    userName: 'events@riverside.example',
    firstName: 'Marcus',
    lastName: 'Bell',
    userType: 'USER',
    roles: ['eventAdmin'],
  },
  {
    id: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c03',
    organisationId: ORGANISATION_IDS.riverside,
    userName: 'library@riverside.example',
    firstName: 'Priya',
    lastName: 'Raman',
    userType: 'USER',
    roles: ['mediaLibraryAdmin'],
  },
  {
    id: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c04',
    organisationId: ORGANISATION_IDS.riverside,
    userName: 'review@riverside.example',
    firstName: 'Tom',
    lastName: 'Okafor',
    userType: 'USER',
    roles: ['campusReview'],
  },
  {
    id: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c05',
    organisationId: ORGANISATION_IDS.riverside,
    userName: 'encoders@riverside.example',
    firstName: 'Elena',
    lastName: 'Ruiz',
    userType: 'USER',
    roles: ['controlEncoder'],
  },
  {
    id: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c06',
    organisationId: ORGANISATION_IDS.riverside,
    userName: 'venue.north',
    firstName: 'North',
    lastName: 'Campus',
    userType: 'SITE',
    roles: [],
  },
  {
    id: '2a4c6e80-9b1d-4f3a-8c5e-7d9f1b3c5e01',
    organisationId: ORGANISATION_IDS.harbor,
    userName: 'admin@harbor.example',
    firstName: 'Sam',
    lastName: 'Carter',
    userType: 'USER',
    roles: ['customerAdmin'],
  },
  {
    id: 'e3b5d7f9-2a4c-4e6f-8a0b-4c6e8a0c2e11',
    organisationId: ORGANISATION_IDS.lakeside,
    userName: 'admin@lakeside.example',
    firstName: 'Grace',
    lastName: 'Holloway',
    userType: 'USER',
    roles: ['customerAdmin'],
  },
  {
    id: 'c0ffee00-1a2b-4c3d-8e4f-5a6b7c8d9e11',
    organisationId: ORGANISATION_IDS.staff,
    userName: 'staff@studio.example',
    firstName: 'Jordan',
    lastName: 'Lee',
    userType: 'USER',
    roles: ['resiAdmin'],
  },
];

export const WEB_PRESET_IDS = {
  spanishTranslation: '5b7d9f11-3a4c-4e6b-8f0d-2c4e6a8b0d01',
  assistedListening: '5b7d9f11-3a4c-4e6b-8f0d-2c4e6a8b0d02',
  balconyCamera: '5b7d9f11-3a4c-4e6b-8f0d-2c4e6a8b0d03',
  chapelSdiFeed: '5b7d9f11-3a4c-4e6b-8f0d-2c4e6a8b0d04',
  audioOnly: '5b7d9f11-3a4c-4e6b-8f0d-2c4e6a8b0d05',
  harborGymCamera: '7e9a1c33-5b6d-4f8a-9c1e-3d5f7a9b1c01',
} as const;

/**
 * Web presets (spec section 3) as a church and a school district set them up: each differs from
 * the default (video 1, audio 1 and 2) in the way such places need. The first is the contract's
 * example.
 */
export const DEMO_WEB_PRESETS = [
  {
    id: WEB_PRESET_IDS.spanishTranslation,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Spanish translation',
    videoChannel: 1,
    leftAudioChannel: 3,
    rightAudioChannel: 4,
    deinterlace: false,
  },
  {
    id: WEB_PRESET_IDS.assistedListening,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Assisted listening mix',
    videoChannel: 1,
    leftAudioChannel: 5,
    rightAudioChannel: 6,
    deinterlace: false,
  },
  {
    id: WEB_PRESET_IDS.balconyCamera,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Balcony camera',
    videoChannel: 2,
    leftAudioChannel: 1,
    rightAudioChannel: 2,
    deinterlace: false,
  },
  {
    id: WEB_PRESET_IDS.chapelSdiFeed,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Chapel SDI feed (interlaced)',
    videoChannel: 2,
    leftAudioChannel: 7,
    rightAudioChannel: 8,
    deinterlace: true,
  },
  {
    id: WEB_PRESET_IDS.audioOnly,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Radio simulcast (audio only)',
    videoChannel: 0,
    leftAudioChannel: 1,
    rightAudioChannel: 2,
    deinterlace: false,
  },
  {
    id: WEB_PRESET_IDS.harborGymCamera,
    organisationId: ORGANISATION_IDS.harbor,
    name: 'Gym camera',
    videoChannel: 2,
    leftAudioChannel: 3,
    rightAudioChannel: 4,
    deinterlace: false,
  },
];
