/**
 * The seam between the two halves of the live slice:
 *
 * - the encoder side (agents, registration, encoder commands: `apps/encoder` and the agent
 *   protocol) implements `EncoderControl`;
 * - the broadcast side (RTMP ingest, HLS relays, Go Live, live events and their content
 *   destinations, recordings) calls it to make an encoder stream to the ingest, and learns that the
 *   stream arrived from the ingest itself, never from the encoder's word.
 *
 * Tests of the broadcast side use a stand-in that runs an ffmpeg publisher; the server wires the
 * agent-backed implementation in `services.ts`.
 */

/** Where and what an encoder streams for one live event. */
export interface StreamAssignment {
  /** The live event (Go Live or a scheduled instance) the stream belongs to. */
  eventId: string;
  /** The ingest's RTMP publish address without the key, e.g. `rtmp://127.0.0.1:1935/live`. */
  ingestUrl: string;
  /** The encoder channel's stream key: the ingest accepts a publisher by it. */
  streamKey: string;
  /** The encoder preset to stream with, or null for the encoder's automatic settings. */
  encoderPresetId: string | null;
}

/** What an encoder last reported, as section 4's encoder states name it. */
export interface EncoderReport {
  state: string;
  /** The live event it is streaming for, when it streams. */
  eventId: string | null;
  reportedAt: Date;
}

export interface EncoderControl {
  /**
   * Delivers a start command. Resolves once the agent has the command (not once the stream is up:
   * the ingest sees that). Rejects with an `EncoderUnreachableError` when the encoder is offline.
   */
  startStream(
    organisationId: string,
    encoderId: string,
    assignment: StreamAssignment,
  ): Promise<void>;
  /** Delivers a stop command; resolves when delivered. Stopping a stopped encoder is not an error. */
  stopStream(organisationId: string, encoderId: string): Promise<void>;
  /** The encoder's last report, or null when it never reported. */
  lastReport(organisationId: string, encoderId: string): Promise<EncoderReport | null>;
}

export class EncoderUnreachableError extends Error {
  constructor(readonly encoderId: string) {
    super(`Encoder ${encoderId} is not connected.`);
    this.name = 'EncoderUnreachableError';
  }
}
