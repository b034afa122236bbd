import { areaPages, type FeatureRoute } from '../../../app/feature-route';
import { planGate } from '../../settings/plan-gate';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/** Trimming changes the item: the update capability, on an On Demand plan (spec section 6). */
const trimAccess = {
  capability: 'mediaLibrary.update',
  plan: planGate('onDemand'),
} as const satisfies FeatureRoute['access'];

/** Reading clips is reading the library. */
const readAccess = {
  capability: 'mediaLibrary.get',
  plan: planGate('onDemand'),
} as const satisfies FeatureRoute['access'];

/** A clip is a new library item: the add capability. */
const cutAccess = {
  capability: 'mediaLibrary.add',
  plan: planGate('onDemand'),
} as const satisfies FeatureRoute['access'];

// Each module holds two pages.
const editPages = () => pageModule('./TrimPage');
const clipPages = () => pageModule('./ClipsPage');

/** The trim and clip routes of spec section 2 (Media). */
export const libraryEditRoutes: readonly FeatureRoute[] = [
  {
    id: 'media-trim',
    path: '/media/library/:uuid/trim',
    access: trimAccess,
    namespaces: ['library', 'libraryEdits'],
    page: async () => (await editPages()).TrimPage,
  },
  {
    id: 'clips',
    path: '/media/clips',
    access: readAccess,
    navigation: { label: 'clips', section: 'main', order: 22 },
    namespaces: ['libraryEdits'],
    page: async () => (await clipPages()).ClipsPage,
  },
  {
    id: 'clip',
    path: '/media/clips/:uuid',
    access: readAccess,
    namespaces: ['libraryEdits'],
    page: async () => (await clipPages()).ClipPage,
  },
  {
    id: 'clip-create',
    path: '/media/:mediaId/clips/create',
    access: cutAccess,
    namespaces: ['library', 'libraryEdits'],
    page: async () => (await editPages()).ClipCreatePage,
  },
];
