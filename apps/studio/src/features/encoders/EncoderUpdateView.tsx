import type { Encoder } from '@studio/api';
import { Breadcrumbs, Button, InlineAlert, PageHeader, Stack } from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import { settingsEncoderHref, type EncoderPlace } from './encoder-place';
import { Facts } from './EncoderView';

export interface EncoderUpdateViewProps {
  encoder: Encoder;
  /** The newest version the encoder may take; null when it runs the newest already. */
  newestVersion: string | null;
  /** False while the encoder streams: the machine accepts an update only at rest. */
  canUpdate: boolean;
  isUpdating: boolean;
  /** The update was sent and the encoder is back at rest. */
  isDone: boolean;
  error: string | null;
  onUpdate(): void;
  /** The staff area's trail and addresses; the organisation's settings when absent. */
  place?: EncoderPlace;
}

/** `/settings/encoders/{uuid}/update`: an available or required update, installed on request. */
export function EncoderUpdateView({
  encoder,
  newestVersion,
  canUpdate,
  isUpdating,
  isDone,
  error,
  onUpdate,
  place,
}: EncoderUpdateViewProps) {
  const { t } = useTranslation('encoders');
  const updateStatus = encoder.updateStatus ?? null;
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('update.title', { name: encoder.name })}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              ...(place?.crumbs ?? [
                { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
                { id: 'encoders', label: t('title'), href: '/settings/encoders' },
              ]),
              {
                id: 'encoder',
                label: encoder.name,
                href: (place?.encoderHref ?? settingsEncoderHref)(encoder.uuid),
              },
              { id: 'update', label: t('actions.update') },
            ]}
          />
        }
      />
      {updateStatus ? (
        <InlineAlert tone={updateStatus === 'required' ? 'warning' : 'info'}>
          {t(`updateStatuses.${updateStatus}`)}
        </InlineAlert>
      ) : null}
      <Facts>
        <dt>{t('update.current')}</dt>
        <dd>{encoder.version ?? t('none')}</dd>
        <dt>{t('update.newest')}</dt>
        <dd>{newestVersion ?? encoder.version ?? t('none')}</dd>
      </Facts>
      {newestVersion === null || newestVersion === encoder.version ? (
        <p>{t('update.none')}</p>
      ) : (
        <Stack gap={4}>
          <p>{t('update.body')}</p>
          {canUpdate || isUpdating ? null : (
            <InlineAlert tone="warning">{t('update.whileStreaming')}</InlineAlert>
          )}
          <div>
            <Button
              variant="primary"
              isDisabled={!canUpdate}
              isPending={isUpdating}
              pendingLabel={t('progress.updating')}
              onPress={onUpdate}
            >
              {t('update.start', { version: newestVersion })}
            </Button>
          </div>
        </Stack>
      )}
      {isDone ? (
        <InlineAlert tone="success" role="status">
          {t('update.done', { version: newestVersion ?? '' })}
        </InlineAlert>
      ) : null}
      {error ? (
        <InlineAlert tone="error" role="alert" title={t('commandFailed')}>
          {error}
        </InlineAlert>
      ) : null}
    </Stack>
  );
}
