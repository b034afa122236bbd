import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STUDIO_AI_MESSAGES } from '@studio/domain';
import type { EnrichmentEngine } from '../ai/enrichment-engine';
import type { DatabaseHandle } from '../db/connection';
import { cues } from '../db/cues/schema';
import { mediaItems } from '../db/media/schema';
import { organisations } from '../db/organisations/schema';
import { JobWorker } from '../jobs/worker';
import { createServices, type ServiceOptions } from '../services';
import {
  buildTestApp,
  ContractResponseValidator,
  MEDIA_IDS,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

const riverside = ORGANISATION_IDS.riverside;
const itemId = MEDIA_IDS.christmasEve;
const enrichmentUrl = (mediaId: string = itemId, customer: string = riverside) =>
  `/api/ai/customers/${customer}/media/${mediaId}/enrichment`;

// A real talk of the kind a church records: the engine must work from these words.
const TRANSCRIPT = [
  'Tonight we gather by candlelight to remember why Christmas matters.',
  'The choir will lead us through the carols our grandparents sang, and every carol tells part of the story.',
  'Candlelight reminds us that a small light changes a dark room.',
  'When you light the candle of the person beside you, the light is not halved; it is shared.',
  'That is what this church hopes to be for our neighbours this winter.',
  'After the last carol the choir will sing Silent Night while every candle is lit.',
  'Take your candle home as a reminder that the light of Christmas is meant to be shared.',
].join(' ');

let contract: ContractResponseValidator;
beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});

let database: DatabaseHandle;
let storageDir: string;
let app: FastifyInstance;
let library: SignedIn;
let admin: SignedIn;

beforeEach(async () => {
  database = await openTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'studio-ai-'));
  app = await buildTestApp({ database, storageDir });
  library = await signIn(app, 'library@riverside.example');
  admin = await signIn(app, 'admin@riverside.example');
  await processed(itemId, { transcript: TRANSCRIPT, durationSeconds: 600 });
});
afterEach(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** The seeded item as if processing had finished, with the facts a test needs. */
async function processed(
  mediaId: string,
  facts: { transcript?: string | null; durationSeconds?: number; description?: string | null },
) {
  await database.db
    .update(mediaItems)
    .set({ processingStatus: 'COMPLETE', state: 'completed', ...facts })
    .where(eq(mediaItems.id, mediaId));
}

/** Runs the queued jobs with the app's database (and, when given, another engine). */
async function runJobs(options: Partial<ServiceOptions> = {}): Promise<string[]> {
  const services = await createServices(database, { storageDir, ...options });
  return (await new JobWorker({ queue: services.jobs }).drain()).map(String);
}

async function call(
  operationId: string,
  method: 'GET' | 'POST',
  url: string,
  session: SignedIn = library,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload ? { payload } : {}),
  });
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

const request = (mediaId?: string, session?: SignedIn) =>
  call('requestAiEnrichment', 'POST', enrichmentUrl(mediaId), session);

