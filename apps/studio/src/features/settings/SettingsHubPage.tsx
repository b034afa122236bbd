import { accessSubjectOf } from '../../app/access';
import { FEATURE_ROUTES } from '../../app/feature-registry';
import { navigationFor } from '../../app/feature-route';
import { useSession } from '../../app/runtime-context';
import { SettingsHubView } from './SettingsHubView';

/** The hub lists the settings areas from the same declarations the router and the guard use. */
export function SettingsHubPage() {
  const user = useSession((snapshot) => snapshot.context.user);
  const customer = useSession((snapshot) => snapshot.context.customer);
  const areas = navigationFor(FEATURE_ROUTES, accessSubjectOf(user, customer), 'settings');
  return <SettingsHubView areas={areas} />;
}
