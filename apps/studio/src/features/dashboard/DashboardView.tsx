import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@studio/ui';

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
}

const Page = styled.div`
  display: grid;
  gap: var(--studio-space-6, 24px);

  h2 {
    margin: 0 0 var(--studio-space-3, 12px);
    font-size: var(--studio-font-size-lg, 1.125rem);
  }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: var(--studio-space-4, 16px);
  margin: 0;

  div {
    padding: var(--studio-space-5, 20px);
    border-radius: var(--studio-radius-md, 8px);
    background: var(--studio-color-surface, #fff);
    border: 1px solid var(--studio-color-border, #dde1e6);
  }
  dt {
    color: var(--studio-color-text-subtle, #555);
    font-size: var(--studio-font-size-sm, 0.875rem);
  }
  dd {
    margin: var(--studio-space-1, 4px) 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** The organisation's home: who is signed in, where, with which roles, plans and licences. */
export function DashboardView({
  firstName,
  organisationName,
  roleLabels,
  defaultRegionName,
  plans,
  masterEcg,
  licences,
}: DashboardViewProps) {
  const { t } = useTranslation(['dashboard', 'shell']);
  const none = t('noPlan');
  return (
    <Page>
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
    </Page>
  );
}
