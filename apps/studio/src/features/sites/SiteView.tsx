import styled from 'styled-components';
import { useTranslation } from '../../i18n/react';
import { SITE_REMOVAL_CONFIRMATION } from '@studio/domain';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  CopyField,
  DialogTrigger,
  Inline,
  Link,
  PageHeader,
  Stack,
  vars,
} from '@studio/ui';
import type { SiteRecord } from './actors';

export interface SiteViewProps {
  record: SiteRecord;
  /** Removes it; the dialog stays pending until it settles, and open if it fails. */
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
  ol {
    margin: 0;
    padding-inline-start: ${vars.space[5]};
  }
`;

/** `/media/sites/{uuid}`: what the site shows and its share link; Edit, Remove (typing CONFIRM). */
export function SiteView({ record: { site, choices }, onDelete }: SiteViewProps) {
  const { t } = useTranslation('sites');
  const playlistName = (id: string) =>
    choices.playlists.find((playlist) => playlist.id === id)?.name ?? id;
  const channelName = site.liveWebChannelId
    ? (choices.webChannels.find((channel) => channel.uuid === site.liveWebChannelId)?.name ??
      site.liveWebChannelId)
    : t('fields.noWebChannel');
  return (
    <Stack gap={6}>
      <PageHeader
        title={site.name}
        {...(site.description ? { description: site.description } : {})}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('title')}
            items={[
              { id: 'sites', label: t('title'), href: '/media/sites' },
              { id: 'site', label: site.name },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href={`/media/sites/${site.uuid}/edit`}>
              {t('edit')}
            </Link>
            <DialogTrigger>
              <Button variant="danger">{t('delete')}</Button>
              <AlertDialog
                variant="danger"
                title={t('deleteTitle', { name: site.name })}
                actionLabel={t('delete')}
                cancelLabel={t('cancel')}
                pendingLabel={t('deleting')}
                confirmationText={SITE_REMOVAL_CONFIRMATION}
                confirmationLabel={t('deleteConfirmationLabel')}
                onAction={onDelete}
              >
                {t('deleteBody')}
              </AlertDialog>
            </DialogTrigger>
          </Inline>
        }
      />
      {site.url ? (
        <CopyField
          label={t('fields.share')}
          value={site.url}
          copyLabel={t('copy')}
          copiedMessage={t('copied')}
          copyFailedMessage={t('copyFailed')}
        />
      ) : null}
      <Facts>
        <dt>{t('fields.slug')}</dt>
        <dd>{site.slug}</dd>
        <dt>{t('fields.themeMode')}</dt>
        <dd>{t(`themeModes.${site.themeMode}`)}</dd>
        <dt>{t('fields.liveWebChannelId')}</dt>
        <dd>{channelName}</dd>
        <dt>{t('fields.playlists')}</dt>
        <dd>
          <ol>
            {site.playlistIds.map((id) => (
              <li key={id}>{playlistName(id)}</li>
            ))}
          </ol>
        </dd>
        <dt>{t('fields.analyticsMeasurementId')}</dt>
        <dd>{site.analyticsMeasurementId ?? t('none')}</dd>
      </Facts>
    </Stack>
  );
}
