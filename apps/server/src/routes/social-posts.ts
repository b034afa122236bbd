import {
  SOCIAL_POST_EDITABLE_UNTIL_MINUTES,
  SOCIAL_POST_MESSAGES,
  socialPostEditable,
  socialPostProblems,
  type SocialPostMessageKey,
} from '@studio/domain';
import type { CheckedOrganisation } from '../contract/access';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import { isUniqueViolation } from '../db/errors';
import type { SocialPostRow, SocialPostValues } from '../db/social/social-posts-repository';
import { badRequest, HttpError, notFound, type ApiErrorItem } from '../http/errors';
import { locationOf, setPageHeaders } from '../http/paging';
import type { Services } from '../services';

type CentralV4 = DocumentOperations['central-v4'];
type SocialPost = CentralV4['getPost']['responses'][200]['content']['application/json'];
type SocialPostInput = CentralV4['createPost']['requestBody']['content']['application/json'];

const MINUTE_MS = 60_000;
function problemsOf(body: unknown, now: Date, videoSeconds: number | null = null): ApiErrorItem[] {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return Object.entries(socialPostProblems(input, { now, videoSeconds })).map(([field, key]) => ({
    code: 'INVALID_REQUEST',
    message: SOCIAL_POST_MESSAGES[key],
    field: `body.${field}`,
  }));
}

/**
 * The domain's messages where the contract's schema refused first (contract/request-rules.ts),
 * so every problem shows at once. Rules have no clock of their own: the time rules read the
 * wall clock here, and the handler reads the server's.
 */
const ruleProblems = (body: unknown) => problemsOf(body, new Date());

export const socialPostRequestRules: RequestRules = {
  createPost: ruleProblems,
  updatePost: ruleProblems,
};

const conflict = (code: string, key: SocialPostMessageKey, field?: string) =>
  new HttpError(409, [{ code, message: SOCIAL_POST_MESSAGES[key], ...(field ? { field } : {}) }]);

const fieldProblem = (key: SocialPostMessageKey, field: string) =>
  badRequest([{ code: 'INVALID_REQUEST', message: SOCIAL_POST_MESSAGES[key], field }]);

/**
 * Scheduled social posts (central-v4 tag Posts, issues 15/16). The router checked
 * manageSocialMedia and the organisation; a post names one of the organisation's linked pages or
 * channels and, optionally, one of its library videos or clips. One waiting post per page or
 * channel (the partial unique index answers 409 when two creates race). A post is edited until
 * SOCIAL_POST_EDITABLE_UNTIL_MINUTES before its time and cancelled until it goes out; the
 * `social-post.publish` job (social/post-publisher.ts) hands it to the network at its time.
 */
/**
 * The publish-time window of a list (the calendar's): either end may be left open, and one
 * that ends before it starts is refused rather than answered empty.
 */
function publishWindowOf(query: { startTime?: string; endTime?: string }) {
  const from = query.startTime === undefined ? undefined : new Date(query.startTime);
  const to = query.endTime === undefined ? undefined : new Date(query.endTime);
  if (from && to && to.getTime() <= from.getTime()) {
    throw badRequest([
      {
        code: 'INVALID_REQUEST',
        message: 'The window must end after it starts.',
        field: 'query.endTime',
      },
    ]);
  }
  return { from, to };
}

