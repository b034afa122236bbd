/** The `errors` namespace: the 401, 404 and error fallback pages (spec sections 2 and 8). */
export const errorsEn = {
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
  resourceMissingTitle: 'Resource does not exist.',
  resourceMissingBody: 'It may have been removed, or the link may be out of date.',
  loadFailed: 'We could not load this page.',
} as const;
