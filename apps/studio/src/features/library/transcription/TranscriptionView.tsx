import styled from 'styled-components';
import type { SubtitleAllowance, SubtitleTrack, Transcription } from '@studio/api';
import { formatSubtitleTime } from '@studio/domain';
import {
  AlertDialog,
  Button,
  Card,
  DialogTrigger,
  FileTrigger,
  Inline,
  InlineAlert,
  Link,
  Meter,
  ProgressBar,
  Stack,
  StatusBadge,
  TextField,
  vars,
  type Tone,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';

export type TranscriptionBusy = 'requesting' | 'generating' | 'uploading' | null;

export interface TranscriptionViewProps {
  /** The video's title, for names and announcements. */
  title: string;
  /** `loading` before the first answer; `failed` when it could not be read. */
  mode: 'loading' | 'failed' | 'ready';
  transcription: Transcription | null;
  tracks: readonly SubtitleTrack[];
  allowance: SubtitleAllowance | null;
  /** The video finished processing (it has a file to transcribe). */
  isVideoReady: boolean;
  /** Transcribe and change subtitles (mediaLibrary.update); otherwise read only. */
  canEdit: boolean;
  busy: TranscriptionBusy;
  /** The last action's failure, already in words. */
  error: string | null;
  uploadLanguage: string;
  uploadLabel: string;
  /** Per field, already in words. */
  uploadErrors: { language?: string; label?: string };
  onUploadFieldsChange(fields: { language: string; label: string }): void;
  onRetry(): void;
  onRequest(): void;
  onGenerate(): void;
  onUpload(file: File): void;
  onDelete(track: SubtitleTrack): Promise<unknown>;
  /** Seek the player to a moment of the transcript; absent without a player. */
  onSeek?: (seconds: number) => void;
}

const STATUS_TONES: Record<Transcription['status'], Tone> = {
  none: 'neutral',
  pending: 'info',
  processing: 'progress',
  completed: 'success',
  failed: 'danger',
};

const Segments = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-block-size: 20rem;
  overflow-y: auto;
  display: grid;
  gap: ${vars.space[2]};

  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[3]};
    align-items: baseline;
  }

  time {
    font-variant-numeric: tabular-nums;
    color: ${vars.color.textMuted};
  }
