import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { TrimAccepted } from '@studio/api';
import { formatMediaPosition } from '@studio/domain';
import { createFormMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { useTranslation } from '../../../i18n/react';
import type { LibraryItem } from '../library-api';
import { LibraryItemRecord } from '../LibraryItemRecord';
import { forgetLibraryLists } from '../library-list';
import { rangeFieldErrors, type RangeFormValues } from './range-form';
import { useRuleTranslator } from './use-rule-translator';
import { TrimView } from './TrimView';

const trimFormMachine = createFormMachine<RangeFormValues, TrimAccepted>();

/** `/media/library/{uuid}/trim`: the item through the record machine, the range through the form machine. */
export function TrimPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? (
    <LibraryItemRecord customerId={customerId} mediaId={uuid}>
      {(item) => <TrimForm customerId={customerId} item={item} />}
    </LibraryItemRecord>
  ) : null;
}

function TrimForm({ customerId, item }: { customerId: string; item: LibraryItem }) {
  const { api } = useRuntime();
  const { t } = useTranslation('libraryEdits');
  const toast = useToast();
  const navigate = useNavigate();
  const duration = item.durationSeconds ?? null;
  const translate = useRuleTranslator();
  const machine = useMemo(
    () =>
      trimFormMachine.provide({
        actors: {
          submit: fromPromise(({ input: { values }, signal }) =>
            api.trimMedia(
              customerId,
              item.mediaId,
              { start: values.start.trim(), end: values.end.trim() },
              { signal },
            ),
          ),
        },
      }),
    [api, customerId, item.mediaId],
  );
  const [form, sendForm] = useMachine(machine, {
    input: {
      values: {
        start: formatMediaPosition(0),
        end: formatMediaPosition((duration ?? 0) * 1000),
      },
      validate: (values) => rangeFieldErrors(values, duration, translate),
    },
  });
  const accepted = form.context.result;
  useEffect(() => {
    if (!accepted) return;
    forgetLibraryLists(api, customerId);
    toast.show(
      {
        title: t('trim.accepted', {
          title: item.title,
          seconds: String(accepted.precisionSeconds),
        }),
        tone: 'success',
      },
      { timeout: 8000 },
    );
    void navigate(`/media/library/${item.mediaId}`);
    // Runs once, when the accepted trim arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accepted]);

  const { error, fieldErrors } = form.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <TrimView
      item={item}
      values={form.context.values}
      fieldErrors={fieldErrors}
      formError={error && !namesAField ? userMessageOf(error) : null}
      isSubmitting={
        form.matches('checking') || form.matches('submitting') || form.matches('submitted')
      }
      onChange={(values) => sendForm({ type: 'form.change', values })}
      onSubmit={() => sendForm({ type: 'form.submit' })}
    />
  );
}

// One import site for the trim and cut-a-clip routes (each `import()` of a route adds to its
// area's preload map, pages.ts).
export { ClipCreatePage } from './ClipCreatePage';
