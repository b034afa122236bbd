/**
 * The analytics exports of spec sections 3 and 7: which API each export calls, the CSV columns in
 * the specification's order, and the two key fields whose values (joined by a comma) are the
 * `offset` of the next page. The spec leaves the key fields open; these are our documented choice
 * (time first, then the field that tells rows of the same instant apart), shared by the client's
 * pager and the server that answers it.
 */
const VIEWER_COLUMNS = [
  'clientId',
  'sessionId',
  'timestamp',
  'ipAddress',
  'city',
  'region',
  'country',
  'latitude',
  'longitude',
  'totalTimeWatchedSeconds',
  'userAgent',
  'resolution',
  'deviceClass',
  'deviceBrand',
  'osClass',
  'osNameVersion',
] as const;

export const ANALYTICS_EXPORTS = {
  libraryVideo: {
    api: 'contentLibrary',
    columns: ['savedVideoId', ...VIEWER_COLUMNS],
    keyFields: ['timestamp', 'sessionId'],
  },
  webEvent: {
    api: 'webevents',
    columns: ['eventId', 'eventType', 'state', ...VIEWER_COLUMNS],
    keyFields: ['timestamp', 'sessionId'],
  },
  socialNetwork: {
    api: 'facebook',
    columns: [
      'eventId',
      'socialId',
      'destinationId',
      'videoId',
      'liveVideoId',
      'destinationType',
      'apiSource',
      'timestamp',
      'views',
      'viewers',
      'averageTimeWatchedSeconds',
      'totalTimeWatchedSeconds',
      'liveViews',
    ],
    keyFields: ['timestamp', 'destinationId'],
  },
} as const satisfies Record<
  string,
  { api: string; columns: readonly string[]; keyFields: readonly [string, string] }
>;

export type AnalyticsExportKind = keyof typeof ANALYTICS_EXPORTS;
export type AnalyticsExportApi = (typeof ANALYTICS_EXPORTS)[AnalyticsExportKind]['api'];
