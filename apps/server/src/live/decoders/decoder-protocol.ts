/**
 * The decoder protocol between a venue's decoder (apps/decoder) and the server, under
 * `/api/decoder/v1` beside the contract (decoder-routes.ts), as the encoders' agent protocol is.
 * apps/decoder/src/protocol.ts holds the decoder's copy; the decoder's integration test runs the
 * real decoder against these routes so the two agree.
 *
 * Authentication: the venue's own access token. A decoder signs in with the venue's username and
 * password through the contract's `createToken` (grant `password_cookie`) and renews it with the
 * refresh cookie as the studio does. Only venue (SITE) logins that are venues may use these
 * routes, and only for their own venue: the venue is the login, so no venue id travels in a URL.
 * Removing the venue deletes its login, and its tokens stop working on the next request.
 *
 * Playback: the channels a venue may use are its encoder channels; a decoder plays the
 * recording the live relay writes for the channel's running event, served here (playlist and
 * segments) to the venue's token only, since encoder channels have no public address.
 */

/** An encoder channel the venue may use, and what it plays now. */
export interface DecoderChannel {
  encoderChannelId: string;
  name: string;
  /** The event streaming on the channel, null when none is. */
  eventId: string | null;
  /**
   * Where the live stream's playlist is, relative to the server (send the venue's bearer with
   * it and with its segments); null while nothing is live on the channel.
   */
  playlistPath: string | null;
}

export interface DecoderChannels {
  venueId: string;
  username: string;
  channels: DecoderChannel[];
}

/**
 * The decoder's state in the venue's words (the venue schema's `status`): `playing` while it
 * plays a stream (buffering included: `bufferSeconds` says how much it holds), `online` while it
 * is signed in with nothing to play, `offline` when it leaves.
 */
export type DecoderStatus = 'playing' | 'online' | 'offline';

/** What a decoder reports, every few seconds and at every change of status. */
export interface DecoderReport {
  status: DecoderStatus;
  playerVersion: string;
  /** Seconds of media it holds ahead of the playhead; null when it does not know. */
  bufferSeconds: number | null;
  freeMemoryBytes: number;
  totalMemoryBytes: number;
  /** Bandwidth averaged over the last 30 seconds (spec section 9); null before any byte. */
  averageBandwidthKbps: number | null;
  /** Where it plays, `HH:MM:SS.mmm` from the start of the stream; null when not playing. */
  playheadPosition: string | null;
  /** The stream it plays (absolute), null when not playing. */
  streamUrl: string | null;
  /** A hardware decoder's serial number (D plus 8 digits); software decoders have none. */
  serialNumber?: string | null;
}

export const DECODER_PROTOCOL_PREFIX = '/api/decoder/v1';
