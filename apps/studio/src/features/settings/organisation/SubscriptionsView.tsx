import styled from 'styled-components';
import type { FeatureToggle, ToggleRegistration } from '@studio/api';
import { Card, DataTable, Grid, Link, Stack, StatusBadge, Switch, vars } from '@studio/ui';
import { useTranslation } from '../../../i18n/react';
import type { SubscriptionsRecord } from './actors';
import { formatters } from './format';

export interface SubscriptionsViewProps {
  record: SubscriptionsRecord;
  /** Staff may switch toggles (`toggles.update`); everyone else reads them. */
  canSwitchToggles: boolean;
  /** The toggle being switched, shown pending. */
  switchingToggle?: string | null;
  onSwitchToggle?(toggle: FeatureToggle): void;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[2]} ${vars.space[6]};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.semibold};
  }
`;

const LICENCES = [
  ['enterprise', 'enterpriseLicenses', 'enterpriseLicensesInUse'],
  ['professional', 'professionalLicenses', 'professionalLicensesInUse'],
  ['lanCloud', 'lanCloudSiteLicenses', 'lanCloudSiteLicensesInUse'],
  ['nonProduction', 'nonProductionSiteLicenses', 'nonProductionSiteLicensesInUse'],
] as const;

const STATUS_TONE = {
  active: 'success',
  in_trial: 'info',
  cancelled: 'neutral',
  ended: 'neutral',
} as const;

/**
 * The Subscriptions tab: the plans with their start dates, the licences and how many are in use,
 * the subscription details and add-ons, and the organisation's feature toggles.
 */
export function SubscriptionsView({
  record,
  canSwitchToggles,
  switchingToggle = null,
  onSwitchToggle,
}: SubscriptionsViewProps) {
  const { t, language } = useTranslation('settingsOrganisation');
  const format = formatters(language);
  const { customer, subscriptions, toggles } = record;
  const plan = (name: string | null | undefined, start: string | null | undefined) =>
    name
      ? start
        ? `${name} (${t('organisation.plans.since', { date: format.date(start) })})`
        : name
      : t('organisation.plans.none');
  const describe = (registration: ToggleRegistration | undefined, toggleId: string) =>
    registration?.description ?? toggleId;

  return (
    <Stack gap={6}>
      <Grid minColumnWidth="md" gap={6}>
        <Card
          title={t('organisation.plans.title')}
          actions={
            <Link variant="standalone" href="/signup/plans">
              {t('organisation.plans.seeAll')}
            </Link>
          }
        >
          <Facts>
            <dt>{t('organisation.plans.web')}</dt>
            <dd>{plan(customer.webPlanName, customer.webStartDate)}</dd>
            <dt>{t('organisation.plans.vod')}</dt>
            <dd>{plan(customer.vodPlanName, customer.vodStartDate)}</dd>
            <dt>{t('organisation.plans.multisite')}</dt>
            <dd>{plan(customer.multisitePlanName, customer.multisiteStartDate)}</dd>
          </Facts>
        </Card>
        <Card title={t('organisation.details.title')}>
          <Facts>
            <dt>{t('organisation.details.subtitleHours')}</dt>
            <dd>{format.count(customer.subscriptionDetails.subtitlesHoursPerMonth)}</dd>
            <dt>{t('organisation.details.onDemandTrial')}</dt>
            <dd>
              {customer.subscriptionDetails.contentLibraryTrialCancelled
                ? t('organisation.details.trialCancelled')
                : t('organisation.details.trialNotCancelled')}
            </dd>
          </Facts>
        </Card>
      </Grid>

      <Stack gap={3}>
        <h2>{t('organisation.licences.title')}</h2>
        <DataTable
          aria-label={t('organisation.licences.caption')}
          loadingText={t('organisation.licences.caption')}
          rows={LICENCES.map(([key, total, inUse]) => ({
            key,
            total: customer.usageSummary[total],
            inUse: customer.usageSummary[inUse],
          }))}
          rowKey={(row) => row.key}
          columns={[
            {
              id: 'type',
              header: t('organisation.licences.type'),
              isRowHeader: true,
              cell: (row) => t(`organisation.licences.${row.key}`),
            },
            {
              id: 'total',
              header: t('organisation.licences.total'),
              align: 'end',
              cell: (row) => format.count(row.total),
            },
            {
              id: 'inUse',
              header: t('organisation.licences.inUse'),
              align: 'end',
              cell: (row) => format.count(row.inUse),
            },
          ]}
        />
      </Stack>

      <Stack gap={3}>
        <h2>{t('organisation.subscriptions.title')}</h2>
        <DataTable
          aria-label={t('organisation.subscriptions.caption')}
          loadingText={t('organisation.subscriptions.caption')}
          emptyText={t('organisation.subscriptions.empty')}
          rows={subscriptions}
          rowKey={(row) => row.uuid}
          columns={[
            {
              id: 'plan',
              header: t('organisation.subscriptions.plan'),
              isRowHeader: true,
              allowsWrapping: true,
              cell: (row) => row.planName,
            },
            {
              id: 'family',
              header: t('organisation.subscriptions.family'),
              cell: (row) => t(`organisation.subscriptions.families.${row.family}`),
            },
            {
              id: 'status',
              header: t('organisation.subscriptions.status'),
              cell: (row) => (
                <StatusBadge
                  label={t(`organisation.subscriptions.statuses.${row.status}`)}
                  tone={STATUS_TONE[row.status]}
                />
              ),
            },
            {
              id: 'renewsOn',
              header: t('organisation.subscriptions.renewsOn'),
              cell: (row) => (row.renewsOn ? format.date(row.renewsOn) : '—'),
            },
            {
              id: 'addOns',
              header: t('organisation.subscriptions.addOns'),
              allowsWrapping: true,
              cell: (row) =>
                row.addOns && row.addOns.length > 0
                  ? row.addOns
                      .map((addOn) =>
                        t('organisation.subscriptions.addOn', {
                          name: t(`organisation.subscriptions.addOnNames.${addOn.name}`),
                          quantity: format.count(addOn.quantity),
                        }),
                      )
                      .join(', ')
                  : t('organisation.subscriptions.noAddOns'),
            },
          ]}
        />
      </Stack>

      {toggles ? (
        <Card
          title={t('organisation.toggles.title')}
          description={
            canSwitchToggles
              ? t('organisation.toggles.staffDescription')
              : t('organisation.toggles.description')
          }
        >
          <Stack gap={3}>
            {toggles.states.map((toggle) => (
              <Switch
                key={toggle.toggleId}
                isSelected={toggle.enabled}
                isReadOnly={!canSwitchToggles}
                isDisabled={switchingToggle === toggle.toggleId}
                onChange={(enabled) => onSwitchToggle?.({ toggleId: toggle.toggleId, enabled })}
              >
                {describe(
                  toggles.registrations.find(
                    (registration) => registration.toggleId === toggle.toggleId,
                  ),
                  toggle.toggleId,
                )}
              </Switch>
            ))}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
