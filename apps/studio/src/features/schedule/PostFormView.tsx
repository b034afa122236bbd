import { lazy, Suspense } from 'react';
import type { FieldErrors } from '@studio/machines';
import { formatDuration, SOCIAL_POST_LIMITS, SOCIAL_POST_PRIVACIES } from '@studio/domain';
import {
  Breadcrumbs,
  Button,
  Checkbox,
  EmptyState,
  Form,
  FormActions,
  FormLayout,
  Inline,
  Link,
  NativeSelect,
  PageHeader,
  Stack,
  TextArea,
  TextField,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';
import type { PostClipSearch, PostVideoSearch, SearchableChoice } from './post-choice-search';
import type {
  PostChoiceField as PostChoiceFieldComponent,
  PostChoiceFieldProps,
} from './PostChoiceField';
import { postMessageKey, type PostChoices, type PostFormValues } from './posts';

export interface PostFormViewProps {
  /** Editing: the post as saved (its title for the heading, its page for Cancel). */
  saved?: { title: string; uuid: string };
  /** A new post started from a clip's page: the clip's breadcrumbs, and Cancel goes back to it. */
  fromClip?: { title: string; uuid: string };
  choices: PostChoices;
  /** The video field's search of the whole library (`usePostVideoSearch`). */
  videoSearch: PostVideoSearch;
  /** The clip field's search of every clip (`usePostClipSearch`). */
  clipSearch: PostClipSearch;
  values: PostFormValues;
  fieldErrors: FieldErrors;
  /** A refusal that names no field (a conflict, the network): shown above the form. */
  formError?: string | null;
  isSubmitting: boolean;
  /** The zone the day and time are read in, named in the hint. */
  timeZone: string;
  onChange(values: Partial<PostFormValues>): void;
  onSubmit(): void;
}

const FIELD_ORDER: ReadonlyArray<keyof PostFormValues> = [
  'channelId',
  'title',
  'description',
  'mediaId',
  'clipId',
  'reel',
  'privacy',
  'publishDay',
];
const fieldId = (field: string) => `post-${field}`;

// The video and clip fields' combo box (react-aria's list box and popover) comes after the form,
// off the route's budget. Typed as the component itself: `lazy` keeps its props but not its type
// parameter, which the clip field needs for its labels.
const PostChoiceField = lazy(async () => ({
  default: (await import('./PostChoiceField')).PostChoiceField,
})) as unknown as typeof PostChoiceFieldComponent;

/** A searching field; until its combo box arrives, a select of the same choices stands in. */
function SearchingField<Choice extends SearchableChoice>(props: PostChoiceFieldProps<Choice>) {
  const { texts, search, optionLabel = (choice: Choice) => choice.title } = props;
  return (
    <Suspense
      fallback={
        <NativeSelect<string>
          id={props.id}
          label={texts.label}
          description={texts.description}
          value={props.chosenId}
          options={[
            { value: '', label: texts.placeholder },
            ...search.choices.map((choice) => ({ value: choice.id, label: optionLabel(choice) })),
          ]}
          onChange={props.onChange}
          errorMessage={props.errorMessage}
          isDisabled={props.isDisabled}
        />
      }
    >
      <PostChoiceField {...props} />
    </Suspense>
  );
}

/** `/schedule/post/create` and `/schedule/post/{uuid}/edit`: where, what and when. Pure. */
export function PostFormView({
  saved,
  fromClip,
  choices,
  videoSearch,
  clipSearch,
  values,
  fieldErrors,
  formError,
  isSubmitting,
  timeZone,
  onChange,
  onSubmit,
}: PostFormViewProps) {
  const { t } = useTranslation('schedulePosts');
  const backHref = saved
    ? `/schedule/post/${saved.uuid}`
    : fromClip
      ? `/media/clips/${fromClip.uuid}`
      : '/schedule';
  const heading = saved
    ? t('editTitle', { title: saved.title })
    : fromClip
      ? t('clipTitle', { title: fromClip.title })
      : t('createTitle');
  const header = (
    <PageHeader
      title={heading}
      breadcrumbs={
        fromClip ? (
          <Breadcrumbs
            aria-label={t('clipsTitle')}
            items={[
              { id: 'clips', label: t('clipsTitle'), href: '/media/clips' },
              { id: 'clip', label: fromClip.title, href: backHref },
              { id: 'form', label: t('postClip') },
            ]}
          />
        ) : (
          <Breadcrumbs
            aria-label={t('scheduleTitle')}
            items={[
              { id: 'schedule', label: t('scheduleTitle'), href: '/schedule' },
              ...(saved ? [{ id: 'post', label: saved.title, href: backHref }] : []),
              { id: 'form', label: saved ? t('edit') : t('createTitle') },
            ]}
          />
        )
      }
    />
  );
  if (choices.channels.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title={t('noChannels')}
          headingLevel={2}
          actions={
            <Link variant="standalone" href="/settings/social-media">
              {t('linkAccounts')}
            </Link>
          }
        />
      </Stack>
    );
  }

  const messageOf = (field: keyof PostFormValues) => {
    const message = fieldErrors[field];
    if (message === undefined) return undefined;
    const key = postMessageKey(message);
    return key ? t(`messages.${key}`) : message;
  };
  const summary = [
    ...FIELD_ORDER.flatMap((field) => {
      const message = messageOf(field);
      return message ? [{ message, fieldId: fieldId(field) }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];
  const chooseVideo = (mediaId: string) =>
    onChange({ mediaId, ...(mediaId ? { clipId: '' } : {}) });
  const textProps = (field: 'title' | 'description' | 'publishDay' | 'publishClock') => ({
    id: fieldId(field),
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
    isInvalid: messageOf(field) !== undefined,
    errorMessage: messageOf(field),
    isDisabled: isSubmitting,
    autoComplete: 'off',
  });

  return (
    <Stack gap={6}>
      {header}
      <Form
        validationBehavior="aria"
        errors={summary}
        errorsTitle={t('errorsTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormLayout>
          <NativeSelect<string>
            id={fieldId('channelId')}
            label={t('fields.channelId')}
            value={values.channelId}
            options={choices.channels.map((channel) => ({
              value: channel.id,
              label: `${channel.name} (${t(`networks.${channel.destinationType}`)})`,
            }))}
            onChange={(channelId) => {
              const channel = choices.channels.find((choice) => choice.id === channelId);
              onChange({
                channelId,
                ...(channel ? { destinationType: channel.destinationType } : {}),
                ...(channel?.destinationType === 'YOUTUBE' ? { reel: false } : {}),
              });
            }}
            errorMessage={messageOf('channelId')}
            isDisabled={isSubmitting}
          />
          <TextField
            {...textProps('title')}
            label={t('fields.title')}
            isRequired
            maxLength={SOCIAL_POST_LIMITS.titleMax}
          />
          <TextArea
            {...textProps('description')}
            label={t('fields.description')}
            rows={4}
            maxLength={SOCIAL_POST_LIMITS.descriptionMax}
          />
          <SearchingField
            id={fieldId('mediaId')}
            chosenId={values.mediaId}
            search={videoSearch}
            texts={{
              label: t('fields.mediaId'),
              description: t('fields.mediaIdHint'),
              searchFailed: t('fields.videoSearchFailed'),
              placeholder: t('noVideo'),
              emptyMessage: t('fields.noVideoFound'),
              loadingLabel: t('fields.videoSearching'),
              remove: t('removeVideo'),
            }}
            onChange={chooseVideo}
            errorMessage={messageOf('mediaId')}
            isDisabled={isSubmitting}
          />
          {/* An organisation without clips has none to find. */}
          {choices.clips.length > 0 ? (
            <SearchingField
              id={fieldId('clipId')}
              chosenId={values.clipId}
              search={clipSearch}
              texts={{
                label: t('fields.clipId'),
                description: t('fields.clipIdHint'),
                searchFailed: t('fields.clipSearchFailed'),
                placeholder: t('noClip'),
                emptyMessage: t('fields.noClipFound'),
                loadingLabel: t('fields.clipSearching'),
                remove: t('removeClip'),
              }}
              optionLabel={(clip) =>
                t('clipChoice', {
                  title: clip.title,
                  duration: formatDuration(Math.round(clip.durationSeconds)),
                })
              }
              onChange={(clipId) => onChange({ clipId, ...(clipId ? { mediaId: '' } : {}) })}
              errorMessage={messageOf('clipId')}
              isDisabled={isSubmitting}
            />
          ) : null}
          {values.destinationType === 'FACEBOOK' ? (
            <Stack gap={1}>
              <Checkbox
                isSelected={values.reel}
                onChange={(reel) => onChange({ reel })}
                isDisabled={isSubmitting}
                isInvalid={messageOf('reel') !== undefined}
              >
                {t('fields.reel')}
              </Checkbox>
              {messageOf('reel') ? <p id={fieldId('reel')}>{messageOf('reel')}</p> : null}
            </Stack>
          ) : null}
          <NativeSelect<(typeof SOCIAL_POST_PRIVACIES)[number]>
            id={fieldId('privacy')}
            label={t('fields.privacy')}
            value={values.privacy}
            options={SOCIAL_POST_PRIVACIES.map((privacy) => ({
              value: privacy,
              label: t(`privacies.${privacy}`),
            }))}
            onChange={(privacy) => onChange({ privacy })}
            errorMessage={messageOf('privacy')}
            isDisabled={isSubmitting}
          />
          <Inline gap={3}>
            <TextField
              {...textProps('publishDay')}
              label={t('fields.publishDay')}
              description={t('fields.publishHint', { zone: timeZone })}
              type="date"
              isRequired
            />
            <TextField
              {...textProps('publishClock')}
              label={t('fields.publishClock')}
              type="time"
              isRequired
            />
          </Inline>
          <FormActions>
            <Inline gap={3}>
              <Button
                type="submit"
                variant="primary"
                isPending={isSubmitting}
                pendingLabel={saved ? t('saving') : t('scheduling')}
              >
                {saved ? t('save') : t('schedule')}
              </Button>
              <Link variant="standalone" href={backHref}>
                {t('cancel')}
              </Link>
            </Inline>
          </FormActions>
        </FormLayout>
      </Form>
    </Stack>
  );
}
