import type { EncoderAgentsRepository } from '../../db/encoders/encoders-repository';
import type { StreamAssignment } from '../encoder-control';

/**
 * What `startEncoder` streams. Go Live (the broadcast side) starts an encoder through
 * `EncoderControl` with an assignment it made; the encoder screens' Start button sends no
 * assignment, so this source answers one: the broadcast side may wire its own in services.ts
 * (the event's ingest URL and channel key), and by default it is the stream the encoder was
 * last told to send, for the same event or when no event is named.
 */
export interface StreamAssignmentSource {
  assignmentFor(
    organisationId: string,
    encoderId: string,
    eventId: string | null,
  ): Promise<StreamAssignment | null>;
}

export function lastAssignmentSource(agents: EncoderAgentsRepository): StreamAssignmentSource {
  return {
    async assignmentFor(organisationId, encoderId, eventId) {
      const encoder = await agents.findById(encoderId);
      if (!encoder || encoder.organisationId !== organisationId) return null;
      const last = encoder.lastAssignment;
      if (!last) return null;
      return eventId === null || last.eventId === eventId ? last : null;
    },
  };
}
