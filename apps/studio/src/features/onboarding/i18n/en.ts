/** The `onboarding` namespace: the getting-started checklist on the dashboard. */
export const onboardingEn = {
  title: 'Get started',
  description: 'A few steps take a new organisation from sign-up to its first live event.',
  progress: '{{done}} of {{total}} steps done',
  done: 'Done',
  toDo: 'To do',
  retry: 'Try again',
  skip: 'Skip',
  skipStep: 'Skip “{{step}}”',
  skipped: '“{{step}}” is marked done.',
  skipFailed: 'The step could not be marked done. Try again.',
  resend: 'Resend the e-mail',
  resendSent: 'A new verification e-mail is on its way to {{email}}.',
  resendFailed: 'The e-mail could not be sent. Try again in a few minutes.',
  actions: {
    createWebChannel: 'Create a web channel',
    connectEncoder: 'Go to encoders',
    scheduleEvent: 'Schedule an event',
    inviteUsers: 'Invite people',
  },
  steps: {
    verifyEmail: {
      label: 'Verify your e-mail address',
      hint: 'Open the link in the e-mail we sent when you signed up.',
    },
    createWebChannel: {
      label: 'Create a web channel',
      hint: 'Where viewers watch your events on the web.',
    },
    connectEncoder: {
      label: 'Connect an encoder',
      hint: 'Register the encoder or software encoder that will send your stream.',
    },
    scheduleEvent: {
      label: 'Schedule an event',
      hint: 'Plan your first broadcast, once or every week.',
    },
    inviteUsers: {
      label: 'Invite your team',
      hint: 'Give colleagues their own sign-in and roles.',
    },
  },
} as const;
