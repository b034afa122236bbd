/**
 * The agent's side of the agent protocol. The server's side is
 * apps/server/src/live/encoders/agent-protocol.ts (the reasons for HTTP long-poll are there); the
 * server's integration test runs this agent against the server's routes, so the two cannot drift
 * apart unnoticed.
 */

export interface StreamAssignment {
  eventId: string;
  ingestUrl: string;
  streamKey: string;
  encoderPresetId: string | null;
}

export interface NetworkSettings {
  dhcp: boolean;
  ipAddress: string | null;
  netmask: string | null;
  gateway: string | null;
  dnsServers: string[];
}

export type AgentCommand =
  | { id: string; type: 'start'; assignment: StreamAssignment }
  | { id: string; type: 'stop' }
  | { id: string; type: 'restart' }
  | { id: string; type: 'update'; version: string }
  | { id: string; type: 'uploadLogs' }
  | { id: string; type: 'network'; settings: NetworkSettings };

export type EncoderState = 'IDLE' | 'STARTING' | 'STARTED' | 'STOPPING' | 'STOPPED' | 'ERROR';
export type UiState = 'restarting' | 'updating' | 'uploadingLogs' | null;
export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

export interface AgentReport {
  state: EncoderState;
  uiState: UiState;
  reportedState?: string;
  eventId: string | null;
  hasInput: boolean;
  version: string;
  operatingSystem?: string;
  videoInputSource: string | null;
  videoInputSources: string[];
  temperatureSensors: Array<{ name: string; celsius: number }>;
  peakCloudUploadMbps: number | null;
  error: string | null;
  networkApplied?: boolean;
}

export interface AgentLogEntry {
  level: LogLevel;
  entry: string;
  timestamp: string;
}

export interface Registration {
  encoderId: string;
  organisationId: string;
  name: string;
  kind: 'software' | 'hardware';
}

export const AGENT_PROTOCOL_PREFIX = '/api/agent/v1';
