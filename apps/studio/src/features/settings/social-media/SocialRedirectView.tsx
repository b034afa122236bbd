import { Breadcrumbs, InlineAlert, Link, PageHeader, Stack } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';

export interface SocialRedirectViewProps {
  /** null while the link is being finished. */
  failure: { code: string; providerCode?: string } | null;
}

const KNOWN_CODES = [
  'SOCIAL_ACCESS_DENIED',
  'SOCIAL_ALREADY_LINKED',
  'SOCIAL_CHANNEL_MISMATCH',
  'SOCIAL_NO_CHANNEL',
  'SOCIAL_ACCOUNT_MISMATCH',
  'SOCIAL_GRANT_INVALID',
] as const;
type KnownCode = (typeof KNOWN_CODES)[number];
const isKnown = (code: string): code is KnownCode =>
  (KNOWN_CODES as readonly string[]).includes(code);

/**
 * `/settings/social-media/fb-redirect`: where the provider sends the browser back. It shows the
 * link being finished, or the spec's error and the way back (success goes straight to the list).
 */
export function SocialRedirectView({ failure }: SocialRedirectViewProps) {
  const { t } = useTranslation('socialMedia');
  const message = (() => {
    if (!failure) return null;
    if (failure.providerCode) {
      return t('socialMedia.errors.accessErrorWithCode', { code: failure.providerCode });
    }
    return isKnown(failure.code)
      ? t(`socialMedia.errors.${failure.code}`)
      : t('socialMedia.errors.SOCIAL_GRANT_INVALID');
  })();
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('socialMedia.redirect.title')}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('settings:breadcrumbs')}
            items={[
              { id: 'settings', label: t('shell:nav.settings'), href: '/settings' },
              { id: 'social-media', label: t('socialMedia.title'), href: '/settings/social-media' },
              { id: 'redirect', label: t('socialMedia.redirect.title') },
            ]}
          />
        }
      />
      {message ? (
        <InlineAlert tone="error" role="alert" title={t('socialMedia.redirect.failedTitle')}>
          {message}
        </InlineAlert>
      ) : (
        <p role="status">{t('socialMedia.redirect.finishing')}</p>
      )}
      <Link variant="standalone" href="/settings/social-media">
        {t('socialMedia.redirect.back')}
      </Link>
    </Stack>
  );
}
