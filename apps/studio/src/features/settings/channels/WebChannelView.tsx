import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/react';
import {
  EMBED_TYPES,
  formatStreamDelay,
  webChannelEmbedCode,
  type EmbedType,
} from '@studio/domain';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  CopyField,
  DialogTrigger,
  Inline,
  Link,
  PageHeader,
  Radio,
  RadioGroup,
  Stack,
  vars,
} from '@studio/ui';
import type { WebChannelDetails } from './actors';
import { daysLabel } from './channel-messages';
import { regionName } from './region-name';
import { Facts } from './EncoderChannelView';

export interface WebChannelViewProps extends WebChannelDetails {
  /** Removes the channel; the dialog stays pending until it settles, and open if it fails. */
  onRemove(): Promise<unknown>;
  /** Writes to the clipboard (the Clipboard API unless a story gives another). */
  writeText?: (text: string) => Promise<void>;
}

const Section = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  h2 {
    margin: 0;
  }
`;

const OfflineImage = styled.img`
  display: block;
  max-width: 16rem;
  max-height: 9rem;
  border-radius: ${vars.radius.md};
  border: 1px solid ${vars.color.border};
`;

/**
 * `/settings/web-channels/{uuid}`: the channel's settings, and Share (the embed code of the
 * chosen embed type to copy, and the HLS and DASH addresses when stream URLs are on). Remove
 * says first everything removing a channel takes with it.
 */
export function WebChannelView({ channel, regions, onRemove, writeText }: WebChannelViewProps) {
  const { t } = useTranslation('settingsChannels');
  const [embedType, setEmbedType] = useState<EmbedType>(channel.embedType);
  const onOff = (value: boolean | undefined) =>
    value ? t('webChannels.on') : t('webChannels.off');
  const copyTexts = {
    copyText: t('webChannels.share.copy'),
    copiedMessage: t('webChannels.share.copied'),
    copyFailedMessage: t('webChannels.share.copyFailed'),
    ...(writeText ? { writeText } : {}),
  };
  const offline = channel.offlineContent;
  return (
    <Stack gap={8}>
      <PageHeader
        title={channel.name}
        description={channel.description ?? undefined}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'web-channels', label: t('webChannels.title'), href: '/settings/web-channels' },
              { id: 'channel', label: channel.name },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href={`/settings/web-channels/${channel.uuid}/edit`}>
              {t('webChannels.edit')}
            </Link>
            <DialogTrigger>
              <Button variant="danger">{t('webChannels.remove')}</Button>
              <AlertDialog
                variant="danger"
                title={t('webChannels.removeTitle', { name: channel.name })}
                actionLabel={t('webChannels.remove')}
                cancelLabel={t('webChannels.cancel')}
                pendingLabel={t('webChannels.removing')}
                onAction={onRemove}
              >
                {t('webChannels.removeBody')}
              </AlertDialog>
            </DialogTrigger>
          </Inline>
        }
      />
      <Section aria-labelledby="web-channel-share">
        <h2 id="web-channel-share">{t('webChannels.share.title')}</h2>
        <RadioGroup
          label={t('webChannels.share.embedType')}
          orientation="horizontal"
          value={embedType}
          onChange={(type) => setEmbedType(type as EmbedType)}
        >
          {EMBED_TYPES.map((type) => (
            <Radio key={type} value={type}>
              {t(`webChannels.embedTypes.${type}`)}
            </Radio>
          ))}
        </RadioGroup>
        <CopyField
          label={t('webChannels.share.embedCode')}
          value={webChannelEmbedCode(embedType, channel)}
          isMultiline
          copyLabel={t('webChannels.share.copyEmbedCode')}
          {...copyTexts}
        />
        {channel.streamUrlsEnabled && channel.hlsUrl && channel.dashUrl ? (
          <>
            <CopyField
              label={t('webChannels.share.hlsUrl')}
              value={channel.hlsUrl}
              copyLabel={t('webChannels.share.copyHls')}
              {...copyTexts}
            />
            <CopyField
              label={t('webChannels.share.dashUrl')}
              value={channel.dashUrl}
              copyLabel={t('webChannels.share.copyDash')}
              {...copyTexts}
            />
          </>
        ) : (
          <p>{t('webChannels.share.streamUrlsOff')}</p>
        )}
      </Section>
      <Section aria-labelledby="web-channel-settings">
        <h2 id="web-channel-settings">{t('webChannels.settingsTitle')}</h2>
        <Facts>
          <dt>{t('webChannels.fields.loadBalancer')}</dt>
          <dd>{channel.loadBalancerName}</dd>
          <dt>{t('webChannels.fields.region')}</dt>
          <dd>{regionName(regions, channel.regionId) ?? t('webChannels.unknownRegion')}</dd>
          <dt>{t('webChannels.fields.embedType')}</dt>
          <dd>{t(`webChannels.embedTypes.${channel.embedType}`)}</dd>
          <dt>{t('webChannels.fields.streamUrlsEnabled')}</dt>
          <dd>{onOff(channel.streamUrlsEnabled)}</dd>
          <dt>{t('webChannels.columns.streamDelay')}</dt>
          <dd>
            {channel.streamDelaySeconds == null
              ? t('webChannels.none')
              : formatStreamDelay(channel.streamDelaySeconds)}
          </dd>
          <dt>{t('webChannels.fields.deleteAfter')}</dt>
          <dd>{daysLabel(t, channel.deleteAfter)}</dd>
          <dt>{t('webChannels.fields.showLogo')}</dt>
          <dd>{onOff(channel.showLogo)}</dd>
          <dt>{t('webChannels.fields.automatedSubtitles')}</dt>
          <dd>{onOff(channel.automatedSubtitles)}</dd>
          <dt>{t('webChannels.fields.qrClickOverlayEnabled')}</dt>
          <dd>{onOff(channel.qrClickOverlayEnabled)}</dd>
          <dt>{t('webChannels.fields.detectQrCodes')}</dt>
          <dd>{onOff(channel.detectQrCodes)}</dd>
          <dt>{t('webChannels.sections.offline')}</dt>
          <dd>{t(`webChannels.offlineTypes.${offline.type}`)}</dd>
        </Facts>
        {offline.type === 'uploaded_image' && offline.imageUrl ? (
          <OfflineImage src={offline.imageUrl} alt={t('webChannels.fields.imagePreview')} />
        ) : null}
      </Section>
    </Stack>
  );
}
