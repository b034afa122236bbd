/** English strings: the fallback language and the shape every other language must match. */
export const en = {
  app: {
    name: 'Studio',
    loading: 'Loading Studio…',
    skipToContent: 'Skip to main content',
  },
  login: {
    title: 'Sign in to Studio',
    subtitle: 'Live streaming and video on demand for your organisation.',
    username: 'Username or email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    forgotPassword: 'Forgot password?',
    incorrectCredentials: 'The username or password is incorrect.',
    incorrectCredentialsHelp: 'Forgot your password? Reset it.',
    venueRefused: 'Venue accounts cannot sign in to the Studio. Please use a Studio account.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    errorSummary: 'Please correct the highlighted fields.',
    required: 'This field is required.',
  },
  shell: {
    navigation: 'Main navigation',
    menu: 'Menu',
    closeMenu: 'Close menu',
    signOut: 'Sign out',
    organisation: 'Organisation',
    nav: {
      dashboard: 'Dashboard',
      library: 'Library',
      schedule: 'Schedule',
      goLive: 'Go Live',
      analytics: 'Analytics',
      settings: 'Settings',
      admin: 'Admin',
      help: 'Help',
    },
  },
  dashboard: {
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
  },
  help: {
    title: 'Help',
    description: 'Where to get help with Studio.',
    supportTitle: 'Support',
    supportBody:
      'Our support team answers questions about streaming, the library and your account.',
    keyboardTitle: 'Keyboard',
    keyboardBody:
      'Every screen works with the keyboard: Tab moves between controls, Enter or Space activates them, arrow keys move within menus, lists and tables, and Escape closes dialogs and menus. The first Tab on a page offers a link that skips to its main content.',
  },
  errors: {
    encoders: 'Encoders',
    unsupportedTitle: 'Unsupported Browser Detected',
    unsupportedBody:
      'Studio works best in the latest Chrome, Firefox, Edge or Safari. Please switch to one of them.',
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you are looking for does not exist.',
    notAuthorizedTitle: 'Not authorized',
    notAuthorizedBody:
      'Your account is missing the permissions for this page. Contact your organisation admin.',
    backLinks: 'Go back to',
    oops: 'Oops!',
    unexpected: 'An unexpected error occurred.',
    retry: 'Retry',
    refreshHint: 'Refresh the page to try again.',
    contactSupport: 'Contact support',
    loadFailed: 'We could not load this page.',
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type StudioStrings = Strings<typeof en>;
