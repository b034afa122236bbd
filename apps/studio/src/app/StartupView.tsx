import { useTranslation } from '../i18n/react';
import { Spinner, Stack } from '@studio/ui';

/** Shown for the moment the refresh cookie is tried on start-up. */
export function StartupView() {
  const { t } = useTranslation('common');
  return (
    <Stack isFullHeight align="center" justify="center">
      <Spinner label={t('loading')} />
    </Stack>
  );
}
