import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useMachine } from '@xstate/react';
import type { QrClickOverlay } from '@studio/api';
import { createRecordMachine } from '@studio/machines';
import { useToast } from '@studio/ui';
import { RecordContent } from '../../../app/RecordContent';
import { useRuntime, useSession } from '../../../app/runtime-context';
import { createQrClickOverlayRecordActors } from './actors';
import { qrClickOverlayList } from './qr-click-overlay-list';
import { QrClickOverlayView } from './QrClickOverlayView';

const qrClickOverlayMachine = createRecordMachine<QrClickOverlay>();

/** One RTMP overlay through the record machine; Delete asks first, then announces. */
export function QrClickOverlayPage() {
  const customerId = useSession((snapshot) => snapshot.context.user?.customerId);
  const { uuid } = useParams();
  return customerId && uuid ? <QrClickOverlayDetails customerId={customerId} uuid={uuid} /> : null;
}

function QrClickOverlayDetails({ customerId, uuid }: { customerId: string; uuid: string }) {
  const { api } = useRuntime();
  const { t } = useTranslation('settingsQrClickOverlays');
  const toast = useToast();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      qrClickOverlayMachine.provide({
        actors: createQrClickOverlayRecordActors(api, customerId, uuid),
      }),
    [api, customerId, uuid],
  );
  const [snapshot, send] = useMachine(machine);

  // One call whose only states are pending (the dialog shows it) and its outcome (a toast).
  const deleteOverlay = async (overlay: QrClickOverlay) => {
    try {
      await api.deleteQrClickOverlay(customerId, overlay.uuid);
    } catch (error) {
      toast.show({
        title: t('qrClickOverlays.deleteFailed', { name: overlay.name }),
        tone: 'error',
      });
      throw error;
    }
    qrClickOverlayList(api, customerId).send({ type: 'list.refresh' });
    toast.show(
      { title: t('qrClickOverlays.deleted', { name: overlay.name }), tone: 'success' },
      { timeout: 5000 },
    );
    void navigate('/settings/qr-click-overlays');
  };

  return (
    <RecordContent
      data={snapshot.context.data}
      error={snapshot.context.error}
      onRetry={() => send({ type: 'record.retry' })}
    >
      {(overlay) => (
        <QrClickOverlayView overlay={overlay} onDelete={() => deleteOverlay(overlay)} />
      )}
    </RecordContent>
  );
}
