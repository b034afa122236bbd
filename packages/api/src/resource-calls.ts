import { ANALYTICS_EXPORTS, LOOKUP_CACHE_MS, PLAYLIST_FETCH_CONCURRENCY } from '@studio/domain';
import { exportCsv } from './analytics-export.js';
import { createFreshnessCache, type FreshnessCache } from './freshness-cache.js';
import { mapWithConcurrency } from './concurrency.js';
import type { StudioClients } from './services.js';
import type { ResourceCalls } from './studio-api.js';
import type { FetchLike } from './transport.js';
import { fetchLinkedPage, nextPageUrlOf } from './paging.js';
import { unwrap } from './unwrap.js';
import type { components } from './generated/central-v3.js';
import type { components as SearchComponents } from './generated/search.js';

type PlaylistPage = components['schemas']['PlaylistPage'];
type LibrarySearchResult = SearchComponents['schemas']['LibrarySearchResult'];

/** An encoder counts as online when seen within this many minutes (issue 14: the studio sends 2). */
const ENCODER_ONLINE_MINUTES = 2;

/** What the resource calls are built on: the typed clients and the fetch with every rule applied. */
export interface ResourceCallContext {
  services: StudioClients;
  transport: FetchLike;
  /** The client's 120 s lookup cache (cleared on sign-in and sign-out); a cache of its own if absent. */
  lookups?: FreshnessCache;
}

/**
 * The calls of the organisation's resources (settings, people, library, live, …): everything but
 * the session, the lookups and the calls the sign-in page and the shell make at once. This module
 * is loaded on the first such call (`lazyResourceCalls`), so its weight, which grows with every
 * feature, stays off the sign-in page and out of every route's static JavaScript.
 */
