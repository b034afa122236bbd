import styled from 'styled-components';
import { useTranslation } from '../../../i18n/react';
import type {
  DestinationGroup,
  DestinationGroupChoice,
  DestinationGroupChoices,
} from '@studio/api';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  DialogTrigger,
  Inline,
  InlineAlert,
  Link,
  PageHeader,
  Stack,
  vars,
} from '@studio/ui';
import { regionMismatch } from './region-mismatch';

export interface DestinationGroupViewProps {
  group: DestinationGroup;
  /** Names for the ids the group holds. */
  choices: DestinationGroupChoices;
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
  }
  ul {
    margin: 0;
    padding-inline-start: ${vars.space[5]};
  }
`;

/** `/settings/destination-groups/{uuid}`: what the group streams to; Edit, Delete (asked first). */
export function DestinationGroupView({ group, choices, onDelete }: DestinationGroupViewProps) {
  const { t } = useTranslation('settingsDestinationGroups');
  const nameOf = (options: readonly DestinationGroupChoice[], id: string | null | undefined) =>
    id
      ? (options.find((option) => option.uuid === id)?.name ?? t('destinationGroups.unknownChoice'))
      : t('destinationGroups.none');
  const mismatch = regionMismatch(choices, group.webEventProfileId, group.encoderChannelId);
  return (
    <Stack gap={6}>
      <PageHeader
        title={group.name}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              {
                id: 'destination-groups',
                label: t('destinationGroups.title'),
                href: '/settings/destination-groups',
              },
              { id: 'group', label: group.name },
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <Link variant="standalone" href={`/settings/destination-groups/${group.uuid}/edit`}>
              {t('destinationGroups.edit')}
            </Link>
            <DialogTrigger>
              <Button variant="danger">{t('destinationGroups.delete')}</Button>
              <AlertDialog
                variant="danger"
                title={t('destinationGroups.deleteTitle', { name: group.name })}
                actionLabel={t('destinationGroups.delete')}
                cancelLabel={t('destinationGroups.cancel')}
                pendingLabel={t('destinationGroups.deleting')}
                onAction={onDelete}
              >
                {t('destinationGroups.deleteBody')}
              </AlertDialog>
            </DialogTrigger>
          </Inline>
        }
      />
      {mismatch ? (
        <InlineAlert
          tone="warning"
          role="status"
          title={t('destinationGroups.regionMismatchTitle')}
        >
          {t('destinationGroups.regionMismatch', mismatch)}
        </InlineAlert>
      ) : null}
      <Facts>
        <dt>{t('destinationGroups.fields.enabled')}</dt>
        <dd>{group.enabled ? t('destinationGroups.yes') : t('destinationGroups.no')}</dd>
        <dt>{t('destinationGroups.fields.softwareEncoderEnabled')}</dt>
        <dd>
          {group.softwareEncoderEnabled ? t('destinationGroups.yes') : t('destinationGroups.no')}
        </dd>
        <dt>{t('destinationGroups.fields.webChannel')}</dt>
        <dd>{nameOf(choices.webChannels, group.webEventProfileId)}</dd>
        <dt>{t('destinationGroups.fields.encoderChannel')}</dt>
        <dd>{nameOf(choices.encoderChannels, group.encoderChannelId)}</dd>
        <dt>{t('destinationGroups.fields.rtmpDestinations')}</dt>
        <dd>
          {group.rtmpDestinationIds.length === 0 ? (
            t('destinationGroups.none')
          ) : (
            <ul>
              {group.rtmpDestinationIds.map((id) => (
                <li key={id}>{nameOf(choices.rtmpDestinations, id)}</li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('destinationGroups.fields.crossposts')}</dt>
        <dd>
          {group.crossposts.length === 0 ? (
            t('destinationGroups.none')
          ) : (
            <ul>
              {group.crossposts.map((crosspost) => (
                <li key={`${crosspost.destinationType}:${crosspost.channelId}`}>
                  {t('destinationGroups.crosspostEntry', {
                    network: t(`destinationGroups.crosspostTypes.${crosspost.destinationType}`),
                    channelId: crosspost.channelId,
                  })}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </Facts>
    </Stack>
  );
}
