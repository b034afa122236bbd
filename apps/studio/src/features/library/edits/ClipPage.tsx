import { hasPermission } from '@studio/domain';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Clip } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import { forgetLibraryLists } from '../library-list';
import { refreshClipList } from './clip-list';
import { ClipView } from './ClipView';
import { clipFieldErrors, clipInputOf, type ClipFormValues } from './range-form';
import { useRuleTranslator } from './use-rule-translator';

const clipMachine = createRecordMachine<Clip>();
const clipFormMachine = createFormMachine<ClipFormValues, Clip>();

/** `/media/clips/{uuid}`: the clip through the record machine, its edits through the form machine. */
export function ClipPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <ClipRecord customerId={customerId} clipId={uuid} /> : null;
}

function ClipRecord({ customerId, clipId }: { customerId: string; clipId: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      clipMachine.provide({
        actors: {
          fetchRecord: fromPromise<Clip>(({ signal }) =>
            api.getClip(customerId, clipId, { signal }),
          ),
        },
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
      {(clip) => (
        <ClipScreen
          // A saved edit reloads the record; the form starts again from what was saved.
          key={`${clip.title}|${clip.description ?? ''}|${clip.start}|${clip.end}|${clip.aspectRatio ?? ''}|${clip.status}`}
          customerId={customerId}
          clip={clip}
          onChanged={() => send({ type: 'record.reload' })}
        />
      )}
    </RecordContent>
  );
}

interface ClipScreenProps {
  customerId: string;
  clip: Clip;
  onChanged(): void;
}

function ClipScreen({ customerId, clip, onChanged }: ClipScreenProps) {
  const { api } = useRuntime();
  const { t } = useTranslation('libraryEdits');
  const toast = useToast();
  const navigate = useNavigate();
  const translate = useRuleTranslator();
  const capabilities = useSession((snapshot) => snapshot.context.user?.capabilities ?? []);
  const roles = useSession((snapshot) => snapshot.context.user?.roles ?? []);
  const machine = useMemo(
    () =>
      clipFormMachine.provide({
        actors: {
          submit: fromPromise(({ input: { values }, signal }) =>
            api.updateClip(customerId, clip.uuid, clipInputOf(values), { signal }),
          ),
        },
      }),
    [api, customerId, clip.uuid],
  );
  const [form, sendForm] = useMachine(machine, {
    input: {
      values: {
        title: clip.title,
        description: clip.description ?? '',
        start: clip.start,
        end: clip.end,
        aspectRatio: clip.aspectRatio ?? '16:9',
      },
      // The source's length is the server's to check: a clip page does not load the source.
      validate: (values) => clipFieldErrors(values, null, translate),
    },
  });
  const saved = form.context.result;
  useEffect(() => {
    if (!saved) return;
    refreshClipList(api, customerId);
    forgetLibraryLists(api, customerId);
    toast.show(
      { title: t('clip.saved', { title: saved.title }), tone: 'success' },
      { timeout: 5000 },
    );
    onChanged();
    // Runs once, when the saved clip arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const deleteClip = async () => {
    try {
      await api.deleteClip(customerId, clip.uuid);
    } catch (error) {
      toast.show({ title: t('clip.deleteFailed', { title: clip.title }), tone: 'error' });
      throw error;
    }
    refreshClipList(api, customerId);
    forgetLibraryLists(api, customerId);
    toast.show(
      { title: t('clip.deleted', { title: clip.title }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate('/media/clips');
  };

  const { error, fieldErrors } = form.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <ClipView
      clip={clip}
      edit={
        capabilities.includes('mediaLibrary.update')
          ? {
              values: form.context.values,
              fieldErrors,
              formError: error && !namesAField ? userMessageOf(error) : null,
              isSubmitting:
                form.matches('checking') || form.matches('submitting') || form.matches('submitted'),
              onChange: (values) => sendForm({ type: 'form.change', values }),
              onSubmit: () => sendForm({ type: 'form.submit' }),
            }
          : null
      }
      onDelete={capabilities.includes('mediaLibrary.delete') ? deleteClip : null}
      canPost={hasPermission(roles, 'manageSocialMedia')}
    />
  );
}
