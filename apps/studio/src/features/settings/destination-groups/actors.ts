import { fromPromise } from 'xstate';
import type {
  DestinationGroup,
  DestinationGroupChoices,
  DestinationGroupInput,
  StudioApi,
} from '@studio/api';
import type { FetchItemInput, FetchPageInput, ListPage, SubmitInput } from '@studio/machines';

export type DestinationGroupItem = DestinationGroup & { readonly id: string };

const asItem = (group: DestinationGroup): DestinationGroupItem => ({ ...group, id: group.uuid });

/** What the form edits: every field of the contract's input. */
export type DestinationGroupFormValues = Required<DestinationGroupInput>;

/**
 * A group with what it may name (channel names and regions, destination names): the view shows
 * names rather than ids, and the form offers the choices. `group` is null for a new one.
 */
export interface DestinationGroupWithChoices {
  group: DestinationGroup | null;
  choices: DestinationGroupChoices;
}

export function createDestinationGroupListActors(api: StudioApi, customerId: string) {
  return {
    fetchPage: fromPromise<ListPage<DestinationGroupItem>, FetchPageInput>(
      async ({ input, signal }) => {
        const page = await api.listDestinationGroups(customerId, { url: input.url, signal });
        return { items: page.items.map(asItem), nextUrl: page.nextUrl };
      },
    ),
    fetchItem: fromPromise<DestinationGroupItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await api.getDestinationGroup(customerId, input.id, { signal })),
    ),
  };
}

/** The view and edit pages: the group and the choices, read together on each visit. */
export function createDestinationGroupRecordActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  return {
    fetchRecord: fromPromise<DestinationGroupWithChoices>(async ({ signal }) => {
      const [group, choices] = await Promise.all([
        uuid === null ? null : api.getDestinationGroup(customerId, uuid, { signal }),
        api.listDestinationGroupChoices(customerId, { signal }),
      ]);
      return { group, choices };
    }),
  };
}

export function createDestinationGroupSubmitActors(
  api: StudioApi,
  customerId: string,
  uuid: string | null,
) {
  return {
    submit: fromPromise<DestinationGroup, SubmitInput<DestinationGroupFormValues>>(
      ({ input: { values }, signal }) => {
        const body = { ...values, name: values.name.trim() };
        return uuid === null
          ? api.createDestinationGroup(customerId, body, { signal })
          : api.updateDestinationGroup(customerId, uuid, body, { signal });
      },
    ),
  };
}
