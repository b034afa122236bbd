import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { Banner, Button } from '@studio/ui';
import { useSession } from '../../../app/runtime-context';
import { completeLanding, readStaffActing } from './staff-acting';

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
  const { t } = useTranslation('shell');
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
 * In the shell: after a switch the session loads afresh, so this lands the person on the
 * dashboard of the organisation they switched into, and, while they are away from their own
 * organisation, shows the banner with the way back (the same switch, password retyped).
 */
export function StaffActingBanner() {
  const navigate = useNavigate();
  const customer = useSession((snapshot) => snapshot.context.customer);
  const [isReturning, setReturning] = useState(false);
  const customerId = customer?.uuid ?? null;

  useEffect(() => {
    if (customerId && completeLanding(customerId)) void navigate('/', { replace: true });
  }, [customerId, navigate]);

  const acting = readStaffActing();
  if (!customer || !acting || acting.homeCustomerId === customer.uuid) return null;
  return (
    <>
      <StaffActingBannerView
        organisationName={customer.name}
        homeName={acting.homeCustomerName}
        onReturn={() => setReturning(true)}
      />
      {isReturning && (
        <Suspense fallback={null}>
          <SwitchOrganisation
            customerId={acting.homeCustomerId}
            customerName={acting.homeCustomerName}
            onClose={() => setReturning(false)}
          />
        </Suspense>
      )}
    </>
  );
}
