/**
 * The event page's live or last run (`scheduleRuns`): a namespace of its own, fetched with the
 * event page only, so the schedule's other routes do not carry these words (docs/performance.md).
 */
export const scheduleRunsEn = {
  liveTitle: 'Live now',
  lastTitle: 'Last run',
  states: {
    starting: 'The occurrence of {{date}} is starting: the encoder starts ahead of it.',
    running: 'The occurrence of {{date}} is live.',
    finished: 'The occurrence of {{date}} ran and has ended.',
    failed: 'The occurrence of {{date}} did not start; the log says why.',
  },
  openLive: 'Open the live event',
  openLast: 'Open the live event of the last run',
  watch: 'Watch on {{name}}',
} as const;
