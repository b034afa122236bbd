import { useTranslation } from '../../i18n/react';
import { Card, Grid, Link, PageHeader, Stack } from '@studio/ui';
import type { NavigationEntry } from '../../app/feature-route';

export interface SettingsHubViewProps {
  /** The settings areas the person may use, in order (`navigationFor(..., 'settings')`). */
  areas: readonly NavigationEntry[];
}

/** `/settings`: one card per settings area the person may use, each with what it is for. */
export function SettingsHubView({ areas }: SettingsHubViewProps) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap={6}>
      <PageHeader title={t('hub.title')} description={t('hub.description')} />
      <Grid elementType="ul" aria-label={t('hub.areas')} minColumnWidth="sm" gap={4}>
        {areas.map((area) => {
          const label = t(`shell:nav.${area.label}`);
          return (
            <li key={area.id}>
              <Card
                title={label}
                headingLevel={2}
                description={area.summary ? t(`summary.${area.summary}`) : undefined}
                footer={
                  <Link
                    variant="standalone"
                    href={area.href}
                    aria-label={t('hub.open', { area: label })}
                  >
                    {label}
                  </Link>
                }
              />
            </li>
          );
        })}
      </Grid>
    </Stack>
  );
}
