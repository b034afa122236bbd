import { Fragment } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/react';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  DialogTrigger,
  Inline,
  Link,
  PageHeader,
  Stack,
  StatusBadge,
  vars,
} from '@studio/ui';
import type { UserRecord } from './actors';
import { permissionGroupsOf } from './permission-groups';

export interface UserViewProps {
  record: UserRecord;
  /** Removes the user; the dialog stays pending until it settles, and open if it fails. */
  onRemove(): Promise<unknown>;
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

const STATUS_TONES = { verified: 'success', unverified: 'warning', invalid: 'danger' } as const;

/** `/settings/users/{uuid}`: the profile, the contacts, and the permission groups of section 6. */
export function UserView({ record: { user, encoderChannels }, onRemove }: UserViewProps) {
  const { t } = useTranslation('people');
  const yesNo = (value: boolean | undefined) => (value ? t('user.yes') : t('user.no'));
  const channelNames = (user.encoderChannelIds ?? []).map(
    (id) => encoderChannels.find((channel) => channel.uuid === id)?.name ?? id,
  );
  return (
    <Stack gap={6}>
      <PageHeader
        title={user.name}
        description={user.title ?? undefined}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'users', label: t('users.title'), href: '/settings/users' },
              { id: 'user', label: user.name },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href={`/settings/users/${user.uuid}/edit`}>
              {t('user.edit')}
            </Link>
            <DialogTrigger>
              <Button variant="danger">{t('user.remove')}</Button>
              <AlertDialog
                variant="danger"
                title={t('user.removeTitle', { name: user.name })}
                actionLabel={t('user.remove')}
                cancelLabel={t('user.cancel')}
                pendingLabel={t('user.removing')}
                onAction={onRemove}
              >
                {t('user.removeBody')}
              </AlertDialog>
            </DialogTrigger>
          </Inline>
        }
      />
      <Facts>
        <dt>{t('user.fields.userName')}</dt>
        <dd>{user.userName}</dd>
        <dt>{t('user.fields.phone')}</dt>
        <dd>{user.phone ?? t('user.none')}</dd>
        <dt>{t('user.fields.roles')}</dt>
        <dd>{user.roles.map((role) => t(`roles.${role}`)).join(', ')}</dd>
        <dt>{t('user.fields.accountStatus')}</dt>
        <dd>
          <StatusBadge
            label={t(`accountStatus.${user.accountStatus}`)}
            tone={STATUS_TONES[user.accountStatus]}
          />
        </dd>
        <dt>{t('user.fields.pointOfContact')}</dt>
        <dd>{yesNo(user.pointOfContact)}</dd>
        <dt>{t('user.fields.billingContact')}</dt>
        <dd>{yesNo(user.billingContact)}</dd>
        <dt>{t('user.fields.primaryContact')}</dt>
        <dd>{yesNo(user.primaryContact)}</dd>
        <dt>{t('user.fields.eventSummaries')}</dt>
        <dd>{yesNo(user.notificationSettings?.eventSummaries)}</dd>
        <dt>{t('user.fields.productUpdates')}</dt>
        <dd>{yesNo(user.notificationSettings?.productUpdates)}</dd>
      </Facts>
      <Stack gap={3}>
        <h2>{t('user.permissionsTitle')}</h2>
        <p>{t('user.permissionsDescription')}</p>
        <Facts aria-label={t('user.permissionsTitle')}>
          {permissionGroupsOf(user).map(({ group, granted }) => (
            <Fragment key={group}>
              <dt>{t(`permissionGroups.${group}`)}</dt>
              <dd>
                <StatusBadge
                  label={granted ? t('user.granted') : t('user.notGranted')}
                  tone={granted ? 'success' : 'neutral'}
                />
              </dd>
            </Fragment>
          ))}
          <dt>{t('permissionGroups.encoderChannels')}</dt>
          <dd>
            {channelNames.length === 0
              ? t('user.fields.allEncoderChannels')
              : channelNames.join(', ')}
          </dd>
        </Facts>
      </Stack>
    </Stack>
  );
}
