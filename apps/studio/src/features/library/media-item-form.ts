import { TEXT_LIMITS, UPLOAD_LIMITS } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import type { LibraryItem, LibraryItemUpdate } from './library-api';

/** What the item's form edits: text as typed; tags as one comma-separated line. */
export interface MediaItemFormValues {
  title: string;
  tags: string;
  description: string;
  /** YYYY-MM-DD, or empty for none. */
  airDate: string;
  /** HH:MM (24-hour), or empty for none. */
  airTime: string;
}

/** The message keys of the form's own rules (`library:item.*`). */
export type MediaItemRuleMessage = 'titleRequired' | 'titleMax' | 'tagsMax';

export function formValuesOf(item: LibraryItem): MediaItemFormValues {
  return {
    title: item.title,
    tags: item.tags.join(', '),
    description: item.description ?? '',
    airDate: item.airDate ?? '',
    airTime: item.airTime ?? '',
  };
}

export const tagsOf = (line: string): string[] =>
  line
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/**
 * The rules of spec section 5 for a library item: title required, at most 128 characters; tags
 * at most 150 characters joined. Plain checks (no yup), so the item's route carries no schema.
 */
export function mediaItemFieldErrors(values: MediaItemFormValues): FieldErrors {
  const errors: Record<string, MediaItemRuleMessage> = {};
  const title = values.title.trim();
  if (title === '') errors.title = 'titleRequired';
  else if (title.length > TEXT_LIMITS.videoTitle) errors.title = 'titleMax';
  if (tagsOf(values.tags).join(',').length > TEXT_LIMITS.tags) errors.tags = 'tagsMax';
  return errors;
}

export function updateOf(values: MediaItemFormValues): LibraryItemUpdate {
  return {
    title: values.title.trim(),
    tags: tagsOf(values.tags),
    description: values.description.trim() === '' ? null : values.description,
    airDate: values.airDate === '' ? null : values.airDate,
    airTime: values.airTime === '' ? null : values.airTime,
  };
}

/** Why a chosen thumbnail cannot be sent (JPG or PNG, at most 2 MB), before any byte leaves. */
export function thumbnailProblem(
  file: Pick<File, 'type' | 'size'>,
): 'thumbnailType' | 'thumbnailSize' | null {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return 'thumbnailType';
  if (file.size > UPLOAD_LIMITS.thumbnailMaxBytes) return 'thumbnailSize';
  return null;
}
