/** The `about` namespace in English: `/opensource` and the placeholder pages. */
export const aboutEn = {
  openSource: {
    title: 'Open source licences',
    description:
      'The studio and its server are built on these open source packages. The list is made from the installed packages each time the studio is built.',
    listLabel: 'Open source packages',
    loading: 'Loading the licences',
    count: '{{count}} packages',
    columns: { name: 'Package', version: 'Version', license: 'Licence', shippedBy: 'Part' },
    noLicense: 'Not stated',
    parts: { studio: 'Studio', server: 'Server', both: 'Studio and server' },
    failed: 'The list of licences could not be loaded.',
    retry: 'Retry',
  },
  ecommerce: {
    title: 'Online store',
    body: 'Selling tickets, subscriptions and merchandise beside your streams is on its way. Your organisation’s store will appear here.',
    back: 'Back to the dashboard',
  },
  control: {
    title: 'Control',
    body: 'Starting, stopping and updating your encoders happens on the Encoders page.',
    go: 'Go to Control',
  },
} as const;
