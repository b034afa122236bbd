import { useTranslation } from 'react-i18next';
import { BackLinks } from './BackLinks';
import { ErrorLayout } from './ErrorLayout';

/** A screen's record answered 404: the catalogue's "Resource does not exist." (spec section 8). */
export function ResourceMissingView() {
  const { t } = useTranslation();
  return (
    <ErrorLayout aria-labelledby="resource-missing-title">
      <h1 id="resource-missing-title">{t('errors.resourceMissingTitle')}</h1>
      <p>{t('errors.resourceMissingBody')}</p>
      <BackLinks />
    </ErrorLayout>
  );
}
