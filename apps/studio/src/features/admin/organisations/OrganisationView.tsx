import { useTranslation } from '../../../i18n/react';
import type { Customer, FeatureToggle, ToggleRegistration } from '@studio/api';
import {
  Breadcrumbs,
  Button,
  Card,
  Grid,
  InlineAlert,
  Inline,
  Link,
  PageHeader,
  Stack,
  Switch,
  ToggleButton,
} from '@studio/ui';

export interface OrganisationViewProps {
  customer: Customer;
  /** `/admin/current-org`: the organisation the person works in now. */
  isCurrent: boolean;
  /** The staff admin may edit, switch and toggle; the sudo viewer only looks. */
  canChange: boolean;
  /** null when the toggles could not be read. */
  toggles: readonly FeatureToggle[] | null;
  registrations: readonly ToggleRegistration[] | null;
  /** The toggle being saved, if any. */
  pendingToggleId: string | null;
  onToggle(toggleId: string, enabled: boolean): void;
  isFavourite: boolean;
  onFavouriteChange(isFavourite: boolean): void;
  /** Opens the Switch to Organization dialog. */
  onSwitch(): void;
  editHref: string;
}

/** One organisation as staff see it: plans, licences, feature toggles, edit and switch. */
export function OrganisationView(props: OrganisationViewProps) {
  const { t } = useTranslation('admin');
  const { customer } = props;
  const planLine = (name: string | null | undefined, start: string | null | undefined) =>
    !name ? t('none') : start ? t('organisation.since', { plan: name, date: start }) : name;
  const usage = customer.usageSummary;
  const licences = usage
    ? ([
        ['enterprise', usage.enterpriseLicensesInUse, usage.enterpriseLicenses],
        ['professional', usage.professionalLicensesInUse, usage.professionalLicenses],
        ['lanCloud', usage.lanCloudSiteLicensesInUse, usage.lanCloudSiteLicenses],
        ['nonProduction', usage.nonProductionSiteLicensesInUse, usage.nonProductionSiteLicenses],
      ] as const)
    : [];
  const enabled = new Map((props.toggles ?? []).map((toggle) => [toggle.toggleId, toggle.enabled]));
  return (
    <Stack gap={6}>
      <PageHeader
        title={customer.name}
        description={props.isCurrent ? t('organisation.current') : undefined}
        breadcrumbs={
          <Breadcrumbs
            aria-label={t('breadcrumbs')}
            items={[
              { id: 'admin', label: t('area'), href: '/admin' },
              props.isCurrent
                ? { id: 'current', label: t('organisation.current') }
                : {
                    id: 'organisations',
                    label: t('organisations.title'),
                    href: '/admin/organizations',
                  },
              ...(props.isCurrent ? [] : [{ id: 'organisation', label: customer.name }]),
            ]}
          />
        }
        actions={
          <Inline gap={3}>
            <ToggleButton isSelected={props.isFavourite} onChange={props.onFavouriteChange}>
              {t('organisation.favourite')}
            </ToggleButton>
            {props.canChange && (
              <Link variant="standalone" href={props.editHref}>
                {t('organisation.edit')}
              </Link>
            )}
            {props.canChange && !props.isCurrent && (
              <Button variant="primary" onPress={props.onSwitch}>
                {t('organisation.switch')}
              </Button>
            )}
          </Inline>
        }
      />
      {!props.canChange && <InlineAlert tone="info">{t('readOnly')}</InlineAlert>}
      <Grid minColumnWidth="md" gap={4}>
        <Card title={t('organisation.plans')}>
          <dl>
            <dt>{t('organisation.uuid')}</dt>
            <dd>{customer.uuid}</dd>
            <dt>{t('organisation.masterEcg')}</dt>
            <dd>{customer.masterEcg ?? t('none')}</dd>
            <dt>{t('organisation.webPlan')}</dt>
            <dd>{planLine(customer.webPlanName, customer.webStartDate)}</dd>
            <dt>{t('organisation.vodPlan')}</dt>
            <dd>{planLine(customer.vodPlanName, customer.vodStartDate)}</dd>
            <dt>{t('organisation.multisitePlan')}</dt>
            <dd>{planLine(customer.multisitePlanName, customer.multisiteStartDate)}</dd>
            <dt>{t('organisation.subtitleHours')}</dt>
            <dd>{customer.subscriptionDetails?.subtitlesHoursPerMonth ?? t('none')}</dd>
          </dl>
        </Card>
        <Card title={t('organisation.licences')}>
          <dl>
            {licences.map(([kind, inUse, total]) => (
              <div key={kind}>
                <dt>{t(`organisation.licenceKinds.${kind}`)}</dt>
                <dd>{t('organisation.licenceUsage', { inUse: inUse ?? 0, total: total ?? 0 })}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </Grid>
      <Card title={t('organisation.toggles')} description={t('organisation.togglesHint')}>
        {props.registrations === null ? (
          <InlineAlert tone="warning">{t('organisation.togglesFailed')}</InlineAlert>
        ) : (
          <Stack gap={3}>
            {props.registrations.map((registration) => (
              <Switch
                key={registration.toggleId}
                isSelected={enabled.get(registration.toggleId) ?? registration.defaultEnabled}
                isDisabled={!props.canChange || props.pendingToggleId === registration.toggleId}
                onChange={(value) => props.onToggle(registration.toggleId, value)}
              >
                {`${registration.toggleId}: ${registration.description}`}
              </Switch>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
