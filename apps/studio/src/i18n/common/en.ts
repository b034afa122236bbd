/** Words every screen may use: the product's name and the generic states of a page. */
export const commonEn = {
  appName: 'Studio',
  loading: 'Loading Studio…',
  skipToContent: 'Skip to main content',
  loadingPage: 'Loading page…',
  required: 'This field is required.',
  contactSupport: 'Contact support',
} as const;