export function socialPostHandlers(services: Services) {
  const now = () => services.now();
  const postsOf = (organisation: CheckedOrganisation) =>
    services.forOrganisation(organisation.id).socialPosts;

  function toPost(row: SocialPostRow): SocialPost {
    return {
      uuid: row.id,
      destinationType: row.destinationType,
      channelId: row.channelId,
      title: row.title,
      description: row.description,
      mediaId: row.mediaId,
      clipId: row.clipId,
      reel: row.reel,
      privacy: row.privacy,
      status: row.status,
      publishAt: row.publishAt.toISOString(),
      failureReason: row.failureReason,
      editable: socialPostEditable(row, now()),
    };
  }

  /** The body's rules, then what only the organisation's data can say: channel and video. */
  async function valuesOf(
    organisation: CheckedOrganisation,
    body: SocialPostInput,
  ): Promise<SocialPostValues> {
    const problems = problemsOf(body, now());
    if (problems.length > 0) throw badRequest(problems);
    const repositories = services.forOrganisation(organisation.id);
    const channel = await repositories.socialAccounts.findChannel(body.channelId);
    const account = channel && (await repositories.socialAccounts.findById(channel.accountId));
    const provider = body.destinationType === 'YOUTUBE' ? 'youtube' : 'facebook';
    if (!account || account.provider !== provider) {
      throw fieldProblem('channelUnknown', 'body.channelId');
    }
    const ids = { mediaId: body.mediaId ?? null, clipId: body.clipId ?? null };
    if (ids.mediaId || ids.clipId) {
      const video = await repositories.socialPosts.findVideo(ids);
      if (!video) throw fieldProblem('videoUnknown', ids.clipId ? 'body.clipId' : 'body.mediaId');
      const reelProblems = problemsOf(body, now(), video.durationSeconds);
      if (reelProblems.length > 0) throw badRequest(reelProblems);
    }
    return {
      destinationType: body.destinationType,
      channelId: body.channelId,
      title: body.title.trim(),
      description: body.description?.trim() || null,
      ...ids,
      reel: body.reel ?? false,
      privacy: body.privacy,
      publishAt: new Date(body.publishAt),
    };
  }

  const oneWaitingPerChannel = () =>
    conflict('POST_EXISTS', 'sameDestinationType', 'body.channelId');

  async function saving(save: () => Promise<SocialPostRow | undefined>) {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw oneWaitingPerChannel();
      throw error;
    }
  }

  return {
    listPosts: async ({ organisation, query, request, reply }) => {
      const page = await postsOf(organisation).listPublishing({
        page: query.page,
        size: query.size,
        ...publishWindowOf(query),
      });
      setPageHeaders(request, reply, page);
      return { status: 200, body: page.items.map(toPost) };
    },

    createPost: async ({ organisation, auth, body, request, reply }) => {
      const values = await valuesOf(organisation, body);
      const posts = postsOf(organisation);
      if (await posts.waitingOnChannel(values.destinationType, values.channelId)) {
        throw oneWaitingPerChannel();
      }
      const row = await saving(() => posts.insert({ ...values, createdBy: auth?.user.id ?? null }));
      if (!row) throw notFound();
      await services.socialPostPublisher.schedule(row);
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: toPost(row) };
    },

    getPost: async ({ organisation, params }) => {
      const row = await postsOf(organisation).findById(params.id);
      if (!row) throw notFound();
      return { status: 200, body: toPost(row) };
    },

    updatePost: async ({ organisation, params, body }) => {
      const posts = postsOf(organisation);
      const existing = await posts.findById(params.id);
      if (!existing) throw notFound();
      if (!socialPostEditable(existing, now())) throw conflict('POST_NOT_EDITABLE', 'notEditable');
      const values = await valuesOf(organisation, body);
      if (await posts.waitingOnChannel(values.destinationType, values.channelId, existing.id)) {
        throw oneWaitingPerChannel();
      }
      const editableAfter = new Date(
        now().getTime() + SOCIAL_POST_EDITABLE_UNTIL_MINUTES * MINUTE_MS,
      );
      const row = await saving(() =>
        posts.replaceWaiting(existing.id, values, editableAfter, now()),
      );
      // Claimed by the worker (or cancelled) between the read and the write.
      if (!row) throw conflict('POST_NOT_EDITABLE', 'notEditable');
      if (row.publishAt.getTime() !== existing.publishAt.getTime()) {
        await services.socialPostPublisher.schedule(row);
      }
      return { status: 200, body: toPost(row) };
    },

    deletePost: async ({ organisation, params }) => {
      const posts = postsOf(organisation);
      if (!(await posts.findById(params.id))) throw notFound();
      if (!(await posts.cancel(params.id))) {
        throw conflict('POST_NOT_CANCELLABLE', 'notCancellable');
      }
      return { status: 204, body: undefined };
    },
  } satisfies HandlerMap<CentralV4>;
}
