import type { components as CentralV3 } from './generated/central-v3.js';
import type { components as Telemetry } from './generated/telemetry.js';
import type { components as V2 } from './generated/v2.js';

/** Names for the contract's schemas callers use most; the types come from the generated files. */
export type TokenResponse = CentralV3['schemas']['TokenResponse'];
export type Customer = CentralV3['schemas']['Customer'];
export type Region = CentralV3['schemas']['Region'];
export type Timezone = CentralV3['schemas']['Timezone'];
export type LoginResponse = CentralV3['schemas']['LoginResponse'];
export type CurrentUser = V2['schemas']['CurrentUser'];
export type PlaylistMedia = CentralV3['schemas']['PlaylistMedia'];
export type ExportPage = CentralV3['schemas']['ExportPage'];
export type AnalyticsApi = CentralV3['schemas']['AnalyticsApi'];
export type TelemetryEvent = Telemetry['schemas']['TelemetryEvent'];
export type TelemetryAccepted = Telemetry['schemas']['TelemetryAccepted'];
export type WebPreset = CentralV3['schemas']['WebPreset'];
export type WebPresetInput = CentralV3['schemas']['WebPresetInput'];
export type PlayerProfile = CentralV3['schemas']['PlayerProfile'];
export type PlayerProfileInput = CentralV3['schemas']['PlayerProfileInput'];
export type EncoderPreset = CentralV3['schemas']['EncoderPreset'];
export type EncoderPresetInput = CentralV3['schemas']['EncoderPresetInput'];
export type EncoderPresetOptions = CentralV3['schemas']['EncoderPresetOptions'];
export type Venue = CentralV3['schemas']['Venue'];
export type VenueInput = CentralV3['schemas']['VenueInput'];
export type VenueUpdate = CentralV3['schemas']['VenueUpdate'];
export type VenueLicenceType = CentralV3['schemas']['VenueLicenceType'];
export type VenueLicenceAvailability = CentralV3['schemas']['VenueLicenceAvailability'];
export type EncoderChannel = CentralV3['schemas']['EncoderChannel'];
