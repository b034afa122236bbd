import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/react';
import type { EncoderChannel, Venue } from '@studio/api';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  Dialog,
  DialogTrigger,
  Inline,
  Link,
  PageHeader,
  Stack,
  StatusBadge,
  vars,
} from '@studio/ui';
import { VENUE_STATUS_TONES } from './venue-format';

export interface VenueViewProps {
  venue: Venue;
  /** The organisation's encoder channels, to name the venue's; null when they could not be read. */
  channels: readonly EncoderChannel[] | null;
  /** Removes the venue; the dialog stays pending until it settles, and open if it fails. */
  onDelete(): Promise<unknown>;
  /** The change-password form inside its dialog; `close` closes the dialog. */
  renderPasswordForm(close: () => void): ReactNode;
}

const Facts = styled.dl`
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

const megabytes = (bytes: number) => String(Math.round(bytes / 1_048_576));

/** `/settings/venues/{uuid}`: the venue, what its decoder reports, and its actions. */
export function VenueView({ venue, channels, onDelete, renderPasswordForm }: VenueViewProps) {
  const { t } = useTranslation('settingsVenues');
  const unknown = t('venues.facts.unknown');
  const channelIds = venue.encoderChannelIds ?? [];
  const channelNames =
    channelIds.length === 0
      ? t('venues.noChannels')
      : channels === null
        ? String(channelIds.length)
        : channelIds
            .map((id) => channels.find((channel) => channel.uuid === id)?.name ?? id)
            .join(', ');
  return (
    <Stack gap={6}>
      <PageHeader
        title={venue.username}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'venues', label: t('venues.title'), href: '/settings/venues' },
              { id: 'venue', label: venue.username },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href={`/settings/venues/${venue.uuid}/edit`}>
              {t('venues.edit')}
            </Link>
            <DialogTrigger>
              <Button>{t('venues.changePassword')}</Button>
              <Dialog
                title={t('venues.changePasswordTitle', { name: venue.username })}
                closeLabel={t('venues.close')}
              >
                {(close) => renderPasswordForm(close)}
              </Dialog>
            </DialogTrigger>
            <DialogTrigger>
              <Button variant="danger">{t('venues.delete')}</Button>
              <AlertDialog
                variant="danger"
                title={t('venues.deleteTitle', { name: venue.username })}
                actionLabel={t('venues.delete')}
                cancelLabel={t('venues.cancel')}
                pendingLabel={t('venues.deleting')}
                onAction={onDelete}
              >
                {t('venues.deleteBody')}
              </AlertDialog>
            </DialogTrigger>
          </Inline>
        }
      />
      <Facts>
        <dt>{t('venues.columns.status')}</dt>
        <dd>
          <StatusBadge
            label={t(`venues.status.${venue.status}`)}
            tone={VENUE_STATUS_TONES[venue.status]}
          />
        </dd>
        <dt>{t('venues.fields.licenceType')}</dt>
        <dd>{t(`venues.licenceTypes.${venue.licenceType}`)}</dd>
        <dt>{t('venues.fields.decoderMode')}</dt>
        <dd>{t(`venues.decoderModes.${venue.decoderMode ?? 'Cloud'}`)}</dd>
        <dt>{t('venues.columns.channels')}</dt>
        <dd>{channelNames}</dd>
        <dt>{t('venues.facts.lastUpdate')}</dt>
        <dd>
          {venue.lastUpdate ? (
            <time dateTime={venue.lastUpdate}>{new Date(venue.lastUpdate).toLocaleString()}</time>
          ) : (
            t('venues.facts.never')
          )}
        </dd>
        <dt>{t('venues.facts.playerVersion')}</dt>
        <dd>{venue.playerVersion ?? unknown}</dd>
        <dt>{t('venues.facts.serialNumber')}</dt>
        <dd>{venue.serialNumber ?? unknown}</dd>
        <dt>{t('venues.facts.averageBandwidth')}</dt>
        <dd>
          {venue.averageBandwidthKbps == null
            ? unknown
            : t('venues.facts.bandwidthValue', { kbps: String(venue.averageBandwidthKbps) })}
        </dd>
        <dt>{t('venues.facts.buffer')}</dt>
        <dd>
          {venue.bufferSeconds == null
            ? unknown
            : t('venues.facts.bufferValue', { seconds: String(venue.bufferSeconds) })}
        </dd>
        <dt>{t('venues.facts.memory')}</dt>
        <dd>
          {venue.freeMemoryBytes == null || venue.totalMemoryBytes == null
            ? unknown
            : t('venues.facts.memoryValue', {
                free: megabytes(venue.freeMemoryBytes),
                total: megabytes(venue.totalMemoryBytes),
              })}
        </dd>
        <dt>{t('venues.facts.playhead')}</dt>
        <dd>{venue.playheadPosition ?? unknown}</dd>
        <dt>{t('venues.facts.stream')}</dt>
        <dd>{venue.streamUrl ?? t('venues.facts.nothingPlaying')}</dd>
      </Facts>
    </Stack>
  );
}
