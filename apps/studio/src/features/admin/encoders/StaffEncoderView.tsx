import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { EncoderSearchResult } from '@studio/api';
import {
  Breadcrumbs,
  Card,
  DateTime,
  Inline,
  Link,
  PageHeader,
  Stack,
  StatusBadge,
} from '@studio/ui';

export interface StaffEncoderViewProps {
  /** The encoder with its organisation, as the staff encoder search finds it. */
  row: EncoderSearchResult;
  /** The staff admin may edit and update; the sudo viewer only sees. */
  canChange: boolean;
}

/**
 * `/encoders/{uuid}`: one encoder of any organisation, for staff — its organisation, state,
 * version, when it was last seen, and the way to its logs, its edit form and its software update.
 */
export function StaffEncoderView({ row, canChange }: StaffEncoderViewProps) {
  const { t } = useTranslation('admin');
  const { encoder, customer } = row;
  const facts: ReadonlyArray<[string, ReactNode]> = [
    [
      t('encoders.columns.customer'),
      <Link key="customer" href={`/admin/organizations/${customer.uuid}`}>
        {customer.name}
      </Link>,
    ],
    [t('encoders.columns.serialNumber'), encoder.serialNumber ?? t('none')],
    [t('encoders.detail.model'), encoder.model],
    [t('encoders.detail.state'), encoder.state],
    [
      t('encoders.detail.connection'),
      <StatusBadge
        key="online"
        label={encoder.online ? t('encoders.online') : t('encoders.offline')}
        tone={encoder.online ? 'success' : 'neutral'}
      />,
    ],
    [
      t('encoders.columns.version'),
      encoder.updateStatus
        ? t(`encoders.detail.versionWithUpdate.${encoder.updateStatus}`, {
            version: encoder.version ?? t('none'),
          })
        : (encoder.version ?? t('none')),
    ],
    [
      t('encoders.detail.lastSeen'),
      encoder.lastSeen ? (
        <DateTime key="lastSeen" value={encoder.lastSeen} />
      ) : (
        t('encoders.detail.neverSeen')
      ),
    ],
  ];
  return (
    <Stack gap={6}>
      <PageHeader
        title={encoder.name}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'admin', label: t('area'), href: '/admin' },
              { id: 'encoders', label: t('encoders.staffTitle'), href: '/encoders' },
              { id: 'encoder', label: encoder.name },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href={`/encoders/${encoder.uuid}/logs`}>
              {t('encoders.detail.logs')}
            </Link>
            {canChange ? (
              <>
                <Link variant="standalone" href={`/encoders/${encoder.uuid}/edit`}>
                  {t('encoders.detail.edit')}
                </Link>
                <Link variant="standalone" href={`/encoder/${encoder.uuid}/update`}>
                  {t('encoders.detail.update')}
                </Link>
              </>
            ) : null}
          </Inline>
        }
      />
      <Card>
        <dl>
          {facts.map(([term, value]) => (
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
