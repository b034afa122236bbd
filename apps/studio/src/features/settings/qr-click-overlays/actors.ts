import { fromPromise } from 'xstate';
import type { QrClickOverlay, QrClickOverlayInput, StudioApi } from '@studio/api';
import type { FetchItemInput, FetchPageInput, ListPage, SubmitInput } from '@studio/machines';

export type QrClickOverlayItem = QrClickOverlay & { readonly id: string };

const asItem = (overlay: QrClickOverlay): QrClickOverlayItem => ({ ...overlay, id: overlay.uuid });

/** What the form edits: the label as text (empty for none). */
export type QrClickOverlayFormValues = Omit<QrClickOverlayInput, 'customLabel'> & {
  customLabel: string;
};

export function createQrClickOverlayListActors(api: StudioApi, customerId: string) {
  return {
    fetchPage: fromPromise<ListPage<QrClickOverlayItem>, FetchPageInput>(
      async ({ input, signal }) => {
        const page = await api.listQrClickOverlays(customerId, { url: input.url, signal });
        return { items: page.items.map(asItem), nextUrl: page.nextUrl };
      },
    ),
    fetchItem: fromPromise<QrClickOverlayItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await api.getQrClickOverlay(customerId, input.id, { signal })),
    ),
  };
}

export function createQrClickOverlayRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<QrClickOverlay>(({ signal }) =>
      api.getQrClickOverlay(customerId, uuid, { signal }),
    ),
  };
}

/** Create, or replace the overlay `uuid`; text trimmed, a blank label sent as none. */
export function createQrClickOverlaySubmitActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  return {
    submit: fromPromise<QrClickOverlay, SubmitInput<QrClickOverlayFormValues>>(
      ({ input: { values }, signal }) => {
        const label = values.customLabel.trim();
        const body: QrClickOverlayInput = {
          name: values.name.trim(),
          url: values.url.trim(),
          customLabel: label === '' ? null : label,
          openingBehaviour: values.openingBehaviour,
          type: values.type,
        };
        return uuid === null
          ? api.createQrClickOverlay(customerId, body, { signal })
          : api.updateQrClickOverlay(customerId, uuid, body, { signal });
      },
    ),
  };
}
