import { Select, SelectItem, Stack } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';

/**
 * A choice the group names that the form kept otherwise: the event form has one web channel and
 * one encoder channel, so the person's own choice stays and the notice says which one the group
 * named.
 */
export interface KeptChoice {
  field: 'webChannel' | 'encoderChannel';
  chosen: string;
  fromGroup: string;
}

/** What the last group filled in: its name, what was already there, what was kept (by name). */
export interface GroupNotice {
  groupName: string;
  alreadyThere: readonly string[];
  kept?: readonly KeptChoice[];
}

export interface DestinationGroupFieldProps {
  id: string;
  groups: ReadonlyArray<{ uuid: string; name: string }>;
  /** The group last used to fill the form ('' for none). */
  selectedGroupId: string;
  notice: GroupNotice | null;
  isDisabled?: boolean;
  onChoose(groupId: string): void;
}

/**
 * Go Live's and the event form's "Fill from a destination group": a select that fills (only on a
 * confirmed choice, never while the keyboard passes over the groups, which a native select would
 * report) and the notice of what it did, announced politely.
 */
export function DestinationGroupField({
  id,
  groups,
  selectedGroupId,
  notice,
  isDisabled = false,
  onChoose,
}: DestinationGroupFieldProps) {
  const { t } = useTranslation('liveDestinations');
  const kept = (notice?.kept ?? []).map((choice) =>
    t(choice.field === 'webChannel' ? 'group.keptWebChannel' : 'group.keptEncoderChannel', {
      chosen: choice.chosen,
      fromGroup: choice.fromGroup,
    }),
  );
  return (
    <Stack gap={2}>
      <Select
        id={id}
        label={t('group.label')}
        description={t('group.description')}
        items={groups.map(({ uuid, name }) => ({ uuid, name }))}
        selectedKey={selectedGroupId === '' ? null : selectedGroupId}
        onSelectionChange={(key) => {
          if (key !== null) onChoose(String(key));
        }}
        isDisabled={isDisabled}
      >
        {(item) => <SelectItem id={item.uuid}>{item.name}</SelectItem>}
      </Select>
      <div role="status">
        {notice ? (
          <p>
            {t('group.filled', { name: notice.groupName })}
            {notice.alreadyThere.length > 0
              ? ` ${t('group.alreadyThere', { names: notice.alreadyThere.join(', ') })}`
              : ''}
            {kept.map((sentence) => ` ${sentence}`).join('')}
          </p>
        ) : null}
      </div>
    </Stack>
  );
}