`;

const Tracks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

const short = (seconds: number) => formatSubtitleTime(seconds).slice(0, 8);

/**
 * A library item's transcript and subtitle tracks: the state of its transcription (with the
 * failure's reason), the timed text (each time seeks the player), the month's subtitle hours,
 * and the tracks with download, delete (asks first), upload of a .vtt or .srt file and "make
 * subtitles from the transcript". Pure: the panel wires it to the API.
 */
export function TranscriptionView(props: TranscriptionViewProps) {
  const { t } = useTranslation('libraryTranscription');
  const { title, mode, transcription, tracks, allowance, canEdit, busy, error } = props;
  if (mode === 'loading')
    return (
      <Card title={t('title')}>
        <p role="status">{t('loading')}</p>
      </Card>
    );
  if (mode === 'failed' || !transcription)
    return (
      <Card title={t('title')}>
        <Stack gap={3}>
          <InlineAlert tone="error">{t('loadFailed')}</InlineAlert>
          <Inline gap={3}>
            <Button onPress={props.onRetry}>{t('retry')}</Button>
          </Inline>
        </Stack>
      </Card>
    );
  const status = transcription.status;
  const underWay = status === 'pending' || status === 'processing';
  const noHours = allowance !== null && allowance.hoursPerMonth === 0;
  const hasTranscript = status === 'completed' && transcription.segments.length > 0;
  return (
    <Card title={t('title')}>
      <Stack gap={5}>
        <Stack gap={3}>
          <Inline gap={3}>
            <span>{t('status.label')}</span>
            <StatusBadge label={t(`status.${status}`)} tone={STATUS_TONES[status]} />
          </Inline>
          {status === 'none' ? <p>{t('intro')}</p> : null}
          {!props.isVideoReady ? <p>{t('notReady')}</p> : null}
          {underWay ? (
            <Stack gap={2}>
              <ProgressBar label={t('progress', { title })} isIndeterminate />
              <p>{t('progressHelp')}</p>
            </Stack>
          ) : null}
          {status === 'failed' && transcription.reason ? (
            <InlineAlert tone="error" title={t('failedTitle')}>
              {transcription.reason}
            </InlineAlert>
          ) : null}
          {allowance ? (
            noHours ? (
              <p>{t('allowance.none')}</p>
            ) : (
              <Meter
                label={t('allowance.label')}
                value={allowance.hoursUsed}
                minValue={0}
                maxValue={allowance.hoursPerMonth}
                valueLabel={t('allowance.value', {
                  used: String(allowance.hoursUsed),
                  total: String(allowance.hoursPerMonth),
                })}
              />
            )
          ) : null}
          {canEdit && props.isVideoReady && !underWay && !noHours ? (
            <Inline gap={3}>
              <Button
                variant={status === 'completed' ? 'secondary' : 'primary'}
                onPress={props.onRequest}
                isPending={busy === 'requesting'}
                isDisabled={busy !== null}
              >
                {busy === 'requesting'
                  ? t('requesting')
                  : status === 'none'
                    ? t('request')
                    : t('requestAgain')}
              </Button>
            </Inline>
          ) : null}
          {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
        </Stack>

        {status === 'completed' ? (
          hasTranscript ? (
            <Segments aria-label={t('transcriptLabel', { title })}>
              {transcription.segments.map((segment) => (
                <li key={`${segment.start}-${segment.end}`}>
                  {props.onSeek ? (
                    <Button
                      variant="quiet"
                      size="sm"
                      aria-label={t('seek', { time: short(segment.start) })}
                      onPress={() => props.onSeek?.(segment.start)}
                    >
                      <time>{short(segment.start)}</time>
                    </Button>
                  ) : (
                    <time>{short(segment.start)}</time>
                  )}
                  <span>{segment.text}</span>
                </li>
              ))}
            </Segments>
          ) : (
            <p>{t('noSpeech')}</p>
          )
        ) : null}

        <Stack gap={3}>
          <h3>{t('tracks.title')}</h3>
          {tracks.length === 0 ? (
            <p>{t('tracks.empty')}</p>
          ) : (
            <Tracks aria-label={t('tracks.listLabel', { title })}>
              {tracks.map((track) => (
                <li key={track.uuid}>
                  <Inline gap={3}>
                    <span>
                      {track.label} ({track.language})
                    </span>
                    <StatusBadge
                      label={track.automated ? t('tracks.automated') : t('tracks.uploaded')}
                      tone="neutral"
                    />
                    {track.url ? (
                      <Link href={track.url} download={`${title} - ${track.label}.vtt`}>
                        {t('tracks.download', { label: track.label })}
                      </Link>
                    ) : null}
                    {canEdit ? (
                      <DialogTrigger>
                        <Button variant="quiet" size="sm">
                          {t('tracks.delete', { label: track.label })}
                        </Button>
                        <AlertDialog
                          variant="danger"
                          title={t('tracks.deleteTitle', { label: track.label })}
                          actionLabel={t('tracks.deleteConfirm')}
                          cancelLabel={t('tracks.cancel')}
                          pendingLabel={t('tracks.deleting')}
                          onAction={() => props.onDelete(track)}
                        >
                          {t('tracks.deleteBody')}
                        </AlertDialog>
                      </DialogTrigger>
                    ) : null}
                  </Inline>
                </li>
              ))}
            </Tracks>
          )}
          {canEdit && hasTranscript ? (
            <Inline gap={3}>
              <Button
                onPress={props.onGenerate}
                isPending={busy === 'generating'}
                isDisabled={busy !== null}
              >
                {busy === 'generating' ? t('tracks.generating') : t('tracks.generate')}
              </Button>
            </Inline>
          ) : null}
        </Stack>

        {canEdit ? (
          <Stack gap={3}>
            <h3>{t('upload.title')}</h3>
            <p>{t('upload.help')}</p>
            <Inline gap={3}>
              <TextField
                label={t('upload.language')}
                description={t('upload.languageHelp')}
                value={props.uploadLanguage}
                isInvalid={Boolean(props.uploadErrors.language)}
                errorMessage={props.uploadErrors.language}
                onChange={(language) =>
                  props.onUploadFieldsChange({ language, label: props.uploadLabel })
                }
              />
              <TextField
                label={t('upload.label')}
                description={t('upload.labelHelp')}
                value={props.uploadLabel}
                maxLength={50}
                isInvalid={Boolean(props.uploadErrors.label)}
                errorMessage={props.uploadErrors.label}
                onChange={(label) =>
                  props.onUploadFieldsChange({ language: props.uploadLanguage, label })
                }
              />
            </Inline>
            <Inline gap={3}>
              <FileTrigger
                acceptedFileTypes={['.vtt', '.srt', 'text/vtt', 'application/x-subrip']}
                onSelect={(files) => {
                  const [file] = files;
                  if (file) props.onUpload(file);
                }}
                isDisabled={busy !== null}
              >
                {busy === 'uploading' ? t('upload.uploading') : t('upload.choose')}
              </FileTrigger>
            </Inline>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
