import { describe, expect, it } from 'vitest';
import type { AccessSubject } from './access';
import { FEATURE_ROUTES } from './feature-registry';
import { currentEntry, navigationFor, type FeatureRoute } from './feature-route';

const person = (roles: string[]): AccessSubject => ({ roles, capabilities: [], plans: null });
const page = async () => () => null;

const routes: FeatureRoute[] = [
  {
    id: 'help',
    path: '/help',
    navigation: { label: 'help', section: 'main', order: 1000 },
    page,
  },
  {
    id: 'schedule',
    path: '/schedule',
    access: { permission: 'manageSched' },
    navigation: { label: 'schedule', section: 'main', order: 20 },
    page,
  },
  { id: 'schedule-event', path: '/schedule/event/:uuid', page },
  {
    id: 'settings-users',
    path: '/settings/users',
    access: { permission: 'manageUsers' },
    navigation: { label: 'settings', section: 'settings', order: 10 },
    page,
  },
];

describe('navigation derived from the route declarations', () => {
  it('lists one section in order, only what the person may open, and no unlisted route', () => {
    expect(navigationFor(routes, person(['eventAdmin'])).map((entry) => entry.id)).toEqual([
      'schedule',
      'help',
    ]);
    expect(navigationFor(routes, person(['campusReview'])).map((entry) => entry.id)).toEqual([
      'help',
    ]);
  });

  it('gives the settings hub its own section from the same declarations', () => {
    expect(navigationFor(routes, person(['customerAdmin']), 'settings')).toEqual([
      { id: 'settings-users', label: 'settings', href: '/settings/users' },
    ]);
    expect(navigationFor(routes, person(['eventAdmin']), 'settings')).toEqual([]);
  });

  it('hides the dashboard, Go Live and settings from video reviewers, who lack their permissions', () => {
    const ids = (roles: string[]) =>
      navigationFor(FEATURE_ROUTES, person(roles)).map((entry) => entry.id);
    expect(ids(['campusReview'])).toEqual(['help']);
    const everyMainArea = ['dashboard', 'go-live', 'schedule', 'analytics', 'settings', 'help'];
    expect(ids(['customerAdmin'])).toEqual(everyMainArea);
    // Encoder Control goes live, schedules and may use web presets, so the hub is theirs too.
    expect(ids(['controlEncoder'])).toEqual(everyMainArea);
    // Media Library Admins may not manage schedules (section 6): no Go Live.
    expect(ids(['mediaLibraryAdmin'])).not.toContain('go-live');
  });

  it('lists on the settings hub the areas the person may use, each with its summary', () => {
    const hub = (roles: string[]) => navigationFor(FEATURE_ROUTES, person(roles), 'settings');
    const organisation = {
      id: 'organisation',
      label: 'organisation',
      href: '/settings/organization',
      summary: 'organisation',
    };
    // No plans known: the plan-gated areas (RTMP destinations, QRclick overlays) stay hidden.
    const account = {
      id: 'account',
      label: 'account',
      href: '/settings/account',
      summary: 'account',
    };
    expect(hub(['customerAdmin'])).toEqual([
      account,
      organisation,
      { id: 'encoders', label: 'encoders', href: '/settings/encoders', summary: 'encoders' },
      {
        id: 'encoder-channels',
        label: 'encoderChannels',
        href: '/settings/encoder-channels',
        summary: 'encoderChannels',
      },
      {
        id: 'web-channels',
        label: 'webChannels',
        href: '/settings/web-channels',
        summary: 'webChannels',
      },
      {
        id: 'encoder-presets',
        label: 'encoderPresets',
        href: '/settings/encoder-presets',
        summary: 'encoderPresets',
      },
      {
        id: 'web-presets',
        label: 'webPresets',
        href: '/settings/web-presets',
        summary: 'webPresets',
      },
      {
        id: 'social-media',
        label: 'socialMedia',
        href: '/settings/social-media',
        summary: 'socialMedia',
      },
      {
        id: 'destination-groups',
        label: 'destinationGroups',
        href: '/settings/destination-groups',
        summary: 'destinationGroups',
      },
      { id: 'users', label: 'users', href: '/settings/users', summary: 'users' },
    ]);
    // Their own account, and organisation details (accountDetails): every role but Video Review.
    expect(hub(['mediaLibraryAdmin'])).toEqual([account, organisation]);
    expect(hub(['campusReview'])).toEqual([]);
    const withProPlans = navigationFor(
      FEATURE_ROUTES,
      { ...person(['customerAdmin']), plans: { webPlanId: 'live-web-pro' } },
      'settings',
    ).map((entry) => entry.id);
    expect(withProPlans).toEqual(
      expect.arrayContaining(['rtmp-destinations', 'qr-click-overlays', 'destination-groups']),
    );
    const withStarterPlans = navigationFor(
      FEATURE_ROUTES,
      { ...person(['customerAdmin']), plans: { webPlanId: 'live-web-starter' } },
      'settings',
    ).map((entry) => entry.id);
    expect(withStarterPlans).toContain('qr-click-overlays');
    expect(withStarterPlans).not.toContain('rtmp-destinations');
  });

  it('marks the area that contains the path', () => {
    const entries = navigationFor(FEATURE_ROUTES, person(['customerAdmin']));
    expect(currentEntry(entries, '/')?.id).toBe('dashboard');
    expect(currentEntry(entries, '/help/shortcuts')?.id).toBe('help');
    expect(currentEntry(entries, '/helpdesk')).toBeUndefined();
  });
});
