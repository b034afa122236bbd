import { useTranslation } from '../../i18n/react';
import { BackLinks } from './BackLinks';
import { ErrorLayout } from './ErrorLayout';

/** A screen's record answered 404: the catalogue's "Resource does not exist." (spec section 8). */
export function ResourceMissingView() {
  const { t } = useTranslation('errors');
  return (
    <ErrorLayout aria-labelledby="resource-missing-title">
      <h1 id="resource-missing-title">{t('resourceMissingTitle')}</h1>
      <p>{t('resourceMissingBody')}</p>
      <BackLinks />
    </ErrorLayout>
  );
}
