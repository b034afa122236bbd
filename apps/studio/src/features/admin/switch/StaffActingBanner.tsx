import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Banner, Button } from '@studio/ui';

const SwitchOrganisation = lazy(() => import('./SwitchOrganisation'));

export interface StaffActingBannerViewProps {
  organisationName: string;
  homeName: string;
  onReturn(): void;
}

/** The banner every page shows while staff act inside a customer organisation. */
export function StaffActingBannerView({
  organisationName,
  homeName,
  onReturn,
}: StaffActingBannerViewProps) {
  const { t } = useTranslation('admin');
  return (
    <Banner
      tone="warning"
      placement="inline"
      aria-label={t('staff.bannerLabel')}
      title={t('staff.bannerLabel')}
      action={
        <Button variant="secondary" size="sm" onPress={onReturn}>
          {t('staff.returnTo', { organisation: homeName })}
        </Button>
      }
    >
      {t('staff.acting', { organisation: organisationName })}
    </Banner>
  );
}

/**
 * The banner with the way back (the same switch, password retyped); loaded by the shell's gate
 * only while staff act away from their own organisation, with the `admin` words.
 */
export default function StaffActingBanner({
  organisationName,
  homeCustomerId,
  homeName,
}: {
  organisationName: string;
  homeCustomerId: string;
  homeName: string;
}) {
  const [isReturning, setReturning] = useState(false);
  return (
    <>
      <StaffActingBannerView
        organisationName={organisationName}
        homeName={homeName}
        onReturn={() => setReturning(true)}
      />
      {isReturning && (
        <Suspense fallback={null}>
          <SwitchOrganisation
            customerId={homeCustomerId}
            customerName={homeName}
            onClose={() => setReturning(false)}
          />
        </Suspense>
      )}
    </>
  );
}
