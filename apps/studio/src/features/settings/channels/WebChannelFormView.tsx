import styled from 'styled-components';
import { useTranslation } from '../../../i18n/react';
import type { EncoderChannel, Region } from '@studio/api';
import {
  EMBED_TYPES,
  OFFLINE_CONTENT_TYPES,
  OFFLINE_IMAGE_LIMITS,
  TEXT_LIMITS,
  type EmbedType,
  type OfflineContentType,
  CHANNEL_FIELD_LIMITS,
} from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
  Button,
  FileTrigger,
  Form,
  FormActions,
  FormLayout,
  InlineAlert,
  Inline,
  Link,
  NumberField,
  PageHeader,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  Switch,
  TextArea,
  TextField,
  vars,
} from '@studio/ui';
import type { LibraryChoice, WebChannelFormValues } from './form-actors';
import { translateChannelMessage } from './channel-messages';

/** The offline image chosen in this visit, as its upload goes. */
export type OfflineImageUpload =
  | { status: 'none' }
  | { status: 'uploading'; fileName: string }
  | { status: 'ready'; fileName: string; previewUrl: string }
  | { status: 'failed'; message: string };

export interface WebChannelFormViewProps {
  /** Editing an existing channel: its name as saved, for the title and the breadcrumbs. */
  savedName?: string;
  backHref: string;
  values: WebChannelFormValues;
  regions: readonly Region[];
  /** The organisation's encoder channels, for the cross-region warning. */
  encoderChannels: readonly EncoderChannel[];
  videos: readonly LibraryChoice[];
  playlists: readonly LibraryChoice[];
  maxDeleteAfter: number;
  /** The image the channel has now (edit), shown until another is chosen. */
  savedImageUrl?: string | null;
  imageUpload: OfflineImageUpload;
  fieldErrors: FieldErrors;
  formError?: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<WebChannelFormValues>): void;
  /** A file the person chose as the offline image; the page checks and uploads it. */
  onChooseImage(file: File): void;
  onSubmit(): void;
}

type Field = keyof WebChannelFormValues;
const FIELD_ORDER: readonly Field[] = [
  'name',
  'description',
  'loadBalancerName',
  'regionId',
  'embedType',
  'streamDelaySeconds',
  'deleteAfter',
  'offlineContent.type',
  'offlineContent.imageId',
  'offlineContent.mediaId',
  'offlineContent.playlistId',
];
const fieldId = (field: string) => `web-channel-${field.replace('.', '-')}`;

const SectionTitle = styled.h2`
  margin: ${vars.space[4]} 0 0;
  font-size: ${vars.font.size.lg};
`;

const ImageField = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  justify-items: start;
  img {
    max-width: 16rem;
    max-height: 9rem;
    border-radius: ${vars.radius.md};
    border: 1px solid ${vars.color.border};
  }
  p {
    margin: 0;
  }
  [data-error] {
    color: ${vars.color.danger};
  }
