import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/runtime-context';
import { useTranslator } from '../../../i18n/react';
import { completeLanding, readStaffActing } from './staff-acting';

/**
 * In the shell on every page, kept small: after a switch the session loads afresh, so this lands
 * the person on the dashboard of the organisation they switched into; while they act away from
 * their own organisation it loads the banner (and the `admin` words) that says so.
 */
export function StaffActingGate() {
  const navigate = useNavigate();
  const translator = useTranslator();
  const customer = useSession((snapshot) => snapshot.context.customer);
  const customerId = customer?.uuid ?? null;
  const Banner = useMemo(
    () =>
      lazy(async () => {
        const [module] = await Promise.all([
          import('./StaffActingBanner'),
          translator.load('admin'),
        ]);
        return module;
      }),
    [translator],
  );

  useEffect(() => {
    if (customerId && completeLanding(customerId)) void navigate('/', { replace: true });
  }, [customerId, navigate]);

  const acting = readStaffActing();
  if (!customer || !acting || acting.homeCustomerId === customer.uuid) return null;
  return (
    <Suspense fallback={null}>
      <Banner
        organisationName={customer.name}
        homeCustomerId={acting.homeCustomerId}
        homeName={acting.homeCustomerName}
      />
    </Suspense>
  );
}
