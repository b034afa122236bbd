import type { ContractHandlers } from '../contract/handlers';
import type { RequestRules } from '../contract/request-rules';
import type { Services } from '../services';
import { authHandlers } from './auth';
import { billingHandlers, billingRequestRules } from './billing';
import { customerHandlers } from './customers';
import { dataUsageHandlers } from './data-usage';
import { lookupHandlers } from './lookups';
import {
  organisationSettingsHandlers,
  organisationSettingsRequestRules,
} from './organisation-settings';
import { telemetryHandlers } from './telemetry';
import { systemEventHandlers } from './system-events';
import { userHandlers } from './users';
import { webPresetHandlers, webPresetRequestRules } from './web-presets';
import { encoderChannelHandlers, encoderChannelRequestRules } from './encoder-channels';
import {
  webChannelHandlers,
  webChannelPlayerHandlers,
  webChannelRequestRules,
} from './web-channels';
import { destinationGroupHandlers, destinationGroupRequestRules } from './destination-groups';
import { qrClickOverlayHandlers, qrClickOverlayRequestRules } from './qr-click-overlays';
import { rtmpDestinationHandlers, rtmpDestinationRequestRules } from './rtmp-destinations';
import { playerProfileHandlers, playerProfileRequestRules } from './player-profiles';
import { playerPreviewHandlers } from './player-preview';
import { encoderPresetHandlers, encoderPresetRequestRules } from './encoder-presets';
import { venueHandlers, venueRequestRules } from './venues';
import { peopleHandlers, peopleRequestRules } from './people';
import { userInviteHandlers, userInviteRequestRules } from './user-invites';
import { passwordHandlers, passwordRequestRules } from './password';
import { apiClientHandlers, apiClientRequestRules } from './api-clients';
import { mediaHandlers, mediaRequestRules, mediaStatusHandlers } from './media';
import { adminOrganisationHandlers, adminOrganisationRequestRules } from './admin-organisations';
import { hardwareHandlers, hardwareRequestRules } from './hardware';
import { systemLogHandlers } from './system-logs';
import { encoderHandlers, encoderRequestRules } from './encoders';
import { uploaderHandlers } from './uploaders';
import { encoderLogHandlers } from './encoder-logs';
import { goLiveHandlers } from './go-live';
import { contentDestinationHandlers } from './content-destinations';
import { encoderVideoHandlers } from './encoder-videos';
import { scheduleHandlers } from './schedule';
import { monitoringHandlers } from './monitoring';
import { playlistHandlers, playlistRequestRules } from './playlists';
import { siteHandlers, siteRequestRules } from './sites';
import { playerBeaconHandlers } from './player-beacons';
import { analyticsHandlers } from './analytics';
import { onboardingHandlers, onboardingRequestRules } from './onboarding';
import { librarySearchHandlers } from './library-search';
import { mediaMetadataHandlers } from './media-metadata';
import { streamUsageHandlers } from './stream-usage';
import { hotspotHandlers } from './hotspots';
import { kpiHandlers } from './kpis';
import { statusHandlers } from './status';
import { clipRequestRules, mediaEditHandlers } from './media-edits';
import { cueHandlers, cueRequestRules } from './cues';
import { webVideoHandlers, webVideoRequestRules } from './web-videos';
import { socialHandlers, socialRequestRules } from './social';
import { aiHandlers } from './ai';
import { feedHandlers, feedRequestRules } from './feeds';
import { socialPostHandlers, socialPostRequestRules } from './social-posts';
import { subtitleRequestRules, transcriptionHandlers } from './transcription';

