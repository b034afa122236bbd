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
  vars,
} from '@studio/ui';
import type { EncoderChannelDetails } from './actors';
import { daysLabel } from './channel-messages';
import { regionName } from './region-name';

export interface EncoderChannelViewProps extends EncoderChannelDetails {
  /** Deletes the channel; the dialog stays pending until it settles, and open if it fails. */
  onDelete(): Promise<unknown>;
}

export const Facts = styled.dl`
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

const UserList = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space[5]};
`;

/** `/settings/encoder-channels/{uuid}`: the channel, who may use it, Edit and Delete (asked first). */
export function EncoderChannelView({ channel, regions, users, onDelete }: EncoderChannelViewProps) {
  const { t } = useTranslation('settingsChannels');
  return (
    <Stack gap={6}>
      <PageHeader
        title={channel.name}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              {
                id: 'encoder-channels',
                label: t('encoderChannels.title'),
                href: '/settings/encoder-channels',
              },
              { id: 'channel', label: channel.name },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href={`/settings/encoder-channels/${channel.uuid}/edit`}>
              {t('encoderChannels.edit')}
            </Link>
            <DialogTrigger>
              <Button variant="danger">{t('encoderChannels.delete')}</Button>
              <AlertDialog
                variant="danger"
                title={t('encoderChannels.deleteTitle', { name: channel.name })}
                actionLabel={t('encoderChannels.delete')}
                cancelLabel={t('encoderChannels.cancel')}
                pendingLabel={t('encoderChannels.deleting')}
                onAction={onDelete}
              >
                {t('encoderChannels.deleteBody')}
              </AlertDialog>
            </DialogTrigger>
          </Inline>
        }
      />
      <Facts>
        <dt>{t('encoderChannels.fields.region')}</dt>
        <dd>{regionName(regions, channel.regionId) ?? t('encoderChannels.unknownRegion')}</dd>
        <dt>{t('encoderChannels.fields.lanOnly')}</dt>
        <dd>{channel.lanOnly ? t('encoderChannels.yes') : t('encoderChannels.no')}</dd>
        <dt>{t('encoderChannels.columns.deleteAfter')}</dt>
        <dd>{daysLabel(t, channel.deleteAfter)}</dd>
      </Facts>
      <Stack gap={3}>
        <h2>{t('encoderChannels.usersTitle')}</h2>
        {users.length === 0 ? (
          <p>{t('encoderChannels.noUsersGiven')}</p>
        ) : (
          <UserList>
            {users.map((user) => (
              <li key={user.uuid}>
                {user.name} ({user.userName})
              </li>
            ))}
          </UserList>
        )}
      </Stack>
    </Stack>
  );
}
