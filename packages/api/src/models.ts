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
export type RtmpDestination = CentralV3['schemas']['RtmpDestination'];
export type RtmpDestinationInput = CentralV3['schemas']['RtmpDestinationInput'];
export type RtmpDestinationUpdate = CentralV3['schemas']['RtmpDestinationUpdate'];
export type QrClickOverlay = CentralV3['schemas']['QrClickOverlay'];
export type QrClickOverlayInput = CentralV3['schemas']['QrClickOverlayInput'];
export type DestinationGroup = CentralV3['schemas']['DestinationGroup'];
export type DestinationGroupInput = CentralV3['schemas']['DestinationGroupInput'];
export type DestinationGroupChoices = CentralV3['schemas']['DestinationGroupChoices'];
export type DestinationGroupChoice = CentralV3['schemas']['DestinationGroupChoice'];
