import { fromPromise } from 'xstate';
import type {
  EncoderPreset,
  EncoderPresetInput,
  EncoderPresetOptions,
  StudioApi,
} from '@studio/api';
import type { FetchItemInput, FetchPageInput, ListPage, SubmitInput } from '@studio/machines';
import { createSharedList } from '../shared-list';

/** An encoder preset as the list machine keeps it: by `id`, the preset's `uuid`. */
export type EncoderPresetItem = EncoderPreset & { readonly id: string };

const asItem = (preset: EncoderPreset): EncoderPresetItem => ({ ...preset, id: preset.uuid });

/** What the form edits: every field of the contract's input, the optional ones filled. */
export type EncoderPresetFormValues = Required<Omit<EncoderPresetInput, 'customName'>> & {
  customName: string;
};

/** What the form needs before it shows: the plan's choices, and the preset when editing. */
export interface EncoderPresetFormData {
  options: EncoderPresetOptions;
  preset: EncoderPreset | null;
}

/** The organisation's encoder preset list (one actor across visits). */
export const encoderPresetList = createSharedList<EncoderPresetItem>((api, customerId) => ({
  fetchPage: fromPromise<ListPage<EncoderPresetItem>, FetchPageInput>(async ({ input, signal }) => {
    const page = await api.listEncoderPresets(customerId, { url: input.url, signal });
    return { items: page.items.map(asItem), nextUrl: page.nextUrl };
  }),
  fetchItem: fromPromise<EncoderPresetItem, FetchItemInput>(async ({ input, signal }) =>
    asItem(await api.getEncoderPreset(customerId, input.id, { signal })),
  ),
}));

export function createEncoderPresetRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<EncoderPreset>(({ signal }) =>
      api.getEncoderPreset(customerId, uuid, { signal }),
    ),
  };
}

/** Create reads the choices; edit reads them with the preset, both at once. */
export function createEncoderPresetFormDataActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  return {
    fetchRecord: fromPromise<EncoderPresetFormData>(async ({ signal }) => {
      const [options, preset] = await Promise.all([
        api.getEncoderPresetOptions(customerId, { signal }),
        uuid === null ? null : api.getEncoderPreset(customerId, uuid, { signal }),
      ]);
      return { options, preset };
    }),
  };
}

/** The form's submit: create, or replace the preset `uuid`. An empty custom name is none. */
export function createEncoderPresetSubmitActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  return {
    submit: fromPromise<EncoderPreset, SubmitInput<EncoderPresetFormValues>>(
      ({ input, signal }) => {
        const { customName, ...rest } = input.values;
        const body: EncoderPresetInput = {
          ...rest,
          customName: customName.trim() === '' ? null : customName,
        };
        return uuid === null
          ? api.createEncoderPreset(customerId, body, { signal })
          : api.updateEncoderPreset(customerId, uuid, body, { signal });
      },
    ),
  };
}
