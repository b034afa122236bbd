import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { SocialPost } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../app/RecordContent';
import { useRuntime, useSession } from '../../app/runtime-context';
import { useTranslation } from '../../i18n/react';
import {
  createPostChoicesActors,
  createPostRecordActors,
  createPostSubmitActors,
  newPostValues,
  postFieldErrors,
  postFormValues,
  type PostChoices,
  type PostClipChoice,
  type PostFormValues,
  type PostRecord,
} from './posts';
import { PostFormView } from './PostFormView';
import { usePostClipSearch, usePostVideoSearch } from './post-choice-search';

const postRecordMachine = createRecordMachine<PostRecord>();
const postChoicesMachine = createRecordMachine<PostChoices>();
const postFormMachine = createFormMachine<PostFormValues, SocialPost>();

/** The rules are plain functions of the domain (no yup), so they run right here. */
const validate = (values: PostFormValues) => postFieldErrors(values);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** `/schedule/post/create`: the linked pages, videos and clips first, then the form. */
export function PostCreatePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <PostCreate customerId={customerId} clipId={null} /> : null;
}

/**
 * `/media/clip-post-social/{uuid}`: the same form, starting from the clip (its "Post to social");
 * without a uuid, from the newest clip, any clip to choose.
 */
export function ClipPostSocialPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId ? (
    <PostCreate key={uuid ?? ''} customerId={customerId} clipId={uuid ?? ''} />
  ) : null;
}

/** `clipId`: null for a post of any kind; '' or a clip's id for a clip's post. */
function PostCreate({ customerId, clipId }: { customerId: string; clipId: string | null }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      postChoicesMachine.provide({
        actors: createPostChoicesActors(api, customerId, clipId || null),
      }),
    [api, customerId, clipId],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(choices) => (
        <PostForm
          customerId={customerId}
          choices={choices}
          post={null}
          clip={
            clipId === null
              ? null
              : (choices.clips.find((clip) => clip.id === clipId) ?? choices.clips[0] ?? null)
          }
        />
      )}
    </RecordContent>
  );
}

/** `/schedule/post/{uuid}/edit`: the post and the choices, then the same form. */
export function PostEditPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <PostEdit customerId={customerId} uuid={uuid} /> : null;
}

function PostEdit({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => postRecordMachine.provide({ actors: createPostRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {({ post, choices }) => (
        <PostForm customerId={customerId} choices={choices} post={post} clip={null} />
      )}
    </RecordContent>
  );
}

function PostForm({
  customerId,
  choices,
  post,
  clip,
}: {
  customerId: string;
  choices: PostChoices;
  post: SocialPost | null;
  /** A new post from a clip: it starts with the clip and goes back to it. */
  clip: PostClipChoice | null;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('schedulePosts');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () => postFormMachine.provide({ actors: createPostSubmitActors(api, customerId, post) }),
    [api, customerId, post],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: post ? postFormValues(post) : newPostValues(choices, new Date(), clip),
      validate,
    },
  });
  const saved = snapshot.context.result;
  const { values, error, fieldErrors } = snapshot.context;

  // Saved: announce it and show the post.
  useEffect(() => {
    if (!saved) return;
    toast.show(
      { title: t(post ? 'saved' : 'created', { title: saved.title }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate(`/schedule/post/${saved.uuid}`, { replace: post === null });
    // Runs once, when the saved post arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const videoSearch = usePostVideoSearch(api, customerId, choices.videos, values.mediaId);
  const clipSearch = usePostClipSearch(api, customerId, choices.clips, values.clipId);

  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <PostFormView
      videoSearch={videoSearch}
      clipSearch={clipSearch}
      {...(post ? { saved: { title: post.title, uuid: post.uuid } } : {})}
      {...(clip ? { fromClip: { title: clip.title, uuid: clip.id } } : {})}
      choices={choices}
      values={values}
      fieldErrors={fieldErrors}
      formError={error && !namesAField ? userMessageOf(error) : null}
      isSubmitting={
        snapshot.matches('checking') ||
        snapshot.matches('submitting') ||
        snapshot.matches('submitted')
      }
      timeZone={browserZone()}
      onChange={(changed) => send({ type: 'form.change', values: changed })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
