import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { EncoderVideo } from '@studio/api';
import { TEXT_LIMITS } from '@studio/domain';
import type { FieldErrors } from '@studio/machines';
import {
  Breadcrumbs,
  Button,
  DateTime,
  Duration,
  Form,
  FormActions,
  FormLayout,
  InlineAlert,
  Link,
  PageHeader,
  Stack,
  TextArea,
  TextField,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import type { MediaItemRuleMessage } from '../media-item-form';
import { RecordingStateBadge } from './RecordingStateBadge';
import { isRecording, type SaveRecordingValues } from './recordings';

export interface RecordingViewProps {
  video: EncoderVideo;
  /** mediaLibrary.add: the save form; otherwise the recording's facts only. */
  canSave: boolean;
  /** encoders.manage: Stop while it records. */
  canStop: boolean;
  values: SaveRecordingValues;
  /** The form's own rule keys, or the server's messages, per field. */
  fieldErrors: FieldErrors;
  /** The server's refusal of the whole save (not saved yet, already saved). */
  formError: string | null;
  isSaving: boolean;
  onChange(values: Partial<SaveRecordingValues>): void;
  onSave(): void;
  isStopping: boolean;
  stopError: string | null;
  onStop(): void;
  /**
   * The live event's content destinations with their commands (the page gives them to whoever
   * may manage the schedule, for a recording that names its event); nothing otherwise.
   */
  destinations?: ReactNode;
}

const FIELD_ORDER: ReadonlyArray<keyof SaveRecordingValues> = ['title', 'tags', 'description'];
const RULE_MESSAGES: readonly string[] = ['titleRequired', 'titleMax', 'tagsMax'];
const fieldId = (field: string) => `save-recording-${field}`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/**
 * `/media/encoder-videos/{uuid}` (and `/media/save?encoderVideoId=…`): a recording's facts, Stop
 * while it is written, and once it has ended the form that saves it to the library (title, tags,
 * description; dated when it was recorded). A saved recording links to its library item; below,
 * its live event's content destinations when the page gives them. Pure.
 */
export function RecordingView({
  video,
  canSave,
  canStop,
  values,
  fieldErrors,
  formError,
  isSaving,
  onChange,
  onSave,
  isStopping,
  stopError,
  onStop,
  destinations = null,
}: RecordingViewProps) {
  const { t } = useTranslation('libraryRecordings');
  const recording = isRecording(video);
  const messageOf = (field: keyof SaveRecordingValues) => {
    const message = fieldErrors[field];
    if (message === undefined) return undefined;
    return RULE_MESSAGES.includes(message)
      ? t(`library:item.${message as MediaItemRuleMessage}`)
      : message;
  };
  const summary = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const text = (field: keyof SaveRecordingValues) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
    isDisabled: isSaving,
  });

  return (
    <Stack gap={6}>
      <PageHeader
        title={video.name}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('library:breadcrumbs')}
            items={[
              { id: 'library', label: t('library:title'), href: '/media/library' },
              { id: 'recordings', label: t('title'), href: '/media/encoder-videos' },
              { id: 'recording', label: video.name },
            ]}
          />
        }
        actions={
          recording && canStop ? (
            <Button
              variant="danger"
              isPending={isStopping}
              pendingLabel={t('stopping')}
              onPress={onStop}
            >
              {t('stop')}
            </Button>
          ) : undefined
        }
      />
      {stopError ? <InlineAlert tone="error">{stopError}</InlineAlert> : null}
      <Facts>
        <dt>{t('columns.state')}</dt>
        <dd>
          <RecordingStateBadge video={video} />
        </dd>
        <dt>{t('columns.start')}</dt>
        <dd>
          <DateTime value={video.startTime} />
        </dd>
        <dt>{t('columns.length')}</dt>
        <dd>
          {typeof video.durationSeconds === 'number' ? (
            <Duration seconds={video.durationSeconds} />
          ) : (
            t('library:untitledLength')
          )}
        </dd>
        <dt>{t('columns.deleteAt')}</dt>
        <dd>{video.deleteAt ? <DateTime value={video.deleteAt} /> : t('kept')}</dd>
      </Facts>
      {video.deleteAt && !video.savedMediaId && canSave ? (
        <InlineAlert tone="info">{t('deleteNote')}</InlineAlert>
      ) : null}
      {video.savedMediaId ? (
        <InlineAlert tone="success" title={t('savedTitle')}>
          <Link variant="standalone" href={`/media/library/${video.savedMediaId}`}>
            {t('openSaved')}
          </Link>
        </InlineAlert>
      ) : recording ? (
        <InlineAlert tone="info">{t('stillRecording')}</InlineAlert>
      ) : canSave ? (
        <Form
          validationBehavior="aria"
          errors={summary}
          errorsTitle={t('saveFailed')}
          aria-label={t('saveTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <FormLayout>
            <h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('saveTitle')}</h2>
            <TextField
              {...text('title')}
              label={t('library:item.title')}
              isRequired
              maxLength={TEXT_LIMITS.videoTitle}
              autoComplete="off"
            />
            <TextField
              {...text('tags')}
              label={t('library:item.tags')}
              description={t('library:item.tagsHelp')}
              maxLength={TEXT_LIMITS.tags}
              autoComplete="off"
            />
            <TextArea {...text('description')} label={t('library:item.description')} rows={4} />
            <FormActions>
              <Button
                type="submit"
                variant="primary"
                isPending={isSaving}
                pendingLabel={t('saving')}
              >
                {t('save')}
              </Button>
            </FormActions>
          </FormLayout>
        </Form>
      ) : (
        <InlineAlert tone="info">{t('cannotSave')}</InlineAlert>
      )}
      {destinations}
    </Stack>
  );
}
