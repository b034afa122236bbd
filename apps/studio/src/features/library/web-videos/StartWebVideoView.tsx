import {
  PLAYOUT_BEHAVIOURS,
  TEXT_LIMITS,
  WEB_VIDEO_VALIDATION_MESSAGES,
  type PlayoutBehaviourName,
} from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
  Button,
  Form,
  FormActions,
  FormLayout,
  InlineAlert,
  Link,
  NativeSelect,
  PageHeader,
  Stack,
  TextArea,
  TextField,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import { translateFieldMessage } from '../../settings/field-messages';
import type { StartWebVideoValues } from './web-videos';

export interface StartWebVideoViewProps {
  /** The library item it plays. */
  item: { mediaId: string; title: string; isReady: boolean };
  /** The organisation's web channels to choose from. */
  webChannels: ReadonlyArray<{ uuid: string; name: string }>;
  values: StartWebVideoValues;
  fieldErrors: FieldErrors;
  /** A refusal that names no field (the channel already in use): above the form. */
  formError: string | null;
  isSubmitting: boolean;
  onChange(values: Partial<StartWebVideoValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof StartWebVideoValues> = [
  'name',
  'webChannelId',
  'playoutBehaviour',
  'startCue',
  'stopCue',
  'description',
];
const fieldId = (field: string) => `start-web-video-${field}`;
/** The web video rules' own messages (kept out of VALIDATION_MESSAGES, which every form loads). */
const WEB_VIDEO_RULE_KEYS = Object.keys(WEB_VIDEO_VALIDATION_MESSAGES) as Array<
  keyof typeof WEB_VIDEO_VALIDATION_MESSAGES
>;

/**
 * `/media/start-web-video/{uuid}`: a library item to a web channel as a live stream: its name,
 * the channel, the playout (realtime, or faster than realtime now or for the next replay) and the
 * start and stop cues. Pure.
 */
export function StartWebVideoView({
  item,
  webChannels,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  onChange,
  onSubmit,
}: StartWebVideoViewProps) {
  const { t } = useTranslation('libraryWebVideos');
  const messageOf = (field: keyof StartWebVideoValues) => {
    const message = fieldErrors[field];
    if (message === undefined) return undefined;
    const webVideoRule = WEB_VIDEO_RULE_KEYS.find(
      (key) => WEB_VIDEO_VALIDATION_MESSAGES[key] === message,
    );
    return webVideoRule ? t(`validation.${webVideoRule}`) : translateFieldMessage(t, message);
  };
  const summary = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const text = (field: 'name' | 'startCue' | 'stopCue' | 'description') => ({
    id: fieldId(field),
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
    isDisabled: isSubmitting,
    autoComplete: 'off',
  });
  const blocked = !item.isReady || webChannels.length === 0;
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('start.title')}
        description={t('start.description', { title: item.title })}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('library:breadcrumbs')}
            items={[
              { id: 'library', label: t('library:title'), href: '/media/library' },
              { id: 'item', label: item.title, href: `/media/library/${item.mediaId}` },
              { id: 'start', label: t('start.title') },
            ]}
          />
        }
      />
      {!item.isReady ? <InlineAlert tone="info">{t('start.notReady')}</InlineAlert> : null}
      {webChannels.length === 0 ? (
        <InlineAlert tone="info">{t('start.noChannels')}</InlineAlert>
      ) : null}
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('start.failed')}
        aria-label={t('start.title')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <TextField
            {...text('name')}
            label={t('fields.name')}
            isRequired
            maxLength={TEXT_LIMITS.webVideoName}
          />
          <NativeSelect
            id={fieldId('webChannelId')}
            label={t('fields.webChannel')}
            isRequired
            value={values.webChannelId}
            options={[
              { value: '', label: t('fields.chooseWebChannel') },
              ...webChannels.map((channel) => ({ value: channel.uuid, label: channel.name })),
            ]}
            onChange={(webChannelId) => onChange({ webChannelId })}
            {...(messageOf('webChannelId') ? { errorMessage: messageOf('webChannelId') } : {})}
            isDisabled={isSubmitting}
          />
          {/* The browser's own select: a radio group would bring react-aria's radio code (the
              route's budget, docs/performance.md). */}
          <NativeSelect
            id={fieldId('playoutBehaviour')}
            label={t('fields.playout')}
            value={values.playoutBehaviour}
            options={PLAYOUT_BEHAVIOURS.map((playout) => ({
              value: playout,
              label: t(`playouts.${playout}`),
            }))}
            onChange={(playoutBehaviour: PlayoutBehaviourName) => onChange({ playoutBehaviour })}
            description={t(`playoutHelp.${values.playoutBehaviour}`)}
            isDisabled={isSubmitting}
          />
          <TextField
            {...text('startCue')}
            label={t('fields.startCue')}
            description={t('fields.cueHelp')}
            isRequired
          />
          <TextField {...text('stopCue')} label={t('fields.stopCue')} isRequired />
          <TextArea {...text('description')} label={t('fields.description')} rows={3} />
          <FormActions>
            <Link variant="standalone" href={`/media/library/${item.mediaId}`}>
              {t('start.cancel')}
            </Link>
            <Button
              type="submit"
              variant="primary"
              isPending={isSubmitting}
              pendingLabel={t('start.submitting')}
              isDisabled={blocked}
            >
              {t('start.submit')}
            </Button>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}
