import { STUDIO_AI_LIMITS } from '@studio/domain';
import {
  NotEnoughSourceText,
  type EnrichmentChapter,
  type EnrichmentEngine,
  type EnrichmentInput,
  type EnrichmentSuggestion,
} from './enrichment-engine';
import { clip, contentWords, splitSentences, titleCase, words } from './text-analysis';

/**
 * The built-in Studio AI engine: no model, no network, the same answer for the same input.
 * Everything it suggests is taken from the video's own words: the summary and description are
 * its highest-scoring sentences (term frequency without stop words, weighted by position), the
 * tags and title its most frequent terms and pairs of terms, the chapters start where the
 * vocabulary shifts (or at transcript segments when timed), the questions quote a key sentence
 * and name the key terms.
 */

interface Sentence {
  text: string;
  /** Where it starts in the video, when the transcript's timing or the length tells. */
  startSeconds: number | null;
  terms: string[];
}

const SUMMARY_SHARE = 0.25;
const SUMMARY_MAX_SENTENCES = 5;
const MAX_TAGS = 8;
const TAGS_MAX_JOINED = 150;
const SECONDS_PER_CHAPTER = 240;
const MAX_CHAPTERS = 8;
const MIN_SENTENCES_PER_CHAPTER = 3;
/** Sentences either side of a gap compared to find a change of subject. */
const TOPIC_WINDOW = 3;

export class ExtractiveEnrichmentEngine implements EnrichmentEngine {
  readonly name = 'extractive';

  async enrich(input: EnrichmentInput): Promise<EnrichmentSuggestion> {
    const sentences = sourceSentences(input);
    const frequency = termFrequency(sentences.flatMap((sentence) => sentence.terms));
    // The title names the subject: its terms count a little more wherever they appear.
    for (const term of new Set(contentWords(input.title)))
      if (frequency.has(term)) frequency.set(term, (frequency.get(term) ?? 0) + 2);

    const scores = sentences.map((sentence, index) =>
      sentenceScore(sentence, index, sentences.length, frequency),
    );
    const ranked = sentences
      .map((sentence, index) => ({ index, score: scores[index] ?? 0 }))
      .sort((left, right) => right.score - left.score || left.index - right.index);
    const inOrder = (count: number) =>
      ranked
        .slice(0, count)
        .map((entry) => entry.index)
        .sort((left, right) => left - right)
        .map((index) => sentences[index]?.text ?? '');

    const summaryCount = Math.min(
      SUMMARY_MAX_SENTENCES,
      Math.max(1, Math.round(sentences.length * SUMMARY_SHARE)),
    );
    const keywords = rankedKeywords(sentences, frequency);
    const tags = fitTags(keywords);
    const bestSentence = sentences[ranked[0]?.index ?? 0]?.text ?? '';

    return {
      title: suggestTitle(keywords),
      description: clip(inOrder(2).join(' '), 300),
      summary: clip(inOrder(summaryCount).join(' '), 10_000),
      tags,
      chapters: suggestChapters(sentences, frequency, input.durationSeconds),
      discussionQuestions: suggestQuestions(bestSentence, keywords),
    };
  }
}

/** The transcript when it says enough, else the title and description; timed where possible. */
function sourceSentences(input: EnrichmentInput): Sentence[] {
  const transcript = input.transcript?.trim() ?? '';
  if (words(transcript).length >= STUDIO_AI_LIMITS.minimumSourceWords) {
    if (input.segments && input.segments.length > 0)
      return input.segments.flatMap((segment) =>
        splitSentences(segment.text).map((text) => ({
          text,
          startSeconds: segment.startSeconds,
          terms: contentWords(text),
        })),
      );
    return timedByPosition(splitSentences(transcript), input.durationSeconds);
  }
  const written = [input.title, input.description ?? ''].join('. ');
  if (words(written).length >= STUDIO_AI_LIMITS.minimumSourceWords)
    // Words someone typed carry no timing: no chapters come of them.
    return splitSentences(input.description ?? '').map((text) => ({
      text,
      startSeconds: null,
      terms: contentWords(text),
    }));
  throw new NotEnoughSourceText();
}

