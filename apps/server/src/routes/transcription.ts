import { randomUUID } from 'node:crypto';
import {
  cueBeyondVideo,
  escapeCueText,
  formatWebVtt,
  parseSrt,
  parseWebVtt,
  SUBTITLE_LANGUAGE_PATTERN,
  type SubtitleCue,
} from '@studio/domain';
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../contract/handlers';
import type { DocumentOperations } from '../contract/operations';
import type { RequestRules } from '../contract/request-rules';
import type { ApiErrorItem } from '../http/errors';
import { badRequest, HttpError, notFound } from '../http/errors';
import { locationOf } from '../http/paging';
import { requestOrigin } from '../http/public-urls';
import { isUniqueViolation } from '../db/errors';
import type { OrganisationId } from '../db/organisation-scoped-repository';
import type {
  SubtitleTrackRow,
  TranscriptionRow,
} from '../db/transcription/transcription-repository';
import { isUnderWay } from '../db/transcription/transcription-repository';
import type { MediaRow } from '../db/media/media-repository';
import { mediaFileKey, mediaPrefix } from '../media/media-files';
import { subtitleFileName, subtitleTrackPath } from '../media/subtitle-links';
import type { Services } from '../services';

type CentralV4 = DocumentOperations['central-v4'];
type Transcription = CentralV4['getTranscription']['responses'][200]['content']['application/json'];
type SubtitleTrack =
  DocumentOperations['subtitles']['getSubtitleTrack']['responses'][200]['content']['application/json'];

/** The first instant of `at`'s month and of the next (UTC), the window subtitle hours count in. */
export function monthOf(at: Date): { from: Date; to: Date } {
  return {
    from: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    to: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
  };
}

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