export function createResourceCalls({
  services,
  transport,
  lookups = createFreshnessCache(LOOKUP_CACHE_MS),
}: ResourceCallContext): ResourceCalls {
  return {
    getPlaylistMediaFor: (customerId, playlistIds, { signal } = {}) =>
      mapWithConcurrency(
        playlistIds,
        PLAYLIST_FETCH_CONCURRENCY,
        (playlistId) =>
          unwrap(
            services.v3.GET('/customers/{customerId}/playlists/{playlistId}/media', {
              params: { path: { customerId, playlistId } },
              signal,
            }),
          ),
        signal,
      ),
    listWebPresets: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/webencoderprofiles', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    getWebPreset: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/webencoderprofiles/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createWebPreset: (customerId, preset, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/webencoderprofiles', {
          params: { path: { customerId } },
          body: preset,
          signal,
        }),
      ),
    updateWebPreset: (customerId, id, preset, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/webencoderprofiles/{id}', {
          params: { path: { customerId, id } },
          body: preset,
          signal,
        }),
      ),
    async deleteWebPreset(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/webencoderprofiles/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    listSites: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/sites', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    getSite: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/sites/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createSite: (customerId, site, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/sites', {
          params: { path: { customerId } },
          body: site,
          signal,
        }),
      ),
    updateSite: (customerId, id, site, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/sites/{id}', {
          params: { path: { customerId, id } },
          body: site,
          signal,
        }),
      ),
    async deleteSite(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/sites/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    checkSiteSlug: (customerId, slug, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/sites/slugs/{slug}', {
          params: { path: { customerId, slug } },
          signal,
        }),
      ),
    getStatisticsSummary: ({ customerId, api, ...query }, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/{api}/statistics/summary', {
          params: { path: { customerId, api }, query },
          signal,
        }),
      ),
    listNews: (limit, { signal } = {}) =>
      unwrap(
        services.status.GET('/news', {
          params: { query: limit === undefined ? {} : { limit } },
          signal,
        }),
      ),
    getServiceStatus: ({ signal } = {}) => unwrap(services.status.GET('/status', { signal })),
    listViewerLocations: ({ customerId, api, ...query }, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/{api}/statistics/viewers/locations', {
          params: { path: { customerId, api }, query },
          signal,
        }),
      ),
    getLibrarySettings: (customerId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/librarysettings', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    updateLibrarySettings: (customerId, settings, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/librarysettings', {
          params: { path: { customerId } },
          body: settings,
          signal,
        }),
      ),
    listCustomerToggles: (customerId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/toggles', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    listToggleRegistrations: (customerId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/toggleregs', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    updateCustomerToggle: (customerId, toggle, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/toggles/{toggleId}', {
          params: { path: { customerId, toggleId: toggle.toggleId } },
          body: toggle,
          signal,
        }),
      ),
    listPlans: (family, { signal } = {}) =>
      unwrap(services.v3.GET('/plans', { params: { query: family ? { family } : {} }, signal })),
    getBandwidthUsage: (customerId, months, { signal } = {}) =>
      unwrap(
        services.dataUsage.GET('/customers/{customerId}/bandwidth', {
          params: { path: { customerId }, query: months ? { months } : {} },
          signal,
        }),
      ),
    listDailyBandwidth: (customerId, range = {}, { signal } = {}) =>
      unwrap(
        services.dataUsage.GET('/customers/{customerId}/bandwidth/daily', {
          params: { path: { customerId }, query: range },
          signal,
        }),
      ),
    listTrials: (customerId, { signal } = {}) =>
      unwrap(
        services.v4.GET('/customers/{customerId}/trials', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    startTrial: (customerId, request, { signal } = {}) =>
      unwrap(
        services.v4.POST('/customers/{customerId}/trials/{product}/start', {
          params: { path: { customerId, product: request.product } },
          body: request,
          signal,
        }),
      ),
    cancelTrial: (customerId, product, { signal } = {}) =>
      unwrap(
        services.v4.POST('/customers/{customerId}/trials/{product}/cancel', {
          params: { path: { customerId, product } },
          signal,
        }),
      ),
    listSubscriptions: (customerId, { signal } = {}) =>
      unwrap(
        services.v4.GET('/customers/{customerId}/subscriptions', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    changeSubscription: (customerId, id, change, { signal } = {}) =>
      unwrap(
        services.v4.PUT('/customers/{customerId}/subscriptions/{id}', {
          params: { path: { customerId, id } },
          body: change,
          signal,
        }),
      ),
    listPaymentMethods: (customerId, { signal } = {}) =>
      unwrap(
        services.v4.GET('/customers/{customerId}/paymentmethods', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    listEncoderPresets: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/encoderprofiles', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    getEncoderPreset: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/encoderprofiles/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    getEncoderPresetOptions: (customerId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/encoderprofiles/options', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    createPaymentMethod: (customerId, method, { signal } = {}) =>
      unwrap(
        services.v4.POST('/customers/{customerId}/paymentmethods', {
          params: { path: { customerId } },
          body: method,
          signal,
        }),
      ),
    createEncoderPreset: (customerId, preset, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/encoderprofiles', {
          params: { path: { customerId } },
          body: preset,
          signal,
        }),
      ),
    updateEncoderPreset: (customerId, id, preset, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/encoderprofiles/{id}', {
          params: { path: { customerId, id } },
          body: preset,
          signal,
        }),
      ),
    async deleteEncoderPreset(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/encoderprofiles/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    listEncoderChannels: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/eventprofiles', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    getEncoderChannel: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/eventprofiles/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createEncoderChannel: (customerId, channel, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/eventprofiles', {
          params: { path: { customerId } },
          body: channel,
          signal,
        }),
      ),
    updateEncoderChannel: (customerId, id, channel, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/eventprofiles/{id}', {
          params: { path: { customerId, id } },
          body: channel,
          signal,
        }),
      ),
    async deleteEncoderChannel(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/eventprofiles/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    listEncoderChannelUsers: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/eventprofiles/{id}/users', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    listEncoderChannelUserOptions: (customerId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/eventprofiles/useroptions', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    listWebChannels: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/webeventprofiles', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    getWebChannel: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/webeventprofiles/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createWebChannel: (customerId, channel, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/webeventprofiles', {
          params: { path: { customerId } },
          body: channel,
          signal,
        }),
      ),
    updateWebChannel: (customerId, id, channel, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/webeventprofiles/{id}', {
          params: { path: { customerId, id } },
          body: channel,
          signal,
        }),
      ),
    async deleteWebChannel(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/webeventprofiles/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    uploadWebChannelOfflineImage: (customerId, image, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/webeventprofiles/offlineimages', {
          params: { path: { customerId } },
          body: image,
          // The bytes go as they are, labelled with the file's own type (JPG or PNG).
          bodySerializer: (body) => body,
          headers: { 'Content-Type': image.type },
          signal,
        }),
      ),
    listVenues: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/venues', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    getVenue: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/venues/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    getVenueLicenceAvailability: (customerId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/licenses/venues', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    createVenue: (customerId, venue, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/venues', {
          params: { path: { customerId } },
          body: venue,
          signal,
        }),
      ),
    updateVenue: (customerId, id, venue, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/venues/{id}', {
          params: { path: { customerId, id } },
          body: venue,
          signal,
        }),
      ),
    async changeVenuePassword(customerId, id, password, { signal } = {}) {
      await unwrap(
        services.v3.POST('/customers/{customerId}/venues/{id}/password', {
          params: { path: { customerId, id } },
          body: { password },
          signal,
        }),
      );
    },
    async deleteVenue(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/venues/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    listPlayerProfiles: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/configs/list', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    getPlayerProfile: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/configs/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createPlayerProfile: (customerId, profile, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/configs', {
          params: { path: { customerId } },
          body: profile,
          signal,
        }),
      ),
    updatePlayerProfile: (customerId, id, profile, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/configs/{id}', {
          params: { path: { customerId, id } },
          body: profile,
          signal,
        }),
      ),
    async deletePlayerProfile(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/configs/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    async listPlaylists(customerId, { url = null, signal, sort } = {}) {
      // The body is a page object (`playlists`, `nextUrl`), not the bare array of other lists;
      // its `nextUrl` is relative to the API, so it is resolved against the answer's address.
      let page: PlaylistPage;
      let answeredAt: string;
      if (url === null) {
        const result = await services.v3.GET('/customers/{customerId}/playlists', {
          params: { path: { customerId }, query: { sort } },
          signal,
        });
        page = await unwrap(Promise.resolve(result));
        answeredAt = result.response.url;
      } else {
        const response = await transport(
          new Request(url, { method: 'GET', signal: signal ?? null }),
        );
        page = (await response.json()) as PlaylistPage;
        answeredAt = response.url || url;
      }
      const base = answeredAt || globalThis.location?.href;
      return {
        items: page.playlists,
        nextUrl: page.nextUrl && base ? new URL(page.nextUrl, base).href : page.nextUrl,
      };
    },
    getPlaylist: (customerId, playlistId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/playlists/{playlistId}', {
          params: { path: { customerId, playlistId } },
          signal,
        }),
      ),
    createPlaylist: (customerId, playlist, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/playlists', {
          params: { path: { customerId } },
          body: playlist,
          signal,
        }),
      ),
    updatePlaylist: (customerId, playlistId, playlist, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/playlists/{playlistId}', {
          params: { path: { customerId, playlistId } },
          body: playlist,
          signal,
        }),
      ),
    async deletePlaylist(customerId, playlistId, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/playlists/{playlistId}', {
          params: { path: { customerId, playlistId } },
          signal,
        }),
      );
    },
    getPlaylistMedia: (customerId, playlistId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/playlists/{playlistId}/media', {
          params: { path: { customerId, playlistId } },
          signal,
        }),
      ),
    addPlaylistMedia: (customerId, playlistId, mediaIds, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/playlists/{playlistId}/media', {
          params: { path: { customerId, playlistId } },
          body: { mediaIds: [...mediaIds] },
          signal,
        }),
      ),
    async removePlaylistMedia(customerId, playlistId, mediaId, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/playlists/{playlistId}/media/{mediaId}', {
          params: { path: { customerId, playlistId, mediaId } },
          signal,
        }),
      );
    },
    reorderPlaylist: (customerId, playlistId, mediaIds, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/playlists/{playlistId}/order', {
          params: { path: { customerId, playlistId } },
          body: { mediaIds: [...mediaIds] },
          signal,
        }),
      ),
    listRtmpDestinations: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/rtmp/destination', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    getRtmpDestination: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/rtmp/destination/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createRtmpDestination: (customerId, destination, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/rtmp/destination', {
          params: { path: { customerId } },
          body: destination,
          signal,
        }),
      ),
    updateRtmpDestination: (customerId, id, destination, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/rtmp/destination/{id}', {
          params: { path: { customerId, id } },
          body: destination,
          signal,
        }),
      ),
    async deleteRtmpDestination(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/rtmp/destination/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    listQrClickOverlays: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/qrclickoverlays', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    getQrClickOverlay: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/qrclickoverlays/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createQrClickOverlay: (customerId, overlay, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/qrclickoverlays', {
          params: { path: { customerId } },
          body: overlay,
          signal,
        }),
      ),
    updateQrClickOverlay: (customerId, id, overlay, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/qrclickoverlays/{id}', {
          params: { path: { customerId, id } },
          body: overlay,
          signal,
        }),
      ),
    async deleteQrClickOverlay(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/qrclickoverlays/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    listDestinationGroups: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/destinationgroups', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    listDestinationGroupChoices: (customerId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/destinationgroups/choices', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    getDestinationGroup: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/destinationgroups/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createDestinationGroup: (customerId, group, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/destinationgroups', {
          params: { path: { customerId } },
          body: group,
          signal,
        }),
      ),
    updateDestinationGroup: (customerId, id, group, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/destinationgroups/{id}', {
          params: { path: { customerId, id } },
          body: group,
          signal,
        }),
      ),
    async deleteDestinationGroup(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/destinationgroups/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    exportAnalyticsCsv: ({ customerId, kind, start, end }, { signal } = {}) =>
      exportCsv(
        kind,
        (query, pageSignal) =>
          unwrap(
            services.v3.GET('/customers/{customerId}/{api}/export', {
              params: {
                path: { customerId, api: ANALYTICS_EXPORTS[kind].api },
                query: { start, end, ...query },
              },
              signal: pageSignal,
            }),
          ),
        { signal },
      ),
    listUsers: (customerId, { url = null, signal, search, role, status, sort } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/users', {
            params: {
              path: { customerId },
              query: {
                ...(search ? { search } : {}),
                ...(role ? { role } : {}),
                ...(status ? { status } : {}),
                ...(sort ? { sort } : {}),
              },
            },
            signal,
          }),
        url,
        { signal },
      ),
    getUser: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/users/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    updateUser: (customerId, id, changes, { signal } = {}) =>
      unwrap(
        services.v3.PATCH('/customers/{customerId}/users/{id}', {
          params: { path: { customerId, id } },
          body: changes,
          signal,
        }),
      ),
    async deleteUser(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/users/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    updateUserRoles: (customerId, id, roles, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/users/{id}/roles', {
          params: { path: { customerId, id } },
          body: { roles },
          signal,
        }),
      ),
    listUserPlayers: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/users/{id}/players', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    listRoles: (customerId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/roles', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    verifyEmail: (token, { signal } = {}) =>
      unwrap(services.v3.POST('/users/verifyemail', { body: { token }, signal })),
    async resendVerificationEmail(email, { signal } = {}) {
      await unwrap(services.v3.POST('/users/verifyemail/resend', { body: { email }, signal }));
    },
    signUp: (request, { signal } = {}) =>
      unwrap(services.onboarding.POST('/signup', { body: request, signal })),
    getOnboardingState: (customerId, { signal } = {}) =>
      unwrap(
        services.onboarding.GET('/customers/{customerId}/state', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    completeOnboardingStep: (customerId, step, { signal } = {}) =>
      unwrap(
        services.onboarding.POST('/customers/{customerId}/steps/{step}/complete', {
          params: { path: { customerId, step } },
          signal,
        }),
      ),
    listUserInvites: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/userinvites', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    createUserInvite: (customerId, invite, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/userinvites', {
          params: { path: { customerId } },
          body: invite,
          signal,
        }),
      ),
    async revokeUserInvite(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/userinvites/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    resendUserInvite: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/userinvites/{id}/resend', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    acceptUserInvite: (token, acceptance, { signal } = {}) =>
      unwrap(
        services.v3.POST('/userinvites/{id}/accept', {
          params: { path: { id: token } },
          body: acceptance,
          signal,
        }),
      ),
    async requestPasswordReset(email, { signal } = {}) {
      await unwrap(services.v3.POST('/password/reset/request', { body: { email }, signal }));
    },
    async verifyPasswordResetToken(token, { signal } = {}) {
      await unwrap(services.v3.POST('/password/reset/verify', { body: { token }, signal }));
    },
    async resetPassword(token, password, { signal } = {}) {
      await unwrap(services.v3.POST('/password/reset', { body: { token, password }, signal }));
    },
    listApiClients: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/clients', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    getApiClient: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/clients/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createApiClient: (customerId, client, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/clients', {
          params: { path: { customerId } },
          body: client,
          signal,
        }),
      ),
    updateApiClient: (customerId, id, client, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/clients/{id}', {
          params: { path: { customerId, id } },
          body: client,
          signal,
        }),
      ),
    async deleteApiClient(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/clients/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    regenerateApiClientSecret: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/clients/{id}/secret', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    listCustomerNames: ({ url = null, signal } = {}) =>
      fetchLinkedPage(transport, () => services.v3.GET('/customers/names', { signal }), url, {
        signal,
      }),
    listMedia: (customerId, { url = null, signal, sort, query } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/media', {
            params: { path: { customerId }, query: { sort, query } },
            signal,
          }),
        url,
        { signal },
      ),
    async searchLibrary(
      customerId,
      { url = null, signal, query, sort, tags, durationRanges, mediaSources, hasThumbnail } = {},
    ) {
      let body: LibrarySearchResult;
      let response: Response;
      if (url === null) {
        const first = await services.search.GET('/vod/{customerId}', {
          params: {
            path: { customerId },
            query: {
              ...(query ? { query } : {}),
              ...(sort ? { sort } : {}),
              ...(tags?.length ? { 'filters.tags': [...tags] } : {}),
              ...(durationRanges?.length ? { 'filters.durationRange': [...durationRanges] } : {}),
              ...(mediaSources?.length ? { 'filters.mediaSource': [...mediaSources] } : {}),
              ...(hasThumbnail === undefined ? {} : { 'filters.hasThumbnail': hasThumbnail }),
            },
          },
          signal,
        });
        body = await unwrap(Promise.resolve(first));
        response = first.response;
      } else {
        // A later page: the Link header's address, through the same rules as every call.
        response = await transport(new Request(url, { method: 'GET', signal: signal ?? null }));
        body = (await response.json()) as LibrarySearchResult;
      }
      return {
        items: body.mediaItems,
        total: body.total,
        facets: body.facets,
        nextUrl: nextPageUrlOf(response),
      };
    },
    getMedia: (customerId, mediaId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/media/{mediaId}', {
          params: { path: { customerId, mediaId } },
          signal,
        }),
      ),
    updateMedia: (customerId, mediaId, changes, { signal } = {}) =>
      unwrap(
        services.v3.PATCH('/customers/{customerId}/media/{mediaId}', {
          params: { path: { customerId, mediaId } },
          body: changes,
          signal,
        }),
      ),
    trimMedia: (customerId, mediaId, range, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/media/{mediaId}/trim', {
          params: { path: { customerId, mediaId } },
          body: range,
          signal,
        }),
      ),
    listClips: (customerId, { url = null, signal, query } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v4.GET('/customers/{customerId}/clips', {
            params: { path: { customerId }, query: { query } },
            signal,
          }),
        url,
        { signal },
      ),
    getClip: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v4.GET('/customers/{customerId}/clips/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createClip: (customerId, mediaId, clip, { signal } = {}) =>
      unwrap(
        services.v4.POST('/customers/{customerId}/media/{mediaId}/clips', {
          params: { path: { customerId, mediaId } },
          body: clip,
          signal,
        }),
      ),
    updateClip: (customerId, id, clip, { signal } = {}) =>
      unwrap(
        services.v4.PUT('/customers/{customerId}/clips/{id}', {
          params: { path: { customerId, id } },
          body: clip,
          signal,
        }),
      ),
    async deleteClip(customerId, id, { signal } = {}) {
      await unwrap(
        services.v4.DELETE('/customers/{customerId}/clips/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    listMediaCues: (mediaId, { signal } = {}) =>
      unwrap(services.cues.GET('/media/{mediaId}/cues', { params: { path: { mediaId } }, signal })),
    createMediaCue: (mediaId, cue, { signal } = {}) =>
      unwrap(
        services.cues.POST('/media/{mediaId}/cues', {
          params: { path: { mediaId } },
          body: cue,
          signal,
        }),
      ),
    updateMediaCue: (mediaId, id, changes, { signal } = {}) =>
      unwrap(
        services.cues.PATCH('/media/{mediaId}/cues/{id}', {
          params: { path: { mediaId, id } },
          body: changes,
          signal,
        }),
      ),
    async deleteMediaCue(mediaId, id, { signal } = {}) {
      await unwrap(
        services.cues.DELETE('/media/{mediaId}/cues/{id}', {
          params: { path: { mediaId, id } },
          signal,
        }),
      );
    },
    listSocialAccounts: (customerId, { signal } = {}) =>
      unwrap(
        services.v4.GET('/customers/{customerId}/social/accounts', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    beginSocialLink: (customerId, request, { signal } = {}) =>
      unwrap(
        services.v4.POST('/customers/{customerId}/social/authorizations', {
          params: { path: { customerId } },
          body: request,
          signal,
        }),
      ),
    linkSocialAccount: (customerId, link, { signal } = {}) =>
      unwrap(
        services.v4.POST('/customers/{customerId}/social/accounts', {
          params: { path: { customerId } },
          body: link,
          signal,
        }),
      ),
    renewSocialAccount: (customerId, id, link, { signal } = {}) =>
      unwrap(
        services.v4.POST('/customers/{customerId}/social/accounts/{id}/renew', {
          params: { path: { customerId, id } },
          body: link,
          signal,
        }),
      ),
    async unlinkSocialAccount(customerId, id, { signal } = {}) {
      await unwrap(
        services.v4.DELETE('/customers/{customerId}/social/accounts/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    getAiEnrichment: (customerId, mediaId, { signal } = {}) =>
      unwrap(
        services.ai.GET('/customers/{customerId}/media/{mediaId}/enrichment', {
          params: { path: { customerId, mediaId } },
          signal,
        }),
      ),
    requestAiEnrichment: (customerId, mediaId, { signal } = {}) =>
      unwrap(
        services.ai.POST('/customers/{customerId}/media/{mediaId}/enrichment', {
          params: { path: { customerId, mediaId } },
          signal,
        }),
      ),
    approveAiEnrichment: (customerId, mediaId, approval, { signal } = {}) =>
      unwrap(
        services.ai.POST('/customers/{customerId}/media/{mediaId}/enrichment/approve', {
          params: { path: { customerId, mediaId } },
          ...(approval ? { body: approval } : {}),
          signal,
        }),
      ),
    async rejectAiEnrichment(customerId, mediaId, { signal } = {}) {
      await unwrap(
        services.ai.POST('/customers/{customerId}/media/{mediaId}/enrichment/reject', {
          params: { path: { customerId, mediaId } },
          signal,
        }),
      );
    },
    syncSocialAccount: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v4.POST('/customers/{customerId}/social/accounts/{id}/sync', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    listSocialChannels: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v4.GET('/customers/{customerId}/social/accounts/{id}/channels', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    checkSocialChannelLive: (customerId, channelId, { signal } = {}) =>
      unwrap(
        services.v4.GET('/customers/{customerId}/social/channels/{channelId}/checklive', {
          params: { path: { customerId, channelId } },
          signal,
        }),
      ),
    updateSocialCrosspost: (customerId, crosspost, { signal } = {}) =>
      unwrap(
        services.v4.PUT('/customers/{customerId}/social/channels/{channelId}/crosspost', {
          params: { path: { customerId, channelId: crosspost.sourceChannelId } },
          body: crosspost,
          signal,
        }),
      ),
    getAiUsage: (customerId, { signal } = {}) =>
      unwrap(
        services.ai.GET('/customers/{customerId}/usage', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    async deleteMedia(customerId, mediaId, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/media/{mediaId}', {
          params: { path: { customerId, mediaId } },
          signal,
        }),
      );
    },
    getMediaDownload: (customerId, mediaId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/media/{mediaId}/download', {
          params: { path: { customerId, mediaId } },
          signal,
        }),
      ),
    uploadMediaThumbnail: (customerId, mediaId, image, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/media/{mediaId}/thumbnail', {
          params: { path: { customerId, mediaId } },
          body: image,
          // The bytes go as they are, labelled with the file's own type (JPG or PNG).
          bodySerializer: (body) => body,
          headers: { 'Content-Type': image.type },
          signal,
        }),
      ),
    createUpload: (customerId, upload, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/uploads', {
          params: { path: { customerId } },
          body: upload,
          signal,
        }),
      ),
    getUpload: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/uploads/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    async cancelUpload(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/uploads/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    getMediaStatus: (mediaId, { signal } = {}) =>
      unwrap(
        services.mediaStatus.GET('/media/{mediaId}', {
          params: { path: { mediaId } },
          signal,
        }),
      ),
    listMediaStatuses: (customerId, mediaIds, { signal } = {}) =>
      unwrap(
        services.mediaStatus.GET('/customers/{customerId}/media', {
          params: { path: { customerId }, query: { ids: mediaIds } },
          // The contract lists the ids comma-separated (`style: form, explode: false`).
          querySerializer: { array: { style: 'form', explode: false } },
          signal,
        }),
      ),
    // Staff admin (issue 17).
    findCustomersByName: (name, { signal } = {}) =>
      unwrap(services.v2.GET('/customers', { params: { query: { name } }, signal })),
    getCustomerByMasterEcg: (masterEcg, { signal } = {}) =>
      unwrap(
        services.v1.GET('/customers/masterecg/{masterEcg}', {
          params: { path: { masterEcg } },
          signal,
        }),
      ),
    searchContacts: (query, { signal } = {}) =>
      unwrap(services.v1.GET('/contactsearch', { params: { query }, signal })),
    createCustomer: (organisation, { signal } = {}) =>
      unwrap(services.v1.POST('/customers', { body: organisation, signal })),
    updateCustomer: (customerId, organisation, { signal } = {}) =>
      unwrap(
        services.v1.PUT('/customers/{customerId}', {
          params: { path: { customerId } },
          body: organisation,
          signal,
        }),
      ),
    moveCustomer: (customerId, move, { signal } = {}) =>
      unwrap(
        services.v1.POST('/customers/{customerId}/move', {
          params: { path: { customerId } },
          body: move,
          signal,
        }),
      ),
    listHardwareModels: ({ signal, force } = {}) =>
      lookups.read(
        'v1 GET /hardwaremodels',
        (loadSignal) => unwrap(services.v1.GET('/hardwaremodels', { signal: loadSignal })),
        { signal, force },
      ),
    listHardwareLocations: ({ signal, force } = {}) =>
      lookups.read(
        'v1 GET /hardwarelocations',
        (loadSignal) => unwrap(services.v1.GET('/hardwarelocations', { signal: loadSignal })),
        { signal, force },
      ),
    listHardwareStatuses: ({ signal, force } = {}) =>
      lookups.read(
        'v1 GET /hardwarestatuses',
        (loadSignal) => unwrap(services.v1.GET('/hardwarestatuses', { signal: loadSignal })),
        { signal, force },
      ),
    listHardwareCycles: ({ signal, force } = {}) =>
      lookups.read(
        'v1 GET /hardwarecycles',
        (loadSignal) => unwrap(services.v1.GET('/hardwarecycles', { signal: loadSignal })),
        { signal, force },
      ),
    listHardwareUnits: ({ url = null, signal, ...query } = {}) =>
      fetchLinkedPage(
        transport,
        () => services.v1.GET('/hardware', { params: { query }, signal }),
        url,
        { signal },
      ),
    getHardwareUnit: (id, { signal } = {}) =>
      unwrap(services.v1.GET('/hardware/{id}', { params: { path: { id } }, signal })),
    createHardwareUnit: (unit, { signal } = {}) =>
      unwrap(services.v1.POST('/hardware', { body: unit, signal })),
    updateHardwareUnit: (id, unit, { signal } = {}) =>
      unwrap(services.v1.PUT('/hardware/{id}', { params: { path: { id } }, body: unit, signal })),
    async deleteHardwareUnit(id, { signal } = {}) {
      await unwrap(services.v1.DELETE('/hardware/{id}', { params: { path: { id } }, signal }));
    },
    getHardwareDashboard: ({ signal } = {}) =>
      unwrap(services.v1.GET('/hardware/dashboard', { signal })),
    searchEncoders: ({ url = null, signal, ...query } = {}) =>
      fetchLinkedPage(
        transport,
        () => services.v1.GET('/encoders', { params: { query }, signal }),
        url,
        { signal },
      ),
    listSystemLogs: ({ url = null, signal, ...query }) =>
      fetchLinkedPage(
        transport,
        () => services.v1.GET('/systemlogs', { params: { query }, signal }),
        url,
        { signal },
      ),
    listDuplicateLogins: ({ signal } = {}) =>
      unwrap(services.v1.GET('/monitors/duplicatelogins', { signal })),
    listEncodersInError: ({ url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () => services.v3.GET('/monitors/encoders/state/error', { signal }),
        url,
        { signal },
      ),
    getOnlinePlayers: ({ signal } = {}) => unwrap(services.v3.GET('/monitors/players', { signal })),
    listEncoders: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/encoders', {
            params: { path: { customerId }, query: { minutes: ENCODER_ONLINE_MINUTES } },
            signal,
          }),
        url,
        { signal },
      ),
    getEncoder: (customerId, encoderId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/encoders/{encoderId}', {
          params: { path: { customerId, encoderId } },
          signal,
        }),
      ),
    updateEncoder: (customerId, encoderId, changes, { signal } = {}) =>
      unwrap(
        services.v3.PATCH('/customers/{customerId}/encoders/{encoderId}', {
          params: { path: { customerId, encoderId } },
          body: changes,
          signal,
        }),
      ),
    async deleteEncoder(customerId, encoderId, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/encoders/{encoderId}', {
          params: { path: { customerId, encoderId } },
          signal,
        }),
      );
    },
    startEncoder: (customerId, encoderId, command = {}, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/encoders/{encoderId}/start', {
          params: { path: { customerId, encoderId } },
          body: command,
          signal,
        }),
      ),
    stopEncoder: (customerId, encoderId, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/encoders/{encoderId}/stop', {
          params: { path: { customerId, encoderId } },
          signal,
        }),
      ),
    restartEncoder: (customerId, encoderId, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/encoders/{encoderId}/restart', {
          params: { path: { customerId, encoderId } },
          signal,
        }),
      ),
    updateEncoderVersion: (customerId, encoderId, version, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/encoders/{encoderId}/update', {
          params: { path: { customerId, encoderId } },
          body: { version },
          signal,
        }),
      ),
    uploadEncoderLogs: (customerId, encoderId, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/encoders/{encoderId}/uploadlogs', {
          params: { path: { customerId, encoderId } },
          signal,
        }),
      ),
    getEncoderStatus: (customerId, encoderId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/encoders/{encoderId}/status', {
          params: { path: { customerId, encoderId } },
          signal,
        }),
      ),
    getEncoderOptions: (customerId, encoderId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/encoders/{encoderId}/options', {
          params: { path: { customerId, encoderId } },
          signal,
        }),
      ),
    registerSoftwareEncoder: (customerId, registration, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/encoders/software', {
          params: { path: { customerId } },
          body: registration,
          signal,
        }),
      ),
    listEncoderLogs: (customerId, encoderId, { url = null, signal, minLevel } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.logs.GET('/{customerId}/logs/{encoderId}', {
            params: { path: { customerId, encoderId }, query: { minlevel: minLevel } },
            signal,
          }),
        url,
        { signal },
      ),
    listEncoderVideos: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/encodervideos', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    getEncoderVideo: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/encodervideos/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    stopEncoderVideo: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/encodervideos/{id}/stop', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    listWebVideos: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/webvideos', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    getWebVideo: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/webvideos/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createWebVideo: (customerId, webVideo, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/webvideos', {
          params: { path: { customerId } },
          body: webVideo,
          signal,
        }),
      ),
    updateWebVideo: (customerId, id, webVideo, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/webvideos/{id}', {
          params: { path: { customerId, id } },
          body: webVideo,
          signal,
        }),
      ),
    async deleteWebVideo(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/webvideos/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    stopWebVideo: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/webvideos/{id}/stop', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    trimWebVideo: (customerId, id, trim, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/webvideos/{id}/trim', {
          params: { path: { customerId, id } },
          body: trim,
          signal,
        }),
      ),
    listFeeds: (customerId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v4.GET('/customers/{customerId}/feeds', {
            params: { path: { customerId } },
            signal,
          }),
        url,
        { signal },
      ),
    getFeed: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v4.GET('/customers/{customerId}/feeds/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createFeed: (customerId, feed, { signal } = {}) =>
      unwrap(
        services.v4.POST('/customers/{customerId}/feeds', {
          params: { path: { customerId } },
          body: feed,
          signal,
        }),
      ),
    updateFeed: (customerId, id, feed, { signal } = {}) =>
      unwrap(
        services.v4.PUT('/customers/{customerId}/feeds/{id}', {
          params: { path: { customerId, id } },
          body: feed,
          signal,
        }),
      ),
    async deleteFeed(customerId, id, { signal } = {}) {
      await unwrap(
        services.v4.DELETE('/customers/{customerId}/feeds/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    listPosts: (customerId, { url = null, signal, startTime, endTime } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v4.GET('/customers/{customerId}/posts', {
            params: { path: { customerId }, query: { startTime, endTime } },
            signal,
          }),
        url,
        { signal },
      ),
    getPost: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v4.GET('/customers/{customerId}/posts/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createPost: (customerId, post, { signal } = {}) =>
      unwrap(
        services.v4.POST('/customers/{customerId}/posts', {
          params: { path: { customerId } },
          body: post,
          signal,
        }),
      ),
    updatePost: (customerId, id, post, { signal } = {}) =>
      unwrap(
        services.v4.PUT('/customers/{customerId}/posts/{id}', {
          params: { path: { customerId, id } },
          body: post,
          signal,
        }),
      ),
    async deletePost(customerId, id, { signal } = {}) {
      await unwrap(
        services.v4.DELETE('/customers/{customerId}/posts/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    saveToLibrary: (customerId, request, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/media', {
          params: { path: { customerId } },
          body: request,
          signal,
        }),
      ),
    startGoLive: (customerId, request, { signal } = {}) =>
      unwrap(
        services.v4.POST('/customers/{customerId}/golive', {
          params: { path: { customerId } },
          body: request,
          signal,
        }),
      ),
    getGoLiveStatus: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v4.GET('/customers/{customerId}/golive/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    listEvents: (customerId, { url = null, signal, timeFilter } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/events', {
            params: { path: { customerId }, query: { timeFilter } },
            signal,
          }),
        url,
        { signal },
      ),
    getEvent: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/events/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    createEvent: (customerId, event, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/events', {
          params: { path: { customerId } },
          body: event,
          signal,
        }),
      ),
    updateEvent: (customerId, id, event, { signal } = {}) =>
      unwrap(
        services.v3.PUT('/customers/{customerId}/events/{id}', {
          params: { path: { customerId, id } },
          body: event,
          signal,
        }),
      ),
    async deleteEvent(customerId, id, { signal } = {}) {
      await unwrap(
        services.v3.DELETE('/customers/{customerId}/events/{id}', {
          params: { path: { customerId, id } },
          signal,
        }),
      );
    },
    pauseEvent: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/events/{id}/pause', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    resumeEvent: (customerId, id, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/events/{id}/resume', {
          params: { path: { customerId, id } },
          signal,
        }),
      ),
    listSchedules: (customerId, { startTime, endTime }, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/schedules', {
          params: { path: { customerId }, query: { startTime, endTime } },
          signal,
        }),
      ),
    addScheduleExdate: (customerId, eventId, date, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/schedules/{eventId}/exdates', {
          params: { path: { customerId, eventId } },
          body: { date },
          signal,
        }),
      ),
    validateSchedule: (customerId, event, { signal, eventId } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/schedules/validate', {
          params: { path: { customerId }, query: { eventId } },
          body: event,
          signal,
        }),
      ),
    listSubjectEventLogs: (subjectId, { url = null, signal } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/subjects/{subjectId}/events', {
            params: { path: { subjectId } },
            signal,
          }),
        url,
        { signal },
      ),
    listContentDestinations: (customerId, { url = null, signal, sort, eventId } = {}) =>
      fetchLinkedPage(
        transport,
        () =>
          services.v3.GET('/customers/{customerId}/contentdestinations', {
            params: { path: { customerId }, query: { sort, eventId } },
            signal,
          }),
        url,
        { signal },
      ),
    getContentDestination: (customerId, destId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/contentdestinations/{destId}', {
          params: { path: { customerId, destId } },
          signal,
        }),
      ),
    startContentDestination: (customerId, destId, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/contentdestinations/{destId}/start', {
          params: { path: { customerId, destId } },
          signal,
        }),
      ),
    stopContentDestination: (customerId, destId, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/contentdestinations/{destId}/stop', {
          params: { path: { customerId, destId } },
          signal,
        }),
      ),
    archiveContentDestination: (customerId, destId, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/contentdestinations/{destId}/archive', {
          params: { path: { customerId, destId } },
          signal,
        }),
      ),
    publishContentDestination: (customerId, destId, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/contentdestinations/{destId}/publish', {
          params: { path: { customerId, destId } },
          signal,
        }),
      ),
    republishContentDestination: (customerId, destId, { signal } = {}) =>
      unwrap(
        services.v3.POST('/customers/{customerId}/contentdestinations/{destId}/republish', {
          params: { path: { customerId, destId } },
          signal,
        }),
      ),
    getContentDestinationSummary: (customerId, destId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/contentdestinations/{destId}/summary', {
          params: { path: { customerId, destId } },
          signal,
        }),
      ),
    getContentDestinationDownload: (customerId, destId, { signal } = {}) =>
      unwrap(
        services.v3.GET('/customers/{customerId}/contentdestinations/{destId}/download', {
          params: { path: { customerId, destId } },
          signal,
        }),
      ),
    getTranscription: (customerId, mediaId, { signal } = {}) =>
      unwrap(
        services.v4.GET('/customers/{customerId}/media/{mediaId}/transcription', {
          params: { path: { customerId, mediaId } },
          signal,
        }),
      ),
    requestTranscription: (customerId, mediaId, { signal } = {}) =>
      unwrap(
        services.v4.POST('/customers/{customerId}/media/{mediaId}/transcription', {
          params: { path: { customerId, mediaId } },
          signal,
        }),
      ),
    listSubtitleTracks: (mediaId, { signal } = {}) =>
      unwrap(
        services.subtitles.GET('/media/{mediaId}/tracks', {
          params: { path: { mediaId } },
          signal,
        }),
      ),
    createSubtitleTrack: (mediaId, track, { signal } = {}) =>
      unwrap(
        services.subtitles.POST('/media/{mediaId}/tracks', {
          params: { path: { mediaId } },
          body: track,
          signal,
        }),
      ),
    async deleteSubtitleTrack(mediaId, id, { signal } = {}) {
      await unwrap(
        services.subtitles.DELETE('/media/{mediaId}/tracks/{id}', {
          params: { path: { mediaId, id } },
          signal,
        }),
      );
    },
    getSubtitleAllowance: (customerId, { signal } = {}) =>
      unwrap(
        services.subtitles.GET('/customers/{customerId}/allowance', {
          params: { path: { customerId } },
          signal,
        }),
      ),
    getPlayerConfig: (embedId, { signal } = {}) =>
      unwrap(
        services.playerConfig.GET('/embeds/{embedId}', {
          params: { path: { embedId } },
          signal,
        }),
      ),
  };
}
