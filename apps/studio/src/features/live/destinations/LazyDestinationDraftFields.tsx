import { lazy, Suspense } from 'react';
import type { DestinationDraftFieldsProps } from './DestinationDraftFields';
import type { DestinationGroupFieldProps } from './DestinationGroupField';

/**
 * The rows and their fields (text area, selects, fieldsets) come in a chunk of their own: Go Live
 * and the event form are over their bundle ceilings already, and an organisation without custom
 * RTMP destinations or linked social channels never shows them (docs/performance.md).
 */
const DestinationDraftFields = lazy(async () => ({
  default: (await import('./DestinationDraftFields')).DestinationDraftFields,
}));

/**
 * The group select and its notice, shared by Go Live and the event form: a chunk of its own too.
 * `@studio/ui`'s `Select` (react-aria's collection and list box) is not on the event form's route
 * otherwise, and a module both routes imported statically would be one more file on Go Live's;
 * an organisation without destination groups never shows it.
 */
const DestinationGroupField = lazy(async () => ({
  default: (await import('./DestinationGroupField')).DestinationGroupField,
}));

export function LazyDestinationDraftFields(props: DestinationDraftFieldsProps) {
  return (
    <Suspense fallback={null}>
      <DestinationDraftFields {...props} />
    </Suspense>
  );
}

export function LazyDestinationGroupField(props: DestinationGroupFieldProps) {
  return (
    <Suspense fallback={null}>
      <DestinationGroupField {...props} />
    </Suspense>
  );
}
