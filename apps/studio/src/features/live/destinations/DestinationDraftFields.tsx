import { useEffect, useRef } from 'react';
import { Button, FormGroup, Inline, NativeSelect, Stack, TextArea, TextField } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import {
  DESTINATION_PRIVACIES,
  DESTINATION_PUBLISH_STATUSES,
  SOCIAL_DESCRIPTION_MAX,
  SOCIAL_TITLE_MAX,
  newRtmpDraft,
  newSocialDraft,
  type DestinationDraft,
  type DestinationDraftChoices,
  type DestinationDraftField,
  type RtmpDestinationDraft,
  type SocialDestinationDraft,
} from './destination-drafts';
import { draftFieldId } from './draft-field-id';

export interface DestinationDraftFieldsProps {
  drafts: readonly DestinationDraft[];
  choices: DestinationDraftChoices;
  /** A new social row's title. */
  eventName: string;
  /** Which rows the person may add. */
  kinds?: ReadonlyArray<DestinationDraft['kind']>;
  /**
   * Each RTMP row has its own start, in minutes after stream time (the event form: a schedule
   * may start a restream later than the web channel); Go Live starts every row now.
   */
  withStartOffsets?: boolean;
  /** A row field's refusal, already in the person's language. */
  messageFor(key: string, field: DestinationDraftField): string | undefined;
  isDisabled?: boolean;
  onChange(drafts: DestinationDraft[]): void;
}

/**
 * The custom RTMP and social destination rows of Go Live and the event form: one fieldset per
 * row (its legend numbers it, so each field and Remove button says which row it is), and the
 * buttons that add one. A new row takes the focus, so the keyboard path goes on in it.
 */
