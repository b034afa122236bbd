import { useTranslation } from '../../../i18n/react';
import type { HardwareUnit } from '@studio/api';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  Card,
  DialogTrigger,
  Inline,
  Link,
  PageHeader,
  Stack,
} from '@studio/ui';

export interface HardwareUnitViewProps {
  unit: HardwareUnit;
  canChange: boolean;
  /** Deletes the decoder; the dialog stays open while it runs and when it fails. */
  onDelete(): Promise<void>;
}

/** `/hardware/{uuid}`: one unit; a decoder can be deleted after confirming. */
export function HardwareUnitView({ unit, canChange, onDelete }: HardwareUnitViewProps) {
  const { t } = useTranslation('admin');
  const rows: ReadonlyArray<[string, string]> = [
    [t('hardware.fields.serialNumber'), unit.serialNumber],
    [
      t('hardware.fields.modelId'),
      `${unit.model.name} (${t(`hardware.types.${unit.model.type}`)})`,
    ],
    [t('hardware.fields.statusId'), unit.status.name],
    [t('hardware.fields.cycleId'), unit.cycle?.name ?? t('none')],
    [t('hardware.columns.owner'), unit.owner.name],
    [t('hardware.fields.locationId'), unit.location.name],
    [t('hardware.fields.buildDate'), unit.buildDate],
    [t('hardware.fields.saleDate'), unit.saleDate ?? t('hardware.notSold')],
    [
      t('hardware.fields.warrantyLengthYears'),
      t('hardware.warranty', { count: unit.warrantyLengthYears }),
    ],
    [t('hardware.fields.vendorInvoice'), unit.vendorInvoice ?? t('none')],
    [t('hardware.fields.activationCode'), unit.activationCode ?? t('none')],
  ];
  return (
    <Stack gap={6}>
      <PageHeader
        title={unit.serialNumber}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'admin', label: t('area'), href: '/admin' },
              { id: 'hardware', label: t('hardware.title'), href: '/hardware' },
              { id: 'unit', label: unit.serialNumber },
            ]}
          />
        }
        actions={
          canChange ? (
            <Inline gap={3}>
              <Link variant="standalone" href={`/hardware/${unit.uuid}/edit`}>
                {t('hardware.edit')}
              </Link>
              {unit.model.type === 'decoder' && (
                <DialogTrigger>
                  <Button variant="danger">{t('hardware.delete')}</Button>
                  <AlertDialog
                    variant="danger"
                    title={t('hardware.deleteTitle', { serial: unit.serialNumber })}
                    actionLabel={t('hardware.delete')}
                    cancelLabel={t('hardware.cancel')}
                    pendingLabel={t('hardware.deleting')}
                    onAction={onDelete}
                  >
                    {t('hardware.deleteBody')}
                  </AlertDialog>
                </DialogTrigger>
              )}
            </Inline>
          ) : undefined
        }
      />
      <Card>
        <dl>
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </Stack>
  );
}
