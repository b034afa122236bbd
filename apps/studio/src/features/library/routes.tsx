import { areaPages, type FeatureRoute } from '../../app/feature-route';
import { planGate } from '../settings/plan-gate';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/** The library needs an On Demand plan (spec section 6) and the capability to read it. */
const readAccess = {
  capability: 'mediaLibrary.get',
  plan: planGate('onDemand'),
} as const satisfies FeatureRoute['access'];

/** Uploading needs the video upload capability as well (a Video Review user has none). */
const uploadAccess = {
  capability: 'videoUpload',
  plan: planGate('onDemand'),
} as const satisfies FeatureRoute['access'];

/** Live recordings are read with the events capability (listEncoderVideos), plan or not. */
const recordingsAccess = { capability: 'events.get' } as const satisfies FeatureRoute['access'];

/** Saving one makes a library item: adding to the library, on an On Demand plan. */
const saveAccess = {
  capability: 'mediaLibrary.add',
  plan: planGate('onDemand'),
} as const satisfies FeatureRoute['access'];

const redirect = async () => (await pageModule('./LibraryRedirect')).LibraryRedirect;
// The recording pages share one module.
const recordingPages = () => pageModule('./recordings/RecordingPage');

/**
 * The library's routes of this slice (spec section 2, Media): `/library` and `/media` lead to
 * `/media/library`; the gallery and list, one item, uploading and the recent uploads; the live
 * recordings (encoder videos) and saving one to the library.
 */
export const libraryRoutes: readonly FeatureRoute[] = [
  {
    id: 'library',
    path: '/media/library',
    access: readAccess,
    navigation: { label: 'library', section: 'main', order: 20 },
    namespaces: ['library'],
    page: async () => (await pageModule('./LibraryPage')).LibraryPage,
  },
  // The redirects render nothing of their own; the namespace comes with them for the next page.
  {
    id: 'library-short',
    path: '/library',
    access: readAccess,
    namespaces: ['library'],
    page: redirect,
  },
  { id: 'media', path: '/media', access: readAccess, namespaces: ['library'], page: redirect },
  {
    id: 'media-upload',
    path: '/media/upload',
    access: uploadAccess,
    namespaces: ['library'],
    page: async () => (await pageModule('./upload/UploadPage')).UploadPage,
  },
  {
    id: 'media-recently-uploaded',
    path: '/media/recently-uploaded',
    access: uploadAccess,
    namespaces: ['library'],
    page: async () => (await pageModule('./RecentlyUploadedPage')).RecentlyUploadedPage,
  },
  {
    id: 'media-item',
    path: '/media/library/:uuid',
    access: readAccess,
    // libraryEdits: the item page's cue editor and its trim and clip links; studioAi and
    // libraryTranscription: its Studio AI and its transcript and subtitles panels.
    namespaces: ['library', 'libraryEdits', 'studioAi', 'libraryTranscription'],
    page: async () => (await pageModule('./MediaItemPage')).MediaItemPage,
  },
  {
    id: 'media-encoder-videos',
    path: '/media/encoder-videos',
    access: recordingsAccess,
    namespaces: ['library', 'libraryRecordings'],
    page: async () => (await recordingPages()).RecordingsPage,
  },
  {
    id: 'media-encoder-video',
    path: '/media/encoder-videos/:uuid',
    access: recordingsAccess,
    namespaces: ['library', 'libraryRecordings'],
    page: async () => (await recordingPages()).RecordingPage,
  },
  {
    id: 'media-save',
    path: '/media/save',
    access: saveAccess,
    namespaces: ['library', 'libraryRecordings'],
    page: async () => (await recordingPages()).SaveToLibraryPage,
  },
];
