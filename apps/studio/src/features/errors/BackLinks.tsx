import { useTranslation } from '../../i18n/react';
import { Inline, Link } from '@studio/ui';

/** The 401 and 404 pages offer the way back to the main areas (spec section 2). */
export function BackLinks() {
  const { t } = useTranslation('errors');
  const links = [
    { href: '/', label: t('shell:nav.dashboard') },
    { href: '/admin/encoders', label: t('shell:nav.encoders') },
    { href: '/library', label: t('shell:nav.library') },
    { href: '/schedule', label: t('shell:nav.schedule') },
  ];
  return (
    <nav aria-label={t('backLinks')}>
      <Inline elementType="ul" gap={4}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </Inline>
    </nav>
  );
}