describe('Studio AI enrichment', () => {
  it('shows the demo suggestion awaiting review on the Sunday sermon', async () => {
    const sermon = MEDIA_IDS.hopeInHardTimes;
    const review = (await call('getAiEnrichment', 'GET', enrichmentUrl(sermon))).json();
    expect(review.status).toBe('review_suggestion');
    expect(review.tags).toContain('hope');
  });

  it('runs as a job, waits for review and applies the approved fields to the item', async () => {
    const queued = await request();
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ mediaId: itemId, status: 'processing' });
    expect((await call('getAiEnrichment', 'GET', enrichmentUrl())).json().status).toBe(
      'processing',
    );

    expect(await runJobs()).toEqual(['completed']);
    const review = (await call('getAiEnrichment', 'GET', enrichmentUrl())).json();
    expect(review.status).toBe('review_suggestion');
    expect(review.tags).toEqual(expect.arrayContaining(['candle', 'choir']));
    // The summary is made of the talk's own sentences.
    expect(TRANSCRIPT).toContain(review.summary.split('. ')[0]);
    expect(review.discussionQuestions.length).toBeGreaterThan(0);
    const [item] = await database.db.select().from(mediaItems).where(eq(mediaItems.id, itemId));
    expect(item?.aiStatus).toBe('review_suggestion');
    // Nothing is applied before approval.
    expect(item?.summary).toBeNull();

    const approved = await call(
      'approveAiEnrichment',
      'POST',
      `${enrichmentUrl()}/approve`,
      library,
      { fields: ['summary', 'tags', 'chapters'] },
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('completed');
    const [after] = await database.db.select().from(mediaItems).where(eq(mediaItems.id, itemId));
    expect(after?.summary).toBe(review.summary);
    expect(after?.tags).toEqual(review.tags);
    // Declined fields are kept as they were.
    expect(after?.title).toBe('Christmas Eve 2025');
    expect(after?.discussionQuestions).toEqual([]);
    expect(after?.aiStatus).toBe('completed');
    const chapterCues = await database.db
      .select()
      .from(cues)
      .where(and(eq(cues.sourceId, itemId), eq(cues.visibility, 'shared')));
    expect(chapterCues.map((cue) => cue.name)).toEqual(
      expect.arrayContaining(review.chapters.map((chapter: { title: string }) => chapter.title)),
    );
  });

  it('applies every suggested field when the approval names none', async () => {
    await request();
    await runJobs();
    const review = (await call('getAiEnrichment', 'GET', enrichmentUrl())).json();
    await call('approveAiEnrichment', 'POST', `${enrichmentUrl()}/approve`);
    const [after] = await database.db.select().from(mediaItems).where(eq(mediaItems.id, itemId));
    expect(after?.title).toBe(review.title);
    expect(after?.description).toBe(review.description);
    expect(after?.discussionQuestions).toEqual(review.discussionQuestions);
  });

  it('discards a rejected suggestion and leaves the item untouched', async () => {
    await request();
    await runJobs();
    const rejected = await call('rejectAiEnrichment', 'POST', `${enrichmentUrl()}/reject`);
    expect(rejected.statusCode).toBe(204);
    expect((await call('getAiEnrichment', 'GET', enrichmentUrl())).statusCode).toBe(404);
    const [after] = await database.db.select().from(mediaItems).where(eq(mediaItems.id, itemId));
    expect(after).toMatchObject({ summary: null, aiStatus: null, title: 'Christmas Eve 2025' });
    // Nothing left to approve or reject.
    expect((await call('rejectAiEnrichment', 'POST', `${enrichmentUrl()}/reject`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a second request while one is under way, and approval before a suggestion', async () => {
    await request();
    const again = await request();
    expect(again.statusCode).toBe(409);
    expect(again.json()[0]).toMatchObject({ code: 'AI_ENRICHMENT_IN_PROGRESS' });
    const early = await call('approveAiEnrichment', 'POST', `${enrichmentUrl()}/approve`);
    expect(early.statusCode).toBe(409);
    expect(early.json()[0].message).toBe(STUDIO_AI_MESSAGES.nothingToReview);
  });

  it('refuses videos longer than 2 hours with the spec rule', async () => {
    await processed(itemId, { durationSeconds: 2 * 60 * 60 + 1 });
    const refused = await request();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()[0]).toMatchObject({
      code: 'VIDEO_TOO_LONG',
      message: 'Studio AI enrichment is only for videos of 2 hours or shorter.',
    });
  });

  it('asks for a transcript when neither it nor the description says enough', async () => {
    await processed(itemId, { transcript: null });
    const refused = await request();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()[0]).toMatchObject({
      code: 'TRANSCRIPT_REQUIRED',
      message: STUDIO_AI_MESSAGES.transcriptRequired,
    });
  });

  it('refuses a video still processing', async () => {
    await database.db
      .update(mediaItems)
      .set({ processingStatus: 'TRANSCODING' })
      .where(eq(mediaItems.id, itemId));
    expect((await request()).statusCode).toBe(409);
  });

  it("does not find another organisation's video", async () => {
    const harbor = MEDIA_IDS.harborGraduation;
    await processed(harbor, { transcript: TRANSCRIPT, durationSeconds: 600 });
    // Harbor's video under Riverside's path, and Riverside's path for a Harbor admin.
    expect((await request(harbor)).statusCode).toBe(404);
    expect((await call('getAiEnrichment', 'GET', enrichmentUrl(harbor))).statusCode).toBe(404);
    const harborAdmin = await signIn(app, 'admin@harbor.example');
    expect((await request(itemId, harborAdmin)).statusCode).toBe(404);
  });

  it('fails with a reason when the engine keeps failing, and gives the month back', async () => {
    await request();
    const broken: EnrichmentEngine = {
      name: 'broken',
      enrich: () => Promise.reject(new Error('engine unavailable')),
    };
    // Three tries (the retries are due at once with a clock moved past their backoff).
    let clock = Date.now();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await runJobs({ aiEngine: broken, now: () => new Date(clock) });
      clock += 10 * 60_000;
    }
    const failed = (await call('getAiEnrichment', 'GET', enrichmentUrl())).json();
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: STUDIO_AI_MESSAGES.engineFailed,
    });
    const usage = (await call('getAiUsage', 'GET', `/api/ai/customers/${riverside}/usage`)).json();
    // Only the demo's own suggestion on the Sunday sermon counts.
    expect(usage.videosUsed).toBe(1);
  });
});

describe('the Studio AI allowance', () => {
  const usageUrl = `/api/ai/customers/${riverside}/usage`;

  async function useUpAllowance(count: number) {
    await database.db
      .update(organisations)
      .set({ studioAiVideoCount: count })
      .where(eq(organisations.id, riverside));
  }

  it('counts each video once a month against 10, or the organisation count', async () => {
    const before = (await call('getAiUsage', 'GET', usageUrl)).json();
    // The demo's suggestion on the Sunday sermon was made this month.
    expect(before).toMatchObject({ videosUsed: 1, videosIncluded: 10, overagePriceUsd: 6 });
    expect(before.overageApproved).toBe(false);
    await request();
    await runJobs();
    await call('rejectAiEnrichment', 'POST', `${enrichmentUrl()}/reject`);
    await request();
    expect((await call('getAiUsage', 'GET', usageUrl)).json().videosUsed).toBe(2);
    await useUpAllowance(25);
    expect((await call('getAiUsage', 'GET', usageUrl)).json().videosIncluded).toBe(25);
  });

  it('needs the overage capability beyond the allowance', async () => {
    // The demo's sermon and one more.
    await useUpAllowance(2);
    const youth = MEDIA_IDS.youthNight;
    await processed(youth, { transcript: TRANSCRIPT, durationSeconds: 600 });
    expect((await request()).statusCode).toBe(202);

    const limited = await request(youth);
    expect(limited.statusCode).toBe(422);
    expect(limited.json()[0]).toMatchObject({
      code: 'MONTHLY_LIMIT_REACHED',
      message: STUDIO_AI_MESSAGES.monthlyLimitReached,
    });

    // The organisation admin may approve the overage: the extra video goes through.
    expect((await call('getAiUsage', 'GET', usageUrl, admin)).json().overageApproved).toBe(true);
    expect((await request(youth, admin)).statusCode).toBe(202);
    expect((await call('getAiUsage', 'GET', usageUrl)).json().videosUsed).toBe(3);
  });
});
