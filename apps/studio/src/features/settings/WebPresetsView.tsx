import { useTranslation } from '../../i18n/react';
import type { WebPreset } from '@studio/api';
import {
  Breadcrumbs,
  Cell,
  Column,
  EmptyState,
  Link,
  PageHeader,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
} from '@studio/ui';
import { channelLabel } from './web-preset-format';

export interface WebPresetsViewProps {
  /** null until the first page has arrived. */
  presets: readonly WebPreset[] | null;
  /** Whether a further page exists (the Link header's next). */
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
}

/** `/settings/web-presets`: the organisation's web presets by name, each opening its details. */
export function WebPresetsView({
  presets,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: WebPresetsViewProps) {
  const { t } = useTranslation('settings');
  const createLink = (
    <Link variant="standalone" href="/settings/web-presets/create">
      {t('webPresets.create')}
    </Link>
  );
  const header = (
    <PageHeader
      title={t('webPresets.title')}
      description={t('webPresets.description')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('breadcrumbs')}
          items={[
            { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
            { id: 'web-presets', label: t('webPresets.title') },
          ]}
        />
      }
      actions={createLink}
    />
  );
  if (presets !== null && presets.length === 0) {
    return (
      <Stack gap={6}>
        {header}
        <EmptyState
          title={t('webPresets.emptyTitle')}
          description={t('webPresets.emptyBody')}
          headingLevel={2}
          actions={createLink}
        />
      </Stack>
    );
  }
  const loading =
    presets === null
      ? { isLoading: true, loadingText: t('webPresets.loading') }
      : hasMore
        ? { isLoadingMore, onLoadMore, loadingText: t('webPresets.loading') }
        : {};
  return (
    <Stack gap={6}>
      {header}
      <Table aria-label={t('webPresets.listLabel')}>
        <TableHeader>
          <Column id="name" isRowHeader>
            {t('webPresets.columns.name')}
          </Column>
          <Column id="videoChannel">{t('webPresets.columns.videoChannel')}</Column>
          <Column id="audioChannels">{t('webPresets.columns.audioChannels')}</Column>
          <Column id="deinterlace">{t('webPresets.columns.deinterlace')}</Column>
        </TableHeader>
        <TableBody items={presets ?? []} {...loading}>
          {(preset) => (
            <Row id={preset.uuid} href={`/settings/web-presets/${preset.uuid}`}>
              <Cell allowsWrapping>{preset.name}</Cell>
              <Cell>{channelLabel(t, preset.videoChannel)}</Cell>
              <Cell>
                {t('webPresets.audioPair', {
                  left: channelLabel(t, preset.leftAudioChannel),
                  right: channelLabel(t, preset.rightAudioChannel),
                })}
              </Cell>
              <Cell>{preset.deinterlace ? t('webPresets.yes') : t('webPresets.no')}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}
