/** The `dashboard` namespace. */
export const dashboardEn = {
  title: 'Dashboard',
  welcome: 'Welcome, {{name}}',
  organisation: 'You are working in {{organisation}}.',
  plans: 'Plans',
  webPlan: 'Live web plan',
  vodPlan: 'On demand plan',
  multisitePlan: 'Multisite plan',
  noPlan: 'None',
  region: 'Default region',
  roles: 'Your roles',
  masterEcg: 'Master ECG',
  licences: 'Licences in use',
  licenceUsage: '{{inUse}} of {{total}}',
  licenceKinds: {
    enterprise: 'Enterprise',
    professional: 'Professional',
    lanCloud: 'LAN + Cloud',
    nonProduction: 'Non-production',
  },
  news: {
    title: 'News',
    loading: 'Loading the news',
    empty: 'No news yet.',
    failed: 'The news could not be loaded.',
    retry: 'Load the news again',
  },
} as const;
