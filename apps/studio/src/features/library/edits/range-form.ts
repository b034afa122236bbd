import type { ClipInput } from '@studio/api';
import {
  formatMediaPosition,
  mediaRangeProblems,
  TEXT_LIMITS,
  type MediaRangeProblem,
} from '@studio/domain';
import type { FieldErrors } from '@studio/machines';

/** Translates a rule of this namespace (`rules.<rule>`) with its values. */
export type RuleTranslator = (
  rule: MediaRangeProblem['rule'] | 'titleRequired' | 'titleMax' | 'descriptionAngleBrackets',
  values?: Record<string, string>,
) => string;

export interface RangeFormValues {
  readonly start: string;
  readonly end: string;
}

export type ClipAspectRatio = NonNullable<ClipInput['aspectRatio']>;
export const CLIP_ASPECT_RATIOS = [
  '16:9',
  '9:16',
  '1:1',
] as const satisfies readonly ClipAspectRatio[];

export interface ClipFormValues extends RangeFormValues {
  readonly title: string;
  readonly description: string;
  readonly aspectRatio: ClipAspectRatio;
}

/**
 * The range rules of `@studio/domain` (the server's own) as field errors in the person's
 * language, before anything is sent.
 */
export function rangeFieldErrors(
  values: RangeFormValues,
  durationSeconds: number | null,
  translate: RuleTranslator,
  options: { clip?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  const length = durationSeconds === null ? '' : formatMediaPosition(durationSeconds * 1000);
  for (const problem of mediaRangeProblems(values.start, values.end, durationSeconds, options))
    errors[problem.field] ??= translate(problem.rule, { length });
  return errors;
}

export function clipFieldErrors(
  values: ClipFormValues,
  durationSeconds: number | null,
  translate: RuleTranslator,
): FieldErrors {
  const errors = rangeFieldErrors(values, durationSeconds, translate, { clip: true });
  const title = values.title.trim();
  if (title === '') errors.title = translate('titleRequired');
  else if (title.length > TEXT_LIMITS.videoTitle) errors.title = translate('titleMax');
  if (/[<>]/.test(values.description)) errors.description = translate('descriptionAngleBrackets');
  return errors;
}

export const clipInputOf = (values: ClipFormValues): ClipInput => ({
  title: values.title.trim(),
  description: values.description.trim() === '' ? null : values.description,
  start: values.start.trim(),
  end: values.end.trim(),
  aspectRatio: values.aspectRatio,
});

/** The translation key of each shape (`clip.shapes.<key>`): a key cannot hold the ratio's colon. */
export const SHAPE_KEYS = {
  '16:9': 'landscape',
  '9:16': 'vertical',
  '1:1': 'square',
} as const satisfies Record<ClipAspectRatio, string>;
