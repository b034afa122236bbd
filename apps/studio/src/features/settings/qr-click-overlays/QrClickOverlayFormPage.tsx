import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useMachine } from '@xstate/react';
import type { QrClickOverlay } from '@studio/api';
import { createFormMachine, createRecordMachine, userMessageOf } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import {
  createQrClickOverlayRecordActors,
  createQrClickOverlaySubmitActors,
  type QrClickOverlayFormValues,
} from './actors';
import { qrClickOverlayList } from './qr-click-overlay-list';
import { QrClickOverlayFormView } from './QrClickOverlayFormView';
import { usePrefetchRules } from '../prefetch-rules';

const qrClickOverlayFormMachine = createFormMachine<QrClickOverlayFormValues, QrClickOverlay>();
const qrClickOverlayMachine = createRecordMachine<QrClickOverlay>();

/** The rules with yup, fetched on the first submit at the latest (prefetched once the form shows). */
const loadRules = () => import('./qr-click-overlay-rules');
const validate = async (values: QrClickOverlayFormValues) =>
  (await loadRules()).qrClickOverlayFieldErrors(values);

/** A new overlay is shown in the player and opens on a click, the least intrusive choice. */
const NEW_OVERLAY: QrClickOverlayFormValues = {
  name: '',
  url: '',
  customLabel: '',
  type: 'in_player_overlay',
  openingBehaviour: 'click_to_open',
};

export function QrClickOverlayCreatePage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  return customerId ? <QrClickOverlayForm customerId={customerId} overlay={null} /> : null;
}

export function QrClickOverlayEditPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <QrClickOverlayEdit customerId={customerId} uuid={uuid} /> : null;
}

function QrClickOverlayEdit({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const machine = useMemo(
    () =>
      qrClickOverlayMachine.provide({
        actors: createQrClickOverlayRecordActors(api, customerId, uuid),
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(overlay) => <QrClickOverlayForm customerId={customerId} overlay={overlay} />}
    </RecordContent>
  );
}

function QrClickOverlayForm({
  customerId,
  overlay,
}: {
  customerId: string;
  overlay: QrClickOverlay | null;
}) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsQrClickOverlays');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      qrClickOverlayFormMachine.provide({
        actors: createQrClickOverlaySubmitActors(api, customerId, overlay?.uuid ?? null),
      }),
    [api, customerId, overlay],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      values: overlay
        ? {
            name: overlay.name,
            url: overlay.url,
            customLabel: overlay.customLabel ?? '',
            type: overlay.type,
            openingBehaviour: overlay.openingBehaviour,
          }
        : NEW_OVERLAY,
      validate,
    },
  });
  const saved = snapshot.context.result;
  usePrefetchRules(loadRules);

  useEffect(() => {
    if (!saved) return;
    qrClickOverlayList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      {
        title: t(overlay ? 'qrClickOverlays.saved' : 'qrClickOverlays.created', {
          name: saved.name,
        }),
        tone: 'success',
      },
      { timeout: 5000 },
    );
    void navigate(`/settings/qr-click-overlays/${saved.uuid}`, { replace: overlay === null });
    // Runs once, when the saved overlay arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const { error, fieldErrors } = snapshot.context;
  const namesAField = Object.keys(fieldErrors).length > 0;
  return (
    <QrClickOverlayFormView
      {...(overlay ? { savedName: overlay.name } : {})}
      backHref={
        overlay ? `/settings/qr-click-overlays/${overlay.uuid}` : '/settings/qr-click-overlays'
      }
      values={snapshot.context.values}
      fieldErrors={fieldErrors}
      formError={error && !namesAField ? userMessageOf(error) : null}
      isSubmitting={
        snapshot.matches('checking') ||
        snapshot.matches('submitting') ||
        snapshot.matches('submitted')
      }
      onChange={(values) => send({ type: 'form.change', values })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
