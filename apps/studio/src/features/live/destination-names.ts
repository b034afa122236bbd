import { isApiError, type DestinationGroupChoices, type StudioApi } from '@studio/api';
import type { DestinationNames } from './content-destinations';
import { fetchSocialChannelChoices } from './destinations/social-channel-choices';

interface Named {
  readonly name: string;
}

/** The rows a destination can name, from Go Live's choices or read on their own. */
export interface DestinationNameSources {
  readonly webChannels: ReadonlyArray<Named & { readonly uuid: string }>;
  readonly rtmpDestinations: ReadonlyArray<Named & { readonly uuid: string }>;
  /** By the provider's channel id. */
  readonly socialChannels: ReadonlyArray<Named & { readonly id: string }>;
}

/** The names of web channels, RTMP destinations and social channels, by the id a destination names. */
export function destinationNamesOf(sources: DestinationNameSources): DestinationNames {
  return {
    webChannels: Object.fromEntries(sources.webChannels.map((row) => [row.uuid, row.name])),
    rtmpDestinations: Object.fromEntries(
      sources.rtmpDestinations.map((row) => [row.uuid, row.name]),
    ),
    socialChannels: Object.fromEntries(sources.socialChannels.map((row) => [row.id, row.name])),
  };
}

/** The channels with their regions and the RTMP destinations; none when not allowed. */
export async function destinationGroupChoicesOrNone(
  api: StudioApi,
  customerId: string,
  signal?: AbortSignal,
): Promise<DestinationGroupChoices | null> {
  try {
    return await api.listDestinationGroupChoices(customerId, { signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

/**
 * The names a destination list shows, read without the rest of Go Live's choices (a recording's
 * page). RTMP destinations and social channels the person or plan may not read are named by the
 * destination's own title instead.
 */
export async function fetchDestinationNames(
  api: StudioApi,
  customerId: string,
  signal?: AbortSignal,
): Promise<DestinationNames> {
  const [webChannels, groupChoices, socialChannels] = await Promise.all([
    api.listWebChannels(customerId, { signal }),
    destinationGroupChoicesOrNone(api, customerId, signal),
    fetchSocialChannelChoices(api, customerId, signal),
  ]);
  return destinationNamesOf({
    webChannels: webChannels.items,
    rtmpDestinations: groupChoices?.rtmpDestinations ?? [],
    socialChannels,
  });
}