/** Without timed segments, a sentence starts as far into the video as it is into the text. */
function timedByPosition(texts: string[], durationSeconds: number | null): Sentence[] {
  const totalCharacters = texts.reduce((sum, text) => sum + text.length, 0) || 1;
  let before = 0;
  return texts.map((text) => {
    const startSeconds =
      durationSeconds === null ? null : (before / totalCharacters) * durationSeconds;
    before += text.length;
    return { text, startSeconds, terms: contentWords(text) };
  });
}

function termFrequency(terms: readonly string[]): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  return frequency;
}

/**
 * The mean frequency of a sentence's distinct terms, favouring the opening (where speakers say
 * what they will talk about) and the close (where they sum up), and disfavouring fragments.
 */
function sentenceScore(
  sentence: Sentence,
  index: number,
  count: number,
  frequency: ReadonlyMap<string, number>,
): number {
  const distinct = [...new Set(sentence.terms)];
  if (distinct.length === 0) return 0;
  const weight = distinct.reduce((sum, term) => sum + (frequency.get(term) ?? 0), 0);
  let score = weight / Math.sqrt(distinct.length);
  if (index === 0) score *= 1.25;
  else if (index < count * 0.1) score *= 1.1;
  if (index === count - 1 && count > 2) score *= 1.1;
  if (words(sentence.text).length < 5) score *= 0.5;
  return score;
}

/**
 * Key phrases, most frequent first: pairs of terms said side by side at least twice come before
 * the single terms they contain; single terms need two mentions unless the text is short.
 */
