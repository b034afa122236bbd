import {
  VALIDATION_MESSAGES,
  validateFields,
  venuePasswordSchema,
  venueSchema,
  venueUpdateSchema,
} from '@studio/domain';
import { hashPassword } from '../auth/passwords';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type { VenueLicenceType } from '../db/settings/schema';
import {
  LicenceUnavailableError,
  type VenueFields,
  type VenueRecord,
} from '../db/settings/venues-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import { decoderStatusAt } from '../live/decoders/decoder-presence';
import type { Services } from '../services';

type CentralV3 = DocumentOperations['central-v3'];
type Venue = CentralV3['getVenue']['responses'][200]['content']['application/json'];
type VenueUpdate = CentralV3['updateVenue']['requestBody']['content']['application/json'];

/** The licence kind (section 3) each venue licence type is sold as; non-production has none. */
const LICENCE_KIND: Partial<Record<VenueLicenceType, NonNullable<Venue['plan']>>> = {
  cloud: 'Lan+Cloud',
  enterprise: 'Cloud-Ent',
  pro: 'Cloud-Pro',
};

/** A venue as served at `now`: its decoder's status offline once it has been silent too long. */
export function toVenue(record: VenueRecord, now: Date): Venue {
  const plan = LICENCE_KIND[record.licenceType];
  return {
    uuid: record.id,
    username: record.username,
    licenceType: record.licenceType,
    ...(plan ? { plan } : {}),
    encoderChannelIds: record.encoderChannelIds,
    status: decoderStatusAt(record.status, record.lastReportAt, now),
    decoderMode: record.decoderMode,
    averageBandwidthKbps: record.averageBandwidthKbps,
    bufferSeconds: record.bufferSeconds,
    freeMemoryBytes: record.freeMemoryBytes,
    totalMemoryBytes: record.totalMemoryBytes,
    playerVersion: record.playerVersion,
    serialNumber: record.serialNumber,
    streamUrl: record.streamUrl,
    lastUpdate: record.lastReportAt?.toISOString() ?? null,
    playheadPosition: record.playheadPosition,
  };
}

/** A domain schema's messages, each on the body field it concerns. */
const problemsOf =
  (validate: (body: unknown) => Partial<Record<string, string>>) =>
  (body: unknown): ApiErrorItem[] =>
    Object.entries(validate(body)).map(([path, message]) => ({
      code: 'INVALID_REQUEST',
      message: message ?? VALIDATION_MESSAGES.required,
      field: `body.${path.replace(/\[\d+\]$/, '')}`,
    }));

const venueProblems = problemsOf((body) => validateFields(venueSchema, body));
const venueUpdateProblems = problemsOf((body) => validateFields(venueUpdateSchema, body));
const venuePasswordProblems = problemsOf((body) => validateFields(venuePasswordSchema, body));

/** The spec's messages for the venue bodies (contract/request-rules.ts). */
export const venueRequestRules: RequestRules = {
  createVenue: venueProblems,
  updateVenue: venueUpdateProblems,
  changeVenuePassword: venuePasswordProblems,
};

const usernameExists = () =>
  new HttpError(409, [
    {
      code: 'VENUE_USERNAME_EXISTS',
      message: VALIDATION_MESSAGES.venueUsernameExists,
      field: 'body.username',
    },
  ]);

const licenceUnavailable = () =>
  new HttpError(403, [
    {
      code: 'LICENCE_UNAVAILABLE',
      message: VALIDATION_MESSAGES.venueLicenceUnavailable,
      field: 'body.licenceType',
    },
  ]);

/** The stored fields of a valid body; refuses problems and another organisation's channels. */
function fieldsOf(body: VenueUpdate): VenueFields {
  return {
    username: body.username.trim(),
    licenceType: body.licenceType,
    decoderMode: body.decoderMode ?? 'Cloud',
    encoderChannelIds: body.encoderChannelIds ?? [],
  };
}

/** A taken username or licence found inside the transaction answers like the checks before it. */
function rethrowVenueConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw usernameExists();
  if (error instanceof LicenceUnavailableError) throw licenceUnavailable();
  throw error;
}

/**
 * Venues (spec sections 3, 5, 6 and 8): the logins decoders sign in with. The router has checked
 * manageVenues, the multisite plan and the organisation; the repository keeps every query inside
 * the organisation, so another organisation's venue is not found (404).
 */
export function venueHandlers(services: Services) {
  const venuesOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).venues;

  /** Checks what needs the database: the username across logins, the channels in the organisation. */
  async function checked(
    organisation: CheckedOrganisation,
    fields: VenueFields,
    venueId?: string,
  ): Promise<void> {
    const venues = venuesOf(organisation);
    const unknown = await venues.unknownEncoderChannels(fields.encoderChannelIds);
    if (unknown.length > 0)
      throw badRequest([
        {
          code: 'INVALID_REQUEST',
          message: VALIDATION_MESSAGES.venueEncoderChannelUnknown,
          field: 'body.encoderChannelIds',
        },
      ]);
    if (await venues.usernameTaken(fields.username, venueId)) throw usernameExists();
  }

  return {
    listVenues: async ({ organisation, query, request, reply }) => {
      const page = await venuesOf(organisation).listVenues({ page: query.page, size: query.size });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map((venue) => toVenue(venue, services.now())) };
    },

    getVenueLicenceAvailability: async ({ organisation }) => ({
      status: 200,
      body: { availableVenueLicenses: await venuesOf(organisation).licenceAvailability() },
    }),

    createVenue: async ({ organisation, body, request, reply }) => {
      const problems = venueProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const fields = fieldsOf(body);
      await checked(organisation, fields);
      const passwordHash = await hashPassword(body.password);
      const venue = await venuesOf(organisation)
        .create({ ...fields, passwordHash })
        .catch(rethrowVenueConflict);
      reply.header('location', locationOf(request, venue.id));
      return { status: 201, body: toVenue(venue, services.now()) };
    },

    getVenue: async ({ organisation, params }) => {
      const venue = await venuesOf(organisation).findVenue(params.id);
      if (!venue) throw notFound();
      return { status: 200, body: toVenue(venue, services.now()) };
    },

    updateVenue: async ({ organisation, params, body }) => {
      const venues = venuesOf(organisation);
      if (!(await venues.findVenue(params.id))) throw notFound();
      const problems = venueUpdateProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const fields = fieldsOf(body);
      await checked(organisation, fields, params.id);
      const venue = await venues.replace(params.id, fields).catch(rethrowVenueConflict);
      if (!venue) throw notFound();
      return { status: 200, body: toVenue(venue, services.now()) };
    },

    changeVenuePassword: async ({ organisation, params, body }) => {
      const problems = venuePasswordProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const passwordHash = await hashPassword(body.password);
      if (!(await venuesOf(organisation).changePassword(params.id, passwordHash))) throw notFound();
      return { status: 204, body: undefined };
    },

    deleteVenue: async ({ organisation, params }) => {
      if (!(await venuesOf(organisation).remove(params.id))) throw notFound();
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CentralV3>;
}
