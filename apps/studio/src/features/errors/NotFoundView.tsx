import { useTranslation } from '../../i18n/react';
import { BackLinks } from './BackLinks';
import { ErrorLayout } from './ErrorLayout';

export function NotFoundView() {
  const { t } = useTranslation('errors');
  return (
    <ErrorLayout aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <BackLinks />
    </ErrorLayout>
  );
}