function rankedKeywords(sentences: Sentence[], frequency: ReadonlyMap<string, number>): string[] {
  const pairs = new Map<string, number>();
  for (const sentence of sentences) {
    const spoken = words(sentence.text).map((word) => word.replace(/'s$/, ''));
    for (let index = 1; index < spoken.length; index += 1) {
      const [first, second] = [spoken[index - 1] ?? '', spoken[index] ?? ''];
      if (!sentence.terms.includes(first) || !sentence.terms.includes(second)) continue;
      if (first === second) continue;
      const pair = `${first} ${second}`;
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    }
  }
  const firstSeen = new Map<string, number>();
  sentences
    .flatMap((sentence) => sentence.terms)
    .forEach((term, position) => {
      if (!firstSeen.has(term)) firstSeen.set(term, position);
    });
  const byFrequency = (entries: Map<string, number> | ReadonlyMap<string, number>) =>
    [...entries.entries()].sort(
      (left, right) =>
        right[1] - left[1] ||
        (firstSeen.get(left[0].split(' ')[0] ?? '') ?? 0) -
          (firstSeen.get(right[0].split(' ')[0] ?? '') ?? 0) ||
        left[0].localeCompare(right[0]),
    );
  const repeatedPairs = byFrequency(pairs)
    .filter(([, count]) => count >= 2)
    .slice(0, 2)
    .map(([pair]) => pair);
  const inPairs = new Set(repeatedPairs.flatMap((pair) => pair.split(' ')));
  const minimum = frequency.size > 40 ? 2 : 1;
  const singles = byFrequency(frequency)
    .filter(([term, count]) => count >= minimum && !inPairs.has(term))
    .map(([term]) => term);
  return [...repeatedPairs, ...singles];
}

/** As many key phrases as fit 150 characters joined with commas (the tags rule), at most 8. */
function fitTags(keywords: readonly string[]): string[] {
  const tags: string[] = [];
  for (const keyword of keywords) {
    if (tags.length === MAX_TAGS) break;
    if ([...tags, keyword].join(',').length > TAGS_MAX_JOINED) break;
    tags.push(keyword);
  }
  return tags;
}

function suggestTitle(keywords: readonly string[]): string {
  const [first, second, third] = keywords.map(titleCase);
  if (!first) return '';
  const title = !second
    ? first
    : !third
      ? `${first} and ${second}`
      : `${first}, ${second} and ${third}`;
  return clip(title, 128);
}

function cosine(left: ReadonlyMap<string, number>, right: ReadonlyMap<string, number>): number {
  let dot = 0;
  for (const [term, count] of left) dot += count * (right.get(term) ?? 0);
  const norm = (bag: ReadonlyMap<string, number>) =>
    Math.sqrt([...bag.values()].reduce((sum, count) => sum + count * count, 0));
  const denominator = norm(left) * norm(right);
  return denominator === 0 ? 0 : dot / denominator;
}

/**
 * Chapters where the subject changes: between every two sentences, the words of the few before
 * are compared with the words of the few after; the least alike gaps become chapter starts, a
 * few sentences apart at least. About one chapter per four minutes, at most eight.
 */
function suggestChapters(
  sentences: Sentence[],
  frequency: ReadonlyMap<string, number>,
  durationSeconds: number | null,
): EnrichmentChapter[] {
  if (sentences.some((sentence) => sentence.startSeconds === null)) return [];
  const byLength =
    durationSeconds === null ? MAX_CHAPTERS : Math.round(durationSeconds / SECONDS_PER_CHAPTER);
  const wanted = Math.min(
    MAX_CHAPTERS,
    Math.max(2, byLength),
    Math.floor(sentences.length / MIN_SENTENCES_PER_CHAPTER),
  );
  if (wanted < 2) return [];
  const bag = (from: number, to: number) =>
    termFrequency(sentences.slice(Math.max(0, from), to).flatMap((sentence) => sentence.terms));
  const gaps = [];
  for (let index = 1; index < sentences.length; index += 1)
    gaps.push({
      index,
      similarity: cosine(bag(index - TOPIC_WINDOW, index), bag(index, index + TOPIC_WINDOW)),
    });
  gaps.sort((left, right) => left.similarity - right.similarity || left.index - right.index);
  const minimumLength = Math.max(2, Math.floor(sentences.length / (2 * wanted)));
  const starts = [0];
  for (const gap of gaps) {
    if (starts.length === wanted) break;
    const farEnough =
      sentences.length - gap.index >= minimumLength &&
      starts.every((start) => Math.abs(start - gap.index) >= minimumLength);
    if (farEnough) starts.push(gap.index);
  }
  starts.sort((left, right) => left - right);

  const used = new Set<string>();
  return starts.map((start, position) => {
    const end = starts[position + 1] ?? sentences.length;
    const own = bag(start, end);
    // A chapter is named by the terms it says more than the rest of the video does.
    const distinctive = [...own.entries()]
      .map(([term, count]) => ({ term, score: (count * count) / (frequency.get(term) ?? count) }))
      .sort((left, right) => right.score - left.score || left.term.localeCompare(right.term))
      .map((entry) => entry.term)
      .filter((term) => !used.has(term));
    // A second term only when the chapter says it more than once: one mention names nothing.
    const named = distinctive
      .slice(0, 2)
      .filter((term, rank) => rank === 0 || (own.get(term) ?? 0) >= 2);
    named.forEach((term) => used.add(term));
    const title = named.length > 0 ? named.map(titleCase).join(' and ') : `Part ${position + 1}`;
    return {
      startSeconds:
        position === 0 ? 0 : Math.round((sentences[start]?.startSeconds ?? 0) * 1000) / 1000,
      title: clip(title, 128),
    };
  });
}

function suggestQuestions(bestSentence: string, keywords: readonly string[]): string[] {
  const questions: string[] = [];
  if (bestSentence)
    questions.push(`The video says: “${clip(bestSentence, 240)}” What does that mean to you?`);
  const [first, second, third] = keywords;
  if (first && second)
    questions.push(`How are ${first} and ${second} connected in what you heard?`);
  if (third ?? first)
    questions.push(
      `What would change this week if you acted on what was said about ${third ?? first}?`,
    );
  return questions.map((question) => clip(question, 500));
}
