import { fromPromise } from 'xstate';
import type { RtmpDestination, StudioApi } from '@studio/api';
import type { FetchItemInput, FetchPageInput, ListPage, SubmitInput } from '@studio/machines';

/** An RTMP destination as the list-resource machine keeps it: by `id`, the destination's `uuid`. */
export type RtmpDestinationItem = RtmpDestination & { readonly id: string };

const asItem = (destination: RtmpDestination): RtmpDestinationItem => ({
  ...destination,
  id: destination.uuid,
});

/**
 * What the form edits. The view URL is text (empty for none); the stream key is what the person
 * typed: on an edit, empty keeps the saved key, which the studio never has.
 */
export interface RtmpDestinationFormValues {
  name: string;
  streamUrl: string;
  streamKey: string;
  viewUrl: string;
}

export function createRtmpDestinationListActors(api: StudioApi, customerId: string) {
  return {
    fetchPage: fromPromise<ListPage<RtmpDestinationItem>, FetchPageInput>(
      async ({ input, signal }) => {
        const page = await api.listRtmpDestinations(customerId, { url: input.url, signal });
        return { items: page.items.map(asItem), nextUrl: page.nextUrl };
      },
    ),
    fetchItem: fromPromise<RtmpDestinationItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await api.getRtmpDestination(customerId, input.id, { signal })),
    ),
  };
}

export function createRtmpDestinationRecordActors(
  api: StudioApi,
  customerId: string,
  uuid: string,
) {
  return {
    fetchRecord: fromPromise<RtmpDestination>(({ signal }) =>
      api.getRtmpDestination(customerId, uuid, { signal }),
    ),
  };
}

/**
 * The form's submit: create, or replace the destination `uuid`. Text is sent trimmed (the key
 * as typed: a space in it is the person's to see refused), a blank view URL as none, and an
 * edit without a new key leaves the key out so the saved one stays.
 */
export function createRtmpDestinationSubmitActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  return {
    submit: fromPromise<RtmpDestination, SubmitInput<RtmpDestinationFormValues>>(
      ({ input: { values }, signal }) => {
        const common = {
          name: values.name.trim(),
          streamUrl: values.streamUrl.trim(),
          viewUrl: values.viewUrl.trim() === '' ? null : values.viewUrl.trim(),
        };
        if (uuid === null)
          return api.createRtmpDestination(
            customerId,
            { ...common, streamKey: values.streamKey },
            { signal },
          );
        return api.updateRtmpDestination(
          customerId,
          uuid,
          values.streamKey === '' ? common : { ...common, streamKey: values.streamKey },
          { signal },
        );
      },
    ),
  };
}
