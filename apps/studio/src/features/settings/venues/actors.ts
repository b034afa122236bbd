import { fromPromise } from 'xstate';
import type {
  EncoderChannel,
  StudioApi,
  Venue,
  VenueInput,
  VenueLicenceAvailability,
  VenueLicenceType,
} from '@studio/api';
import type { FetchItemInput, FetchPageInput, ListPage, SubmitInput } from '@studio/machines';
import { createSharedList } from '../shared-list';

/** A venue as the list machine keeps it: by `id`, the venue's `uuid`. */
export type VenueItem = Venue & { readonly id: string };

const asItem = (venue: Venue): VenueItem => ({ ...venue, id: venue.uuid });

/** What the venue form edits; the password fields only when creating. */
export interface VenueFormValues {
  username: string;
  password: string;
  passwordConfirmation: string;
  /** '' until the person picks one. */
  licenceType: VenueLicenceType | '';
  encoderChannelIds: string[];
  decoderMode: 'Cloud' | 'Lan';
}

export interface VenuePasswordValues {
  password: string;
  passwordConfirmation: string;
}

/** A venue with the organisation's encoder channels (null: they could not be read). */
export interface VenueDetails {
  venue: Venue;
  channels: EncoderChannel[] | null;
}

/** What the venue form needs: the licences left, the channels, and the venue when editing. */
export interface VenueFormData {
  venue: Venue | null;
  availability: VenueLicenceAvailability['availableVenueLicenses'];
  channels: EncoderChannel[] | null;
}

export const venueList = createSharedList<VenueItem>((api, customerId) => ({
  fetchPage: fromPromise<ListPage<VenueItem>, FetchPageInput>(async ({ input, signal }) => {
    const page = await api.listVenues(customerId, { url: input.url, signal });
    return { items: page.items.map(asItem), nextUrl: page.nextUrl };
  }),
  fetchItem: fromPromise<VenueItem, FetchItemInput>(async ({ input, signal }) =>
    asItem(await api.getVenue(customerId, input.id, { signal })),
  ),
}));

/** At most this many pages of channels for the picker (50 each). */
const CHANNEL_PAGES = 20;

/**
 * Every encoder channel of the organisation, for naming a venue's channels and choosing them; null
 * when they cannot be read, so the venue still shows (its channels as a count) and edits keep the
 * channels it has.
 */
async function encoderChannels(
  api: StudioApi,
  customerId: string,
  signal: AbortSignal,
): Promise<EncoderChannel[] | null> {
  try {
    const channels: EncoderChannel[] = [];
    let url: string | null = null;
    for (let page = 0; page < CHANNEL_PAGES; page += 1) {
      const result = await api.listEncoderChannels(customerId, { url, signal });
      channels.push(...result.items);
      url = result.nextUrl;
      if (url === null) break;
    }
    return channels;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

export function createVenueRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<VenueDetails>(async ({ signal }) => {
      const [venue, channels] = await Promise.all([
        api.getVenue(customerId, uuid, { signal }),
        encoderChannels(api, customerId, signal),
      ]);
      return { venue, channels };
    }),
  };
}

export function createVenueFormDataActors(api: StudioApi, customerId: string, uuid: string | null) {
  return {
    fetchRecord: fromPromise<VenueFormData>(async ({ signal }) => {
      const [venue, availability, channels] = await Promise.all([
        uuid === null ? null : api.getVenue(customerId, uuid, { signal }),
        api.getVenueLicenceAvailability(customerId, { signal }),
        encoderChannels(api, customerId, signal),
      ]);
      return { venue, availability: availability.availableVenueLicenses, channels };
    }),
  };
}

/** Create sends the password; edit sends the other fields (the password changes on its own). */
export function createVenueSubmitActors(api: StudioApi, customerId: string, uuid: string | null) {
  return {
    submit: fromPromise<Venue, SubmitInput<VenueFormValues>>(({ input, signal }) => {
      const { username, password, licenceType, encoderChannelIds, decoderMode } = input.values;
      // The form's rules require a licence type before it sends.
      const fields = {
        username,
        licenceType: licenceType as VenueLicenceType,
        encoderChannelIds,
        decoderMode,
      };
      if (uuid !== null) return api.updateVenue(customerId, uuid, fields, { signal });
      const venue: VenueInput = { ...fields, password };
      return api.createVenue(customerId, venue, { signal });
    }),
  };
}

export function createVenuePasswordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    submit: fromPromise<true, SubmitInput<VenuePasswordValues>>(async ({ input, signal }) => {
      await api.changeVenuePassword(customerId, uuid, input.values.password, { signal });
      return true;
    }),
  };
}
