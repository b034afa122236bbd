import { fromPromise } from 'xstate';
import { ApiError, isApiError, type PlayerProfile, type StudioApi } from '@studio/api';
import type { FetchItemInput, FetchPageInput, ListPage, SubmitInput } from '@studio/machines';
import {
  formFieldOf,
  toPlayerProfileInput,
  type PlayerProfileFormValues,
} from './player-profile-form';

/** A player profile as the list-resource machine keeps it: by `id`, the profile's `uuid`. */
export type PlayerProfileItem = PlayerProfile & { readonly id: string };

const asItem = (profile: PlayerProfile): PlayerProfileItem => ({ ...profile, id: profile.uuid });

/** The list page's actors: pages by the Link header, one profile re-read by id. */
export function createPlayerProfileListActors(api: StudioApi, customerId: string) {
  return {
    fetchPage: fromPromise<ListPage<PlayerProfileItem>, FetchPageInput>(
      async ({ input, signal }) => {
        const page = await api.listPlayerProfiles(customerId, { url: input.url, signal });
        return { items: page.items.map(asItem), nextUrl: page.nextUrl };
      },
    ),
    fetchItem: fromPromise<PlayerProfileItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await api.getPlayerProfile(customerId, input.id, { signal })),
    ),
  };
}

/** The view and edit pages read the profile fresh on each visit (record machine). */
export function createPlayerProfileRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<PlayerProfile>(({ signal }) =>
      api.getPlayerProfile(customerId, uuid, { signal }),
    ),
  };
}

/**
 * The server names a refused call to action field as the body does (`body.callToAction.text`);
 * the form has it as `callToActionText`, so the refusal is handed on with the form's names.
 */
function withFormFieldNames(error: unknown): never {
  if (!isApiError(error)) throw error;
  throw new ApiError(
    error.status,
    error.errors.map((item) =>
      item.field?.startsWith('body.')
        ? { ...item, field: `body.${formFieldOf(item.field.slice('body.'.length))}` }
        : item,
    ),
    { cause: error },
  );
}

/** The form's submit: create, or replace the profile `uuid`. */
export function createPlayerProfileSubmitActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  return {
    submit: fromPromise<PlayerProfile, SubmitInput<PlayerProfileFormValues>>(
      ({ input, signal }) => {
        const body = toPlayerProfileInput(input.values);
        const call =
          uuid === null
            ? api.createPlayerProfile(customerId, body, { signal })
            : api.updatePlayerProfile(customerId, uuid, body, { signal });
        return call.catch(withFormFieldNames);
      },
    ),
  };
}
