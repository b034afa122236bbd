import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import type { Feed } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import {
  createFeedChoicesActors,
  createFeedRecordActors,
  createFeedSubmitActors,
  feedFieldErrors,
  feedList,
  formValuesOf,
  newFeedValues,
  type FeedFormValues,
  type FeedPlaylistChoice,
  type FeedRecord,
} from './feeds';
import { FeedFormView } from './FeedFormView';

const feedFormMachine = createFormMachine<FeedFormValues, Feed>();
const feedRecordMachine = createRecordMachine<FeedRecord>();
const feedChoicesMachine = createRecordMachine<FeedPlaylistChoice[]>();

/** The rules are plain functions of the domain (no yup), so they run right here. */
const validate = (values: FeedFormValues) => feedFieldErrors(values);

export function FeedCreatePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <FeedCreate customerId={customerId} /> : null;
}

/** Create reads the playlists first, then shows the form on the first of them. */
function FeedCreate({ customerId }: { customerId: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => feedChoicesMachine.provide({ actors: createFeedChoicesActors(api, customerId) }),
    [api, customerId],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(playlists) => <FeedForm customerId={customerId} playlists={playlists} feed={null} />}
    </RecordContent>
  );
}

/** Edit reads the feed and the playlists together, then hands them to the same form. */
export function FeedEditPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <FeedEdit customerId={customerId} uuid={uuid} /> : null;
}

function FeedEdit({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () => feedRecordMachine.provide({ actors: createFeedRecordActors(api, customerId, uuid) }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {({ feed, playlists }) => (
        <FeedForm customerId={customerId} playlists={playlists} feed={feed} />
      )}
    </RecordContent>
  );
}

function FeedForm({
  customerId,
  playlists,
  feed,
}: {
  customerId: string;
  playlists: FeedPlaylistChoice[];
  feed: Feed | null;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('libraryFeeds');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      feedFormMachine.provide({
        actors: createFeedSubmitActors(api, customerId, feed?.uuid ?? null),
      }),
    [api, customerId, feed],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { values: feed ? formValuesOf(feed) : newFeedValues(playlists), validate },
  });
  const saved = snapshot.context.result;
  const { values, error, fieldErrors } = snapshot.context;

  // Saved: announce it, refresh the list, show the feed.
  useEffect(() => {
    if (!saved) return;
    feedList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t(feed ? 'saved' : 'created', { name: saved.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate(`/media/feeds/${saved.uuid}`, { replace: feed === null });
    // Runs once, when the saved feed arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <FeedFormView
      {...(feed ? { saved: { name: feed.name, uuid: feed.uuid } } : {})}
      playlists={playlists}
      values={values}
      fieldErrors={fieldErrors}
      formError={error && !namesAField ? userMessageOf(error) : null}
      isSubmitting={
        snapshot.matches('checking') ||
        snapshot.matches('submitting') ||
        snapshot.matches('submitted')
      }
      onChange={(changed) => send({ type: 'form.change', values: changed })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