/** Every handler the server has, per document. Add a family's handlers here. */
export function contractHandlers(services: Services): ContractHandlers {
  const adminOrganisations = adminOrganisationHandlers(services);
  const monitoring = monitoringHandlers(services);
  const mediaEdits = mediaEditHandlers(services);
  const transcription = transcriptionHandlers(services);
  return {
    'central-v3': {
      ...rtmpDestinationHandlers(services),
      ...qrClickOverlayHandlers(services),
      ...destinationGroupHandlers(services),
      ...authHandlers(services),
      ...customerHandlers(services),
      ...lookupHandlers(services),
      ...webPresetHandlers(services),
      ...organisationSettingsHandlers(services),
      ...encoderChannelHandlers(services),
      ...webChannelHandlers(services),
      ...encoderPresetHandlers(services),
      ...siteHandlers(services),
      ...analyticsHandlers(services),
      ...venueHandlers(services),
      ...playerProfileHandlers(services),
      ...peopleHandlers(services),
      ...userInviteHandlers(services),
      ...passwordHandlers(services),
      ...apiClientHandlers(services),
      ...mediaHandlers(services),
      ...adminOrganisations.centralV3,
      ...encoderHandlers(services),
      ...uploaderHandlers(services),
      ...contentDestinationHandlers(services),
      ...encoderVideoHandlers(services),
      ...scheduleHandlers(services),
      ...monitoring.central,
      ...playlistHandlers(services),
      ...mediaEdits.centralV3,
      ...webVideoHandlers(services),
    },
    'central-v4': {
      ...billingHandlers(services),
      ...goLiveHandlers(services),
      ...kpiHandlers(services),
      ...mediaEdits.centralV4,
      ...socialHandlers(services),
      ...feedHandlers(services),
      ...socialPostHandlers(services),
      ...transcription.centralV4,
    },
    'data-usage': {
      ...dataUsageHandlers(services),
    },
    'media-status': mediaStatusHandlers(services),
    'media-metadata': mediaMetadataHandlers(services),
    'stream-usage': streamUsageHandlers(services),
    hotspots: hotspotHandlers(services),
    'player-config': {
      ...playerPreviewHandlers(services),
      ...webChannelPlayerHandlers(services),
    },
    v2: {
      ...userHandlers(services),
      ...adminOrganisations.v2,
    },
    'internal-v1': {
      ...adminOrganisations.internal,
      ...hardwareHandlers(services),
      ...systemLogHandlers(services),
      ...monitoring.internal,
    },
    search: {
      ...adminOrganisations.search,
      ...librarySearchHandlers(services),
    },
    telemetry: {
      ...telemetryHandlers(services),
      ...playerBeaconHandlers(services),
    },
    'system-events': systemEventHandlers(services),
    'logs-gateway': {
      ...encoderLogHandlers(services),
    },
    onboarding: onboardingHandlers(services),
    status: statusHandlers(services),
    cues: cueHandlers(services),
    ai: aiHandlers(services),
    subtitles: transcription.subtitles,
  };
}

/** Body rules with the spec's messages, per operationId (contract/request-rules.ts). */
export const contractRequestRules: RequestRules = {
  ...webPresetRequestRules,
  ...billingRequestRules,
  ...organisationSettingsRequestRules,
  ...encoderChannelRequestRules,
  ...webChannelRequestRules,
  ...encoderPresetRequestRules,
  ...venueRequestRules,
  ...playerProfileRequestRules,
  ...rtmpDestinationRequestRules,
  ...qrClickOverlayRequestRules,
  ...destinationGroupRequestRules,
  ...peopleRequestRules,
  ...userInviteRequestRules,
  ...passwordRequestRules,
  ...apiClientRequestRules,
  ...mediaRequestRules,
  ...adminOrganisationRequestRules,
  ...hardwareRequestRules,
  ...encoderRequestRules,
  ...playlistRequestRules,
  ...siteRequestRules,
  ...onboardingRequestRules,
  ...clipRequestRules,
  ...cueRequestRules,
  ...webVideoRequestRules,
  ...socialRequestRules,
  ...feedRequestRules,
  ...socialPostRequestRules,
  ...subtitleRequestRules,
};
