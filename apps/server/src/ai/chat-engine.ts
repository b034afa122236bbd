import type { EnrichmentEngine, EnrichmentInput, EnrichmentSuggestion } from './enrichment-engine';
import { ExtractiveEnrichmentEngine } from './extractive-engine';

/**
 * An OpenAI-compatible chat completions service (`POST {url}/chat/completions`) as the Studio AI
 * engine, for a hosted or self-hosted model. Enabled by STUDIO_AI_URL and STUDIO_AI_KEY
 * (STUDIO_AI_MODEL names the model). The key goes in the Authorization header only: never in a
 * URL, an error message or a log line.
 */
export interface ChatEngineSettings {
  url: string;
  key: string;
  model: string;
  fetch?: typeof fetch;
}

const INSTRUCTIONS = [
  'You enrich a library video for a church or organisation media library.',
  'Answer with one JSON object only, with these keys:',
  'title (at most 128 characters), description (at most 5000), summary (a paragraph),',
  'tags (array of short strings; joined with commas at most 150 characters),',
  'chapters (array of {"startSeconds": number, "title": string}, the first at 0),',
  'discussionQuestions (array of 3 questions).',
  'Use only what the transcript, title and description say.',
].join(' ');

export class ChatEnrichmentEngine implements EnrichmentEngine {
  readonly name = 'chat';

  constructor(private readonly settings: ChatEngineSettings) {}

  async enrich(input: EnrichmentInput, signal?: AbortSignal): Promise<EnrichmentSuggestion> {
    const send = this.settings.fetch ?? fetch;
    const response = await send(`${this.settings.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${this.settings.key}`,
      },
      body: JSON.stringify({
        model: this.settings.model,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          {
            role: 'user',
            content: JSON.stringify({
              title: input.title,
              description: input.description,
              durationSeconds: input.durationSeconds,
              transcript: input.transcript,
              segments: input.segments,
            }),
          },
        ],
      }),
      ...(signal ? { signal } : {}),
    });
    // The status only: a service's error body may echo the request, key included.
    if (!response.ok) throw new Error(`the AI service answered ${response.status}`);
    const answer = (await response.json()) as {
      choices?: Array<{ message?: { content?: unknown } }>;
    };
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('the AI service answered without content');
    return parseSuggestion(JSON.parse(content) as unknown);
  }
}

const text = (value: unknown, limit: number) =>
  typeof value === 'string' ? value.trim().slice(0, limit) : '';
const texts = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string').map((item) => item.trim())
    : [];

/** A model's JSON held to the contract's limits; anything not of the expected shape is dropped. */
export function parseSuggestion(value: unknown): EnrichmentSuggestion {
  if (typeof value !== 'object' || value === null)
    throw new Error('the AI service answered no object');
  const record = value as Record<string, unknown>;
  const tags: string[] = [];
  for (const tag of texts(record.tags).filter(Boolean)) {
    if ([...tags, tag].join(',').length > 150) break;
    tags.push(tag);
  }
  const chapters = Array.isArray(record.chapters)
    ? record.chapters.flatMap((chapter: unknown) => {
        if (typeof chapter !== 'object' || chapter === null) return [];
        const { startSeconds, title } = chapter as Record<string, unknown>;
        return typeof startSeconds === 'number' && startSeconds >= 0 && typeof title === 'string'
          ? [{ startSeconds, title: title.trim().slice(0, 128) }]
          : [];
      })
    : [];
  return {
    title: text(record.title, 128),
    description: text(record.description, 5000),
    summary: text(record.summary, 10_000),
    tags,
    chapters,
    discussionQuestions: texts(record.discussionQuestions)
      .filter(Boolean)
      .map((question) => question.slice(0, 500)),
  };
}

/** The chat engine when STUDIO_AI_URL and STUDIO_AI_KEY are set, else the built-in one. */
export function enrichmentEngineFromEnvironment(
  environment: Readonly<Record<string, string | undefined>>,
): EnrichmentEngine {
  const url = environment.STUDIO_AI_URL?.trim();
  const key = environment.STUDIO_AI_KEY?.trim();
  if (url && key)
    return new ChatEnrichmentEngine({
      url,
      key,
      model: environment.STUDIO_AI_MODEL?.trim() || 'gpt-4o-mini',
    });
  return new ExtractiveEnrichmentEngine();
}
