import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@studio/ui';

export interface DashboardViewProps {
  firstName: string;
  organisationName: string;
  roleLabels: readonly string[];
  defaultRegionName?: string;
}

const Page = styled.div`
  display: grid;
  gap: var(--studio-space-6, 24px);
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
  }
`;

/** The organisation's home: who is signed in, where, and with which roles. */
export function DashboardView({ firstName, organisationName, roleLabels, defaultRegionName }: DashboardViewProps) {
  const { t } = useTranslation();
  return (
    <Page>
      <PageHeader
        title={t('dashboard.title')}
        description={
          <>
            {t('dashboard.welcome', { name: firstName })}. {t('dashboard.organisation', { organisation: organisationName })}
          </>
        }
      />
      <Summary>
        <div>
          <dt>{t('shell.organisation')}</dt>
          <dd>{organisationName}</dd>
        </div>
        <div>
          <dt>{t('dashboard.roles')}</dt>
          <dd>{roleLabels.join(', ')}</dd>
        </div>
        {defaultRegionName && (
          <div>
            <dt>{t('dashboard.region')}</dt>
            <dd>{defaultRegionName}</dd>
          </div>
        )}
      </Summary>
    </Page>
  );
}
