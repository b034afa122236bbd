import styled from 'styled-components';
import { useTranslation } from '../../i18n/react';
import type { WebPreset } from '@studio/api';
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
import { channelLabel } from './web-preset-format';

export interface WebPresetViewProps {
  preset: WebPreset;
  /** Deletes the preset; the dialog stays pending until it settles, and open if it fails. */
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
  }
`;

/** `/settings/web-presets/{uuid}`: what the preset sends, with Edit and Delete (asked first). */
export function WebPresetView({ preset, onDelete }: WebPresetViewProps) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap={6}>
      <PageHeader
        title={preset.name}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'web-presets', label: t('webPresets.title'), href: '/settings/web-presets' },
              { id: 'preset', label: preset.name },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href={`/settings/web-presets/${preset.uuid}/edit`}>
              {t('webPresets.edit')}
            </Link>
            <DialogTrigger>
              <Button variant="danger">{t('webPresets.delete')}</Button>
              <AlertDialog
                variant="danger"
                title={t('webPresets.deleteTitle', { name: preset.name })}
                actionLabel={t('webPresets.delete')}
                cancelLabel={t('webPresets.cancel')}
                pendingLabel={t('webPresets.deleting')}
                onAction={onDelete}
              >
                {t('webPresets.deleteBody')}
              </AlertDialog>
            </DialogTrigger>
          </Inline>
        }
      />
      <Facts>
        <dt>{t('webPresets.fields.videoChannel')}</dt>
        <dd>{channelLabel(t, preset.videoChannel)}</dd>
        <dt>{t('webPresets.fields.leftAudioChannel')}</dt>
        <dd>{channelLabel(t, preset.leftAudioChannel)}</dd>
        <dt>{t('webPresets.fields.rightAudioChannel')}</dt>
        <dd>{channelLabel(t, preset.rightAudioChannel)}</dd>
        <dt>{t('webPresets.fields.deinterlace')}</dt>
        <dd>{preset.deinterlace ? t('webPresets.yes') : t('webPresets.no')}</dd>
      </Facts>
    </Stack>
  );
}