`;

/**
 * `/settings/web-channels/create` and `/{uuid}/edit`: details, player and offline content. Pure:
 * values and messages come from the form machine (what was typed survives a refusal), the image
 * upload's progress from the page.
 */
export function WebChannelFormView({
  savedName,
  backHref,
  values,
  regions,
  encoderChannels,
  videos,
  playlists,
  maxDeleteAfter,
  savedImageUrl,
  imageUpload,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onChooseImage,
  onSubmit,
}: WebChannelFormViewProps) {
  const { t } = useTranslation('settingsChannels');
  const isNew = savedName === undefined;
  const messageOf = (field: Field) => {
    const message =
      field === 'offlineContent.imageId' && imageUpload.status === 'failed'
        ? imageUpload.message
        : fieldErrors[field];
    return message === undefined ? undefined : translateChannelMessage(t, message);
  };
  const summary = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const invalid = (field: Field) => ({
    id: fieldId(field),
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
    isDisabled: isSubmitting,
  });
  const toggle = (
    field:
      | 'streamUrlsEnabled'
      | 'showLogo'
      | 'automatedSubtitles'
      | 'qrClickOverlayEnabled'
      | 'detectQrCodes',
  ) => (
    <Switch
      id={fieldId(field)}
      isSelected={values[field]}
      onChange={(selected) => onChange({ [field]: selected })}
      isDisabled={isSubmitting}
    >
      {t(`webChannels.fields.${field}`)}
    </Switch>
  );
  const otherRegion = encoderChannels.filter(
    (channel) => values.regionId !== '' && channel.regionId !== values.regionId,
  );
  const offlineType = values['offlineContent.type'];
  const imageMessage = messageOf('offlineContent.imageId');
  const previewUrl =
    imageUpload.status === 'ready'
      ? imageUpload.previewUrl
      : values['offlineContent.imageId']
        ? savedImageUrl
        : null;
  const libraryPicker = (
    field: 'offlineContent.mediaId' | 'offlineContent.playlistId',
    choices: readonly LibraryChoice[],
  ) => {
    const label =
      field === 'offlineContent.mediaId'
        ? t('webChannels.fields.libraryVideo')
        : t('webChannels.fields.libraryPlaylist');
    if (choices.length === 0)
      return (
        <ImageField id={fieldId(field)} tabIndex={-1}>
          <p>
            {field === 'offlineContent.mediaId'
              ? t('webChannels.fields.noVideos')
              : t('webChannels.fields.noPlaylists')}
          </p>
          {messageOf(field) ? <p data-error="">{messageOf(field)}</p> : null}
        </ImageField>
      );
    return (
      <Select
        label={label}
        isRequired
        items={choices}
        selectedKey={values[field]}
        onSelectionChange={(key) => onChange({ [field]: key === null ? null : String(key) })}
        {...invalid(field)}
      >
        {(choice) => <SelectItem id={choice.id}>{choice.name}</SelectItem>}
      </Select>
    );
  };

  return (
    <Stack gap={6}>
      <PageHeader
        title={
          isNew ? t('webChannels.createTitle') : t('webChannels.editTitle', { name: savedName })
        }
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'web-channels', label: t('webChannels.title'), href: '/settings/web-channels' },
              ...(isNew ? [] : [{ id: 'channel', label: savedName, href: backHref }]),
              { id: 'form', label: isNew ? t('webChannels.createTitle') : t('webChannels.edit') },
            ]}
          />
        }
      />
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('webChannels.errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <SectionTitle>{t('webChannels.sections.details')}</SectionTitle>
          <TextField
            label={t('webChannels.fields.name')}
            isRequired
            maxLength={TEXT_LIMITS.webChannelName}
            value={values.name}
            onChange={(name) => onChange({ name })}
            autoComplete="off"
            {...invalid('name')}
          />
          <TextArea
            label={t('webChannels.fields.description')}
            maxLength={CHANNEL_FIELD_LIMITS.webChannelDescription}
            value={values.description}
            onChange={(description) => onChange({ description })}
            {...invalid('description')}
          />
          <TextField
            label={t('webChannels.fields.loadBalancer')}
            description={t('webChannels.fields.loadBalancerHint')}
            isRequired
            maxLength={CHANNEL_FIELD_LIMITS.loadBalancerName}
            value={values.loadBalancerName}
            onChange={(loadBalancerName) => onChange({ loadBalancerName })}
            autoComplete="off"
            {...invalid('loadBalancerName')}
          />
          <Select
            label={t('webChannels.fields.region')}
            isRequired
            items={regions.map((region) => ({ id: region.uuid, name: region.name }))}
            selectedKey={values.regionId || null}
            onSelectionChange={(key) => onChange({ regionId: key === null ? '' : String(key) })}
            {...invalid('regionId')}
          >
            {(region) => <SelectItem id={region.id}>{region.name}</SelectItem>}
          </Select>
          {otherRegion.length > 0 ? (
            <InlineAlert tone="warning" role="status">
              {t('webChannels.regionMismatch', {
                channels: otherRegion.map((channel) => channel.name).join(', '),
              })}
            </InlineAlert>
          ) : null}

          <SectionTitle>{t('webChannels.sections.player')}</SectionTitle>
          <Select
            label={t('webChannels.fields.embedType')}
            items={EMBED_TYPES.map((type) => ({ id: type }))}
            selectedKey={values.embedType}
            onSelectionChange={(key) => {
              if (key !== null) onChange({ embedType: key as EmbedType });
            }}
            {...invalid('embedType')}
          >
            {(item) => (
              <SelectItem id={item.id}>{t(`webChannels.embedTypes.${item.id}`)}</SelectItem>
            )}
          </Select>
          {toggle('streamUrlsEnabled')}
          <TextField
            label={t('webChannels.fields.streamDelay')}
            description={t('webChannels.fields.streamDelayHint')}
            inputMode="numeric"
            placeholder="1:30"
            value={values.streamDelaySeconds}
            onChange={(streamDelaySeconds) => onChange({ streamDelaySeconds })}
            autoComplete="off"
            {...invalid('streamDelaySeconds')}
          />
          <NumberField
            label={t('webChannels.fields.deleteAfter')}
            description={t('webChannels.fields.deleteAfterHint', { max: maxDeleteAfter })}
            minValue={1}
            maxValue={maxDeleteAfter}
            step={1}
            value={values.deleteAfter ?? Number.NaN}
            onChange={(days) => onChange({ deleteAfter: Number.isNaN(days) ? null : days })}
            {...invalid('deleteAfter')}
          />
          {toggle('showLogo')}
          {toggle('automatedSubtitles')}
          {toggle('qrClickOverlayEnabled')}
          {toggle('detectQrCodes')}

          <SectionTitle>{t('webChannels.sections.offline')}</SectionTitle>
          <RadioGroup
            label={t('webChannels.fields.offlineContent')}
            value={offlineType}
            onChange={(type) => onChange({ 'offlineContent.type': type as OfflineContentType })}
            {...invalid('offlineContent.type')}
          >
            {OFFLINE_CONTENT_TYPES.map((type) => (
              <Radio key={type} value={type}>
                {t(`webChannels.offlineTypes.${type}`)}
              </Radio>
            ))}
          </RadioGroup>
          {offlineType === 'uploaded_image' ? (
            <ImageField id={fieldId('offlineContent.imageId')} tabIndex={-1}>
              <span>{t('webChannels.fields.offlineImage')}</span>
              {previewUrl ? (
                <img src={previewUrl} alt={t('webChannels.fields.imagePreview')} />
              ) : null}
              <FileTrigger
                acceptedFileTypes={[...OFFLINE_IMAGE_LIMITS.contentTypes]}
                onSelect={(files) => {
                  const [file] = files;
                  if (file) onChooseImage(file);
                }}
                isDisabled={isSubmitting || imageUpload.status === 'uploading'}
              >
                {previewUrl
                  ? t('webChannels.fields.replaceImage')
                  : t('webChannels.fields.chooseImage')}
              </FileTrigger>
              <p>
                {imageUpload.status === 'uploading'
                  ? t('webChannels.fields.uploadingImage')
                  : imageUpload.status === 'ready'
                    ? t('webChannels.fields.imageChosen', { name: imageUpload.fileName })
                    : t('webChannels.fields.offlineImageHint')}
              </p>
              {imageMessage ? <p data-error="">{imageMessage}</p> : null}
            </ImageField>
          ) : null}
          {offlineType === 'uploaded_video'
            ? libraryPicker('offlineContent.mediaId', videos)
            : null}
          {offlineType === 'uploaded_playlist'
            ? libraryPicker('offlineContent.playlistId', playlists)
            : null}

          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                isDisabled={imageUpload.status === 'uploading'}
                pendingLabel={t('webChannels.saving')}
              >
                {t('webChannels.save')}
              </Button>
              <Link variant="standalone" href={backHref}>
                {t('webChannels.cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}
