import { EncoderUnreachableError, type EncoderControl } from '../encoder-control';

/**
 * The encoder control of a server with no encoder agents connected: no encoder ever reported, so
 * Go Live answers NOT_EXIST, and a start is refused as unreachable. The encoder registry
 * (`apps/encoder` and the agent protocol) provides the agent-backed control that replaces it in
 * services.ts.
 */
export const noEncoderAgents: EncoderControl = {
  async startStream(_organisationId, encoderId) {
    throw new EncoderUnreachableError(encoderId);
  },
  async stopStream() {},
  async lastReport() {
    return null;
  },
};
