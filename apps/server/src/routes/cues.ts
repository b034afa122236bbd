import {
  formatMediaPosition,
  LIFECYCLE_MESSAGES,
  MEDIA_EDIT_MESSAGES,
  parseMediaPosition,
} from '@studio/domain';
import type { AuthContext } from '../auth/context';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import type { CueRow, CueSource } from '../db/cues/cues-repository';
import type { CueVisibility } from '../db/cues/schema';
import { badRequest, forbidden, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import type { Services } from '../services';

type CuesDocument = DocumentOperations['cues'];
type Cue = CuesDocument['listMediaCues']['responses'][200]['content']['application/json'][number];
type EncoderEventCue =
  CuesDocument['listEncoderEventCues']['responses'][200]['content']['application/json'][number];

/** The synthetic shared cue every source starts with; never stored, never edited. */
export const START_OF_VIDEO_CUE_ID = '00000000-0000-4000-8000-000000000000';
const START_OF_VIDEO_NAME = 'Start of Video';
const SYSTEM_OWNER = 'system';

/** The shared-cues permission (spec section 6): organisation-visible and public cues. */
const SHARED_CUES_CAPABILITY = 'sharedCues.manage';

const PUBLIC_CUES_FORBIDDEN = () =>
  new HttpError(403, [
    { code: 'PUBLIC_CUES_FORBIDDEN', message: LIFECYCLE_MESSAGES.publicCuesForbidden },
  ]);

/** 412 (spec section 8): nothing to place cues in yet; the studio logs it only. */
const cuesUnavailable = () =>
  new HttpError(412, [{ code: 'CUES_UNAVAILABLE', message: 'Manifest is not yet available.' }]);

function mayShareCues(auth: AuthContext): boolean {
  return auth.isPlatformAdmin || auth.user.capabilities.includes(SHARED_CUES_CAPABILITY);
}

/** A name that is only spaces is no name; the schema already holds the length. */
function cueBodyProblems(body: unknown): ApiErrorItem[] {
  if (typeof body !== 'object' || body === null) return [];
  const { name } = body as { name?: unknown };
  if (typeof name === 'string' && name.trim() === '')
    return [
      { code: 'INVALID_REQUEST', message: MEDIA_EDIT_MESSAGES.cueNameRequired, field: 'body.name' },
    ];
  if (typeof name === 'string' && name.trim().length > 128)
    return [
      { code: 'INVALID_REQUEST', message: MEDIA_EDIT_MESSAGES.cueNameMax, field: 'body.name' },
    ];
  return [];
}

/** The spec's messages where the contract's schema already refused the field too. */
export const cueRequestRules: RequestRules = {
  createMediaCue: cueBodyProblems,
  updateMediaCue: cueBodyProblems,
  createDestinationCue: cueBodyProblems,
  updateDestinationCue: cueBodyProblems,
  createEncoderEventCue: cueBodyProblems,
  updateEncoderEventCue: cueBodyProblems,
};

const startOfVideo: Cue = {
  uuid: START_OF_VIDEO_CUE_ID,
  position: '00:00:00.000',
  name: START_OF_VIDEO_NAME,
  visibility: 'shared',
  userId: SYSTEM_OWNER,
};

const toCue = (row: CueRow): Cue => ({
  uuid: row.id,
  position: formatMediaPosition(row.positionMs),
  name: row.name,
  visibility: row.visibility,
  userId: row.ownerId,
});

const toEncoderEventCue = (cue: Cue, ownerName: string): EncoderEventCue => ({
  uuid: cue.uuid,
  position: cue.position,
  name: cue.name,
  privateCue: cue.visibility === 'private',
  user: ownerName,
});

/** What a create or an edit asks for, in the saved-media shape. */
interface CueChanges {
  position?: string;
  name?: string;
  visibility?: CueVisibility;
  /** The owner the body names (`userId`, or `user` for encoder events): it must be the caller. */
  owner?: { userId?: string; userName?: string };
}

/** What the caller's source offers: where its cues live and, for media, its length. */
interface ResolvedSource {
  source: CueSource;
  durationSeconds: number | null;
}

/**
 * Cues on saved media, web content destinations and encoder events (the cues document). The
 * router has checked the permission (manageCues; reading needs mediaLibrary.get or events.get)
 * and takes the organisation from the token, so another organisation's source is not found.
 * Finer rules here: a shared or public cue needs the shared-cues permission (the `cansetcues`
 * header says so for destination and encoder cues); someone else's private cue is not found;
 * a source without content yet answers 412.
 */
export function cueHandlers(services: Services) {
  const repositories = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id);

  /** Token-scoped: the router has set both for any caller with a token. */
  function who(
    auth: AuthContext | null,
    organisation: CheckedOrganisation | null,
  ): [AuthContext, CheckedOrganisation] {
    if (!auth || !organisation) throw notFound();
    return [auth, organisation];
  }

  async function mediaSource(
    organisation: CheckedOrganisation,
    mediaId: string,
  ): Promise<ResolvedSource> {
    const item = await repositories(organisation).media.findVisible(mediaId);
    if (!item) throw notFound();
    if (!item.manifestPath) throw cuesUnavailable();
    return { source: { kind: 'media', id: item.id }, durationSeconds: item.durationSeconds };
  }

  async function destinationSource(
    organisation: CheckedOrganisation,
    destId: string,
  ): Promise<ResolvedSource> {
    const { contentDestinations, encoderVideos } = repositories(organisation);
    const destination = await contentDestinations.findById(destId);
    if (!destination) throw notFound();
    if (!(await encoderVideos.ofEvent(destination.eventId))) throw cuesUnavailable();
    return { source: { kind: 'destination', id: destination.id }, durationSeconds: null };
  }

  async function encoderEventSource(
    organisation: CheckedOrganisation,
    profileId: string,
    eventId: string,
  ): Promise<ResolvedSource> {
    const { liveEvents, encoderVideos } = repositories(organisation);
    const event = await liveEvents.findById(eventId);
    if (!event || event.encoderChannelId !== profileId) throw notFound();
    if (!(await encoderVideos.ofEvent(event.id))) throw cuesUnavailable();
    return { source: { kind: 'encoder_event', id: event.id }, durationSeconds: null };
  }

  async function list(
    organisation: CheckedOrganisation,
    auth: AuthContext,
    resolved: ResolvedSource,
  ) {
    const rows = await repositories(organisation).cues.listSeenBy(resolved.source, auth.user.id);
    return { cues: [startOfVideo, ...rows.map(toCue)], rows };
  }

  function checkChanges(auth: AuthContext, resolved: ResolvedSource, changes: CueChanges) {
    const nameProblems = cueBodyProblems(changes);
    if (nameProblems.length > 0) throw badRequest(nameProblems);
    const owner = changes.owner;
    if (
      (owner?.userId !== undefined && owner.userId !== auth.user.id) ||
      (owner?.userName !== undefined && owner.userName !== auth.user.userName)
    )
      throw forbidden('Cues are made in your own name.');
    if (changes.visibility !== undefined && changes.visibility !== 'private' && !mayShareCues(auth))
      throw PUBLIC_CUES_FORBIDDEN();
    if (changes.position !== undefined) {
      const positionMs = parseMediaPosition(changes.position);
      if (positionMs === null)
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: MEDIA_EDIT_MESSAGES.positionFormat,
            field: 'body.position',
          },
        ]);
      const { durationSeconds } = resolved;
      if (durationSeconds !== null && positionMs > Math.round(durationSeconds * 1000))
        throw badRequest([
          {
            code: 'INVALID_REQUEST',
            message: MEDIA_EDIT_MESSAGES.outsideContent.replace(
              '{length}',
              formatMediaPosition(durationSeconds * 1000),
            ),
            field: 'body.position',
          },
        ]);
    }
  }

  async function create(
    organisation: CheckedOrganisation,
    auth: AuthContext,
    resolved: ResolvedSource,
    changes: Required<Pick<CueChanges, 'position' | 'name' | 'visibility'>> & CueChanges,
  ): Promise<CueRow> {
    checkChanges(auth, resolved, changes);
    const now = services.now();
    return repositories(organisation).cues.insert({
      sourceKind: resolved.source.kind,
      sourceId: resolved.source.id,
      positionMs: parseMediaPosition(changes.position) ?? 0,
      name: changes.name.trim(),
      visibility: changes.visibility,
      ownerId: auth.user.id,
      ownerName: auth.user.userName,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** The cue the caller may touch: not the synthetic one, not someone else's private one. */
  async function touchable(
    organisation: CheckedOrganisation,
    auth: AuthContext,
    resolved: ResolvedSource,
    id: string,
  ) {
    if (id === START_OF_VIDEO_CUE_ID) throw notFound();
    const row = await repositories(organisation).cues.findSeenBy(resolved.source, id, auth.user.id);
    if (!row) throw notFound();
    // A shared or public cue belongs to the organisation: changing it takes the shared-cues right.
    if (row.visibility !== 'private' && !mayShareCues(auth)) throw PUBLIC_CUES_FORBIDDEN();
    return row;
  }

  async function update(
    organisation: CheckedOrganisation,
    auth: AuthContext,
    resolved: ResolvedSource,
    id: string,
    changes: CueChanges,
  ): Promise<CueRow> {
    const row = await touchable(organisation, auth, resolved, id);
    checkChanges(auth, resolved, changes);
    const changed = await repositories(organisation).cues.update(row.id, {
      ...(changes.position !== undefined
        ? { positionMs: parseMediaPosition(changes.position) ?? row.positionMs }
        : {}),
      ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
      ...(changes.visibility !== undefined ? { visibility: changes.visibility } : {}),
      updatedAt: services.now(),
    });
    if (!changed) throw notFound();
    return changed;
  }

  async function remove(
    organisation: CheckedOrganisation,
    auth: AuthContext,
    resolved: ResolvedSource,
    id: string,
  ) {
    const row = await touchable(organisation, auth, resolved, id);
    await repositories(organisation).cues.delete(row.id);
  }

  const canSetCuesHeader = (auth: AuthContext) => (mayShareCues(auth) ? 'true' : 'false');
  const ownerNames = (rows: readonly CueRow[]) =>
    new Map(rows.map((row) => [row.id, row.ownerName]));

  return {
    listMediaCues: async ({ organisation: scope, params, auth }) => {
      const [caller, organisation] = who(auth, scope);
      const { cues } = await list(
        organisation,
        caller,
        await mediaSource(organisation, params.mediaId),
      );
      return { status: 200, body: cues };
    },
    createMediaCue: async ({ organisation: scope, params, body, auth, reply }) => {
      const [caller, organisation] = who(auth, scope);
      const resolved = await mediaSource(organisation, params.mediaId);
      const row = await create(organisation, caller, resolved, {
        ...body,
        owner: { ...(body.userId !== undefined ? { userId: body.userId } : {}) },
      });
      reply.header('location', `/api/cues/media/${params.mediaId}/cues/${row.id}`);
      return { status: 201, body: toCue(row) };
    },
    updateMediaCue: async ({ organisation: scope, params, body, auth }) => {
      const [caller, organisation] = who(auth, scope);
      const resolved = await mediaSource(organisation, params.mediaId);
      const row = await update(organisation, caller, resolved, params.id, {
        ...body,
        owner: { ...(body.userId !== undefined ? { userId: body.userId } : {}) },
      });
      return { status: 200, body: toCue(row) };
    },
    deleteMediaCue: async ({ organisation: scope, params, auth }) => {
      const [caller, organisation] = who(auth, scope);
      await remove(
        organisation,
        caller,
        await mediaSource(organisation, params.mediaId),
        params.id,
      );
      return { status: 204, body: undefined };
    },

    listDestinationCues: async ({ organisation: scope, params, query, auth, reply }) => {
      const [caller, organisation] = who(auth, scope);
      const { cues } = await list(
        organisation,
        caller,
        await destinationSource(organisation, params.destId),
      );
      if (query.canISetCues === 1) reply.header('cansetcues', canSetCuesHeader(caller));
      return { status: 200, body: cues };
    },
    createDestinationCue: async ({ organisation: scope, params, body, auth, reply }) => {
      const [caller, organisation] = who(auth, scope);
      const resolved = await destinationSource(organisation, params.destId);
      const row = await create(organisation, caller, resolved, {
        ...body,
        owner: { ...(body.userId !== undefined ? { userId: body.userId } : {}) },
      });
      reply.header('location', `/api/cues/contentdestinations/${params.destId}/cues/${row.id}`);
      return { status: 201, body: toCue(row) };
    },
    updateDestinationCue: async ({ organisation: scope, params, body, auth }) => {
      const [caller, organisation] = who(auth, scope);
      const resolved = await destinationSource(organisation, params.destId);
      const row = await update(organisation, caller, resolved, params.id, {
        ...body,
        owner: { ...(body.userId !== undefined ? { userId: body.userId } : {}) },
      });
      return { status: 200, body: toCue(row) };
    },
    deleteDestinationCue: async ({ organisation: scope, params, auth }) => {
      const [caller, organisation] = who(auth, scope);
      await remove(
        organisation,
        caller,
        await destinationSource(organisation, params.destId),
        params.id,
      );
      return { status: 204, body: undefined };
    },

    listEncoderEventCues: async ({ organisation: scope, params, auth, reply }) => {
      const [caller, organisation] = who(auth, scope);
      const resolved = await encoderEventSource(organisation, params.profileId, params.mediaId);
      const { cues, rows } = await list(organisation, caller, resolved);
      const names = ownerNames(rows);
      reply.header('cansetcues', canSetCuesHeader(caller));
      return {
        status: 200,
        body: cues.map((cue) => toEncoderEventCue(cue, names.get(cue.uuid) ?? SYSTEM_OWNER)),
      };
    },
    createEncoderEventCue: async ({ organisation: scope, params, body, auth, reply }) => {
      const [caller, organisation] = who(auth, scope);
      const resolved = await encoderEventSource(organisation, params.profileId, params.mediaId);
      const row = await create(organisation, caller, resolved, {
        position: body.position,
        name: body.name,
        visibility: body.privateCue ? 'private' : 'shared',
        owner: { ...(body.user !== undefined ? { userName: body.user } : {}) },
      });
      reply.header(
        'location',
        `/api/cues/streamprofiles/${params.profileId}/events/${params.mediaId}/cues/${row.id}`,
      );
      return { status: 201, body: toEncoderEventCue(toCue(row), row.ownerName) };
    },
    updateEncoderEventCue: async ({ organisation: scope, params, body, auth }) => {
      const [caller, organisation] = who(auth, scope);
      const resolved = await encoderEventSource(organisation, params.profileId, params.mediaId);
      const row = await update(organisation, caller, resolved, params.id, {
        ...(body.position !== undefined ? { position: body.position } : {}),
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.privateCue !== undefined
          ? { visibility: body.privateCue ? ('private' as const) : ('shared' as const) }
          : {}),
        owner: { ...(body.user !== undefined ? { userName: body.user } : {}) },
      });
      return { status: 200, body: toEncoderEventCue(toCue(row), row.ownerName) };
    },
    deleteEncoderEventCue: async ({ organisation: scope, params, auth }) => {
      const [caller, organisation] = who(auth, scope);
      await remove(
        organisation,
        caller,
        await encoderEventSource(organisation, params.profileId, params.mediaId),
        params.id,
      );
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CuesDocument>;
}
