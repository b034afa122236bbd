import styled from 'styled-components';
import type { AiEnrichment, AiUsage } from '@studio/api';
import { aiOverageCostUsd, aiOverageVideos, type AiSuggestionField } from '@studio/domain';
import { Button, Card, Checkbox, InlineAlert, Inline, Spinner, Stack, vars } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import type { LibraryItem } from '../library-api';

export type StudioAiMode =
  'loading' | 'loadFailed' | 'none' | 'processing' | 'failed' | 'review' | 'completed';

export type StudioAiBusy = 'requesting' | 'approving' | 'rejecting' | null;

export interface StudioAiPanelViewProps {
  /** The library item as it is now (what a suggestion would replace). */
  item: Pick<LibraryItem, 'title' | 'description' | 'summary' | 'tags' | 'discussionQuestions'> & {
    processingStatus?: LibraryItem['processingStatus'];
    durationSeconds?: LibraryItem['durationSeconds'];
  };
  mode: StudioAiMode;
  enrichment: AiEnrichment | null;
  usage: AiUsage | null;
  /** The suggestions the person keeps ticked. */
  chosen: ReadonlySet<AiSuggestionField>;
  busy: StudioAiBusy;
  error: string | null;
  canRequest: boolean;
  onChoose(field: AiSuggestionField, use: boolean): void;
  onRequest(): void;
  onApprove(): void;
  onReject(): void;
  onRetry(): void;
}

const TWO_HOURS = 2 * 60 * 60;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: ${vars.space[2]};
    border-block-end: 1px solid ${vars.color.border};
  }
  ul {
    margin: 0;
    padding-inline-start: 1.25em;
  }
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

type SuggestionValue = string | readonly string[] | null | undefined;

function Value({ value, empty }: { value: SuggestionValue; empty: string }) {
  if (Array.isArray(value)) {
    if (value.length === 0) return <Muted>{empty}</Muted>;
    return (
      <ul>
        {value.map((entry, index) => (
          <li key={`${index}-${entry}`}>{entry}</li>
        ))}
      </ul>
    );
  }
  return value ? <>{value}</> : <Muted>{empty}</Muted>;
}

/** The suggested fields worth reviewing: those the engine had something for. */
export function suggestedFields(enrichment: AiEnrichment | null): AiSuggestionField[] {
  if (!enrichment) return [];
  const fields: AiSuggestionField[] = [];
  if (enrichment.title) fields.push('title');
  if (enrichment.description) fields.push('description');
  if (enrichment.summary) fields.push('summary');
  if ((enrichment.tags ?? []).length > 0) fields.push('tags');
  if ((enrichment.discussionQuestions ?? []).length > 0) fields.push('discussionQuestions');
  if ((enrichment.chapters ?? []).length > 0) fields.push('chapters');
  return fields;
}

function UsageLine({ usage }: { usage: AiUsage }) {
  const { t } = useTranslation('studioAi');
  const price = usage.overagePriceUsd ?? 6;
  const extra = aiOverageVideos(usage);
  return (
    <section aria-label={t('usage.label')}>
      <Stack gap={1}>
        <p>{t('usage.count', { used: usage.videosUsed, included: usage.videosIncluded })}</p>
        {extra > 0 ? (
          <p>{t('usage.overage', { count: extra, cost: aiOverageCostUsd(usage), price })}</p>
        ) : null}
        <p>
          <Muted>
            {usage.overageApproved
              ? t('usage.overageAllowed', { price })
              : t('usage.overageNotAllowed', { price })}
          </Muted>
        </p>
        {usage.trial?.status === 'in_trial' ? (
          <p>{t('usage.trial', { date: usage.trial.endsAt.slice(0, 10) })}</p>
        ) : null}
      </Stack>
    </section>
  );
}

/**
 * The Studio AI panel of a library item: the month's usage, then by state the request button,
 * the processing note, the failure reason, the suggestions side by side with the current values
 * (each with its own tick) or what was applied.
 */
