import type { SystemEventLog } from '../events/system-event-log';
import type { MailJobPayload } from '../mail/mail-jobs';
import type { JobDefinition, JobDefinitions } from './definitions';
import type { JobQueue } from './queue';

/**
 * Every kind of job the server runs, with its payload. Feature slices add their kinds here
 * (media processing, relays, mail) and their handlers in `serverJobDefinitions`.
 */
export interface ServerJobPayloads {
  /** Deletes system events past their retention, then schedules the next run. */
  'system-events.trim': Record<string, never>;
  /** One e-mail (an invitation, a reset or verification link): src/mail/mail-jobs.ts. */
  'mail.send': MailJobPayload;
}

export type ServerJobQueue = JobQueue<ServerJobPayloads>;

export const TRIM_INTERVAL_MS = 60 * 60 * 1000;
const TRIM_KEY = 'system-events.trim';

export interface ServerJobDependencies {
  events: SystemEventLog;
  /** The queue the definitions belong to (it needs them to be built, hence a getter). */
  queue: () => ServerJobQueue;
  now: () => Date;
  mail: JobDefinition<MailJobPayload>;
}

export function serverJobDefinitions(
  dependencies: ServerJobDependencies,
): JobDefinitions<ServerJobPayloads> {
  return {
    'system-events.trim': {
      maxAttempts: 3,
      handle: async () => {
        await dependencies.events.trim();
        await scheduleEventTrim(dependencies.queue(), dependencies.now());
      },
    },
    'mail.send': dependencies.mail,
  };
}

/** One trim waits at a time, however many servers and workers schedule it. */
export function scheduleEventTrim(queue: ServerJobQueue, now: Date) {
  return queue.enqueue(
    'system-events.trim',
    {},
    { uniqueKey: TRIM_KEY, runAt: new Date(now.getTime() + TRIM_INTERVAL_MS) },
  );
}
