import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/react';
import { Grid, PageHeader, Stack, vars } from '@studio/ui';

export interface LicenceUsage {
  kind: 'enterprise' | 'professional' | 'lanCloud' | 'nonProduction';
  inUse: number;
  total: number;
}

export interface DashboardViewProps {
  firstName: string;
  organisationName: string;
  roleLabels: readonly string[];
  defaultRegionName?: string;
  plans: {
    webPlanName: string | null;
    vodPlanName: string | null;
    multisitePlanName: string | null;
  };
  masterEcg?: string | null;
  licences: readonly LicenceUsage[];
  /** The news widget (it loads on its own, so a failure there never hides the dashboard). */
  news?: ReactNode;
}

const Page = styled(Stack)`
  h2 {
    margin: 0 0 ${vars.space[3]};
    font-size: ${vars.font.size.lg};
  }
`;

/** Facts as tiles: the columns come from Grid, the tile surface from the tokens. */
const Facts = styled(Grid)`
  & > div {
    padding: ${vars.space[5]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
  }
  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
  dd {
    margin: ${vars.space[1]} 0 0;
    font-weight: ${vars.font.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

function Summary(props: Omit<ComponentProps<typeof Grid>, 'elementType' | 'minColumnWidth'>) {
  return <Facts {...props} elementType="dl" minColumnWidth="sm" gap={4} />;
}

/** The organisation's home: who is signed in, where, with which roles, plans and licences. */
export function DashboardView({
  firstName,
  organisationName,
  roleLabels,
  defaultRegionName,
  plans,
  masterEcg,
  licences,
  news,
}: DashboardViewProps) {
  const { t } = useTranslation('dashboard');
  const none = t('noPlan');
  return (
    <Page gap={6}>
      <PageHeader
        title={t('title')}
        description={
          <>
            {t('welcome', { name: firstName })}.{' '}
            {t('organisation', { organisation: organisationName })}
          </>
        }
      />
      <Summary aria-label={t('shell:organisation')}>
        <div>
          <dt>{t('shell:organisation')}</dt>
          <dd>{organisationName}</dd>
        </div>
        <div>
          <dt>{t('roles')}</dt>
          <dd>{roleLabels.join(', ')}</dd>
        </div>
        {defaultRegionName && (
          <div>
            <dt>{t('region')}</dt>
            <dd>{defaultRegionName}</dd>
          </div>
        )}
        {masterEcg && (
          <div>
            <dt>{t('masterEcg')}</dt>
            <dd>{masterEcg}</dd>
          </div>
        )}
      </Summary>
      <section aria-labelledby="dashboard-plans">
        <h2 id="dashboard-plans">{t('plans')}</h2>
        <Summary>
          <div>
            <dt>{t('webPlan')}</dt>
            <dd>{plans.webPlanName ?? none}</dd>
          </div>
          <div>
            <dt>{t('vodPlan')}</dt>
            <dd>{plans.vodPlanName ?? none}</dd>
          </div>
          <div>
            <dt>{t('multisitePlan')}</dt>
            <dd>{plans.multisitePlanName ?? none}</dd>
          </div>
        </Summary>
      </section>
      {licences.length > 0 && (
        <section aria-labelledby="dashboard-licences">
          <h2 id="dashboard-licences">{t('licences')}</h2>
          <Summary>
            {licences.map((licence) => (
              <div key={licence.kind}>
                <dt>{t(`licenceKinds.${licence.kind}`)}</dt>
                <dd>{t('licenceUsage', { inUse: licence.inUse, total: licence.total })}</dd>
              </div>
            ))}
          </Summary>
        </section>
      )}
      {news}
    </Page>
  );
}
