/** The `auth` namespace: sign-in. */
export const authEn = {
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
} as const;
