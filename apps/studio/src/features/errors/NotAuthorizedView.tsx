import { useTranslation } from '../../i18n/react';
import { BackLinks } from './BackLinks';
import { ErrorLayout } from './ErrorLayout';

export function NotAuthorizedView() {
  const { t } = useTranslation('errors');
  return (
    <ErrorLayout aria-labelledby="not-authorized-title">
      <h1 id="not-authorized-title">{t('notAuthorizedTitle')}</h1>
      <p>{t('notAuthorizedBody')}</p>
      <BackLinks />
    </ErrorLayout>
  );
}
