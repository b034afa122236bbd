import styled from 'styled-components';
import type { Encoder, EncoderStatus } from '@studio/api';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  DateTime,
  DialogTrigger,
  Inline,
  InlineAlert,
  Link,
  PageHeader,
  Stack,
  Toolbar,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import { EncoderStateBadge, LiveStatusBadge, OnlineBadge } from './EncoderBadges';
import type { EncoderCommands, EncoderDisplayState, EncoderProgress } from './encoder-state';

export interface EncoderViewProps {
  encoder: Encoder;
  /** The encoder machine's state (section 4's states and restarting, updating, uploading logs). */
  state: EncoderDisplayState;
  liveStatus: NonNullable<EncoderStatus['liveStatus']>;
  commands: EncoderCommands;
  progress: EncoderProgress | null;
  /** The last refused command's message, if the encoder has not moved on since. */
  error: string | null;
  abortedForRunTime: boolean;
  /** Software encoders can be removed by whoever may delete them (frees the licence). */
  canRemove: boolean;
  onStart(): void;
  onStop(): void;
  onRestart(): void;
  onUploadLogs(): void;
  /** Removes it; the dialog stays pending until it settles, and open if it fails. */
  onRemove(): Promise<unknown>;
}

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[3]} ${vars.space[6]};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

/**
 * `/settings/encoders/{uuid}`: everything section 3 lists for an encoder, its state and live
 * status as they change, and the commands the encoder machine accepts in that state.
 */
export function EncoderView({
  encoder,
  state,
  liveStatus,
  commands,
  progress,
  error,
  abortedForRunTime,
  canRemove,
  onStart,
  onStop,
  onRestart,
  onUploadLogs,
  onRemove,
}: EncoderViewProps) {
  const { t } = useTranslation('encoders');
  const none = t('none');
  const updateStatus = encoder.updateStatus ?? null;
  return (
    <Stack gap={6}>
      <PageHeader
        title={encoder.name}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'encoders', label: t('title'), href: '/settings/encoders' },
              { id: 'encoder', label: encoder.name },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href={`/encoders/${encoder.uuid}/logs`}>
              {t('actions.logs')}
            </Link>
            <Link variant="standalone" href={`/settings/encoders/${encoder.uuid}/edit`}>
              {t('actions.edit')}
            </Link>
            {canRemove ? (
              <DialogTrigger>
                <Button variant="danger">{t('actions.remove')}</Button>
                <AlertDialog
                  variant="danger"
                  title={t('removeTitle', { name: encoder.name })}
                  actionLabel={t('actions.remove')}
                  cancelLabel={t('actions.cancel')}
                  pendingLabel={t('actions.removing')}
                  onAction={onRemove}
                >
                  {t('removeBody')}
                </AlertDialog>
              </DialogTrigger>
            ) : null}
          </Inline>
        }
      />
      <Inline gap={3}>
        <OnlineBadge online={encoder.online} />
        <EncoderStateBadge state={state} />
        <LiveStatusBadge liveStatus={liveStatus} />
      </Inline>
      <Toolbar aria-label={t('actions.label')}>
        {commands.start ? <Button onPress={onStart}>{t('actions.start')}</Button> : null}
        {commands.stop ? (
          <Button variant="secondary" onPress={onStop}>
            {t('actions.stop')}
          </Button>
        ) : null}
        {commands.restart ? (
          <Button variant="secondary" onPress={onRestart}>
            {t('actions.restart')}
          </Button>
        ) : null}
        {commands.uploadLogs ? (
          <Button variant="secondary" onPress={onUploadLogs}>
            {t('actions.uploadLogs')}
          </Button>
        ) : null}
      </Toolbar>
      {progress ? (
        <InlineAlert tone="info" role="status">
          {t(`progress.${progress}`)}
        </InlineAlert>
      ) : null}
      {abortedForRunTime ? (
        <InlineAlert tone="warning" role="status">
          {t('runTimeAborted')}
        </InlineAlert>
      ) : null}
      {error ? (
        <InlineAlert tone="error" role="alert" title={t('commandFailed')}>
          {error}
        </InlineAlert>
      ) : null}
      {updateStatus ? (
        <InlineAlert tone={updateStatus === 'required' ? 'warning' : 'info'}>
          <Inline gap={3}>
            <span>{t(`updateStatuses.${updateStatus}`)}</span>
            {commands.update ? (
              <Link href={`/settings/encoders/${encoder.uuid}/update`}>{t('actions.update')}</Link>
            ) : null}
          </Inline>
        </InlineAlert>
      ) : null}
      <Facts>
        <dt>{t('fields.type')}</dt>
        <dd>{t(`types.${encoder.type}`)}</dd>
        <dt>{t('fields.model')}</dt>
        <dd>{encoder.model}</dd>
        <dt>{t('fields.serialNumber')}</dt>
        <dd>{encoder.serialNumber}</dd>
        <dt>{t('fields.operatingSystem')}</dt>
        <dd>{encoder.operatingSystem ?? none}</dd>
        <dt>{t('fields.version')}</dt>
        <dd>{encoder.version ?? none}</dd>
        <dt>{t('fields.updateStatus')}</dt>
        <dd>{t(`updateStatuses.${updateStatus ?? 'upToDate'}`)}</dd>
        <dt>{t('fields.assignedChannel')}</dt>
        <dd>{encoder.assignedChannel?.name ?? none}</dd>
        <dt>{t('fields.videoInputSource')}</dt>
        <dd>{encoder.videoInputSource ?? none}</dd>
        <dt>{t('fields.temperatures')}</dt>
        <dd>
          {encoder.temperatureSensors && encoder.temperatureSensors.length > 0
            ? encoder.temperatureSensors
                .map((sensor) => t('temperature', { name: sensor.name, celsius: sensor.celsius }))
                .join(', ')
            : none}
        </dd>
        <dt>{t('fields.peakCloudUpload')}</dt>
        <dd>
          {encoder.peakCloudUploadMbps == null
            ? none
            : t('uploadMbps', { mbps: encoder.peakCloudUploadMbps })}
        </dd>
        <dt>{t('fields.proPresenterVersion')}</dt>
        <dd>{encoder.proPresenterVersion ?? none}</dd>
        <dt>{t('fields.teamViewer')}</dt>
        <dd>{encoder.teamViewerId ?? none}</dd>
        {encoder.teamViewerPassword ? (
          <>
            <dt>{t('fields.teamViewerPassword')}</dt>
            <dd>{encoder.teamViewerPassword}</dd>
          </>
        ) : null}
        <dt>{t('fields.reportedState')}</dt>
        <dd>{encoder.reportedState ?? none}</dd>
        <dt>{t('fields.networkApplied')}</dt>
        <dd>{t(encoder.networkApplied === false ? 'networkAppliedNo' : 'networkAppliedYes')}</dd>
        <dt>{t('fields.lastSeen')}</dt>
        <dd>{encoder.lastSeen ? <DateTime value={encoder.lastSeen} /> : none}</dd>
      </Facts>
    </Stack>
  );
}
