import { aiUsagePeriod } from '@studio/domain';
import { eq } from 'drizzle-orm';
import { ExtractiveEnrichmentEngine } from '../ai/extractive-engine';
import { periodKey } from '../db/ai/ai-repository';
import { aiEnrichments, aiUsage } from '../db/ai/schema';
import type { Database } from '../db/connection';
import { mediaItems } from '../db/media/schema';
import { DEMO_MEDIA, MEDIA_IDS, ORGANISATION_IDS } from './demo-data';

type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Transcripts of two Riverside videos, as transcription would have written them. Their words are
 * kept apart from the other demo items' titles and descriptions so library searches in tests
 * find what they found before.
 */
export const DEMO_TRANSCRIPTS: Record<string, string> = {
  [MEDIA_IDS.christmasEve]: [
    'By candlelight we remember why Christmas matters.',
    'The choir leads the carols our grandparents sang, and every carol tells part of the story.',
    'Candlelight reminds us that a small light changes a dark room.',
    'When you light the candle of the person beside you, the light is not halved; it is shared.',
    'That is what this church wants to be for our neighbours this winter.',
    'After the last carol the choir sings while every candle is lit.',
    'Take your candle home as a reminder that the light of Christmas is meant to be shared.',
  ].join(' '),
  [MEDIA_IDS.hopeInHardTimes]: [
    'Hard times come to every family, and this morning Pastor Ana asks what hope looks like when the news is bad.',
    'Hope is not pretending that the storm is small.',
    'Hope is trusting that the storm is not the end of the story.',
    'In the letter to the Romans, suffering produces endurance, endurance produces character, and character produces hope.',
    'Endurance is built slowly, one ordinary day at a time, often with friends who carry us.',
    'This week, write down one hard thing and one person who stood with you through it.',
    'Then thank that person, because shared hope grows stronger than hope kept alone.',
  ].join(' '),
};

/**
 * Studio AI in the demo: both transcripts, and a suggestion awaiting review on the Sunday sermon,
 * made by the built-in engine from its transcript (so it says what the transcript says). The
 * Christmas Eve video is left for a person (and the e2e journey) to enrich.
 */
export async function seedAi(tx: SeedTransaction, now: Date): Promise<void> {
  for (const [mediaId, transcript] of Object.entries(DEMO_TRANSCRIPTS))
    await tx.update(mediaItems).set({ transcript }).where(eq(mediaItems.id, mediaId));

  const sermon = DEMO_MEDIA.find((item) => item.id === MEDIA_IDS.hopeInHardTimes);
  if (!sermon) return;
  const engine = new ExtractiveEnrichmentEngine();
  const suggestion = await engine.enrich({
    title: sermon.title,
    description: sermon.description,
    transcript: DEMO_TRANSCRIPTS[sermon.id] ?? null,
    durationSeconds: null,
  });
  await tx.insert(aiEnrichments).values({
    organisationId: ORGANISATION_IDS.riverside,
    mediaId: sermon.id,
    status: 'review_suggestion',
    engine: engine.name,
    suggestion,
    usageCounted: true,
    requestedAt: now,
    finishedAt: now,
    updatedAt: now,
  });
  await tx
    .update(mediaItems)
    .set({ aiStatus: 'review_suggestion' })
    .where(eq(mediaItems.id, sermon.id));
  await tx.insert(aiUsage).values({
    organisationId: ORGANISATION_IDS.riverside,
    mediaId: sermon.id,
    periodStart: periodKey(aiUsagePeriod(now).start),
    createdAt: now,
  });
}
