import { fromPromise } from 'xstate';
import type { Playlist, Site, SiteInput, StudioApi, WebChannel } from '@studio/api';
import type { SiteFormFields } from '@studio/domain';
import type { FetchItemInput, FetchPageInput, ListPage, SubmitInput } from '@studio/machines';

/** A site as the list-resource machine keeps it: by `id`, the site's `uuid`. */
export type SiteItem = Site & { readonly id: string };

const asItem = (site: Site): SiteItem => ({ ...site, id: site.uuid });

/** What the site form edits: text as typed (empty for none), the chosen playlists in order. */
export type SiteFormValues = SiteFormFields;

/** The choices of the form and the names a site's view shows instead of ids. */
export interface SiteChoices {
  playlists: Pick<Playlist, 'id' | 'name'>[];
  webChannels: Pick<WebChannel, 'uuid' | 'name'>[];
}

export interface SiteRecord {
  site: Site;
  choices: SiteChoices;
}

export const EMPTY_SITE: SiteFormValues = {
  name: '',
  slug: '',
  description: '',
  themeMode: 'system',
  analyticsMeasurementId: '',
  liveWebChannelId: '',
  playlistIds: [],
};

export function formValuesOf(site: Site): SiteFormValues {
  return {
    name: site.name,
    slug: site.slug,
    description: site.description ?? '',
    themeMode: site.themeMode,
    analyticsMeasurementId: site.analyticsMeasurementId ?? '',
    liveWebChannelId: site.liveWebChannelId ?? '',
    playlistIds: [...site.playlistIds],
  };
}

/** The request body: text trimmed, empty optional text as none. */
export function siteInputOf(values: SiteFormValues): SiteInput {
  const description = values.description.trim();
  const measurementId = values.analyticsMeasurementId.trim();
  return {
    name: values.name.trim(),
    slug: values.slug,
    description: description === '' ? null : description,
    themeMode: values.themeMode,
    analyticsMeasurementId: measurementId === '' ? null : measurementId,
    liveWebChannelId: values.liveWebChannelId === '' ? null : values.liveWebChannelId,
    playlistIds: values.playlistIds,
  };
}

/** Every playlist and web channel of the organisation, page after page. */
export async function siteChoices(
  api: StudioApi,
  customerId: string,
  signal: AbortSignal,
): Promise<SiteChoices> {
  const playlists: SiteChoices['playlists'] = [];
  const webChannels: SiteChoices['webChannels'] = [];
  const readPlaylists = async () => {
    let url: string | null = null;
    do {
      const page = await api.listPlaylists(customerId, { url, sort: 'asc.name', signal });
      playlists.push(...page.items.map(({ id, name }) => ({ id, name })));
      url = page.nextUrl;
    } while (url !== null);
  };
  const readWebChannels = async () => {
    let url: string | null = null;
    do {
      const page = await api.listWebChannels(customerId, { url, signal });
      webChannels.push(...page.items.map(({ uuid, name }) => ({ uuid, name })));
      url = page.nextUrl;
    } while (url !== null);
  };
  await Promise.all([readPlaylists(), readWebChannels()]);
  return { playlists, webChannels };
}

export function createSiteListActors(api: StudioApi, customerId: string) {
  return {
    fetchPage: fromPromise<ListPage<SiteItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listSites(customerId, { url: input.url, signal });
      return { items: page.items.map(asItem), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<SiteItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await api.getSite(customerId, input.id, { signal })),
    ),
  };
}

/** A site with the names of its playlists and channel (view and edit), or the choices alone. */
export function createSiteRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<SiteRecord>(async ({ signal }) => {
      const [site, choices] = await Promise.all([
        api.getSite(customerId, uuid, { signal }),
        siteChoices(api, customerId, signal),
      ]);
      return { site, choices };
    }),
  };
}

export function createSiteChoicesActors(api: StudioApi, customerId: string) {
  return {
    fetchRecord: fromPromise<SiteChoices>(({ signal }) => siteChoices(api, customerId, signal)),
  };
}

/** The form's submit: create, or replace the site `uuid` (its slug as it was). */
export function createSiteSubmitActors(api: StudioApi, customerId: string, uuid: string | null) {
  return {
    submit: fromPromise<Site, SubmitInput<SiteFormValues>>(({ input: { values }, signal }) =>
      uuid === null
        ? api.createSite(customerId, siteInputOf(values), { signal })
        : api.updateSite(customerId, uuid, siteInputOf(values), { signal }),
    ),
  };
}
