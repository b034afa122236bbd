import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Clip } from '@studio/api';
import { CLIP_MAX_SECONDS, formatMediaPosition } from '@studio/domain';
import { createFormMachine, userMessageOf } from '@studio/machines';
import { Breadcrumbs, InlineAlert, PageHeader, Stack, useToast } from '@studio/ui';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import type { LibraryItem } from '../library-api';
import { LibraryItemRecord } from '../LibraryItemRecord';
import { forgetLibraryLists } from '../library-list';
import { refreshClipList } from './clip-list';
import { ClipFormView } from './ClipFormView';
import { clipFieldErrors, clipInputOf, type ClipFormValues } from './range-form';
import { useRuleTranslator } from './use-rule-translator';

const clipFormMachine = createFormMachine<ClipFormValues, Clip>();

/** A new clip starts as the first ten seconds (or the whole video when shorter). */
const FIRST_RANGE_SECONDS = 10;

/** `/media/{mediaId}/clips/create`: the source through the record machine, the clip through the form machine. */
export function ClipCreatePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { mediaId } = useParams();
  return customerId && mediaId ? (
    <LibraryItemRecord customerId={customerId} mediaId={mediaId}>
      {(item) => <ClipCreate customerId={customerId} item={item} />}
    </LibraryItemRecord>
  ) : null;
}

function ClipCreate({ customerId, item }: { customerId: string; item: LibraryItem }) {
  const { api } = useRuntime();
  const { t } = useTranslation('libraryEdits');
  const toast = useToast();
  const navigate = useNavigate();
  const translate = useRuleTranslator();
  const duration = item.durationSeconds ?? null;
  const machine = useMemo(
    () =>
      clipFormMachine.provide({
        actors: {
          submit: fromPromise(({ input: { values }, signal }) =>
            api.createClip(customerId, item.mediaId, clipInputOf(values), { signal }),
          ),
        },
      }),
    [api, customerId, item.mediaId],
  );
  const firstEnd = Math.min(duration ?? FIRST_RANGE_SECONDS, FIRST_RANGE_SECONDS, CLIP_MAX_SECONDS);
  const [form, sendForm] = useMachine(machine, {
    input: {
      values: {
        title: item.title,
        description: '',
        start: formatMediaPosition(0),
        end: formatMediaPosition(firstEnd * 1000),
        aspectRatio: '16:9',
      },
      validate: (values) => clipFieldErrors(values, duration, translate),
    },
  });
  const created = form.context.result;
  useEffect(() => {
    if (!created) return;
    refreshClipList(api, customerId);
    forgetLibraryLists(api, customerId);
    toast.show(
      { title: t('clip.created', { title: created.title }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate(`/media/clips/${created.uuid}`);
    // Runs once, when the created clip arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [created]);

  const isReady = item.processingStatus === 'COMPLETE';
  const { error, fieldErrors } = form.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('clip.createTitle', { title: item.title })}
        description={t('clip.createDescription')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'library', label: t('library'), href: '/media/library' },
              { id: 'item', label: item.title, href: `/media/library/${item.mediaId}` },
              { id: 'clip', label: t('clip.createHeading') },
            ]}
          />
        }
      />
      {isReady ? null : <InlineAlert tone="warning">{t('stillProcessing')}</InlineAlert>}
      {duration !== null ? (
        <p style={{ margin: 0 }}>
          {t('videoLength', { length: formatMediaPosition(duration * 1000) })}
        </p>
      ) : null}
      <ClipFormView
        label={t('clip.createHeading')}
        values={form.context.values}
        fieldErrors={fieldErrors}
        formError={error && !namesAField ? userMessageOf(error) : null}
        isSubmitting={
          form.matches('checking') || form.matches('submitting') || form.matches('submitted')
        }
        isDisabled={!isReady}
        submitLabel={t('clip.create')}
        pendingLabel={t('clip.creating')}
        onChange={(values) => sendForm({ type: 'form.change', values })}
        onSubmit={() => sendForm({ type: 'form.submit' })}
      />
    </Stack>
  );
}
