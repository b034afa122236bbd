import { useTranslation } from '../../i18n/react';
import { Button, Link } from '@studio/ui';
import { ErrorLayout } from './ErrorLayout';

export const SUPPORT_URL = 'mailto:support@studio.example';

export interface ErrorFallbackViewProps {
  isSupportedBrowser: boolean;
  onRetry(): void;
}

/** What a person sees when a screen fails to render (spec section 2, error fallback). */
export function ErrorFallbackView({ isSupportedBrowser, onRetry }: ErrorFallbackViewProps) {
  const { t } = useTranslation('errors');
  if (!isSupportedBrowser) {
    return (
      <ErrorLayout role="alert" aria-labelledby="unsupported-title">
        <h1 id="unsupported-title">{t('unsupportedTitle')}</h1>
        <p>{t('unsupportedBody')}</p>
      </ErrorLayout>
    );
  }
  return (
    <ErrorLayout role="alert" aria-labelledby="oops-title">
      <h1 id="oops-title">{t('oops')}</h1>
      <p>{t('unexpected')}</p>
      <div>
        <Button variant="primary" onPress={onRetry}>
          {t('retry')}
        </Button>
      </div>
      <p>{t('refreshHint')}</p>
      <Link href={SUPPORT_URL}>{t('common:contactSupport')}</Link>
    </ErrorLayout>
  );
}
