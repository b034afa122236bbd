import { fromPromise } from 'xstate';
import type { StudioApi, WebPreset, WebPresetInput } from '@studio/api';
import type { FetchItemInput, FetchPageInput, ListPage, SubmitInput } from '@studio/machines';

/** A web preset as the list-resource machine keeps it: by `id`, the preset's `uuid`. */
export type WebPresetItem = WebPreset & { readonly id: string };

const asItem = (preset: WebPreset): WebPresetItem => ({ ...preset, id: preset.uuid });

/** What the form edits: every field of the contract's input, deinterlacing included. */
export type WebPresetFormValues = Required<WebPresetInput>;

/** The list page's actors: pages by the Link header, one preset re-read by id. */
export function createWebPresetListActors(api: StudioApi, customerId: string) {
  return {
    fetchPage: fromPromise<ListPage<WebPresetItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listWebPresets(customerId, { url: input.url, signal });
      return { items: page.items.map(asItem), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<WebPresetItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await api.getWebPreset(customerId, input.id, { signal })),
    ),
  };
}

/** The view and edit pages read the preset fresh on each visit (record machine). */
export function createWebPresetRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<WebPreset>(({ signal }) =>
      api.getWebPreset(customerId, uuid, { signal }),
    ),
  };
}

/** The form's submit: create, or replace the preset `uuid`. */
export function createWebPresetSubmitActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  return {
    submit: fromPromise<WebPreset, SubmitInput<WebPresetFormValues>>(({ input, signal }) =>
      uuid === null
        ? api.createWebPreset(customerId, input.values, { signal })
        : api.updateWebPreset(customerId, uuid, input.values, { signal }),
    ),
  };
}
