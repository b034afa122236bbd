import { createHash, randomUUID } from 'node:crypto';
import type { EncoderAgentsRepository, EncoderRow } from '../../db/encoders/encoders-repository';
import type { EncoderUiState } from '../../db/encoders/schema';
import {
  EncoderUnreachableError,
  type EncoderControl,
  type EncoderReport,
  type StreamAssignment,
} from '../encoder-control';
import type { AgentCommand } from './agent-protocol';

/** Distributes `Omit` over the command union, so each kind keeps its own fields. */
type CommandWithoutId<Command> = Command extends unknown ? Omit<Command, 'id'> : never;
export type NewAgentCommand = CommandWithoutId<AgentCommand>;

/** SHA-256 (hex) of an agent secret: what the database keeps. */
export function hashAgentSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

interface AgentLine {
  queue: AgentCommand[];
  /** The held poll, answered when a command arrives. */
  waiter: ((commands: AgentCommand[]) => void) | undefined;
  /** When the agent last polled or reported (ms). */
  lastContactMs: number;
}

export interface AgentHubOptions {
  agents: EncoderAgentsRepository;
  /**
   * How long after its last contact an agent counts as connected when no poll is held: a little
   * more than the poll hold, so the gap between two polls is not taken for a lost connection.
   */
  connectionGraceMs?: number;
}

/** A command an agent's state makes pointless to wait for; the UI state it shows meanwhile. */
const UI_STATE_OF: Partial<Record<AgentCommand['type'], EncoderUiState>> = {
  restart: 'restarting',
  update: 'updating',
  uploadLogs: 'uploadingLogs',
};

/**
 * The encoders' agent connections (agent-protocol.ts), held in memory by the one server process
 * that answers them, and `EncoderControl` on top: a command for an encoder waits in its queue
 * and is handed to the agent's held poll at once. A command is handed out once; an agent that
 * loses the answer reconnects and reports its state, which the studio then shows.
 */
export class EncoderAgentHub implements EncoderControl {
  private readonly lines = new Map<string, AgentLine>();
  private readonly agents: EncoderAgentsRepository;
  private readonly graceMs: number;

  constructor(options: AgentHubOptions) {
    this.agents = options.agents;
    this.graceMs = options.connectionGraceMs ?? 40_000;
  }

  private line(encoderId: string): AgentLine {
    let line = this.lines.get(encoderId);
    if (!line) {
      line = { queue: [], waiter: undefined, lastContactMs: 0 };
      this.lines.set(encoderId, line);
    }
    return line;
  }

  /** Whether the agent holds a poll now or polled or reported within the grace period. */
  isConnected(encoderId: string): boolean {
    const line = this.lines.get(encoderId);
    if (!line) return false;
    return line.waiter !== undefined || Date.now() - line.lastContactMs <= this.graceMs;
  }

  /** Notes contact from the agent (a poll or a report). */
  touch(encoderId: string): void {
    this.line(encoderId).lastContactMs = Date.now();
  }

  /**
   * The agent's poll: queued commands at once, else the first command to arrive within
   * `holdMs`, else none. `signal` ends the wait when the agent's request closes.
   */
  poll(encoderId: string, holdMs: number, signal: AbortSignal): Promise<AgentCommand[]> {
    const line = this.line(encoderId);
    line.lastContactMs = Date.now();
    if (line.queue.length > 0) return Promise.resolve(line.queue.splice(0));
    // A second poll of the same agent (a reconnect before the old request closed) replaces the first.
    line.waiter?.([]);
    return new Promise((resolve) => {
      const finish = (commands: AgentCommand[]) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        if (line.waiter === finish) line.waiter = undefined;
        line.lastContactMs = Date.now();
        resolve(commands);
      };
      const onAbort = () => finish([]);
      const timer = setTimeout(() => finish([]), holdMs);
      signal.addEventListener('abort', onAbort);
      line.waiter = finish;
    });
  }

  /** Puts a command in the agent's queue and wakes its held poll; refuses when it is offline. */
  send(encoderId: string, command: NewAgentCommand): AgentCommand {
    if (!this.isConnected(encoderId)) throw new EncoderUnreachableError(encoderId);
    const sent = { ...command, id: randomUUID() } as AgentCommand;
    const line = this.line(encoderId);
    line.queue.push(sent);
    const waiter = line.waiter;
    if (waiter) {
      line.waiter = undefined;
      waiter(line.queue.splice(0));
    }
    return sent;
  }

  /** The server is closing: every held poll answers at once, so no request keeps it open. */
  close(): void {
    for (const line of this.lines.values()) {
      const waiter = line.waiter;
      line.waiter = undefined;
      waiter?.([]);
    }
  }

  /** An unregistered encoder's agent: its held poll ends, its queue is dropped. */
  forget(encoderId: string): void {
    const line = this.lines.get(encoderId);
    line?.waiter?.([]);
    this.lines.delete(encoderId);
  }

  /**
   * Sends a command and records what the studio shows until the agent reports: STARTING or
   * STOPPING, or the UI state of restart, update and log upload.
   */
  async command(
    encoder: EncoderRow,
    command: NewAgentCommand,
  ): Promise<{ encoder: EncoderRow; sent: AgentCommand }> {
    const sent = this.send(encoder.id, command);
    const uiState = UI_STATE_OF[command.type];
    const changes =
      command.type === 'start'
        ? {
            state: 'STARTING' as const,
            eventId: command.assignment.eventId,
            lastAssignment: command.assignment,
            uiState: null,
          }
        : command.type === 'stop'
          ? { state: 'STOPPING' as const }
          : uiState
            ? { uiState }
            : command.type === 'network'
              ? { networkApplied: false }
              : {};
    return { encoder: (await this.agents.update(encoder.id, changes)) ?? encoder, sent };
  }

  private async encoderOf(organisationId: string, encoderId: string): Promise<EncoderRow> {
    const encoder = await this.agents.findById(encoderId);
    // Another organisation's encoder is as unreachable as an unknown one.
    if (!encoder || encoder.organisationId !== organisationId)
      throw new EncoderUnreachableError(encoderId);
    return encoder;
  }

  async startStream(
    organisationId: string,
    encoderId: string,
    assignment: StreamAssignment,
  ): Promise<void> {
    const encoder = await this.encoderOf(organisationId, encoderId);
    await this.command(encoder, { type: 'start', assignment });
  }

  async stopStream(organisationId: string, encoderId: string): Promise<void> {
    const encoder = await this.encoderOf(organisationId, encoderId);
    const running = ['SET_UP', 'STARTING', 'STARTED'].includes(encoder.state);
    if (!running && !this.isConnected(encoderId)) return;
    await this.command(encoder, { type: 'stop' });
  }

  async lastReport(organisationId: string, encoderId: string): Promise<EncoderReport | null> {
    const encoder = await this.agents.findById(encoderId);
    if (!encoder || encoder.organisationId !== organisationId || !encoder.reportedAt) return null;
    return { state: encoder.state, eventId: encoder.eventId, reportedAt: encoder.reportedAt };
  }
}
