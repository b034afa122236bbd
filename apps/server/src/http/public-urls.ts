import type { FastifyRequest } from 'fastify';

/**
 * Addresses the server gives out for viewers (player pages, stream URLs, offline images): built
 * here only, from the origin the request reached the server at, so they work on localhost, on a
 * LAN address and behind a host name alike. (Behind a TLS-terminating proxy, Fastify's
 * `trustProxy` would make `request.protocol` the viewer's; the server does not set it yet.)
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * A web channel's addresses, all under its embed id. The player page and the live stream
 * folders are where the player and live areas serve them: `/embed/<embedId>` (the page the embed
 * codes load) and `/live/<embedId>/` (HLS `index.m3u8`, DASH `manifest.mpd`, written by the live
 * relay). The offline image is the player-config document's `getEmbedOfflineImage`, mounted at
 * that document's local server path (`/api/player-config`).
 */
export function webChannelAddresses(origin: string, embedId: string) {
  const id = encodeURIComponent(embedId);
  return {
    playerUrl: `${origin}/embed/${id}`,
    hlsUrl: `${origin}/live/${id}/index.m3u8`,
    dashUrl: `${origin}/live/${id}/manifest.mpd`,
    offlineImageUrl: `${origin}/api/player-config/embeds/${id}/offline-image`,
  };
}

/** A site's public page, `/sites/<slug>`: the slug never changes, so the address can be shared. */
export function siteAddress(origin: string, slug: string): string {
  return `${origin}/sites/${encodeURIComponent(slug)}`;
}

/**
 * A podcast feed's public addresses (central-v4's `getFeedRss` and `getFeedEnclosure`, mounted at
 * `/api/v4`): the feed's id is the whole address, so podcast apps need no token and the
 * addresses last as long as the feed.
 */
export function feedAddresses(origin: string, feedId: string) {
  const feed = `${origin}/api/v4/public/feeds/${encodeURIComponent(feedId)}`;
  return {
    rssUrl: `${feed}/rss.xml`,
    enclosureUrl: (mediaId: string) => `${feed}/media/${encodeURIComponent(mediaId)}/video.mp4`,
  };
}
