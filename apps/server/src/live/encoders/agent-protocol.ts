import type { StreamAssignment } from '../encoder-control';

/**
 * The agent protocol between an encoder (apps/encoder, or a hardware unit) and the server, under
 * `/api/agent/v1` beside the contract (agent-routes.ts). apps/encoder/src/protocol.ts holds the
 * agent's copy; the integration test runs the real agent against these routes so the two agree.
 *
 * Transport: HTTP long-poll. The agent holds `GET /commands` open (up to `waitSeconds`), the
 * server answers it at once when a command arrives, and the agent posts reports and logs. Chosen
 * over a WebSocket because it needs no new dependency, passes any HTTP proxy an encoder site may
 * have, shares the server's HTTP stack (body limits, log redaction, error shapes) and is
 * testable with `app.inject`; commands are a few per hour, so a held request per encoder costs
 * nothing worth a second transport. A dropped connection is simply the next poll.
 *
 * Authentication: `Authorization: Bearer <secret>`, a secret the agent draws itself and leaves,
 * hashed, in its registration request; registering at /uploader moves the hash onto the encoder.
 * The secret never travels in a URL and the server keeps only its SHA-256.
 */

export type AgentCommand =
  | { id: string; type: 'start'; assignment: StreamAssignment }
  | { id: string; type: 'stop' }
  | { id: string; type: 'restart' }
  | { id: string; type: 'update'; version: string }
  | { id: string; type: 'uploadLogs' }
  | {
      id: string;
      type: 'network';
      settings: {
        dhcp: boolean;
        ipAddress: string | null;
        netmask: string | null;
        gateway: string | null;
        dnsServers: string[];
      };
    };

export type AgentCommandType = AgentCommand['type'];

/** What an agent reports, after every change and at least once a minute. */
export interface AgentReport {
  /** Section 4's encoder state. */
  state: 'IDLE' | 'STARTING' | 'STARTED' | 'STOPPING' | 'STOPPED' | 'ERROR';
  /** The command it is carrying out (restart, update, log upload), null when none. */
  uiState: 'restarting' | 'updating' | 'uploadingLogs' | null;
  /** The device's own word for its state, kept for support. */
  reportedState?: string;
  eventId: string | null;
  /** Whether its input carries a signal (LIVE rather than NO_INPUT while it streams). */
  hasInput: boolean;
  version: string;
  operatingSystem?: string;
  videoInputSource: string | null;
  videoInputSources: string[];
  temperatureSensors: Array<{ name: string; celsius: number }>;
  peakCloudUploadMbps: number | null;
  /** Last error, e.g. why ffmpeg stopped. */
  error: string | null;
  /** True once network settings sent to it are in effect. */
  networkApplied?: boolean;
  teamViewerId?: string | null;
  teamViewerPassword?: string | null;
}

export interface AgentLogEntry {
  level: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  entry: string;
  timestamp: string;
}

export const AGENT_PROTOCOL_PREFIX = '/api/agent/v1';