export function StudioAiPanelView(props: StudioAiPanelViewProps) {
  const { t } = useTranslation('studioAi');
  const { item, mode, enrichment, usage, chosen, busy, error, canRequest } = props;
  const isReady = item.processingStatus === undefined || item.processingStatus === 'COMPLETE';
  const isTooLong = (item.durationSeconds ?? 0) > TWO_HOURS;
  const requestButton = (label: string) =>
    canRequest ? (
      isTooLong ? (
        <p>{t('tooLong')}</p>
      ) : !isReady ? (
        <p>{t('notReady')}</p>
      ) : (
        <Inline gap={2}>
          <Button
            variant="secondary"
            onPress={props.onRequest}
            isPending={busy === 'requesting'}
            pendingLabel={t('requesting')}
          >
            {label}
          </Button>
        </Inline>
      )
    ) : null;

  const fields = suggestedFields(enrichment);
  const currentOf = (field: AiSuggestionField): SuggestionValue =>
    field === 'chapters' ? null : item[field];
  const suggestedOf = (field: AiSuggestionField): SuggestionValue =>
    field === 'chapters'
      ? (enrichment?.chapters ?? []).map((chapter) => `${chapter.position} ${chapter.title}`)
      : enrichment?.[field];

  return (
    <Card title={t('heading')} description={t('description')} headingLevel={2}>
      <Stack gap={4}>
        {usage ? <UsageLine usage={usage} /> : null}
        {error ? (
          <InlineAlert tone="error" role="alert">
            {error}
          </InlineAlert>
        ) : null}
        {mode === 'loading' ? <Spinner label={t('loading')} /> : null}
        {mode === 'loadFailed' ? (
          <Inline gap={2}>
            <p>{t('loadFailed')}</p>
            <Button variant="secondary" onPress={props.onRetry}>
              {t('retry')}
            </Button>
          </Inline>
        ) : null}
        {mode === 'none' ? (
          <>
            <p>{t('none')}</p>
            {requestButton(t('request'))}
          </>
        ) : null}
        {mode === 'processing' ? (
          <Inline gap={2}>
            <Spinner label={t('processing')} size="sm" />
            <p role="status">{t('processing')}</p>
          </Inline>
        ) : null}
        {mode === 'failed' ? (
          <>
            <InlineAlert tone="warning">
              {t('failed', { reason: enrichment?.failureReason ?? '' })}
            </InlineAlert>
            {requestButton(t('requestAgain'))}
          </>
        ) : null}
        {mode === 'review' ? (
          <Stack gap={3}>
            <Table>
              <caption>
                <strong>{t('review.heading')}</strong> <Muted>{t('review.help')}</Muted>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('review.field')}</th>
                  <th scope="col">{t('review.current')}</th>
                  <th scope="col">{t('review.suggested')}</th>
                </tr>
              </thead>
              <tbody>
                {fields.map((field) => (
                  <tr key={field}>
                    <th scope="row">
                      <Checkbox
                        isSelected={chosen.has(field)}
                        onChange={(use) => props.onChoose(field, use)}
                        isDisabled={!canRequest || busy !== null}
                        aria-label={t('review.use', { field: t(`fields.${field}`) })}
                      >
                        {t(`fields.${field}`)}
                      </Checkbox>
                    </th>
                    <td>
                      {field === 'chapters' ? (
                        <Muted>{t('review.chaptersCurrent')}</Muted>
                      ) : (
                        <Value value={currentOf(field)} empty={t('review.empty')} />
                      )}
                    </td>
                    <td>
                      <Value value={suggestedOf(field)} empty={t('review.empty')} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {canRequest ? (
              <Inline gap={2}>
                <Button
                  onPress={props.onApprove}
                  isDisabled={chosen.size === 0 || busy !== null}
                  isPending={busy === 'approving'}
                  pendingLabel={t('review.approving')}
                >
                  {t('review.approve')}
                </Button>
                <Button
                  variant="secondary"
                  onPress={props.onReject}
                  isDisabled={busy !== null}
                  isPending={busy === 'rejecting'}
                  pendingLabel={t('review.rejecting')}
                >
                  {t('review.reject')}
                </Button>
              </Inline>
            ) : null}
            {chosen.size === 0 && canRequest ? <Muted>{t('review.nothingChosen')}</Muted> : null}
          </Stack>
        ) : null}
        {mode === 'completed' ? (
          <Stack gap={2}>
            <h3>{t('completed.heading')}</h3>
            <h4>{t('completed.summary')}</h4>
            <p>{item.summary ? item.summary : <Muted>{t('completed.noSummary')}</Muted>}</p>
            {(item.discussionQuestions ?? []).length > 0 ? (
              <>
                <h4>{t('completed.discussionQuestions')}</h4>
                <Value value={item.discussionQuestions} empty={t('review.empty')} />
              </>
            ) : null}
            {requestButton(t('requestAgain'))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
