import type { Role } from './roles.js';
import { STAFF_ADMIN_CAPABILITY, STAFF_VIEWER_CAPABILITY } from './roles.js';

/**
 * Capability names of spec section 6 (the features they gate), as `<area>.<action>`. The staff
 * capabilities keep the spec's bare names `sudo` and `sudoAdmin`.
 */
export const CAPABILITIES = [
  'apiApps.get',
  'apiApps.add',
  'apiApps.update',
  'apiApps.delete',
  'contacts.get',
  'cues.manage',
  'customers.get',
  'destinationGroups.manage',
  'encoders.get',
  'encoders.manage',
  'encoders.logUpload',
  'encoders.softwareDelete',
  'encoders.admin',
  'encoderProfiles.manage',
  'events.get',
  'events.download',
  'events.startTranscoder',
  'eventProfiles.manage',
  'eventProfiles.users',
  'feed.get',
  'hardware.units',
  'hardware.dashboard',
  'hardware.options',
  'hardware.orders',
  'hardware.monitoring',
  'userInvites.add',
  'userInvites.get',
  'userInvites.resend',
  'userInvites.revoke',
  'mediaLibrary.add',
  'mediaLibrary.delete',
  'mediaLibrary.download',
  'mediaLibrary.get',
  'mediaLibrary.update',
  'subscription.manage',
  'organisationDetails.get',
  'playerConfig.manage',
  'playlists.manage',
  'orgOverview.get',
  'schedules.manage',
  'sharedCues.manage',
  'sites.manage',
  'socialAccounts.manage',
  'socialMediaEvents.publish',
  STAFF_VIEWER_CAPABILITY,
  STAFF_ADMIN_CAPABILITY,
  'systemLogs.get',
  'toggles.view',
  'toggles.update',
  'transcodedEventSchedules.manage',
  'uploaders.delete',
  'videoUpload',
  'users.get',
  'users.manage',
  'users.billing',
  'users.decoderStatus',
  'users.playerLogs',
  'webEncoderProfiles.manage',
  'webEvents.manage',
  'webEventProfiles.manage',
  'webEventProfiles.bandwidthCost',
  'webEventProfiles.usage',
  'webEventProfiles.streamUrls',
  'aiVideosOverage.approve',
  'campusReview',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Capabilities only internal staff hold. */
const STAFF_ONLY: readonly Capability[] = [
  STAFF_VIEWER_CAPABILITY,
  STAFF_ADMIN_CAPABILITY,
  'encoders.admin',
  'hardware.units',
  'hardware.dashboard',
  'hardware.options',
  'hardware.orders',
  'hardware.monitoring',
  'systemLogs.get',
  'toggles.update',
  'contacts.get',
];

const EVERY_MEMBER: readonly Capability[] = [
  'customers.get',
  'orgOverview.get',
  'feed.get',
  'mediaLibrary.get',
  'events.get',
];

const LIVE_WORK: readonly Capability[] = [
  'encoders.get',
  'encoders.manage',
  'encoders.logUpload',
  'schedules.manage',
  'destinationGroups.manage',
  'webEncoderProfiles.manage',
  'cues.manage',
];

/** The default capabilities of each role, following the permission matrix of spec section 6. */
export const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
  resiAdmin: CAPABILITIES,
  customerAdmin: CAPABILITIES.filter((capability) => !STAFF_ONLY.includes(capability)),
  eventAdmin: [
    ...EVERY_MEMBER,
    ...LIVE_WORK,
    'encoderProfiles.manage',
    'events.download',
    'eventProfiles.manage',
    'eventProfiles.users',
    'webEvents.manage',
    'webEventProfiles.manage',
    'webEventProfiles.streamUrls',
    'socialAccounts.manage',
    'socialMediaEvents.publish',
    'sharedCues.manage',
    'videoUpload',
    'organisationDetails.get',
  ],
  mediaLibraryAdmin: [
    ...EVERY_MEMBER,
    'mediaLibrary.add',
    'mediaLibrary.delete',
    'mediaLibrary.download',
    'mediaLibrary.update',
    'playlists.manage',
    'sites.manage',
    'playerConfig.manage',
    'cues.manage',
    'sharedCues.manage',
    'videoUpload',
    'organisationDetails.get',
  ],
  campusReview: ['customers.get', 'mediaLibrary.get', 'events.get', 'campusReview'],
  controlEncoder: [...EVERY_MEMBER, ...LIVE_WORK],
};

/** The union of the roles' capabilities, in the order of CAPABILITIES. */
export function capabilitiesForRoles(roles: readonly string[]): Capability[] {
  const granted = new Set<Capability>();
  for (const role of roles) {
    for (const capability of ROLE_CAPABILITIES[role as Role] ?? []) granted.add(capability);
  }
  return CAPABILITIES.filter((capability) => granted.has(capability));
}

/** The API client roles of section 6 ("Resi On Demand API" is On Demand API in the product). */
export const API_CLIENT_ROLES = ['goLiveApi', 'onDemandApi'] as const;
export type ApiClientRole = (typeof API_CLIENT_ROLES)[number];

export const API_CLIENT_ROLE_LABELS: Record<ApiClientRole, string> = {
  goLiveApi: 'Go Live API',
  onDemandApi: 'On Demand API',
};

/**
 * What an API client's access token may do, per client role. A client holds capabilities only,
 * never one of the six roles, so operations gated by a role or a permission of the matrix (users,
 * settings, schedules) stay closed to it: the router's one permission check decides for people
 * and clients alike.
 */
export const API_CLIENT_ROLE_CAPABILITIES: Record<ApiClientRole, readonly Capability[]> = {
  goLiveApi: ['customers.get', 'encoders.get', 'encoders.manage', 'events.get', 'webEvents.manage'],
  onDemandApi: [
    'customers.get',
    'mediaLibrary.get',
    'mediaLibrary.add',
    'mediaLibrary.update',
    'mediaLibrary.delete',
    'mediaLibrary.download',
    'playlists.manage',
    'videoUpload',
  ],
};

/** The union of the client roles' capabilities, in the order of CAPABILITIES. */
export function capabilitiesForApiClientRoles(roles: readonly string[]): Capability[] {
  const granted = new Set<Capability>();
  for (const role of roles) {
    for (const capability of API_CLIENT_ROLE_CAPABILITIES[role as ApiClientRole] ?? [])
      granted.add(capability);
  }
  return CAPABILITIES.filter((capability) => granted.has(capability));
}
