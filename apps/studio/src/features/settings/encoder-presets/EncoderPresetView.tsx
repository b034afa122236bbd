import styled from 'styled-components';
import { useTranslation } from '../../../i18n/react';
import type { EncoderPreset } from '@studio/api';
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
import { audioChannelsLabel, bitrateLabel } from './encoder-preset-format';

export interface EncoderPresetViewProps {
  preset: EncoderPreset;
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
    overflow-wrap: anywhere;
  }
`;

/** `/settings/encoder-presets/{uuid}`: what the preset encodes, with Edit and Delete. */
export function EncoderPresetView({ preset, onDelete }: EncoderPresetViewProps) {
  const { t } = useTranslation('settingsEncoderPresets');
  return (
    <Stack gap={6}>
      <PageHeader
        title={preset.name}
        description={preset.customName ?? undefined}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              {
                id: 'encoder-presets',
                label: t('encoderPresets.title'),
                href: '/settings/encoder-presets',
              },
              { id: 'preset', label: preset.name },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href={`/settings/encoder-presets/${preset.uuid}/edit`}>
              {t('encoderPresets.edit')}
            </Link>
            <DialogTrigger>
              <Button variant="danger">{t('encoderPresets.delete')}</Button>
              <AlertDialog
                variant="danger"
                title={t('encoderPresets.deleteTitle', { name: preset.name })}
                actionLabel={t('encoderPresets.delete')}
                cancelLabel={t('encoderPresets.cancel')}
                pendingLabel={t('encoderPresets.deleting')}
                onAction={onDelete}
              >
                {t('encoderPresets.deleteBody')}
              </AlertDialog>
            </DialogTrigger>
          </Inline>
        }
      />
      <Facts>
        <dt>{t('encoderPresets.fields.customName')}</dt>
        <dd>{preset.customName ?? t('encoderPresets.noCustomName')}</dd>
        <dt>{t('encoderPresets.fields.version')}</dt>
        <dd>{t('encoderPresets.versionValue', { version: String(preset.version ?? 1) })}</dd>
        <dt>{t('encoderPresets.fields.videoFormat')}</dt>
        <dd>{t(`encoderPresets.videoFormats.${preset.videoFormat ?? 'auto'}`)}</dd>
        <dt>{t('encoderPresets.fields.resolution')}</dt>
        <dd>{preset.resolution}</dd>
        <dt>{t('encoderPresets.fields.frameRate')}</dt>
        <dd>{preset.frameRate}</dd>
        <dt>{t('encoderPresets.columns.bitrate')}</dt>
        <dd>{bitrateLabel(t, preset)}</dd>
        <dt>{t('encoderPresets.fields.audioChannels')}</dt>
        <dd>{audioChannelsLabel(preset)}</dd>
      </Facts>
    </Stack>
  );
}
