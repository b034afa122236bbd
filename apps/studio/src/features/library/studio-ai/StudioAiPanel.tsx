import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { isApiError, type AiEnrichment, type StudioApi } from '@studio/api';
import { userMessageOf } from '@studio/machines';
import type { AiSuggestionField } from '@studio/domain';
import { useToast } from '@studio/ui';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import type { LibraryItem } from '../library-api';
import { studioAiMachine, type StudioAiRecord } from './studio-ai-machine';
import {
  StudioAiPanelView,
  suggestedFields,
  type StudioAiBusy,
  type StudioAiMode,
} from './StudioAiPanelView';

async function loadStudioAi(
  api: StudioApi,
  customerId: string,
  mediaId: string,
  signal: AbortSignal,
): Promise<StudioAiRecord> {
  const [enrichment, usage] = await Promise.all([
    api.getAiEnrichment(customerId, mediaId, { signal }).catch((error: unknown) => {
      // Never asked: nothing to show yet.
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }),
    api.getAiUsage(customerId, { signal }),
  ]);
  return { enrichment, usage };
}

/** The server's refusal in its own words (the spec's messages), else a general one. */
const refusalOf = (error: unknown, fallback: string) =>
  new Error(isApiError(error) ? userMessageOf(error) : fallback);

export interface StudioAiPanelProps {
  customerId: string;
  item: LibraryItem;
  /** The suggestions were applied: the page reloads the item. */
  onApplied(): void;
}

/** The Studio AI panel below a library item, fetched with its own chunk (the page stays light). */
export function StudioAiPanel({ customerId, item, onApplied }: StudioAiPanelProps) {
  const { api } = useRuntime();
  const { t } = useTranslation('studioAi');
  const toast = useToast();
  const capabilities = useSession((snapshot) => snapshot.context.user?.capabilities ?? []);
  const mediaId = item.mediaId;
  const machine = useMemo(
    () =>
      studioAiMachine.provide({
        actors: {
          load: fromPromise(({ signal }) => loadStudioAi(api, customerId, mediaId, signal)),
          request: fromPromise(({ signal }) =>
            api
              .requestAiEnrichment(customerId, mediaId, { signal })
              .catch((error: unknown) => Promise.reject(refusalOf(error, t('actionFailed')))),
          ),
          approve: fromPromise<AiEnrichment, { fields: AiSuggestionField[] }>(({ input, signal }) =>
            api
              .approveAiEnrichment(customerId, mediaId, { fields: input.fields }, { signal })
              .catch((error: unknown) => Promise.reject(refusalOf(error, t('actionFailed')))),
          ),
          reject: fromPromise(({ signal }) =>
            api
              .rejectAiEnrichment(customerId, mediaId, { signal })
              .catch((error: unknown) => Promise.reject(refusalOf(error, t('actionFailed')))),
          ),
        },
      }),
    [api, customerId, mediaId, t],
  );
  const [snapshot, send] = useMachine(machine);
  const { record, error } = snapshot.context;
  const enrichment = record?.enrichment ?? null;

  // Every suggestion starts ticked; the person unticks what to decline.
  const [chosen, setChosen] = useState<ReadonlySet<AiSuggestionField>>(new Set());
  const reviewKey =
    enrichment?.status === 'review_suggestion' ? suggestedFields(enrichment).join() : '';
  useEffect(() => {
    setChosen(new Set(suggestedFields(enrichment)));
    // Reset only when a new suggestion arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reviewKey]);

  const { approvals } = snapshot.context;
  useEffect(() => {
    if (approvals === 0) return;
    toast.show({ title: t('applied', { title: item.title }), tone: 'success' }, { timeout: 5000 });
    onApplied();
    // Once per approval that lands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [approvals]);

  const mode: StudioAiMode = snapshot.matches('loadFailed')
    ? 'loadFailed'
    : !record
      ? 'loading'
      : !enrichment
        ? 'none'
        : enrichment.status === 'processing'
          ? 'processing'
          : enrichment.status === 'failed'
            ? 'failed'
            : enrichment.status === 'review_suggestion'
              ? 'review'
              : 'completed';
  const busy: StudioAiBusy = snapshot.matches('requesting')
    ? 'requesting'
    : snapshot.matches('approving')
      ? 'approving'
      : snapshot.matches('rejecting')
        ? 'rejecting'
        : null;

  return (
    <StudioAiPanelView
      item={item}
      mode={mode}
      enrichment={enrichment}
      usage={record?.usage ?? null}
      chosen={chosen}
      busy={busy}
      error={error}
      canRequest={capabilities.includes('mediaLibrary.update')}
      onChoose={(field, use) =>
        setChosen((current) => {
          const next = new Set(current);
          if (use) next.add(field);
          else next.delete(field);
          return next;
        })
      }
      onRequest={() => send({ type: 'ai.request' })}
      onApprove={() => send({ type: 'ai.approve', fields: [...chosen] })}
      onReject={() => send({ type: 'ai.reject' })}
      onRetry={() => send({ type: 'ai.retry' })}
    />
  );
}
