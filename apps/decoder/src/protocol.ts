/**
 * The decoder's copy of the decoder protocol (apps/server/src/live/decoders/decoder-protocol.ts
 * holds the server's, with the reasons). The server's integration test runs this decoder against
 * the real routes, so the two copies cannot drift apart unnoticed.
 */

export interface DecoderChannel {
  encoderChannelId: string;
  name: string;
  eventId: string | null;
  /** The live playlist, relative to the server; null while nothing is live on the channel. */
  playlistPath: string | null;
}

export interface DecoderChannels {
  venueId: string;
  username: string;
  channels: DecoderChannel[];
}

export type DecoderStatus = 'playing' | 'online' | 'offline';

export interface DecoderReport {
  status: DecoderStatus;
  playerVersion: string;
  bufferSeconds: number | null;
  freeMemoryBytes: number;
  totalMemoryBytes: number;
  averageBandwidthKbps: number | null;
  playheadPosition: string | null;
  streamUrl: string | null;
  serialNumber?: string | null;
}

export const DECODER_PROTOCOL_PREFIX = '/api/decoder/v1';
/** The contract's sign-in and renewal (createToken); the refresh token travels in this cookie. */
export const TOKEN_PATH = '/api/v3/auth/token';
export const REFRESH_COOKIE_NAME = 'studio_refresh';
