import type { DestinationDraftField } from './destination-drafts';

/**
 * The id of a destination row's field: the element's id, and the name its refusal goes by in a
 * form's field errors, so the error summary links to it.
 */
export const draftFieldId = (key: string, field: DestinationDraftField) => `${key}-${field}`;
