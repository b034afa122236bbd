import { isEncoderKind } from '@studio/domain';
import type { OccurrenceRunner } from './scheduler';

/**
 * The server's runner: encoder events go live through the broadcaster, replays (saved video,
 * web channel replay) and scheduled web videos (SIMLIVE) play as web videos. Stopping ends whichever the run started.
 */
export function occurrenceRunner(runners: {
  encoder: OccurrenceRunner;
  replay: OccurrenceRunner;
}): OccurrenceRunner {
  return {
    start: (organisationId, record, occurrence) =>
      (isEncoderKind(record.event.kind) ? runners.encoder : runners.replay).start(
        organisationId,
        record,
        occurrence,
      ),
    async stop(organisationId, handles) {
      if (handles.liveEventId) await runners.encoder.stop(organisationId, handles);
      if (handles.webVideoId) await runners.replay.stop(organisationId, handles);
    },
  };
}
