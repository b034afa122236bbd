import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { PlayerProfile } from '@studio/api';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  DialogTrigger,
  Inline,
  Link,
  PageHeader,
  Stack,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { contentTypeLabel } from './player-profile-format';
import { LazyPlayerPreview } from './LazyPlayerPreview';

export interface PlayerProfileViewProps {
  profile: PlayerProfile;
  /** The demo video the preview plays. */
  videoUrl: string;
  /**
   * Deletes the profile; the dialog stays pending until it settles, and open if it fails. Absent
   * for the built-in background mode, which is neither edited nor deleted.
   */
  onDelete?: () => Promise<unknown>;
}

const Columns = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
`;

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

const Swatch = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-family: ${vars.font.family.mono};
  &::before {
    content: '';
    inline-size: 1rem;
    block-size: 1rem;
    border-radius: ${vars.radius.sm};
    border: 1px solid ${vars.color.borderStrong};
    background: var(--swatch);
  }
`;

/**
 * `/settings/player-profiles/{uuid}`: every field of the profile beside its preview, with Edit
 * and Delete (asked first). The built-in background mode has the same page without either.
 */
export function PlayerProfileView({ profile, videoUrl, onDelete }: PlayerProfileViewProps) {
  const { t } = useTranslation('settingsPlayerProfiles');
  const yesNo = (value: boolean) => (value ? t('playerProfiles.yes') : t('playerProfiles.no'));
  const builtIn = onDelete === undefined;
  return (
    <Stack gap={6}>
      <PageHeader
        title={profile.name}
        description={builtIn ? t('playerProfiles.fields.backgroundModeHint') : undefined}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              {
                id: 'player-profiles',
                label: t('playerProfiles.title'),
                href: '/settings/player-profiles',
              },
              { id: 'profile', label: profile.name },
            ]}
          />
        }
        actions={
          onDelete && (
            <Inline gap={3}>
              <Link variant="standalone" href={`/settings/player-profiles/${profile.uuid}/edit`}>
                {t('playerProfiles.edit')}
              </Link>
              <DialogTrigger>
                <Button variant="danger">{t('playerProfiles.delete')}</Button>
                <AlertDialog
                  variant="danger"
                  title={t('playerProfiles.deleteTitle', { name: profile.name })}
                  actionLabel={t('playerProfiles.delete')}
                  cancelLabel={t('playerProfiles.cancel')}
                  pendingLabel={t('playerProfiles.deleting')}
                  onAction={onDelete}
                >
                  {t('playerProfiles.deleteBody')}
                </AlertDialog>
              </DialogTrigger>
            </Inline>
          )
        }
      />
      <Columns>
        <Facts>
          <dt>{t('playerProfiles.fields.contentType')}</dt>
          <dd>
            {builtIn
              ? t('playerProfiles.backgroundModeEntry.contentType')
              : contentTypeLabel(t, profile)}
          </dd>
          <dt>{t('playerProfiles.fields.autoplay')}</dt>
          <dd>{yesNo(profile.autoplay)}</dd>
          <dt>{t('playerProfiles.fields.loop')}</dt>
          <dd>{yesNo(profile.loop)}</dd>
          <dt>{t('playerProfiles.fields.mute')}</dt>
          <dd>{yesNo(profile.mute)}</dd>
          <dt>{t('playerProfiles.fields.backgroundMode')}</dt>
          <dd>{yesNo(profile.backgroundMode)}</dd>
          <dt>{t('playerProfiles.sections.callToAction')}</dt>
          <dd>
            {profile.callToAction
              ? `${profile.callToAction.text} (${profile.callToAction.url})`
              : t('playerProfiles.none')}
          </dd>
          <dt>{t('playerProfiles.fields.controlColor')}</dt>
          <dd>
            <Swatch style={{ '--swatch': profile.controlColor } as CSSProperties}>
              {profile.controlColor}
            </Swatch>
          </dd>
          <dt>{t('playerProfiles.fields.qrClickLabel')}</dt>
          <dd>{profile.qrClickLabel ?? t('playerProfiles.none')}</dd>
          <dt>{t('playerProfiles.fields.restrictPlaybackWhenLive')}</dt>
          <dd>{yesNo(profile.restrictPlaybackWhenLive)}</dd>
          <dt>{t('playerProfiles.fields.hidePlaylistOnLoad')}</dt>
          <dd>{yesNo(profile.hidePlaylistOnLoad)}</dd>
        </Facts>
        <LazyPlayerPreview
          loadingLabel={t('playerProfiles.preview.loading')}
          profile={profile}
          videoUrl={videoUrl}
        />
      </Columns>
    </Stack>
  );
}
