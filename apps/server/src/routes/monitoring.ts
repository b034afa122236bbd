import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../auth/access-tokens';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { DecoderReport, EncoderWithOrganisation } from '../db/admin/monitoring-repository';
import { setPageHeaders } from '../http/paging';
import { DECODER_REPORT_WINDOW_MS, PLAYER_SESSION_STATUS } from '../live/decoders/decoder-presence';
import type { Services } from '../services';
import { DEFAULT_ONLINE_MINUTES, isOnline, presentEncoder } from './encoders';

type CentralV3 = DocumentOperations['central-v3'];
type InternalV1 = DocumentOperations['internal-v1'];
type EncoderMonitor =
  CentralV3['listEncodersInError']['responses'][200]['content']['application/json'][number];
type DecoderMonitor =
  CentralV3['listCustomerDecoderMonitors']['responses'][200]['content']['application/json'][number];

/**
 * A signed-in decoder renews its access token before it runs out, so each of its sign-ins has a
 * refresh token issued within one access-token lifetime; twice that leaves room for a late renewal.
 */
export const DUPLICATE_LOGIN_WINDOW_MS = 2 * ACCESS_TOKEN_LIFETIME_SECONDS * 1000;

/**
 * Monitoring (issue 17, spec sections 2 and 5): staff see encoders in error, the players online
 * and venue logins used on two decoders at once, across every organisation; an organisation sees
 * its own encoders and decoders. The router has checked the permission and, for the customer
 * monitors, the organisation; these read `services.monitoring`.
 */
export function monitoringHandlers(services: Services) {
  const { monitoring } = services;

  function toEncoderMonitor(
    { encoder, organisationName }: EncoderWithOrganisation,
    minutes: number,
  ): EncoderMonitor {
    return {
      uuid: encoder.id,
      name: encoder.name,
      customerId: encoder.organisationId,
      customerName: organisationName,
      state: encoder.state,
      online: isOnline(encoder, services.now(), minutes),
      error: encoder.lastError,
      errorSince: encoder.state === 'ERROR' ? (encoder.errorSince?.toISOString() ?? null) : null,
      // An encoder that never reported is listed from when it was registered.
      lastSeen: (encoder.lastSeenAt ?? encoder.createdAt).toISOString(),
    };
  }

  /** Decoders that reported a player version: one that never did has no player yet. */
  const toDecoderMonitors = (reports: readonly DecoderReport[]): DecoderMonitor[] =>
    reports.flatMap((report) =>
      report.playerVersion === null
        ? []
        : [
            {
              userName: report.userName,
              status: PLAYER_SESSION_STATUS[report.status],
              playerVersion: report.playerVersion,
              fkCustomer: report.organisationId,
              customerName: report.organisationName,
              lastUpdate: report.lastReportAt.toISOString(),
            },
          ],
    );

  const decodersSince = (after: string | undefined) =>
    after === undefined
      ? new Date(services.now().getTime() - DECODER_REPORT_WINDOW_MS)
      : new Date(after);

  const central = {
    listEncodersInError: async ({ query, request, reply }) => {
      const page = await monitoring.encodersInError({ page: query.page, size: query.size });
      setPageHeaders(request, reply, page);
      return {
        status: 200,
        body: page.items.map((row) => toEncoderMonitor(row, DEFAULT_ONLINE_MINUTES)),
      };
    },

    getOnlinePlayers: async () => ({
      status: 200,
      body: {
        onlinePlayers: await monitoring.countOnlinePlayers(
          new Date(services.now().getTime() - DECODER_REPORT_WINDOW_MS),
        ),
      },
    }),

    getCustomerMonitors: async ({ organisation, query }) => {
      const since = decodersSince(query.after);
      const [encoders, decoders] = await Promise.all([
        monitoring.organisationEncoders(organisation.id, since, 'asc.name'),
        monitoring.decoderReports(since, { organisationId: organisation.id }),
      ]);
      const encoderMonitors = encoders.map((row) => toEncoderMonitor(row, DEFAULT_ONLINE_MINUTES));
      return {
        status: 200,
        body: {
          encoders: encoderMonitors,
          decoders: toDecoderMonitors(decoders),
          onlineEncoders: encoderMonitors.filter((encoder) => encoder.online).length,
        },
      };
    },

    listCustomerEncoderMonitors: async ({ organisation, query }) => {
      const since = query.after === undefined ? null : new Date(query.after);
      const rows = await monitoring.organisationEncoders(
        organisation.id,
        since,
        query.sort ?? 'asc.name',
      );
      const minutes = query.minutes ?? DEFAULT_ONLINE_MINUTES;
      return { status: 200, body: rows.map((row) => toEncoderMonitor(row, minutes)) };
    },

    listCustomerDecoderMonitors: async ({ organisation, query }) => {
      const reports = await monitoring.decoderReports(decodersSince(query.after), {
        organisationId: organisation.id,
        descending: query.sort === 'desc.userName',
      });
      return { status: 200, body: toDecoderMonitors(reports) };
    },
  } satisfies HandlerMap<CentralV3>;

  const internal = {
    searchEncoders: async ({ query, auth, request, reply }) => {
      const text = query.q?.trim();
      const page = await monitoring.searchEncoders({
        ...(text ? { text } : {}),
        // 'All Versions' is the studio's label for no version filter (contract: searchEncoders).
        ...(query.version && query.version !== 'All Versions' ? { version: query.version } : {}),
        ...(query.online === undefined ? {} : { online: query.online }),
        onlineSince: new Date(services.now().getTime() - DEFAULT_ONLINE_MINUTES * 60_000),
        sort: query.sort ?? 'asc.name',
        page: query.page,
        size: query.size,
      });
      setPageHeaders(request, reply, page);
      return {
        status: 200,
        body: await Promise.all(
          page.items.map(async (row) => ({
            encoder: await presentEncoder(services, row.encoder, auth, DEFAULT_ONLINE_MINUTES),
            customer: { uuid: row.encoder.organisationId, name: row.organisationName },
          })),
        ),
      };
    },

    listDuplicateLogins: async () => {
      const now = services.now();
      const rows = await monitoring.duplicateLogins(
        new Date(now.getTime() - DUPLICATE_LOGIN_WINDOW_MS),
        now,
      );
      return {
        status: 200,
        body: rows.map((row) => ({
          userName: row.userName,
          customerId: row.organisationId,
          customerName: row.organisationName,
          decoderCount: row.decoderCount,
          lastLogin: row.lastLogin.toISOString(),
        })),
      };
    },
  } satisfies HandlerMap<InternalV1>;

  return { central, internal };
}
