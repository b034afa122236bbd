import styled from 'styled-components';
import { useTranslation } from '../../../i18n/react';
import type { QrClickOverlay } from '@studio/api';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  DateTime,
  DialogTrigger,
  Inline,
  Link,
  PageHeader,
  Stack,
  vars,
} from '@studio/ui';

export interface QrClickOverlayViewProps {
  overlay: QrClickOverlay;
  /** Deletes it; the dialog stays pending until it settles, and open if it fails. */
  onDelete(): Promise<unknown>;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[3]} ${vars.space[6]};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

/** `/settings/qr-click-overlays/{uuid}`: the link and how it opens; Edit, Delete (asked first). */
export function QrClickOverlayView({ overlay, onDelete }: QrClickOverlayViewProps) {
  const { t } = useTranslation('settingsQrClickOverlays');
  return (
    <Stack gap={6}>
      <PageHeader
        title={overlay.name}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              {
                id: 'qr-click-overlays',
                label: t('qrClickOverlays.title'),
                href: '/settings/qr-click-overlays',
              },
              { id: 'overlay', label: overlay.name },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href={`/settings/qr-click-overlays/${overlay.uuid}/edit`}>
              {t('qrClickOverlays.edit')}
            </Link>
            <DialogTrigger>
              <Button variant="danger">{t('qrClickOverlays.delete')}</Button>
              <AlertDialog
                variant="danger"
                title={t('qrClickOverlays.deleteTitle', { name: overlay.name })}
                actionLabel={t('qrClickOverlays.delete')}
                cancelLabel={t('qrClickOverlays.cancel')}
                pendingLabel={t('qrClickOverlays.deleting')}
                onAction={onDelete}
              >
                {t('qrClickOverlays.deleteBody')}
              </AlertDialog>
            </DialogTrigger>
          </Inline>
        }
      />
      <Facts>
        <dt>{t('qrClickOverlays.fields.url')}</dt>
        <dd>
          <Link href={overlay.url} target="_blank" rel="noreferrer">
            {overlay.url}
          </Link>
        </dd>
        <dt>{t('qrClickOverlays.fields.customLabel')}</dt>
        <dd>{overlay.customLabel ?? t('qrClickOverlays.none')}</dd>
        <dt>{t('qrClickOverlays.fields.type')}</dt>
        <dd>{t(`qrClickOverlays.types.${overlay.type}`)}</dd>
        <dt>{t('qrClickOverlays.fields.openingBehaviour')}</dt>
        <dd>{t(`qrClickOverlays.openingBehaviours.${overlay.openingBehaviour}`)}</dd>
        <dt>{t('qrClickOverlays.columns.createdDate')}</dt>
        <dd>
          <DateTime value={overlay.createdDate} />
        </dd>
      </Facts>
    </Stack>
  );
}
