import { fromPromise } from 'xstate';
import {
  isApiError,
  unwrap,
  type EncoderChannel,
  type EncoderChannelInput,
  type EncoderChannelUser,
  type Region,
  type StudioApi,
  type WebChannel,
  type WebChannelInput,
} from '@studio/api';
import {
  maxDeleteAfterDays,
  parseStreamDelay,
  type EmbedType,
  type OfflineContentType,
} from '@studio/domain';
import type { SubmitInput } from '@studio/machines';

/** The actors and values of the encoder channel and web channel forms. */

/** A choice in a library picker (a video or a playlist). */
export interface LibraryChoice {
  id: string;
  name: string;
}
/** What the encoder channel form edits: every field of the contract's input. */
export interface EncoderChannelFormValues {
  name: string;
  regionId: string;
  lanOnly: boolean;
  /** Days; null keeps recordings. */
  deleteAfter: number | null;
  users: string[];
}

/** Everything the form needs before it shows: the channel (on edit) and its choices. */
export interface EncoderChannelFormData {
  channel: EncoderChannel | null;
  regions: Region[];
  userOptions: EncoderChannelUser[];
  /** The organisation's retention bound (plans.ts, `maxDeleteAfterDays`). */
  maxDeleteAfter: number;
  /**
   * A new channel's "Delete recordings after": the organisation's Library Settings retention,
   * or null (keep) when the person may not read those settings or on edit.
   */
  defaultDeleteAfter: number | null;
}

/**
 * The organisation's recording retention (Library Settings), for a new channel to start from.
 * Reading it takes account details: someone who manages channels without them starts empty.
 */
async function libraryRetention(
  api: StudioApi,
  customerId: string,
  signal: AbortSignal,
): Promise<number | null> {
  try {
    return (await api.getLibrarySettings(customerId, { signal })).deleteAfterDays;
  } catch (error) {
    if (isApiError(error) && error.status === 403) return null;
    throw error;
  }
}

export function createEncoderChannelFormDataActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  return {
    fetchRecord: fromPromise<EncoderChannelFormData>(async ({ signal }) => {
      const [channel, regions, userOptions, customer, defaultDeleteAfter] = await Promise.all([
        uuid === null ? null : api.getEncoderChannel(customerId, uuid, { signal }),
        api.listRegions({ signal }),
        api.listEncoderChannelUserOptions(customerId, { signal }),
        api.getCustomer(customerId, { signal }),
        uuid === null ? libraryRetention(api, customerId, signal) : null,
      ]);
      const maxDeleteAfter = maxDeleteAfterDays(customer);
      return {
        channel,
        regions,
        userOptions,
        maxDeleteAfter,
        defaultDeleteAfter:
          defaultDeleteAfter === null ? null : Math.min(defaultDeleteAfter, maxDeleteAfter),
      };
    }),
  };
}

export function newEncoderChannelValues(
  regions: readonly Region[],
  defaultDeleteAfter: number | null = null,
): EncoderChannelFormValues {
  return {
    name: '',
    regionId: (regions.find((region) => region.defaultRegion) ?? regions[0])?.uuid ?? '',
    lanOnly: false,
    deleteAfter: defaultDeleteAfter,
    users: [],
  };
}

export function encoderChannelValuesOf(channel: EncoderChannel): EncoderChannelFormValues {
  return {
    name: channel.name,
    regionId: channel.regionId,
    lanOnly: channel.lanOnly,
    deleteAfter: channel.deleteAfter ?? null,
    users: [...(channel.users ?? [])],
  };
}

export function createEncoderChannelSubmitActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  return {
    submit: fromPromise<EncoderChannel, SubmitInput<EncoderChannelFormValues>>(
      ({ input, signal }) => {
        const body: EncoderChannelInput = { ...input.values };
        return uuid === null
          ? api.createEncoderChannel(customerId, body, { signal })
          : api.updateEncoderChannel(customerId, uuid, body, { signal });
      },
    ),
  };
}

/**
 * What the web channel form edits. Keys are the request's field paths, so the server's field
 * messages (`body.offlineContent.imageId`) land on the field that shows them and are cleared when
 * it changes. The stream delay is kept as typed (`1:30`) and read on submit.
 */
export interface WebChannelFormValues {
  name: string;
  description: string;
  loadBalancerName: string;
  regionId: string;
  embedType: EmbedType;
  streamUrlsEnabled: boolean;
  streamDelaySeconds: string;
  deleteAfter: number | null;
  showLogo: boolean;
  automatedSubtitles: boolean;
  qrClickOverlayEnabled: boolean;
  detectQrCodes: boolean;
  'offlineContent.type': OfflineContentType;
  'offlineContent.imageId': string | null;
  'offlineContent.mediaId': string | null;
  'offlineContent.playlistId': string | null;
}

export interface WebChannelFormData {
  channel: WebChannel | null;
  regions: Region[];
  /** The organisation's encoder channels (first page), for the cross-region warning. */
  encoderChannels: EncoderChannel[];
  videos: LibraryChoice[];
  playlists: LibraryChoice[];
  maxDeleteAfter: number;
}

