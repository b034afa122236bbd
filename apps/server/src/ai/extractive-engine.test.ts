import { describe, expect, it } from 'vitest';
import {
  enrichmentEngineFromEnvironment,
  ChatEnrichmentEngine,
  parseSuggestion,
} from './chat-engine';
import { NotEnoughSourceText } from './enrichment-engine';
import { ExtractiveEnrichmentEngine } from './extractive-engine';
import { splitSentences } from './text-analysis';

// A talk in three parts: bees and pollination, then the orchard's water, then the harvest.
const TALK = [
  'Welcome to the orchard, where every spring the bees arrive before the leaves.',
  'Honey bees carry pollen from blossom to blossom, and without that pollination the apple trees would bear almost nothing.',
  'A single hive can visit thousands of apple blossoms in a morning.',
  'We keep twelve hives at the edge of the orchard so the bees never fly far.',
  'When the bees are busy, the pollination of the apple blossoms is complete within a week.',
  'The second challenge is water.',
  'Our irrigation runs from a rain pond above the orchard, and the water reaches each tree through drip lines.',
  'Drip irrigation puts water at the roots, so the pond lasts through a dry summer.',
  'In August we check the drip lines every evening, because a blocked line means a thirsty tree.',
  'Finally, the harvest.',
  'The harvest begins in September, when the apples come away from the branch with a gentle twist.',
  'Pickers fill wooden crates, and the crates go straight to the cold store so the apples keep until spring.',
  'A good harvest depends on the bees in April and the water in August.',
].join(' ');

const engine = new ExtractiveEnrichmentEngine();

describe('the extractive enrichment engine', () => {
  it('summarises with sentences of the transcript itself', async () => {
    const suggestion = await engine.enrich({
      title: 'Orchard tour',
      description: null,
      transcript: TALK,
      durationSeconds: 900,
    });
    const spoken = new Set(splitSentences(TALK));
    const summarySentences = splitSentences(suggestion.summary);
    expect(summarySentences.length).toBeGreaterThan(0);
    for (const sentence of summarySentences) expect(spoken.has(sentence)).toBe(true);
    expect(splitSentences(suggestion.description).every((sentence) => spoken.has(sentence))).toBe(
      true,
    );
  });

  it('tags and titles the video with its most repeated terms', async () => {
    const suggestion = await engine.enrich({
      title: 'Orchard tour',
      description: null,
      transcript: TALK,
      durationSeconds: 900,
    });
    expect(suggestion.tags).toEqual(expect.arrayContaining(['bees', 'orchard', 'water']));
    expect(suggestion.tags.join(',').length).toBeLessThanOrEqual(150);
    expect(suggestion.title).toMatch(/Orchard|Bees|Apple/);
    expect(suggestion.title.length).toBeLessThanOrEqual(128);
  });

  it('starts chapters at segments where the subject changes', async () => {
    const sentences = splitSentences(TALK);
    const segments = sentences.map((text, index) => ({
      startSeconds: index * 60,
      endSeconds: index * 60 + 60,
      text,
    }));
    const suggestion = await engine.enrich({
      title: 'Orchard tour',
      description: null,
      transcript: TALK,
      segments,
      durationSeconds: sentences.length * 60,
    });
    const starts = suggestion.chapters.map((chapter) => chapter.startSeconds);
    expect(starts[0]).toBe(0);
    expect(starts.length).toBeGreaterThanOrEqual(2);
    // Every chapter starts where a segment does, and the water part is found as its own chapter.
    for (const start of starts) expect(start % 60).toBe(0);
    const water = suggestion.chapters.find((chapter) =>
      /Water|Irrigation|Drip/.test(chapter.title),
    );
    expect(water?.startSeconds).toBeGreaterThanOrEqual(4 * 60);
    expect(water?.startSeconds).toBeLessThanOrEqual(6 * 60);
  });

  it('asks questions that quote the talk and name its key terms', async () => {
    const suggestion = await engine.enrich({
      title: 'Orchard tour',
      description: null,
      transcript: TALK,
      durationSeconds: 900,
    });
    expect(suggestion.discussionQuestions).toHaveLength(3);
    const quoted = /“(.+)”/.exec(suggestion.discussionQuestions[0] ?? '')?.[1] ?? '';
    expect(TALK).toContain(quoted);
    expect(suggestion.discussionQuestions.join(' ')).toMatch(/bees|orchard|water/);
    for (const question of suggestion.discussionQuestions)
      expect(question.endsWith('?')).toBe(true);
  });

  it('answers differently for a different talk, and the same for the same one', async () => {
    const input = {
      title: 'Orchard tour',
      description: null,
      transcript: TALK,
      durationSeconds: 900,
    };
    expect(await engine.enrich(input)).toEqual(await engine.enrich(input));
    const other = await engine.enrich({
      ...input,
      transcript: TALK.replace(/bees?/gi, 'volunteer').replace(/hives?/gi, 'team'),
    });
    expect(other.tags).not.toContain('bees');
  });

  it('works from a substantial description without a transcript, without chapters', async () => {
    const suggestion = await engine.enrich({
      title: 'Orchard tour',
      description: TALK,
      transcript: null,
      durationSeconds: 900,
    });
    expect(suggestion.summary.length).toBeGreaterThan(0);
    expect(suggestion.chapters).toEqual([]);
  });

  it('refuses when there is too little text to say anything true', async () => {
    await expect(
      engine.enrich({
        title: 'Sunday',
        description: 'Morning service.',
        transcript: null,
        durationSeconds: 60,
      }),
    ).rejects.toBeInstanceOf(NotEnoughSourceText);
  });
});

describe('the chat engine', () => {
  it('is chosen only when both the address and the key are configured', () => {
    expect(enrichmentEngineFromEnvironment({}).name).toBe('extractive');
    expect(enrichmentEngineFromEnvironment({ STUDIO_AI_URL: 'http://ai.invalid' }).name).toBe(
      'extractive',
    );
    expect(
      enrichmentEngineFromEnvironment({ STUDIO_AI_URL: 'http://ai.invalid', STUDIO_AI_KEY: 'k' }),
    ).toBeInstanceOf(ChatEnrichmentEngine);
  });

  it('keeps a model answer to the contract limits', () => {
    const suggestion = parseSuggestion({
      title: 'x'.repeat(200),
      tags: ['a'.repeat(100), 'b'.repeat(100)],
      chapters: [
        { startSeconds: 0, title: 'Start' },
        { startSeconds: -1, title: 'Bad' },
        'nonsense',
      ],
      discussionQuestions: ['Why?', 3],
    });
    expect(suggestion.title).toHaveLength(128);
    expect(suggestion.tags).toHaveLength(1);
    expect(suggestion.chapters).toEqual([{ startSeconds: 0, title: 'Start' }]);
    expect(suggestion.discussionQuestions).toEqual(['Why?']);
  });
});
