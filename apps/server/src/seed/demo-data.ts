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
  title?: string;
  phone?: string;
  pointOfContact?: boolean;
  billingContact?: boolean;
  primaryContact?: boolean;
  accountStatus?: 'verified' | 'unverified' | 'invalid';
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
    title: 'Communications Director',
    phone: '+12175550123',
    pointOfContact: true,
    billingContact: true,
    primaryContact: true,
  },
  {
    id: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c02',
    organisationId: ORGANISATION_IDS.riverside,
    userName: 'events@riverside.example',
    firstName: 'Marcus',
    lastName: 'Bell',
    userType: 'USER',
    roles: ['eventAdmin'],
    title: 'Production Lead',
    pointOfContact: true,
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
  // More venue logins of Riverside (venues: DEMO_VENUES below).
  {
    id: 'd4e6f8a0-2b3c-4d5e-8f6a-7b8c9d0e1f02',
    organisationId: ORGANISATION_IDS.riverside,
    userName: 'venue.east',
    firstName: 'venue.east',
    lastName: '',
    userType: 'SITE',
    roles: [],
  },
  {
    id: 'd4e6f8a0-2b3c-4d5e-8f6a-7b8c9d0e1f03',
    organisationId: ORGANISATION_IDS.riverside,
    userName: 'venue.youth',
    firstName: 'venue.youth',
    lastName: '',
    userType: 'SITE',
    roles: [],
  },
  {
    id: 'd4e6f8a0-2b3c-4d5e-8f6a-7b8c9d0e1f04',
    organisationId: ORGANISATION_IDS.riverside,
    userName: 'venue.chapel',
    firstName: 'venue.chapel',
    lastName: '',
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
  // People of Riverside in the other account states, for the users list.
  {
    id: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c07',
    organisationId: ORGANISATION_IDS.riverside,
    userName: 'volunteers@riverside.example',
    firstName: 'Grace',
    lastName: 'Nakamura',
    userType: 'USER',
    roles: ['eventAdmin', 'mediaLibraryAdmin'],
    title: 'Volunteer Coordinator',
    phone: '+442079460958',
    accountStatus: 'unverified',
  },
  {
    id: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c08',
    organisationId: ORGANISATION_IDS.riverside,
    userName: 'former.intern@riverside.example',
    firstName: 'Leo',
    lastName: 'Brandt',
    userType: 'USER',
    roles: ['campusReview'],
    accountStatus: 'invalid',
  },
];

export const USER_INVITE_IDS = {
  volunteer: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e07',
  choir: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e08',
  harborCoach: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e09',
} as const;

/**
 * Invitations in more than one state. Their link tokens are never known (only a hash of a random
 * value is stored): a resend mails a working link. Dates are relative to the seeding, so a
 * pending invitation stays pending on a fresh start.
 */
export const DEMO_USER_INVITES = [
  {
    id: USER_INVITE_IDS.volunteer,
    organisationId: ORGANISATION_IDS.riverside,
    email: 'volunteer@riverside.example',
    studio: true,
    roles: ['controlEncoder'],
    status: 'pending' as const,
    createdDaysAgo: 2,
  },
  {
    id: USER_INVITE_IDS.choir,
    organisationId: ORGANISATION_IDS.riverside,
    email: 'choir.director@riverside.example',
    studio: true,
    roles: ['mediaLibraryAdmin'],
    status: 'revoked' as const,
    createdDaysAgo: 9,
  },
  {
    id: USER_INVITE_IDS.harborCoach,
    organisationId: ORGANISATION_IDS.harbor,
    email: 'coach@harbor.example',
    studio: true,
    roles: ['eventAdmin'],
    status: 'pending' as const,
    createdDaysAgo: 1,
  },
];

/**
 * The demo API client, with a documented secret (like the demo password) so the README's curl
 * example works on a fresh start. Stored hashed like every other secret.
 */
export const DEMO_API_CLIENT_SECRET = 'cs_demo-riverside-church-app-2026';
export const DEMO_API_CLIENTS = [
  {
    id: '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b10',
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Church app',
    clientId: 'rvs-app-8f2k1q',
    secretId: '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b11',
    roles: ['goLiveApi', 'onDemandApi'],
    createdAt: new Date('2026-08-12T08:00:00Z'),
    updatedAt: new Date('2026-08-12T08:00:00Z'),
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

export const ENCODER_CHANNEL_IDS = {
  sundayServices: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c01',
  youthMinistry: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c02',
  northCampusLan: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c03',
  europeMission: '1a3c5e70-9b2d-4f4a-8c6e-7d9f1a3b5c04',
  harborGym: '3b5d7f92-1c3e-4a6b-8d0f-2e4a6c8e0b01',
  harborBoard: '3b5d7f92-1c3e-4a6b-8d0f-2e4a6c8e0b02',
} as const;

/**
 * Encoder channels (spec section 3) as a multisite church and a school district set them up:
 * the main service with its admin given it, a youth channel two people share, a LAN-only venue
 * feed, one in another region (the web channels' cross-region case). Retention stays within
 * each organisation's bound (30 days: Riverside holds a multisite plan). The first is the
 * contract's example.
 */
export const DEMO_ENCODER_CHANNELS = [
  {
    id: ENCODER_CHANNEL_IDS.sundayServices,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Sunday Services',
    regionId: REGION_IDS.northAmerica,
    provisioned: true,
    bucket: 'riverside-us-recordings',
    deleteAfter: 30,
    lanOnly: false,
  },
  {
    id: ENCODER_CHANNEL_IDS.youthMinistry,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Youth Ministry',
    regionId: REGION_IDS.northAmerica,
    provisioned: true,
    bucket: 'riverside-us-recordings',
    deleteAfter: 14,
    lanOnly: false,
  },
  {
    id: ENCODER_CHANNEL_IDS.northCampusLan,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'North Campus LAN',
    regionId: REGION_IDS.northAmerica,
    provisioned: true,
    bucket: null,
    deleteAfter: null,
    lanOnly: true,
  },
  {
    id: ENCODER_CHANNEL_IDS.europeMission,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Europe Mission Trip',
    regionId: REGION_IDS.europe,
    provisioned: false,
    bucket: null,
    deleteAfter: 7,
    lanOnly: false,
  },
  {
    id: ENCODER_CHANNEL_IDS.harborGym,
    organisationId: ORGANISATION_IDS.harbor,
    name: 'Gym',
    regionId: REGION_IDS.northAmerica,
    provisioned: true,
    bucket: 'harbor-us-recordings',
    deleteAfter: 30,
    lanOnly: false,
  },
  {
    id: ENCODER_CHANNEL_IDS.harborBoard,
    organisationId: ORGANISATION_IDS.harbor,
    name: 'Board Meetings',
    regionId: REGION_IDS.northAmerica,
    provisioned: true,
    bucket: 'harbor-us-recordings',
    deleteAfter: 30,
    lanOnly: false,
  },
];

/** Who was given which channel (users of the channel's own organisation). */
export const DEMO_ENCODER_CHANNEL_USERS = [
  { encoderChannelId: ENCODER_CHANNEL_IDS.sundayServices, userId: DEMO_USERS[0]!.id },
  { encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry, userId: DEMO_USERS[1]!.id },
  { encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry, userId: DEMO_USERS[4]!.id },
  { encoderChannelId: ENCODER_CHANNEL_IDS.harborGym, userId: DEMO_USERS[6]!.id },
];

export const WEB_CHANNEL_IDS = {
  main: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a01',
  youth: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a02',
  europe: '9d1f3b50-7e2a-4c6b-8d0f-2a4b6c8e0a03',
  harborAthletics: '4c6e8a01-2d4f-4b7c-9e1a-3f5b7d9f1c01',
  harborGraduation: '4c6e8a01-2d4f-4b7c-9e1a-3f5b7d9f1c02',
} as const;

const webChannelDefaults = {
  description: null,
  embedType: 'iframe' as const,
  streamUrlsEnabled: false,
  streamDelaySeconds: null,
  deleteAfter: 30,
  showLogo: true,
  automatedSubtitles: false,
  qrClickOverlayEnabled: false,
  detectQrCodes: false,
  offlineContentType: 'replay_event' as const,
  offlineImageKey: null,
  offlineMediaId: null,
  offlinePlaylistId: null,
};

/**
 * Web channels (spec section 3): each embed type and offline choice a newcomer can meet, stream
 * URLs on and off, with and without a delay. Load balancer names are unique across
 * organisations. The first is the contract's example.
 */
export const DEMO_WEB_CHANNELS = [
  {
    ...webChannelDefaults,
    id: WEB_CHANNEL_IDS.main,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Main Web Channel',
    description: 'Services and special events.',
    loadBalancerName: 'riverside_main',
    regionId: REGION_IDS.northAmerica,
    embedId: 'rvs-main-7k2q',
    streamUrlsEnabled: true,
    streamDelaySeconds: 90,
    qrClickOverlayEnabled: true,
  },
  {
    ...webChannelDefaults,
    id: WEB_CHANNEL_IDS.youth,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Youth Nights',
    description: 'Friday youth gatherings, with live captions.',
    loadBalancerName: 'riverside_youth',
    regionId: REGION_IDS.northAmerica,
    embedId: 'rvs-youth-3m8d',
    embedType: 'alternative_iframe' as const,
    deleteAfter: 14,
    automatedSubtitles: true,
    detectQrCodes: true,
  },
  {
    ...webChannelDefaults,
    id: WEB_CHANNEL_IDS.europe,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Mission Trip Updates',
    description: 'Evening updates from the team in Lisbon.',
    loadBalancerName: 'riverside-eu',
    regionId: REGION_IDS.europe,
    embedId: 'rvs-eu-5t1w',
    embedType: 'web_link' as const,
    streamUrlsEnabled: true,
    streamDelaySeconds: 300,
    deleteAfter: 7,
    showLogo: false,
  },
  {
    ...webChannelDefaults,
    id: WEB_CHANNEL_IDS.harborAthletics,
    organisationId: ORGANISATION_IDS.harbor,
    name: 'Harbor Athletics',
    description: 'Home games from the gym and the field.',
    loadBalancerName: 'harbor_athletics',
    regionId: REGION_IDS.northAmerica,
    embedId: 'hbr-athl-9p4x',
    embedType: 'script_tag' as const,
    streamUrlsEnabled: true,
  },
  {
    ...webChannelDefaults,
    id: WEB_CHANNEL_IDS.harborGraduation,
    organisationId: ORGANISATION_IDS.harbor,
    name: 'Graduation 2026',
    loadBalancerName: 'harbor_graduation',
    regionId: REGION_IDS.northAmerica,
    embedId: 'hbr-grad-2v6n',
    embedType: 'standalone_player' as const,
    streamDelaySeconds: 120,
  },
];

export const ENCODER_PRESET_IDS = {
  sanctuaryHd: '0c2e4a60-8b1d-4f3a-9c5e-6d8f0a2b4c01',
  youthRoom: '0c2e4a60-8b1d-4f3a-9c5e-6d8f0a2b4c02',
  worshipBand: '0c2e4a60-8b1d-4f3a-9c5e-6d8f0a2b4c03',
  missionPartnerPal: '0c2e4a60-8b1d-4f3a-9c5e-6d8f0a2b4c04',
  harborGym: '0c2e4a60-8b1d-4f3a-9c5e-6d8f0a2b4c11',
} as const;

/**
 * Encoder presets (spec section 3): what a church and a school district stream at. The first is
 * the contract's example; versions, formats and audio layouts differ so every kind shows.
 */
export const DEMO_ENCODER_PRESETS = [
  {
    id: ENCODER_PRESET_IDS.sanctuaryHd,
    organisationId: ORGANISATION_IDS.riverside,
    name: '1080p30 6 Mbps',
    customName: 'Sanctuary HD',
    version: 2 as const,
    videoFormat: 'auto' as const,
    resolution: '1080p' as const,
    frameRate: 30 as const,
    bitrateKbps: 6000,
    audioChannels: [1, 2],
  },
  {
    id: ENCODER_PRESET_IDS.youthRoom,
    organisationId: ORGANISATION_IDS.riverside,
    name: '720p30 3 Mbps',
    customName: 'Youth room',
    version: 1 as const,
    videoFormat: 'auto' as const,
    resolution: '720p' as const,
    frameRate: 30 as const,
    bitrateKbps: 3000,
    audioChannels: [1, 2],
  },
  {
    id: ENCODER_PRESET_IDS.worshipBand,
    organisationId: ORGANISATION_IDS.riverside,
    name: '1080p60 10 Mbps multitrack',
    customName: 'Worship band (stems)',
    version: 2 as const,
    videoFormat: 'auto' as const,
    resolution: '1080p' as const,
    frameRate: 60 as const,
    bitrateKbps: 10000,
    audioChannels: [1, 2, 3, 4, 5, 6],
  },
  {
    id: ENCODER_PRESET_IDS.missionPartnerPal,
    organisationId: ORGANISATION_IDS.riverside,
    name: '720p25 2.5 Mbps PAL',
    customName: null,
    version: 1 as const,
    videoFormat: 'PAL' as const,
    resolution: '720p' as const,
    frameRate: 25 as const,
    bitrateKbps: 2500,
    audioChannels: [1, 2],
  },
  {
    id: ENCODER_PRESET_IDS.harborGym,
    organisationId: ORGANISATION_IDS.harbor,
    name: '720p30 4 Mbps',
    customName: 'Gym camera',
    version: 1 as const,
    videoFormat: 'NTSC' as const,
    resolution: '720p' as const,
    frameRate: 30 as const,
    bitrateKbps: 4000,
    audioChannels: [1, 2],
  },
];

/**
 * Riverside's venues (its SITE logins above), one per licence its usage summary counts as in use
 * (2 professional, 1 enterprise, 1 LAN + Cloud Failover), in the states their decoders report.
 * `reportedSecondsAgo` places the last report relative to the first start; `encoderChannels` is
 * how many of Riverside's encoder channels (by name) the venue may play.
 */
export const DEMO_VENUES = [
  {
    id: '6b27d0c4-1f3e-4a8b-9c2d-5e6f7a8b9c06',
    organisationId: ORGANISATION_IDS.riverside,
    licenceType: 'pro' as const,
    decoderMode: 'Cloud' as const,
    status: 'playing' as const,
    averageBandwidthKbps: 5820.5,
    bufferSeconds: 18.2,
    freeMemoryBytes: 1_073_741_824,
    totalMemoryBytes: 4_294_967_296,
    playerVersion: '3.8.2',
    serialNumber: 'D00004567',
    streamUrl: 'https://live.studio.example/rvs-main-7k2q/index.m3u8',
    playheadPosition: '00:41:12.000',
    reportedSecondsAgo: 15,
    encoderChannels: 2,
  },
  {
    id: 'd4e6f8a0-2b3c-4d5e-8f6a-7b8c9d0e1f02',
    organisationId: ORGANISATION_IDS.riverside,
    licenceType: 'pro' as const,
    decoderMode: 'Cloud' as const,
    status: 'online' as const,
    averageBandwidthKbps: 0,
    bufferSeconds: 0,
    freeMemoryBytes: 2_147_483_648,
    totalMemoryBytes: 4_294_967_296,
    playerVersion: '3.8.2',
    serialNumber: 'D00004568',
    streamUrl: null,
    playheadPosition: null,
    reportedSecondsAgo: 20,
    encoderChannels: 1,
  },
  {
    id: 'd4e6f8a0-2b3c-4d5e-8f6a-7b8c9d0e1f03',
    organisationId: ORGANISATION_IDS.riverside,
    licenceType: 'enterprise' as const,
    decoderMode: 'Lan' as const,
    status: 'playing' as const,
    averageBandwidthKbps: 7410,
    bufferSeconds: 6.5,
    freeMemoryBytes: 3_221_225_472,
    totalMemoryBytes: 8_589_934_592,
    playerVersion: '3.9.0',
    serialNumber: 'D00005120',
    streamUrl: 'https://live.studio.example/rvs-youth-2m8c/index.m3u8',
    playheadPosition: '00:12:03.500',
    reportedSecondsAgo: 10,
    encoderChannels: 1,
  },
  {
    id: 'd4e6f8a0-2b3c-4d5e-8f6a-7b8c9d0e1f04',
    organisationId: ORGANISATION_IDS.riverside,
    licenceType: 'cloud' as const,
    decoderMode: 'Lan' as const,
    status: 'offline' as const,
    averageBandwidthKbps: null,
    bufferSeconds: null,
    freeMemoryBytes: null,
    totalMemoryBytes: null,
    playerVersion: '3.7.4',
    serialNumber: 'D00003391',
    streamUrl: null,
    playheadPosition: null,
    reportedSecondsAgo: 3 * 24 * 60 * 60,
    encoderChannels: 0,
  },
];

export const PLAYER_PROFILE_IDS = {
  websiteDefault: '8d0f2b43-6e7a-4c9d-9f3b-5a7c9e1a3c01',
  sermonArchive: '8d0f2b43-6e7a-4c9d-9f3b-5a7c9e1a3c02',
  worshipPlaylist: '8d0f2b43-6e7a-4c9d-9f3b-5a7c9e1a3c03',
  lobbyScreens: '8d0f2b43-6e7a-4c9d-9f3b-5a7c9e1a3c04',
  harborGames: 'a2c4e6f8-1b3d-4e5f-8a7c-9e1b3d5f7a01',
  harborConcerts: 'a2c4e6f8-1b3d-4e5f-8a7c-9e1b3d5f7a02',
  harborTraining: 'a2c4e6f8-1b3d-4e5f-8a7c-9e1b3d5f7a03',
} as const;

const playerProfileDefaults = {
  autoplay: false,
  loop: false,
  mute: false,
  backgroundMode: false,
  callToActionText: null,
  callToActionUrl: null,
  controlColor: '#FFFFFF',
  qrClickLabel: null,
  restrictPlaybackWhenLive: false,
  hidePlaylistOnLoad: false,
};

/**
 * Player profiles (spec section 3) of every content type, as a church and a school district embed
 * their players: a giving button on the live stream, a looping lobby screen in background mode, a
 * playlist that opens collapsed. The first is the contract's example.
 */
export const DEMO_PLAYER_PROFILES = [
  {
    ...playerProfileDefaults,
    id: PLAYER_PROFILE_IDS.websiteDefault,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Website default',
    contentType: 'live' as const,
    autoplay: true,
    callToActionText: 'Give',
    callToActionUrl: 'https://riverside.example/give',
    controlColor: '#1E6FD9',
    qrClickLabel: 'Scan to connect',
  },
  {
    ...playerProfileDefaults,
    id: PLAYER_PROFILE_IDS.sermonArchive,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Sermon archive',
    contentType: 'on_demand' as const,
    callToActionText: 'Next steps',
    callToActionUrl: 'https://riverside.example/next-steps',
    controlColor: '#C2410C',
  },
  {
    ...playerProfileDefaults,
    id: PLAYER_PROFILE_IDS.worshipPlaylist,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Worship sets playlist',
    contentType: 'playlist' as const,
    autoplay: true,
    hidePlaylistOnLoad: true,
    controlColor: '#6D28D9',
  },
  {
    ...playerProfileDefaults,
    id: PLAYER_PROFILE_IDS.lobbyScreens,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Lobby screens',
    contentType: 'live' as const,
    autoplay: true,
    loop: true,
    mute: true,
    backgroundMode: true,
    restrictPlaybackWhenLive: true,
  },
  {
    ...playerProfileDefaults,
    id: PLAYER_PROFILE_IDS.harborGames,
    organisationId: ORGANISATION_IDS.harbor,
    name: 'Home games',
    contentType: 'live' as const,
    autoplay: true,
    restrictPlaybackWhenLive: true,
    callToActionText: 'Tickets',
    callToActionUrl: 'https://harbor.example/athletics/tickets',
    controlColor: '#0F766E',
  },
  {
    ...playerProfileDefaults,
    id: PLAYER_PROFILE_IDS.harborConcerts,
    organisationId: ORGANISATION_IDS.harbor,
    name: 'Concert recordings',
    contentType: 'on_demand' as const,
    controlColor: '#B91C1C',
  },
  {
    ...playerProfileDefaults,
    id: PLAYER_PROFILE_IDS.harborTraining,
    organisationId: ORGANISATION_IDS.harbor,
    name: 'Staff training playlist',
    contentType: 'playlist' as const,
    loop: true,
  },
];

export const RTMP_DESTINATION_IDS = {
  vimeoBackup: '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b01',
  campusTv: '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b02',
  restreamRelay: '7c9e1a32-5d6f-4b8c-8e2a-4f6b8d0f2b03',
} as const;

/**
 * Custom RTMP destinations (spec section 3). Only Riverside has an RTMP subscription (Live Web
 * Pro); Harbor's Live Web Starter has none, so it has none. The first is the contract's example.
 * The last has a short key, which the studio shows nothing of.
 */
export const DEMO_RTMP_DESTINATIONS = [
  {
    id: RTMP_DESTINATION_IDS.vimeoBackup,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Vimeo backup',
    streamUrl: 'rtmps://rtmp-global.cloud.vimeo.example:443/live',
    streamKey: 'vimeo-4471-backup-7f3a',
    viewUrl: 'https://vimeo.example/event/123456',
    createdAt: new Date('2025-02-02T15:30:00Z'),
  },
  {
    id: RTMP_DESTINATION_IDS.campusTv,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Campus TV (cable channel 12)',
    streamUrl: 'rtmp://ingest.campustv.example/live',
    streamKey: 'ctv12_riverside_9d2b41',
    viewUrl: null,
    createdAt: new Date('2025-04-14T09:10:00Z'),
  },
  {
    id: RTMP_DESTINATION_IDS.restreamRelay,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Restream relay',
    streamUrl: 'rtmp://live.restream.example/live',
    streamKey: 're4471',
    viewUrl: 'https://restream.example/riverside',
    createdAt: new Date('2025-09-21T18:45:00Z'),
  },
];

export const QR_CLICK_OVERLAY_IDS = {
  connectCard: '9e1a3c54-7f8b-4dae-8a4c-6b8d0f2b4d01',
  giveOnline: '9e1a3c54-7f8b-4dae-8a4c-6b8d0f2b4d02',
  prayerRequest: '9e1a3c54-7f8b-4dae-8a4c-6b8d0f2b4d03',
  harborSchedule: '2c4e6a81-9b1d-4f3a-8c5e-7a9b1c3d5e01',
} as const;

/** QRclick overlays (spec section 3), both kinds and both opening behaviours. */
export const DEMO_QR_CLICK_OVERLAYS = [
  {
    id: QR_CLICK_OVERLAY_IDS.connectCard,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Connect card',
    url: 'https://riverside.example/connect',
    customLabel: "I'm new",
    openingBehaviour: 'click_to_open' as const,
    type: 'in_player_overlay' as const,
    createdAt: new Date('2025-03-09T14:00:00Z'),
  },
  {
    id: QR_CLICK_OVERLAY_IDS.giveOnline,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Give online',
    url: 'https://give.riverside.example/?fund=general&utm_source=qrclick',
    customLabel: 'Give',
    openingBehaviour: 'auto_open' as const,
    type: 'external_link' as const,
    createdAt: new Date('2025-03-09T14:05:00Z'),
  },
  {
    id: QR_CLICK_OVERLAY_IDS.prayerRequest,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Prayer request',
    url: 'https://riverside.example/prayer',
    customLabel: null,
    openingBehaviour: 'click_to_open' as const,
    type: 'in_player_overlay' as const,
    createdAt: new Date('2025-06-01T10:20:00Z'),
  },
  {
    id: QR_CLICK_OVERLAY_IDS.harborSchedule,
    organisationId: ORGANISATION_IDS.harbor,
    name: 'Game schedule',
    url: 'https://harbor.example/athletics/schedule',
    customLabel: 'Schedule',
    openingBehaviour: 'click_to_open' as const,
    type: 'external_link' as const,
    createdAt: new Date('2025-09-02T12:00:00Z'),
  },
];

export const DESTINATION_GROUP_IDS = {
  sundayEverywhere: '6a8c0e21-4b5d-4f7a-9c1e-3d5f7b9d1f01',
  midweekWebOnly: '6a8c0e21-4b5d-4f7a-9c1e-3d5f7b9d1f02',
  christmasEve: '6a8c0e21-4b5d-4f7a-9c1e-3d5f7b9d1f03',
  harborGraduation: '4d6f8a13-2b3c-4e5f-9a7b-8c9d0e1f2a01',
} as const;

/**
 * Destination groups (spec section 3), enabled and not, with and without crossposts. Those with
 * `usesFirstChannels` take the organisation's first web channel and encoder channel when the seed
 * has made some (seed.ts), so the groups stay valid whatever channels the demo world holds.
 */
export const DEMO_DESTINATION_GROUPS = [
  {
    id: DESTINATION_GROUP_IDS.sundayEverywhere,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Sunday Everywhere',
    enabled: true,
    softwareEncoderEnabled: false,
    usesFirstChannels: true,
    rtmpDestinationIds: [RTMP_DESTINATION_IDS.vimeoBackup],
    crossposts: [{ destinationType: 'FACEBOOK' as const, channelId: '104233118812345' }],
  },
  {
    id: DESTINATION_GROUP_IDS.midweekWebOnly,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Midweek web only',
    enabled: true,
    softwareEncoderEnabled: true,
    usesFirstChannels: true,
    rtmpDestinationIds: [],
    crossposts: [],
  },
  {
    id: DESTINATION_GROUP_IDS.christmasEve,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Christmas Eve simulcast',
    enabled: false,
    softwareEncoderEnabled: false,
    usesFirstChannels: false,
    rtmpDestinationIds: [RTMP_DESTINATION_IDS.vimeoBackup, RTMP_DESTINATION_IDS.campusTv],
    crossposts: [{ destinationType: 'YOUTUBE' as const, channelId: 'UC4f1c2a7e8b3d4c559a61' }],
  },
  {
    id: DESTINATION_GROUP_IDS.harborGraduation,
    organisationId: ORGANISATION_IDS.harbor,
    name: 'Graduation',
    enabled: true,
    softwareEncoderEnabled: false,
    usesFirstChannels: true,
    rtmpDestinationIds: [],
    crossposts: [],
  },
];

/** The demo library (spec section 3, Library items); ids as in the contract's examples. */
export const MEDIA_IDS = {
  hopeInHardTimes: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e01',
  christmasEve: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e02',
  youthNight: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e03',
  baptismSunday: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e04',
  worshipNight: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e05',
  harborGraduation: '5d1e9f20-7a3b-4c8d-9e0f-1a2b3c4d5e06',
} as const;

interface DemoMedia {
  id: string;
  organisationId: string;
  title: string;
  description: string | null;
  tags: string[];
  startTime: Date | null;
  dateCreated: Date;
  airDate: string | null;
  airTime: string | null;
  mediaSource: 'LIVE' | 'UPLOADED';
  source: 'saved' | 'encoder';
  /** Processed on first start from a tiny ffmpeg video (src/media/demo-media.ts). */
  processOnFirstStart: boolean;
  /** Left refused, as a person would find a file the server turned down. */
  refusal: string | null;
}

export const DEMO_MEDIA: DemoMedia[] = [
  {
    id: MEDIA_IDS.hopeInHardTimes,
    organisationId: ORGANISATION_IDS.riverside,
    title: 'Sunday 9am Service - Hope in Hard Times',
    description: 'Pastor Ana Ruiz on hope in hard times.',
    tags: ['sermon', 'hope', '2026'],
    startTime: new Date('2026-11-15T15:00:00Z'),
    dateCreated: new Date('2026-11-15T16:35:00Z'),
    airDate: '2026-11-15',
    airTime: '09:00',
    mediaSource: 'LIVE',
    source: 'encoder',
    processOnFirstStart: true,
    refusal: null,
  },
  {
    id: MEDIA_IDS.christmasEve,
    organisationId: ORGANISATION_IDS.riverside,
    title: 'Christmas Eve 2025',
    description: 'Candlelight service with the choir.',
    tags: ['christmas', 'choir'],
    startTime: new Date('2025-12-25T00:00:00Z'),
    dateCreated: new Date('2025-12-25T02:10:00Z'),
    airDate: '2025-12-24',
    airTime: '18:00',
    mediaSource: 'UPLOADED',
    source: 'saved',
    processOnFirstStart: true,
    refusal: null,
  },
  {
    id: MEDIA_IDS.youthNight,
    organisationId: ORGANISATION_IDS.riverside,
    title: 'Youth Night - Courage',
    description: 'Friday youth gathering: talk and worship.',
    tags: ['youth', 'courage'],
    startTime: new Date('2026-10-30T23:30:00Z'),
    dateCreated: new Date('2026-10-31T01:00:00Z'),
    airDate: null,
    airTime: null,
    mediaSource: 'LIVE',
    source: 'encoder',
    processOnFirstStart: true,
    refusal: null,
  },
  {
    id: MEDIA_IDS.baptismSunday,
    organisationId: ORGANISATION_IDS.riverside,
    title: 'Baptism Sunday',
    description: null,
    tags: ['baptism', 'celebration'],
    startTime: new Date('2026-09-20T15:00:00Z'),
    dateCreated: new Date('2026-09-20T17:00:00Z'),
    airDate: '2026-09-20',
    airTime: '10:00',
    mediaSource: 'UPLOADED',
    source: 'saved',
    processOnFirstStart: true,
    refusal: null,
  },
  {
    id: MEDIA_IDS.worshipNight,
    organisationId: ORGANISATION_IDS.riverside,
    title: 'Worship Night phone recording',
    description: 'Recorded on a phone in the balcony.',
    tags: ['worship'],
    startTime: null,
    dateCreated: new Date('2026-11-18T03:00:00Z'),
    airDate: null,
    airTime: null,
    mediaSource: 'UPLOADED',
    source: 'saved',
    processOnFirstStart: false,
    refusal:
      "The video's aspect ratio is 9:16; it must be 16:9. The file has a variable frame rate; it must be constant.",
  },
  {
    id: MEDIA_IDS.harborGraduation,
    organisationId: ORGANISATION_IDS.harbor,
    title: 'Harbor Schools Graduation 2026',
    description: 'Commencement ceremony in the gym.',
    tags: ['graduation'],
    startTime: new Date('2026-06-12T22:00:00Z'),
    dateCreated: new Date('2026-06-13T01:00:00Z'),
    airDate: '2026-06-12',
    airTime: '18:00',
    mediaSource: 'LIVE',
    source: 'encoder',
    processOnFirstStart: true,
    refusal: null,
  },
];

// Playlists (issue 13): two Riverside playlists of demo videos, one rolling and one not, so the
// list shows both kinds; Harbor has one of its own to show that neither sees the other's.
export const PLAYLIST_IDS = {
  sermons: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e01',
  specialServices: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e02',
  harborCeremonies: '3e5a7c90-2d4f-4b6a-8e0c-1f3a5b7d9e03',
} as const;

export const DEMO_PLAYLISTS = [
  {
    id: PLAYLIST_IDS.sermons,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Sermons 2026',
    rolling: true,
    sort: 'start' as const,
    maxVideoCount: 100,
    createdAt: new Date('2026-01-02T10:00:00Z'),
  },
  {
    id: PLAYLIST_IDS.specialServices,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Special Services',
    rolling: false,
    sort: 'end' as const,
    maxVideoCount: 10,
    createdAt: new Date('2025-12-20T09:00:00Z'),
  },
  {
    id: PLAYLIST_IDS.harborCeremonies,
    organisationId: ORGANISATION_IDS.harbor,
    name: 'Ceremonies',
    rolling: false,
    sort: 'end' as const,
    maxVideoCount: 20,
    createdAt: new Date('2026-06-14T09:00:00Z'),
  },
];

/** Each playlist's videos in order (positions follow the array). */
export const DEMO_PLAYLIST_MEDIA: Record<string, string[]> = {
  [PLAYLIST_IDS.sermons]: [MEDIA_IDS.hopeInHardTimes, MEDIA_IDS.youthNight],
  [PLAYLIST_IDS.specialServices]: [MEDIA_IDS.christmasEve, MEDIA_IDS.baptismSunday],
  [PLAYLIST_IDS.harborCeremonies]: [MEDIA_IDS.harborGraduation],
};

// Podcast feeds (issue 13): Riverside's sermons playlist as a podcast, and a disabled feed of
// its special services, so the feeds list shows both states; the RSS documents fill up as the
// demo videos finish processing on first start.
export const FEED_IDS = {
  sermonsPodcast: '3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b01',
  specialServices: '3f4a5b6c-7d8e-4f9a-8b0c-1d2e3f4a5b02',
} as const;

export const DEMO_FEEDS = [
  {
    id: FEED_IDS.sermonsPodcast,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Sunday sermons',
    description: 'Every Sunday’s sermon from Riverside Church, the week it is preached.',
    author: 'Riverside Church',
    language: 'en',
    category: 'Religion & Spirituality' as const,
    explicit: false,
    imageUrl: null,
    playlistId: PLAYLIST_IDS.sermons,
    enabled: true,
    createdAt: new Date('2026-01-03T09:00:00Z'),
    updatedAt: new Date('2026-01-03T09:00:00Z'),
  },
  {
    id: FEED_IDS.specialServices,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Special services',
    description: 'Christmas, Easter and baptisms.',
    author: 'Riverside Church',
    language: 'en',
    category: 'Religion & Spirituality' as const,
    explicit: false,
    imageUrl: null,
    playlistId: PLAYLIST_IDS.specialServices,
    enabled: false,
    createdAt: new Date('2026-01-04T09:00:00Z'),
    updatedAt: new Date('2026-01-04T09:00:00Z'),
  },
];
