import { lazy, Suspense } from 'react';
import type { DestinationDraftFieldsProps } from './DestinationDraftFields';

/**
 * The rows and their fields (text area, selects, fieldsets) come in a chunk of their own: Go Live
 * and the event form are over their bundle ceilings already, and an organisation without custom
 * RTMP destinations or linked social channels never shows them (docs/performance.md).
 */
const DestinationDraftFields = lazy(async () => ({
  default: (await import('./DestinationDraftFields')).DestinationDraftFields,
}));

export function LazyDestinationDraftFields(props: DestinationDraftFieldsProps) {
  return (
    <Suspense fallback={null}>
      <DestinationDraftFields {...props} />
    </Suspense>
  );
}