export function DestinationDraftFields({
  drafts,
  choices,
  eventName,
  kinds = ['rtmp', 'social'],
  withStartOffsets = false,
  messageFor,
  isDisabled = false,
  onChange,
}: DestinationDraftFieldsProps) {
  const { t } = useTranslation('liveDestinations');
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [drafts]);

  const add = (draft: DestinationDraft) => {
    focusNext.current = draftFieldId(
      draft.key,
      draft.kind === 'rtmp' ? 'rtmpDestinationId' : 'channelId',
    );
    onChange([...drafts, draft]);
  };
  const replace = (
    key: string,
    changes: Partial<SocialDestinationDraft> | Partial<RtmpDestinationDraft>,
  ) =>
    onChange(
      drafts.map((draft) =>
        draft.key === key ? ({ ...draft, ...changes } as DestinationDraft) : draft,
      ),
    );
  const remove = (key: string) => onChange(drafts.filter((draft) => draft.key !== key));
  const choose = <Value extends string>(
    options: ReadonlyArray<{ value: Value; label: string }>,
  ): Array<{ value: Value | ''; label: string }> => [{ value: '', label: t('choose') }, ...options];
  const field = (draft: DestinationDraft, name: DestinationDraftField) => ({
    id: draftFieldId(draft.key, name),
    label: t(`fields.${name}`),
    errorMessage: messageFor(draft.key, name),
    isDisabled,
    isRequired: true,
  });
  const rtmpOptions = choose(
    choices.rtmpDestinations.map(({ uuid, name }) => ({ value: uuid, label: name })),
  );
  const channelOptions = choose(
    choices.socialChannels.map((channel) => ({
      value: channel.id,
      label: t('channelOption', {
        name: channel.sandbox ? t('sandbox', { name: channel.name }) : channel.name,
        network: t(`networks.${channel.destinationType}`),
      }),
    })),
  );
  let rtmpNumber = 0;
  let socialNumber = 0;
  return (
    <Stack gap={4}>
      {drafts.map((draft) => {
        if (draft.kind === 'rtmp') {
          rtmpNumber += 1;
          const number = rtmpNumber;
          return (
            <FormGroup key={draft.key} legend={t('rtmpLegend', { number })}>
              <NativeSelect
                {...field(draft, 'rtmpDestinationId')}
                value={draft.rtmpDestinationId}
                options={rtmpOptions}
                onChange={(rtmpDestinationId) => replace(draft.key, { rtmpDestinationId })}
              />
              {withStartOffsets ? (
                <TextField
                  {...field(draft, 'startOffsetMinutes')}
                  isRequired={false}
                  value={draft.startOffsetMinutes ?? '0'}
                  onChange={(startOffsetMinutes) => replace(draft.key, { startOffsetMinutes })}
                  isInvalid={messageFor(draft.key, 'startOffsetMinutes') !== undefined}
                  inputMode="numeric"
                  autoComplete="off"
                />
              ) : null}
              <RemoveRowButton
                label={t('removeRtmp', { number })}
                isDisabled={isDisabled}
                onPress={() => remove(draft.key)}
              >
                {t('remove')}
              </RemoveRowButton>
            </FormGroup>
          );
        }
        socialNumber += 1;
        const number = socialNumber;
        const text = (name: 'title' | 'description') => ({
          ...field(draft, name),
          value: draft[name],
          onChange: (value: string) => replace(draft.key, { [name]: value }),
          isInvalid: messageFor(draft.key, name) !== undefined,
        });
        return (
          <FormGroup key={draft.key} legend={t('socialLegend', { number })}>
            <NativeSelect
              {...field(draft, 'channelId')}
              value={draft.channelId}
              options={channelOptions}
              onChange={(channelId) => {
                const chosen = choices.socialChannels.find((channel) => channel.id === channelId);
                replace(draft.key, {
                  channelId,
                  ...(chosen ? { destinationType: chosen.destinationType } : {}),
                });
              }}
            />
            <TextField
              {...text('title')}
              maxLength={SOCIAL_TITLE_MAX}
              description={t('titleHint')}
              autoComplete="off"
            />
            <TextArea {...text('description')} maxLength={SOCIAL_DESCRIPTION_MAX} rows={3} />
            <NativeSelect
              {...field(draft, 'privacy')}
              value={draft.privacy}
              options={choose(
                DESTINATION_PRIVACIES.map((value) => ({ value, label: t(`privacies.${value}`) })),
              )}
              onChange={(privacy) => replace(draft.key, { privacy })}
            />
            <NativeSelect
              {...field(draft, 'publishStatus')}
              value={draft.publishStatus}
              options={choose(
                DESTINATION_PUBLISH_STATUSES.map((value) => ({
                  value,
                  label: t(`publishStatuses.${value}`),
                })),
              )}
              onChange={(publishStatus) => replace(draft.key, { publishStatus })}
            />
            <RemoveRowButton
              label={t('removeSocial', { number })}
              isDisabled={isDisabled}
              onPress={() => remove(draft.key)}
            >
              {t('remove')}
            </RemoveRowButton>
          </FormGroup>
        );
      })}
      <Inline gap={3}>
        {kinds.includes('rtmp') && choices.rtmpDestinations.length > 0 ? (
          <Button variant="secondary" isDisabled={isDisabled} onPress={() => add(newRtmpDraft())}>
            {t('addRtmp')}
          </Button>
        ) : null}
        {kinds.includes('social') && choices.socialChannels.length > 0 ? (
          <Button
            variant="secondary"
            isDisabled={isDisabled}
            onPress={() => add(newSocialDraft(eventName))}
          >
            {t('addSocial')}
          </Button>
        ) : null}
      </Inline>
    </Stack>
  );
}

/** A row's Remove: its visible word is the same on each row, its name says which row it removes. */
function RemoveRowButton({
  label,
  isDisabled,
  onPress,
  children,
}: {
  label: string;
  isDisabled?: boolean;
  onPress(): void;
  children: string;
}) {
  return (
    <div>
      <Button
        size="sm"
        variant="quiet"
        aria-label={label}
        isDisabled={isDisabled}
        onPress={onPress}
      >
        {children}
      </Button>
    </div>
  );
}
