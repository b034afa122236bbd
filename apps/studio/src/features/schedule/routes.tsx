import { areaPages, type FeatureRoute } from '../../app/feature-route';

/** This area's pages come through its `pages.ts` chunk (see `areaPages`). */
const pageModule = areaPages(() => import('./pages'));

/** Reading and changing the schedule need manageSched (spec section 6); a Video Review user has it not. */
const access = { permission: 'manageSched' } as const satisfies FeatureRoute['access'];

// The page modules that hold more than one page.
const eventFormPages = () => pageModule('./EventFormPage');
const eventPages = () => pageModule('./EventPage');
const postFormPages = () => pageModule('./PostFormPage');

/** Scheduled social posts need manageSocialMedia (section 6): Encoder Control schedules, posts not. */
const postAccess = { permission: 'manageSocialMedia' } as const satisfies FeatureRoute['access'];
// The schedule's own namespace too: every route of a feature folder carries it (its navigation
// and titles); the post words come in a namespace of their own, fetched with these routes only.
// The event form's social and RTMP destination rows are Go Live's, with their words.
const eventFormNamespaces: FeatureRoute['namespaces'] = ['schedule', 'liveDestinations'];
const postNamespaces: FeatureRoute['namespaces'] = ['schedule', 'schedulePosts'];

/**
 * The schedule's routes (spec section 2): the calendar and list, creating and editing an event,
 * one event, its encoder schedule, and scheduled social posts (one, creating and editing, and
 * posting a clip).
 */
export const scheduleRoutes: readonly FeatureRoute[] = [
  {
    id: 'schedule',
    path: '/schedule',
    access,
    navigation: { label: 'schedule', section: 'main', order: 30 },
    namespaces: ['schedule'],
    page: async () => (await pageModule('./SchedulePage')).SchedulePage,
  },
  {
    id: 'schedule-create',
    path: '/schedule/create',
    access,
    namespaces: eventFormNamespaces,
    page: async () => (await eventFormPages()).EventCreatePage,
  },
  {
    id: 'schedule-event',
    path: '/schedule/event/:uuid',
    access,
    // The live or last run's words come with the event page only.
    namespaces: ['schedule', 'scheduleRuns'],
    page: async () => (await eventPages()).EventPage,
  },
  {
    id: 'schedule-event-edit',
    path: '/schedule/event/:uuid/edit',
    access,
    namespaces: eventFormNamespaces,
    page: async () => (await eventFormPages()).EventEditPage,
  },
  {
    id: 'schedule-encoder',
    path: '/schedule/encoder/:uuid',
    access,
    namespaces: ['schedule'],
    page: async () => (await eventPages()).EncoderSchedulePage,
  },
  {
    id: 'schedule-encoder-edit',
    path: '/schedule/encoder/:uuid/edit',
    access,
    namespaces: ['schedule'],
    page: async () => (await eventFormPages()).EncoderScheduleEditPage,
  },
  {
    id: 'schedule-post-create',
    path: '/schedule/post/create',
    access: postAccess,
    namespaces: postNamespaces,
    page: async () => (await postFormPages()).PostCreatePage,
  },
  {
    id: 'schedule-post',
    path: '/schedule/post/:uuid',
    access: postAccess,
    namespaces: postNamespaces,
    page: async () => (await pageModule('./PostPage')).PostPage,
  },
  {
    // Under the library's address (spec section 2), but the post form's page and words.
    id: 'clip-post-social',
    path: '/media/clip-post-social/:uuid?',
    access: postAccess,
    namespaces: postNamespaces,
    page: async () => (await postFormPages()).ClipPostSocialPage,
  },
  {
    id: 'schedule-post-edit',
    path: '/schedule/post/:uuid/edit',
    access: postAccess,
    namespaces: postNamespaces,
    page: async () => (await postFormPages()).PostEditPage,
  },
];
