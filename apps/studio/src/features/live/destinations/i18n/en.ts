/**
 * The `liveDestinations` namespace: the custom RTMP and social destination rows that Go Live and
 * the event form share (issue 15), fetched with those two pages only.
 */
export const liveDestinationsEn = {
  legend: 'Other destinations',
  hint: 'Custom RTMP destinations and linked social channels receive the same stream.',
  addRtmp: 'Add a custom RTMP destination',
  addSocial: 'Add a social destination',
  remove: 'Remove',
  removeRtmp: 'Remove custom RTMP destination {{number}}',
  removeSocial: 'Remove social destination {{number}}',
  rtmpLegend: 'Custom RTMP destination {{number}}',
  socialLegend: 'Social destination {{number}}',
  choose: 'Choose…',
  sandbox: '{{name}} (Sandbox)',
  networks: { FACEBOOK: 'Facebook', YOUTUBE: 'YouTube' },
  channelOption: '{{name}} · {{network}}',
  fields: {
    rtmpDestinationId: 'Custom RTMP destination',
    startOffsetMinutes: 'Start (minutes after stream time)',
    channelId: 'Page or channel',
    title: 'Title',
    description: 'Description',
    privacy: 'Privacy',
    publishStatus: 'Publish status',
  },
  titleHint: 'At most 100 characters on YouTube; no < or >.',
  privacies: { public: 'Public', org: 'Organization', private: 'Private' },
  publishStatuses: {
    published: 'Published',
    unpublished: 'Unpublished',
    scheduled_published: 'Scheduled to publish',
  },
  errors: {
    rtmpRequired: 'Choose a custom RTMP destination.',
    rtmpDuplicate: 'This custom RTMP destination is already a destination.',
    channelRequired: 'Choose an account.',
    channelDuplicate: 'This channel is already a destination.',
    titleRequired: 'Title is required.',
    titleMax: 'YouTube titles can be at most 100 characters.',
    titleAngleBrackets: 'The title cannot contain < or >.',
    descriptionRequired: 'Description is required.',
    descriptionAngleBrackets: 'The description cannot contain < or >.',
    privacyRequired: 'Choose a privacy.',
    publishStatusRequired: 'Choose a publish status.',
  },
  group: {
    label: 'Fill from a destination group',
    description:
      'Adds the group’s web channel, encoder channel, custom RTMP destinations and social channels; you can still change them.',
    none: 'No group',
    filled: '{{name}} filled in its destinations.',
    alreadyThere: 'Already a destination, not added twice: {{names}}.',
    keptWebChannel: 'Kept the web channel {{chosen}}; the group’s is {{fromGroup}}.',
    keptEncoderChannel: 'Kept the encoder channel {{chosen}}; the group’s is {{fromGroup}}.',
  },
  regionMismatch:
    '{{channel}} is in {{webRegion}} and the encoder channel in {{encoderRegion}}: viewers may see more delay.',
  regionMismatchTitle: 'Different regions',
} as const;
