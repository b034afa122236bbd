import styled from 'styled-components';
import { useTranslation } from '../../../i18n/react';
import type { RtmpDestination } from '@studio/api';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  DateTime,
  DialogTrigger,
  Inline,
  Link,
  PageHeader,
  Stack,
  vars,
} from '@studio/ui';
import { StreamKeyEnding } from './StreamKeyEnding';

export interface RtmpDestinationViewProps {
  destination: RtmpDestination;
  /** Deletes it; the dialog stays pending until it settles, and open if it fails. */
  onDelete(): Promise<unknown>;
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

/** `/settings/rtmp-destinations/{uuid}`: where it streams, the key masked; Edit, Delete. */
export function RtmpDestinationView({ destination, onDelete }: RtmpDestinationViewProps) {
  const { t } = useTranslation('settingsRtmpDestinations');
  return (
    <Stack gap={6}>
      <PageHeader
        title={destination.name}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              {
                id: 'rtmp-destinations',
                label: t('rtmpDestinations.title'),
                href: '/settings/rtmp-destinations',
              },
              { id: 'destination', label: destination.name },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link
              variant="standalone"
              href={`/settings/rtmp-destinations/${destination.uuid}/edit`}
            >
              {t('rtmpDestinations.edit')}
            </Link>
            <DialogTrigger>
              <Button variant="danger">{t('rtmpDestinations.delete')}</Button>
              <AlertDialog
                variant="danger"
                title={t('rtmpDestinations.deleteTitle', { name: destination.name })}
                actionLabel={t('rtmpDestinations.delete')}
                cancelLabel={t('rtmpDestinations.cancel')}
                pendingLabel={t('rtmpDestinations.deleting')}
                onAction={onDelete}
              >
                {t('rtmpDestinations.deleteBody')}
              </AlertDialog>
            </DialogTrigger>
          </Inline>
        }
      />
      <Facts>
        <dt>{t('rtmpDestinations.fields.streamUrl')}</dt>
        <dd>{destination.streamUrl}</dd>
        <dt>{t('rtmpDestinations.fields.streamKey')}</dt>
        <dd>
          <StreamKeyEnding ending={destination.streamKeyEnding} />
        </dd>
        <dt>{t('rtmpDestinations.fields.viewUrl')}</dt>
        <dd>
          {destination.viewUrl ? (
            <Link href={destination.viewUrl} target="_blank" rel="noreferrer">
              {destination.viewUrl}
            </Link>
          ) : (
            t('rtmpDestinations.none')
          )}
        </dd>
        {destination.createdDate ? (
          <>
            <dt>{t('rtmpDestinations.fields.createdDate')}</dt>
            <dd>
              <DateTime value={destination.createdDate} />
            </dd>
          </>
        ) : null}
      </Facts>
    </Stack>
  );
}
