import type { SubtitleTrackInput } from '@studio/api';
import {
  parseSrt,
  parseWebVtt,
  SUBTITLE_LANGUAGE_PATTERN,
  type SubtitleParseResult,
} from '@studio/domain';

export type UploadFieldProblems = { language?: 'languageRule'; label?: 'labelRule' };

/** The language and label rules of `SubtitleTrackInput`, as message keys of the namespace. */
export function uploadFieldProblems(language: string, label: string): UploadFieldProblems {
  return {
    ...(SUBTITLE_LANGUAGE_PATTERN.test(language) ? {} : { language: 'languageRule' as const }),
    ...(label.trim().length >= 1 && label.length <= 50 ? {} : { label: 'labelRule' as const }),
  };
}

/**
 * A chosen file as the request body, checked first with the same rules the server applies
 * (`@studio/domain`), so a malformed cue is named before anything is sent.
 */
export function subtitleUploadOf(
  fileName: string,
  text: string,
  language: string,
  label: string,
):
  | { kind: 'wrongType' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ok'; body: SubtitleTrackInput } {
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension !== 'vtt' && extension !== 'srt') return { kind: 'wrongType' };
  const parsed: SubtitleParseResult = extension === 'vtt' ? parseWebVtt(text) : parseSrt(text);
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message };
  return {
    kind: 'ok',
    body: {
      language,
      label: label.trim(),
      ...(extension === 'vtt' ? { vtt: text } : { srt: text }),
    },
  };
}
