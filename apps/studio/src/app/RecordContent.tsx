import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import type { MachineError } from '@studio/machines';
import { isSupportedBrowser } from '../features/errors/browser-support';
import { RouteFailureView } from '../features/errors/RouteFailureView';
import { RoutePendingView } from '../features/shell/RoutePendingView';

export interface RecordContentProps<TRecord> {
  /** The record machine's `context.data`. */
  data: TRecord | null;
  /** The record machine's `context.error`: set only while it is `failed`. */
  error: MachineError | null;
  /** Sends `record.retry`. */
  onRetry(): void;
  children(data: TRecord): ReactNode;
}

/**
 * The page-level half of the record machine: while the record loads, the route's progress bar;
 * when the load failed, the route's failure view for its status (404, 403, anything else with
 * Retry); once it is there, the page's view. Every record page renders through it, so every
 * route fails and waits the same way.
 */
export function RecordContent<TRecord>({
  data,
  error,
  onRetry,
  children,
}: RecordContentProps<TRecord>) {
  const { t } = useTranslation('common');
  if (error) {
    return (
      <RouteFailureView
        status={error.status}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={onRetry}
      />
    );
  }
  if (data === null) return <RoutePendingView label={t('loadingPage')} />;
  return children(data);
}
