/** The `shell` namespace: the frame around every signed-in screen and the names of the areas. */
export const shellEn = {
  navigation: 'Main navigation',
  menu: 'Menu',
  closeMenu: 'Close menu',
  signOut: 'Sign out',
  organisation: 'Organisation',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  nav: {
    dashboard: 'Dashboard',
    library: 'Library',
    schedule: 'Schedule',
    goLive: 'Go Live',
    analytics: 'Analytics',
    settings: 'Settings',
    admin: 'Admin',
    help: 'Help',
    encoders: 'Encoders',
    webPresets: 'Web presets',
    organisation: 'Organization',
  },
  summary: {
    webPresets: 'Which encoder video and audio channels feed your web streams.',
    organisation: 'Your plans, licences, bandwidth usage and library settings.',
  },
} as const;
