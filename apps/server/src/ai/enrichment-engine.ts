/**
 * What Studio AI is asked and what it suggests. The server depends on this interface only: the
 * built-in extractive engine (extractive-engine.ts) runs on this machine, and an OpenAI-compatible
 * chat service (chat-engine.ts) replaces it when STUDIO_AI_URL and STUDIO_AI_KEY are configured.
 */

/** A timed stretch of a transcript, as a transcription provider produces it. */
export interface TranscriptSegment {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

export interface EnrichmentInput {
  title: string;
  description: string | null;
  /** Plain text; null when the video was never transcribed. */
  transcript: string | null;
  /** The transcript's timing when known: chapters then start where a segment starts. */
  segments?: readonly TranscriptSegment[];
  durationSeconds: number | null;
}

export interface EnrichmentChapter {
  startSeconds: number;
  title: string;
}

export interface EnrichmentSuggestion {
  title: string;
  description: string;
  summary: string;
  tags: string[];
  chapters: EnrichmentChapter[];
  discussionQuestions: string[];
}

export interface EnrichmentEngine {
  /** For the logs and the job's record: which engine made a suggestion. */
  readonly name: string;
  enrich(input: EnrichmentInput, signal?: AbortSignal): Promise<EnrichmentSuggestion>;
}

/** The engine had nothing true to say (too little text): the job fails with this reason. */
export class NotEnoughSourceText extends Error {
  constructor() {
    super('not enough source text');
    this.name = 'NotEnoughSourceText';
  }
}