/**
 * The library's first page of videos or playlists for the offline pickers. The library area may
 * not answer yet (501), and a person without library rights is refused (403): both mean there is
 * nothing to choose from here, which the picker says.
 */
async function libraryChoices(read: () => Promise<LibraryChoice[]>): Promise<LibraryChoice[]> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && (error.status === 501 || error.status === 403)) return [];
    throw error;
  }
}

export function createWebChannelFormDataActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  return {
    fetchRecord: fromPromise<WebChannelFormData>(async ({ signal }) => {
      const path = { customerId };
      const [channel, regions, encoderChannels, customer, videos, playlists] = await Promise.all([
        uuid === null ? null : api.getWebChannel(customerId, uuid, { signal }),
        api.listRegions({ signal }),
        api.listEncoderChannels(customerId, { signal }),
        api.getCustomer(customerId, { signal }),
        libraryChoices(async () =>
          (
            await unwrap(api.v3.GET('/customers/{customerId}/media', { params: { path }, signal }))
          ).map((item) => ({ id: item.mediaId, name: item.title })),
        ),
        libraryChoices(async () =>
          (
            await unwrap(
              api.v3.GET('/customers/{customerId}/playlists', { params: { path }, signal }),
            )
          ).playlists.map((playlist) => ({ id: playlist.id, name: playlist.name })),
        ),
      ]);
      return {
        channel,
        regions,
        encoderChannels: encoderChannels.items,
        videos,
        playlists,
        maxDeleteAfter: maxDeleteAfterDays(customer),
      };
    }),
  };
}

export function newWebChannelValues(regions: readonly Region[]): WebChannelFormValues {
  return {
    name: '',
    description: '',
    loadBalancerName: '',
    regionId: (regions.find((region) => region.defaultRegion) ?? regions[0])?.uuid ?? '',
    embedType: 'iframe',
    streamUrlsEnabled: false,
    streamDelaySeconds: '',
    deleteAfter: null,
    showLogo: true,
    automatedSubtitles: false,
    qrClickOverlayEnabled: false,
    detectQrCodes: false,
    'offlineContent.type': 'replay_event',
    'offlineContent.imageId': null,
    'offlineContent.mediaId': null,
    'offlineContent.playlistId': null,
  };
}

export function webChannelValuesOf(
  channel: WebChannel,
  formatDelay: (seconds: number) => string,
): WebChannelFormValues {
  const offline = channel.offlineContent;
  return {
    name: channel.name,
    description: channel.description ?? '',
    loadBalancerName: channel.loadBalancerName,
    regionId: channel.regionId,
    embedType: channel.embedType,
    streamUrlsEnabled: channel.streamUrlsEnabled,
    streamDelaySeconds:
      channel.streamDelaySeconds === null || channel.streamDelaySeconds === undefined
        ? ''
        : formatDelay(channel.streamDelaySeconds),
    deleteAfter: channel.deleteAfter ?? null,
    showLogo: channel.showLogo ?? true,
    automatedSubtitles: channel.automatedSubtitles ?? false,
    qrClickOverlayEnabled: channel.qrClickOverlayEnabled ?? false,
    detectQrCodes: channel.detectQrCodes ?? false,
    'offlineContent.type': offline.type,
    'offlineContent.imageId': offline.imageId ?? null,
    'offlineContent.mediaId': offline.mediaId ?? null,
    'offlineContent.playlistId': offline.playlistId ?? null,
  };
}

/** The request body of the form's values; the stream delay must be readable (see validate). */
export function webChannelInputOf(values: WebChannelFormValues): WebChannelInput {
  const type = values['offlineContent.type'];
  return {
    name: values.name,
    description: values.description.trim() === '' ? null : values.description,
    loadBalancerName: values.loadBalancerName,
    regionId: values.regionId,
    embedType: values.embedType,
    streamUrlsEnabled: values.streamUrlsEnabled,
    streamDelaySeconds: parseStreamDelay(values.streamDelaySeconds) ?? null,
    deleteAfter: values.deleteAfter,
    showLogo: values.showLogo,
    automatedSubtitles: values.automatedSubtitles,
    qrClickOverlayEnabled: values.qrClickOverlayEnabled,
    detectQrCodes: values.detectQrCodes,
    offlineContent: {
      type,
      imageId: type === 'uploaded_image' ? values['offlineContent.imageId'] : null,
      mediaId: type === 'uploaded_video' ? values['offlineContent.mediaId'] : null,
      playlistId: type === 'uploaded_playlist' ? values['offlineContent.playlistId'] : null,
    },
  };
}

export function createWebChannelSubmitActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  return {
    submit: fromPromise<WebChannel, SubmitInput<WebChannelFormValues>>(({ input, signal }) => {
      const body = webChannelInputOf(input.values);
      return uuid === null
        ? api.createWebChannel(customerId, body, { signal })
        : api.updateWebChannel(customerId, uuid, body, { signal });
    }),
  };
}
