import { destinationValidationEn, destinationValidationEs } from '../../destination-messages';
import { destinationGroupsEn } from './en';
import { destinationGroupsEs } from './es';

/**
 * The `settingsDestinationGroups` namespace: the destination groups area of the settings, fetched with its routes
 * beside the shared `settings` namespace (docs/i18n.md). Its forms' messages sit under `validation` (see field-messages.ts); its words under `destinationGroups`, as they
 * did inside `settings`.
 */
export const settingsDestinationGroupsStrings = {
  en: { destinationGroups: destinationGroupsEn, validation: destinationValidationEn },
  es: { destinationGroups: destinationGroupsEs, validation: destinationValidationEs },
} as const;
