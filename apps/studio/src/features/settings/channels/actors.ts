import { fromPromise } from 'xstate';
import type {
  EncoderChannel,
  EncoderChannelUser,
  Region,
  StudioApi,
  WebChannel,
} from '@studio/api';
import type { FetchItemInput, FetchPageInput, ListPage } from '@studio/machines';

/**
 * The actors of the channel lists and of the view pages. The forms' are in `form-actors.ts`,
 * which needs the domain's rules (and yup): the list and view pages do not download them.
 */

export type EncoderChannelItem = EncoderChannel & { readonly id: string };
export type WebChannelItem = WebChannel & { readonly id: string };

// ---------------------------------------------------------------------------------------------
// Lists

export function createEncoderChannelListActors(api: StudioApi, customerId: string) {
  const asItem = (channel: EncoderChannel): EncoderChannelItem => ({
    ...channel,
    id: channel.uuid,
  });
  return {
    fetchPage: fromPromise<ListPage<EncoderChannelItem>, FetchPageInput>(
      async ({ input, signal }) => {
        const page = await api.listEncoderChannels(customerId, { url: input.url, signal });
        return { items: page.items.map(asItem), nextUrl: page.nextUrl };
      },
    ),
    fetchItem: fromPromise<EncoderChannelItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await api.getEncoderChannel(customerId, input.id, { signal })),
    ),
  };
}

export function createWebChannelListActors(api: StudioApi, customerId: string) {
  const asItem = (channel: WebChannel): WebChannelItem => ({ ...channel, id: channel.uuid });
  return {
    fetchPage: fromPromise<ListPage<WebChannelItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listWebChannels(customerId, { url: input.url, signal });
      return { items: page.items.map(asItem), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<WebChannelItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await api.getWebChannel(customerId, input.id, { signal })),
    ),
  };
}

/** The regions the lists name (a lookup, cached 120 s by the client). */
export function createRegionsRecordActors(api: StudioApi) {
  return { fetchRecord: fromPromise<Region[]>(({ signal }) => api.listRegions({ signal })) };
}

// ---------------------------------------------------------------------------------------------
// Encoder channels: one channel, and its form

export interface EncoderChannelDetails {
  channel: EncoderChannel;
  regions: Region[];
  users: EncoderChannelUser[];
}

export function createEncoderChannelRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<EncoderChannelDetails>(async ({ signal }) => {
      const [channel, regions, users] = await Promise.all([
        api.getEncoderChannel(customerId, uuid, { signal }),
        api.listRegions({ signal }),
        api.listEncoderChannelUsers(customerId, uuid, { signal }),
      ]);
      return { channel, regions, users };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Web channels: one channel, and its form

export interface WebChannelDetails {
  channel: WebChannel;
  regions: Region[];
}

export function createWebChannelRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<WebChannelDetails>(async ({ signal }) => {
      const [channel, regions] = await Promise.all([
        api.getWebChannel(customerId, uuid, { signal }),
        api.listRegions({ signal }),
      ]);
      return { channel, regions };
    }),
  };
}
