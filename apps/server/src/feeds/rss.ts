import type { FeedEpisode, FeedRow } from '../db/feeds/feeds-repository';

/** Characters XML 1.0 does not allow at all (escaping cannot carry them): C0 controls but tab, LF, CR. */
// eslint-disable-next-line no-control-regex
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text or attribute value from data, safe inside an element or a double- or single-quoted attribute. */
export function xmlEscape(value: string): string {
  return value
    .replace(NOT_XML_CHARACTERS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date as RSS 2.0 wants it (`Mon, 09 Mar 2026 10:00:00 GMT`): what toUTCString writes. */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

/** `itunes:duration` as H:MM:SS, whole seconds. */
export function itunesDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

export interface FeedDocumentAddresses {
  rssUrl: string;
  enclosureUrl: (mediaId: string) => string;
}

/** When the document last changed: the feed itself or the newest change among its episodes. */
export function feedLastModified(feed: FeedRow, episodes: readonly FeedEpisode[]): Date {
  return episodes.reduce(
    (latest, episode) => (episode.changedAt > latest ? episode.changedAt : latest),
    feed.updatedAt,
  );
}

const element = (name: string, text: string) => `<${name}>${xmlEscape(text)}</${name}>`;

/**
 * The feed's RSS 2.0 document with the iTunes podcast namespace. Everything that comes from data
 * (names, titles, descriptions, addresses) goes through xmlEscape; element names and the
 * namespace are fixed here. Each item's guid is the library item's id, which never changes, so
 * podcast apps do not download an episode twice when its title is edited.
 */
export function buildFeedRss(
  feed: FeedRow,
  episodes: readonly FeedEpisode[],
  addresses: FeedDocumentAddresses,
): string {
  const explicit = feed.explicit ? 'true' : 'false';
  const channel = [
    element('title', feed.name),
    element('link', addresses.rssUrl),
    `<atom:link href="${xmlEscape(addresses.rssUrl)}" rel="self" type="application/rss+xml"/>`,
    element('description', feed.description || feed.name),
    element('language', feed.language),
    element('lastBuildDate', rfc822(feedLastModified(feed, episodes))),
    ...(feed.author ? [element('itunes:author', feed.author)] : []),
    element('itunes:summary', feed.description || feed.name),
    `<itunes:category text="${xmlEscape(feed.category)}"/>`,
    element('itunes:explicit', explicit),
    ...(feed.imageUrl
      ? [
          `<itunes:image href="${xmlEscape(feed.imageUrl)}"/>`,
          `<image>${element('url', feed.imageUrl)}${element('title', feed.name)}${element('link', addresses.rssUrl)}</image>`,
        ]
      : []),
    ...episodes.map((episode) => episodeItem(episode, addresses, explicit)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    ...channel,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

function episodeItem(
  episode: FeedEpisode,
  addresses: FeedDocumentAddresses,
  explicit: string,
): string {
  const parts = [
    element('title', episode.title),
    ...(episode.description ? [element('description', episode.description)] : []),
    `<enclosure url="${xmlEscape(addresses.enclosureUrl(episode.mediaId))}" length="${episode.sizeBytes}" type="video/mp4"/>`,
    `<guid isPermaLink="false">${xmlEscape(episode.mediaId)}</guid>`,
    element('pubDate', rfc822(episode.publishedAt)),
    ...(episode.durationSeconds === null
      ? []
      : [element('itunes:duration', itunesDuration(episode.durationSeconds))]),
    element('itunes:explicit', explicit),
  ];
  return `<item>${parts.join('')}</item>`;
}
