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
    encoderChannels: 'Encoder channels',
    webChannels: 'Web channels',
  },
  summary: {
    encoderChannels: 'Where your encoders stream to, and who may use each channel.',
    webChannels: 'The players on your website, their stream addresses and offline content.',
    webPresets: 'Which encoder video and audio channels feed your web streams.',
  },
} as const;
