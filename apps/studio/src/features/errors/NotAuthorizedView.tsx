import { useTranslation } from 'react-i18next';
import { BackLinks } from './BackLinks';
import { ErrorLayout } from './ErrorLayout';

export function NotAuthorizedView() {
  const { t } = useTranslation();
  return (
    <ErrorLayout aria-labelledby="not-authorized-title">
      <h1 id="not-authorized-title">{t('errors.notAuthorizedTitle')}</h1>
      <p>{t('errors.notAuthorizedBody')}</p>
      <BackLinks />
    </ErrorLayout>
  );
}
