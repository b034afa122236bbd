import styled from 'styled-components';
import type { IngestProblem } from '@studio/domain';
import {
  Breadcrumbs,
  Button,
  DropZone,
  Duration,
  FileTrigger,
  Inline,
  InlineAlert,
  Link,
  PageHeader,
  ProgressBar,
  Stack,
  StatusBadge,
  TextField,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import type { UploadSettings } from './upload-actors';
import { formatBytes, type UploadEntryView } from './upload-entry';

export interface RegionChoice {
  readonly id: string;
  readonly name: string;
}

/** The form's values as typed: the expiry is a date (YYYY-MM-DD) or empty. */
export interface UploadSettingsValues {
  videoType: UploadSettings['videoType'];
  availability: UploadSettings['availability'];
  expiryDate: string;
  regionId: string;
}

export interface UploadRowRate {
  readonly bytesPerSecond: number;
  readonly secondsLeft: number;
}

export interface UploadViewProps {
  settings: UploadSettingsValues;
  regions: readonly RegionChoice[];
  onSettingsChange(settings: Partial<UploadSettingsValues>): void;
  entries: readonly UploadEntryView[];
  /** Speed and time left per entry key, while it sends. */
  rates: Readonly<Record<string, UploadRowRate | null>>;
  onFilesChosen(files: File[]): void;
  onStart(key: string): void;
  onStartAll(): void;
  onPause(key: string): void;
  onResume(key: string): void;
  onCancel(key: string): void;
  onRetry(key: string): void;
  onRemove(key: string): void;
}

const Choice = styled.label`
  display: inline-flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  font-size: ${vars.font.size.sm};
  select {
    font: inherit;
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    min-height: 2.5rem;
  }
  select:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Row = styled.li`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  .name {
    font-weight: ${vars.font.weight.semibold};
    overflow-wrap: anywhere;
    margin: 0;
    font-size: inherit;
  }
  ul {
    margin: 0;
    padding-inline-start: ${vars.space[5]};
  }
`;

const Queue = styled.ul`
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

function Problems({ problems }: { problems: readonly IngestProblem[] }) {
  const { t } = useTranslation('library');
  return (
    <ul>
      {problems.map((problem) => (
        <li key={problem.rule}>
          {t(`uploads.rules.${problem.rule}`, { found: problem.found, allowed: problem.allowed })}
        </li>
      ))}
    </ul>
  );
}

function EntryRow({
  entry,
  rate,
  onStart,
  onPause,
  onResume,
  onCancel,
  onRetry,
  onRemove,
}: {
  entry: UploadEntryView;
  rate: UploadRowRate | null;
} & Pick<
  UploadViewProps,
  'onStart' | 'onPause' | 'onResume' | 'onCancel' | 'onRetry' | 'onRemove'
>) {
  const { t } = useTranslation('library');
  const { key, phase, percent } = entry;
  const progress = (
    <ProgressBar
      label={t('uploads.progressLabel', { name: entry.fileName })}
      value={entry.bytesUploaded}
      maxValue={Math.max(1, entry.bytesTotal)}
      tone={phase === 'failed' ? 'danger' : 'accent'}
    />
  );
  const label = entry.processingLabel
    ? t(`uploads.progressLabels.${entry.processingLabel}`)
    : t('uploads.progressLabels.pending');
  return (
    <Row aria-label={entry.fileName}>
      <h3 className="name">{entry.fileName}</h3>
      {phase === 'interrupted' ? (
        <InlineAlert tone="warning">
          {t('uploads.interrupted', { name: entry.fileName, percent })}
        </InlineAlert>
      ) : null}
      {phase === 'checking' ? <p role="status">{t('uploads.checking')}</p> : null}
      {phase === 'refused' ? (
        <InlineAlert
          tone="error"
          title={t('uploads.refused', { count: Math.max(1, entry.problems.length) })}
        >
          {entry.problems.length > 0 ? (
            <Problems problems={entry.problems} />
          ) : entry.errorCode ? (
            t(`uploads.errorCodes.${entry.errorCode}`)
          ) : null}
        </InlineAlert>
      ) : null}
      {phase === 'accepted' ? <p role="status">{t('uploads.accepted')}</p> : null}
      {phase === 'queued' ? <p role="status">{t('uploads.queued')}</p> : null}
      {phase === 'uploading' || phase === 'reconnecting' || phase === 'paused' || phase === 'failed'
        ? progress
        : null}
      {phase === 'uploading' ? (
        <p>
          {t('uploads.uploading', { percent })}
          {rate ? (
            <>
              {' · '}
              {t('uploads.speed', { speed: formatBytes(rate.bytesPerSecond) })}
              {' · '}
              {t('uploads.timeLeft')} <Duration seconds={Math.ceil(rate.secondsLeft)} />
            </>
          ) : null}
        </p>
      ) : null}
      {phase === 'paused' ? <p role="status">{t('uploads.paused', { percent })}</p> : null}
      {phase === 'reconnecting' ? <p role="status">{t('uploads.reconnecting')}</p> : null}
      {phase === 'failed' ? (
        <InlineAlert tone="error">
          {t('uploads.failed', { message: entry.errorMessage ?? '' })}
        </InlineAlert>
      ) : null}
      {phase === 'processing' || phase === 'processingFailed' ? (
        <p role="status">
          <StatusBadge
            label={t('uploads.processing', { label })}
            tone={phase === 'processingFailed' ? 'danger' : 'progress'}
          />
        </p>
      ) : null}
      {phase === 'ready' ? (
        <p role="status">
          {t('uploads.ready')}{' '}
          {entry.mediaId ? (
            <Link href={`/media/library/${entry.mediaId}`}>{t('uploads.open')}</Link>
          ) : null}
        </p>
      ) : null}
      {phase === 'cancelled' ? <p role="status">{t('uploads.cancelled')}</p> : null}
      <Inline gap={3}>
        {phase === 'accepted' ? (
          <Button variant="primary" onPress={() => onStart(key)}>
            {t('uploads.start')}
          </Button>
        ) : null}
        {phase === 'uploading' || phase === 'queued' ? (
          <Button variant="secondary" onPress={() => onPause(key)}>
            {t('uploads.pause')}
          </Button>
        ) : null}
        {phase === 'paused' ? (
          <Button variant="primary" onPress={() => onResume(key)}>
            {t('uploads.resume')}
          </Button>
        ) : null}
        {phase === 'failed' ? (
          <Button variant="primary" onPress={() => onRetry(key)}>
            {t('uploads.retry')}
          </Button>
        ) : null}
        {[
          'accepted',
          'queued',
          'uploading',
          'paused',
          'reconnecting',
          'failed',
          'processing',
          'interrupted',
        ].includes(phase) ? (
          <Button variant="secondary" onPress={() => onCancel(key)}>
            {t('uploads.cancel')}
          </Button>
        ) : null}
        {['refused', 'ready', 'cancelled', 'processingFailed'].includes(phase) ? (
          <Button variant="secondary" onPress={() => onRemove(key)}>
            {t('uploads.remove')}
          </Button>
        ) : null}
      </Inline>
    </Row>
  );
}

/**
 * `/media/upload`: the upload settings, a drop zone and file picker for many MP4s, and the queue:
 * each file checked in the browser (a refusal names the rule and the value found), then sent
 * (progress, speed, time left, pause and resume), then processed (the spec's progress labels).
 * Pure: the page holds an upload machine per file.
 */
export function UploadView({
  settings,
  regions,
  onSettingsChange,
  entries,
  rates,
  onFilesChosen,
  onStart,
  onStartAll,
  onPause,
  onResume,
  onCancel,
  onRetry,
  onRemove,
}: UploadViewProps) {
  const { t } = useTranslation('library');
  const startable = entries.filter((entry) => entry.phase === 'accepted').length;
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('uploads.title')}
        description={t('uploads.description')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'library', label: t('title'), href: '/media/library' },
              { id: 'upload', label: t('uploads.title') },
            ]}
          />
        }
        actions={
          <Link variant="standalone" href="/media/recently-uploaded">
            {t('recentlyUploaded')}
          </Link>
        }
      />
      <section aria-label={t('uploads.settings')}>
        <Inline gap={4} align="end" wrap>
          <Choice>
            {t('uploads.videoType')}
            <select
              value={settings.videoType}
              onChange={(event) =>
                onSettingsChange({
                  videoType: event.target.value === 'web_video' ? 'web_video' : 'library',
                })
              }
            >
              <option value="library">{t('uploads.videoTypes.library')}</option>
              <option value="web_video">{t('uploads.videoTypes.web_video')}</option>
            </select>
          </Choice>
          <Choice>
            {t('uploads.availability')}
            <select
              value={settings.availability}
              onChange={(event) =>
                onSettingsChange({
                  availability:
                    event.target.value === 'next_scheduled_replay'
                      ? 'next_scheduled_replay'
                      : 'immediately',
                })
              }
            >
              <option value="immediately">{t('uploads.availabilities.immediately')}</option>
              <option value="next_scheduled_replay">
                {t('uploads.availabilities.next_scheduled_replay')}
              </option>
            </select>
          </Choice>
          <TextField
            label={t('uploads.expiry')}
            description={t('uploads.expiryHelp')}
            placeholder="YYYY-MM-DD"
            value={settings.expiryDate}
            onChange={(expiryDate) => onSettingsChange({ expiryDate })}
          />
          <Choice>
            {t('uploads.region')}
            <select
              value={settings.regionId}
              onChange={(event) => onSettingsChange({ regionId: event.target.value })}
            >
              <option value="">{t('uploads.regionDefault')}</option>
              {regions.map((region) => (
                <option key={region.id} value={region.id}>
                  {region.name}
                </option>
              ))}
            </select>
          </Choice>
        </Inline>
      </section>
      <DropZone label={t('uploads.drop')} allowsMultiple onDropFiles={onFilesChosen}>
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={['video/mp4', '.mp4']}
          onSelect={onFilesChosen}
          variant="secondary"
        >
          {t('uploads.choose')}
        </FileTrigger>
      </DropZone>
      {entries.length > 0 ? (
        <Stack gap={3}>
          <Inline gap={3} align="center">
            <h2 style={{ margin: 0 }}>{t('uploads.queue')}</h2>
            {startable > 1 ? (
              <Button variant="primary" onPress={onStartAll}>
                {t('uploads.startAll')}
              </Button>
            ) : null}
          </Inline>
          <Queue>
            {entries.map((entry) => (
              <EntryRow
                key={entry.key}
                entry={entry}
                rate={rates[entry.key] ?? null}
                onStart={onStart}
                onPause={onPause}
                onResume={onResume}
                onCancel={onCancel}
                onRetry={onRetry}
                onRemove={onRemove}
              />
            ))}
          </Queue>
        </Stack>
      ) : null}
    </Stack>
  );
}
