/** The `settings` namespace: the settings hub and the settings areas (issue 11). */
export const settingsEn = {
  breadcrumbs: 'You are here',
  hub: {
    title: 'Settings',
    description: 'What your organisation sets up once and uses in every event.',
    areas: 'Settings areas',
    open: 'Open {{area}}',
  },
  webPresets: {
    title: 'Web presets',
    description:
      'Which encoder channels feed a web stream. An event without a preset uses the default: video channel 1 with audio channels 1 and 2.',
    create: 'New web preset',
    listLabel: 'Web presets',
    loading: 'Loading web presets',
    showMore: 'Show more web presets',
    columns: {
      name: 'Name',
      videoChannel: 'Video channel',
      audioChannels: 'Audio channels (left, right)',
      deinterlace: 'Deinterlace',
    },
    audioPair: '{{left}}, {{right}}',
    channel: {
      none: 'None',
    },
    yes: 'Yes',
    no: 'No',
    emptyTitle: 'No web presets yet',
    emptyBody:
      'Every web stream uses the default channels. Add a preset when an event needs other ones, such as a translation on audio channels 3 and 4.',
    createTitle: 'New web preset',
    editTitle: 'Edit {{name}}',
    fields: {
      name: 'Name',
      videoChannel: 'Encoder video channel',
      leftAudioChannel: 'Left audio channel',
      rightAudioChannel: 'Right audio channel',
      channelHint: '0 means none.',
      deinterlace: 'Deinterlace to progressive',
    },
    save: 'Save',
    saving: 'Saving',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    deleting: 'Deleting',
    deleteTitle: 'Delete {{name}}?',
    deleteBody:
      'Events that name this preset will use the default channels. This cannot be undone.',
    errorsTitle: 'The preset was not saved',
    created: 'Web preset “{{name}}” created.',
    saved: 'Web preset “{{name}}” saved.',
    deleted: 'Web preset “{{name}}” deleted.',
    deleteFailed: 'Web preset “{{name}}” was not deleted.',
  },
  /** The messages of `VALIDATION_MESSAGES` (@studio/domain) a settings form can show. */
  validation: {
    required: 'This field is required.',
    wholeNumber: 'Enter a whole number.',
    webPresetNameMax: 'Name must be at most 50 characters.',
    webPresetNameExists: 'A web preset with this name already exists.',
    videoChannelRange: 'Video channel must be between 0 and 2.',
    audioChannelRange: 'Audio channel must be between 0 and 16.',
    audioChannelsDiffer: 'Left and right audio channels must differ.',
    webPresetDiffersFromDefault:
      'A preset must differ from the default (video channel 1, audio channels 1 and 2).',
  },
} as const;
