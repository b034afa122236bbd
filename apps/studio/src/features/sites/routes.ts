import { areaPages, type FeatureRoute } from '../../app/feature-route';
import { planGate } from '../settings/plan-gate';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/** Sites need the sites capability and a Pro or higher On Demand plan (spec section 6). */
const access = {
  capability: 'sites.manage',
  plan: planGate('onDemandPro'),
} as const satisfies FeatureRoute['access'];

/** The site routes of spec section 2 (Media). */
export const siteRoutes: readonly FeatureRoute[] = [
  {
    id: 'sites',
    path: '/media/sites',
    access,
    navigation: { label: 'sites', section: 'main', order: 22 },
    namespaces: ['sites'],
    page: async () => (await pageModule('./SitesPage')).SitesPage,
  },
  {
    id: 'site-create',
    path: '/media/sites/create',
    access,
    namespaces: ['sites'],
    page: async () => (await pageModule('./SiteFormPage')).SiteCreatePage,
  },
  {
    id: 'site',
    path: '/media/sites/:uuid',
    access,
    namespaces: ['sites'],
    page: async () => (await pageModule('./SitePage')).SitePage,
  },
  {
    id: 'site-edit',
    path: '/media/sites/:uuid/edit',
    access,
    namespaces: ['sites'],
    page: async () => (await pageModule('./SiteFormPage')).SiteEditPage,
  },
];