function transcriptionOf(item: MediaRow, row: TranscriptionRow | undefined): Transcription {
  if (!row)
    return {
      mediaId: item.id,
      status: 'none',
      language: 'en',
      text: item.transcript,
      segments: [],
      reason: null,
      durationSeconds: null,
      requestedAt: null,
      updatedAt: item.updatedAt.toISOString(),
    };
  return {
    mediaId: row.id,
    status: row.status,
    language: row.language,
    text: row.text,
    segments: row.segments,
    reason: row.reason,
    durationSeconds: row.durationSeconds,
    requestedAt: row.requestedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function trackOf(
  services: Services,
  request: FastifyRequest,
  row: SubtitleTrackRow,
): SubtitleTrack {
  const path = subtitleTrackPath(services, row);
  return {
    uuid: row.id,
    mediaId: row.mediaId,
    language: row.language,
    label: row.label,
    status: row.status,
    automated: row.automated,
    url: path ? `${requestOrigin(request)}${path}` : null,
  };
}

const LANGUAGE_MESSAGE = 'Choose the language as a BCP 47 tag such as en, es or pt-BR.';
const LABEL_MESSAGE = 'A label of 1 to 50 characters is required.';

interface TrackBody {
  language?: unknown;
  label?: unknown;
  vtt?: unknown;
  srt?: unknown;
}

/** The uploaded file's cues, or the problem with them named on its field. */
function uploadedCues(body: TrackBody): { cues: SubtitleCue[] } | { problem: ApiErrorItem } | null {
  const vtt = typeof body.vtt === 'string' ? body.vtt : null;
  const srt = typeof body.srt === 'string' ? body.srt : null;
  if (vtt !== null && srt !== null)
    return {
      problem: {
        code: 'INVALID',
        field: 'body.srt',
        message: 'Send the subtitles as WebVTT or as SubRip, not both.',
      },
    };
  if (vtt === null && srt === null) return null;
  const field = vtt !== null ? 'body.vtt' : 'body.srt';
  const parsed = vtt !== null ? parseWebVtt(vtt) : parseSrt(srt ?? '');
  return parsed.ok
    ? { cues: parsed.cues }
    : { problem: { code: 'INVALID_SUBTITLES', field, message: parsed.message } };
}

/** `createSubtitleTrack`'s rules in words a person can act on (the contract's own say "pattern"). */
export function subtitleTrackProblems(body: unknown): ApiErrorItem[] {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as TrackBody;
  const problems: ApiErrorItem[] = [];
  if (typeof fields.language !== 'string' || !SUBTITLE_LANGUAGE_PATTERN.test(fields.language))
    problems.push({ code: 'INVALID', field: 'body.language', message: LANGUAGE_MESSAGE });
  if (
    typeof fields.label !== 'string' ||
    fields.label.trim().length === 0 ||
    fields.label.length > 50
  )
    problems.push({ code: 'INVALID', field: 'body.label', message: LABEL_MESSAGE });
  const upload = uploadedCues(fields);
  if (upload && 'problem' in upload) problems.push(upload.problem);
  return problems;
}

export const subtitleRequestRules: RequestRules = {
  createSubtitleTrack: (body) => subtitleTrackProblems(body),
};

async function visibleItem(services: Services, organisationId: OrganisationId, mediaId: string) {
  const item = await services.forOrganisation(organisationId).media.findVisible(mediaId);
  if (!item) throw notFound();
  return item;
}

async function allowanceOf(
  services: Services,
  organisationId: OrganisationId,
  hoursPerMonth: number,
) {
  const { from, to } = monthOf(services.now());
  const usedSeconds = await services
    .forOrganisation(organisationId)
    .transcriptions.secondsRequestedBetween(from, to);
  return { hoursPerMonth, usedSeconds };
}

/**
 * Transcripts (central-v4 `getTranscription`, `requestTranscription`) and subtitle tracks with
 * the month's allowance (the subtitles document). A transcript is speech recognition over the
 * video's audio on the job queue (src/transcription/transcriber.ts); the month's subtitle hours
 * (`subtitlesHoursPerMonth`) bound the length of video transcribed in a calendar month (UTC).
 * The subtitles document has no `customerId` in its paths: the organisation is the token's, and
 * another organisation's video is not found.
 */
export function transcriptionHandlers(services: Services) {
  const centralV4 = {
    getTranscription: async ({ organisation, params }) => {
      const item = await visibleItem(services, organisation.id, params.mediaId);
      const row = await services.forOrganisation(organisation.id).transcriptions.findById(item.id);
      return { status: 200, body: transcriptionOf(item, row) };
    },

    requestTranscription: async ({ organisation, params }) => {
      const item = await visibleItem(services, organisation.id, params.mediaId);
      const { transcriptions } = services.forOrganisation(organisation.id);
      const current = await transcriptions.findById(item.id);
      if (current && isUnderWay(current)) throw transcriptionUnderWay();
      if (!item.originalPath || item.durationSeconds === null)
        throw new HttpError(422, [
          {
            code: 'NOT_READY',
            message:
              'The video has no stored file yet; request its transcript once it has been uploaded and processed.',
          },
        ]);
      const { hoursPerMonth, usedSeconds } = await allowanceOf(
        services,
        organisation.id,
        organisation.subtitlesHoursPerMonth,
      );
      const leftSeconds = Math.max(0, hoursPerMonth * 3600 - usedSeconds);
      if (item.durationSeconds > leftSeconds)
        throw new HttpError(422, [
          {
            code: 'SUBTITLE_HOURS_USED',
            message:
              hoursPerMonth === 0
                ? 'Your plan has no subtitle hours. Ask your account manager to add subtitle hours to transcribe videos.'
                : `This video needs ${hours(item.durationSeconds)} subtitle hours but only ${hours(leftSeconds)} of this month's ${hoursPerMonth} are left. Hours renew on the first of the month.`,
          },
        ]);
      const row = await transcriptions.request(item.id, 'en', item.durationSeconds, services.now());
      if (!row) throw transcriptionUnderWay();
      await services.jobs.enqueue(
        'media.transcribe',
        { mediaId: item.id },
        { organisationId: organisation.id, uniqueKey: `media.transcribe:${item.id}` },
      );
      await services.events.publish(organisation.id, 'transcription.state', {
        subjectId: item.id,
        state: 'pending',
      });
      return { status: 202, body: transcriptionOf(item, row) };
    },
  } satisfies HandlerMap<DocumentOperations['central-v4']>;

  const subtitles = {
    listSubtitleTracks: async ({ organisation, params, request }) => {
      if (!organisation) throw notFound();
      const item = await visibleItem(services, organisation.id, params.mediaId);
      const rows = await services.forOrganisation(organisation.id).subtitleTracks.ofMedia(item.id);
      return { status: 200, body: rows.map((row) => trackOf(services, request, row)) };
    },

    getSubtitleTrack: async ({ organisation, params, request }) => {
      if (!organisation) throw notFound();
      const item = await visibleItem(services, organisation.id, params.mediaId);
      const row = await services
        .forOrganisation(organisation.id)
        .subtitleTracks.findOfMedia(item.id, params.id);
      if (!row) throw notFound();
      return { status: 200, body: trackOf(services, request, row) };
    },

    createSubtitleTrack: async ({ organisation, params, body, request, reply }) => {
      if (!organisation) throw notFound();
      const item = await visibleItem(services, organisation.id, params.mediaId);
      const problems = subtitleTrackProblems(body);
      if (problems.length > 0) throw badRequest(problems);
      const { subtitleTracks, transcriptions } = services.forOrganisation(organisation.id);
      if (await subtitleTracks.languageTaken(item.id, body.language)) throw languageExists();
      const upload = uploadedCues(body);
      let cues: SubtitleCue[];
      if (upload && 'cues' in upload) {
        const beyond =
          item.durationSeconds !== null ? cueBeyondVideo(upload.cues, item.durationSeconds) : null;
        if (beyond)
          throw badRequest([
            {
              code: 'INVALID_SUBTITLES',
              field: typeof body.vtt === 'string' ? 'body.vtt' : 'body.srt',
              message: beyond,
            },
          ]);
        cues = upload.cues;
      } else {
        const transcript = await transcriptions.findById(item.id);
        if (!transcript || transcript.status !== 'completed' || transcript.segments.length === 0)
          throw new HttpError(422, [
            {
              code: 'NO_TRANSCRIPT',
              message:
                'The video has no transcript yet: request one, then generate subtitles from it once it is complete.',
            },
          ]);
        cues = transcript.segments.map((segment) => ({
          start: segment.start,
          end: segment.end,
          text: escapeCueText(segment.text),
        }));
      }
      const id = randomUUID();
      const path = `${mediaPrefix(item.id)}${subtitleFileName(id)}`;
      const key = mediaFileKey(organisation.id, item.id, subtitleFileName(id));
      await services.storage.put(key, Buffer.from(formatWebVtt(cues), 'utf8'), {
        contentType: 'text/vtt; charset=utf-8',
      });
      let row: SubtitleTrackRow;
      try {
        row = await subtitleTracks.insert({
          id,
          mediaId: item.id,
          language: body.language,
          label: body.label.trim(),
          automated: !upload,
          status: 'ready',
          filePath: path,
          createdAt: services.now(),
        });
      } catch (error) {
        await services.storage.delete(key);
        if (isUniqueViolation(error)) throw languageExists();
        throw error;
      }
      reply.header('location', locationOf(request, row.id));
      return { status: 201, body: trackOf(services, request, row) };
    },

    deleteSubtitleTrack: async ({ organisation, params }) => {
      if (!organisation) throw notFound();
      const item = await visibleItem(services, organisation.id, params.mediaId);
      const { subtitleTracks } = services.forOrganisation(organisation.id);
      const row = await subtitleTracks.findOfMedia(item.id, params.id);
      if (!row) throw notFound();
      await subtitleTracks.delete(row.id);
      if (row.filePath)
        await services.storage.delete({ organisationId: organisation.id, path: row.filePath });
      return { status: 204, body: undefined };
    },

    getSubtitleAllowance: async ({ organisation }) => {
      const { hoursPerMonth, usedSeconds } = await allowanceOf(
        services,
        organisation.id,
        organisation.subtitlesHoursPerMonth,
      );
      return { status: 200, body: { hoursPerMonth, hoursUsed: hours(usedSeconds) } };
    },
  } satisfies HandlerMap<DocumentOperations['subtitles']>;

  return { centralV4, subtitles };
}

const transcriptionUnderWay = () =>
  new HttpError(409, [
    {
      code: 'TRANSCRIPTION_IN_PROGRESS',
      message:
        'The video is being transcribed already; its transcript appears here when it is done.',
    },
  ]);

const languageExists = () =>
  new HttpError(409, [
    {
      code: 'LANGUAGE_EXISTS',
      message:
        'The video has subtitles in this language already; delete them first to replace them.',
    },
  ]);
