import { StatusBadge } from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import type { LibraryItem } from './library-api';

/** A library item's state in words (spec section 4, library media), with its tone. */
export function MediaStateBadge({ state }: { state: LibraryItem['state'] }) {
  const { t } = useTranslation('library');
  return <StatusBadge label={t(`states.${state}`)} set="libraryMedia" status={state} />;
}
