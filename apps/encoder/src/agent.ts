import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import {
  AGENT_PROTOCOL_PREFIX,
  type AgentCommand,
  type AgentLogEntry,
  type AgentReport,
  type EncoderState,
  type LogLevel,
  type NetworkSettings,
  type Registration,
  type UiState,
} from './protocol';
import { sourceLabel, type EncoderSource } from './source';
import { StreamSupervisor } from './stream';

export interface AgentOptions {
  /** The studio server, e.g. http://localhost:8080. */
  serverUrl: string;
  /** Where people open the registration page; the server's address unless the studio runs elsewhere. */
  studioUrl?: string;
  /** A software encoder's device identifier; hardware units give `hardware` instead. */
  deviceId?: string;
  hardware?: { serialNumber: string; model: string };
  /** The agent's secret: drawn once and kept by the caller (main.ts keeps it in a state file). */
  secret: string;
  version: string;
  source: EncoderSource;
  ffmpegPath?: string;
  /** How long the server may hold a poll, seconds. */
  pollSeconds?: number;
  /** Between reports when nothing changes. */
  reportEveryMs?: number;
  /** Between checks while waiting for a person to register the encoder. */
  registrationCheckMs?: number;
  /** Where the agent's own lines go (besides the buffer it uploads); stdout by default. */
  print?: (line: string) => void;
}

const MAX_BUFFERED_LOGS = 5000;
const MAX_RETRY_MS = 10_000;

class AgentHttpError extends Error {
  constructor(readonly status: number) {
    super(`The server answered ${status}.`);
  }
}

/** Temperatures the machine exposes (Linux thermal zones); none where it exposes none. */
async function readTemperatures(): Promise<Array<{ name: string; celsius: number }>> {
  const root = '/sys/class/thermal';
  const zones = await readdir(root).catch(() => [] as string[]);
  const sensors = await Promise.all(
    zones
      .filter((zone) => zone.startsWith('thermal_zone'))
      .map(async (zone) => {
        const [type, temp] = await Promise.all([
          readFile(join(root, zone, 'type'), 'utf8').catch(() => zone),
          readFile(join(root, zone, 'temp'), 'utf8').catch(() => ''),
        ]);
        const celsius = Number(temp.trim()) / 1000;
        return Number.isFinite(celsius) && temp.trim() !== '' && celsius >= -40 && celsius <= 150
          ? { name: type.trim().slice(0, 50), celsius: Math.round(celsius * 10) / 10 }
          : undefined;
      }),
  );
  return sensors.filter((sensor) => sensor !== undefined).slice(0, 20);
}

/**
 * The encoder agent: registers (a software encoder waits for a person at /uploader), then keeps
 * the long-poll connection, obeys commands and reports its state. Network failures and a restarted
 * server are waited out and the connection taken up again.
 */
export class EncoderAgent {
  private state: EncoderState = 'IDLE';
  private uiState: UiState = null;
  private eventId: string | null = null;
  private lastError: string | null = null;
  private peakMbps: number | null = null;
  private networkApplied: boolean | undefined;
  private readonly logs: AgentLogEntry[] = [];
  private readonly stream: StreamSupervisor;
  private registration: Registration | undefined;
  private stopped = new AbortController();
  private reportTimer: NodeJS.Timeout | undefined;
  private readonly print: (line: string) => void;

  constructor(private readonly options: AgentOptions) {
    if (!options.deviceId && !options.hardware)
      throw new Error('A software encoder needs a device identifier.');
    this.print = options.print ?? ((line) => process.stdout.write(`${line}\n`));
    this.stream = new StreamSupervisor({
      source: options.source,
      ...(options.ffmpegPath ? { ffmpegPath: options.ffmpegPath } : {}),
      events: {
        onState: (state, error) => {
          if (!this.stream.current) return;
          this.state = state;
          if (error) this.lastError = error;
          this.reportSoon();
        },
        onBitrate: (mbps) => {
          this.peakMbps = Math.max(this.peakMbps ?? 0, Math.round(mbps * 100) / 100);
        },
        log: (level, message) => this.log(level, message),
      },
    });
  }

  /** The registration page a person opens, with what the studio page needs to register it. */
  registrationUrl(): string {
    const url = new URL('/uploader', this.options.studioUrl ?? this.options.serverUrl);
    if (this.options.deviceId) url.searchParams.set('deviceId', this.options.deviceId);
    url.searchParams.set('name', os.hostname().slice(0, 100));
    url.searchParams.set('version', this.options.version);
    return url.toString();
  }

  log(level: LogLevel, message: string): void {
    this.logs.push({ level, entry: message.slice(0, 10_000), timestamp: new Date().toISOString() });
    if (this.logs.length > MAX_BUFFERED_LOGS)
      this.logs.splice(0, this.logs.length - MAX_BUFFERED_LOGS);
    this.print(`[${level}] ${message}`);
  }

  /** Runs until `shutdown`. */
  async run(): Promise<void> {
    while (!this.stopped.signal.aborted) {
      this.registration = await this.register();
      if (!this.registration) return;
      this.log('INFO', `Registered as "${this.registration.name}"; waiting for commands.`);
      this.reportTimer = setInterval(() => this.reportSoon(), this.options.reportEveryMs ?? 30_000);
      await this.report();
      const lost = await this.serve();
      clearInterval(this.reportTimer);
      if (!lost) return;
      // Unregistered: the stream ends and a software encoder waits to be registered again.
      await this.stream.stop();
      this.state = 'IDLE';
      this.eventId = null;
      this.log('WARN', 'The server no longer knows this encoder (unregistered).');
    }
  }

  async shutdown(): Promise<void> {
    this.stopped.abort();
    clearInterval(this.reportTimer);
    await this.stream.stop();
  }

  private async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const response = await fetch(
      new URL(`${AGENT_PROTOCOL_PREFIX}${path}`, this.options.serverUrl),
      {
        method,
        headers: {
          authorization: `Bearer ${this.options.secret}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: this.stopped.signal,
      },
    );
    if (response.status >= 400) {
      await response.body?.cancel();
      throw new AgentHttpError(response.status);
    }
    return response;
  }

  private async pause(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.stopped.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Waits until the server knows this encoder; a software encoder asks a person to register it. */
  private async register(): Promise<Registration | undefined> {
    let announced = false;
    let retryMs = 1000;
    while (!this.stopped.signal.aborted) {
      try {
        const response = await this.request('GET', '/registration');
        if (response.status === 200) return (await response.json()) as Registration;
        await response.body?.cancel();
      } catch (error) {
        if (this.stopped.signal.aborted) return undefined;
        if (error instanceof AgentHttpError && error.status === 401 && this.options.deviceId) {
          try {
            const asked = await fetch(
              new URL(`${AGENT_PROTOCOL_PREFIX}/registration-requests`, this.options.serverUrl),
              {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                  deviceId: this.options.deviceId,
                  secret: this.options.secret,
                  operatingSystem: `${os.type()} ${os.release()}`.slice(0, 100),
                  version: this.options.version,
                }),
                signal: this.stopped.signal,
              },
            );
            await asked.body?.cancel();
            if (asked.status === 409)
              this.log(
                'ERROR',
                'Another encoder is registered or waiting with this device identifier.',
              );
          } catch (requestError) {
            if (this.stopped.signal.aborted) return undefined;
            this.log('WARN', `Could not reach the server: ${String(requestError)}`);
          }
        } else if (error instanceof AgentHttpError && error.status === 401) {
          this.log('ERROR', 'The server does not know this hardware unit’s secret.');
        } else {
          // Once per outage: the server may simply be starting.
          if (retryMs === 1000) this.log('WARN', `Could not reach the server: ${String(error)}`);
          await this.pause(retryMs);
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          continue;
        }
      }
      if (this.options.deviceId && !announced) {
        announced = true;
        this.print(`Open this page, sign in as an Organization Admin and name the encoder:`);
        this.print(`  ${this.registrationUrl()}`);
      }
      retryMs = 1000;
      await this.pause(this.options.registrationCheckMs ?? 2000);
    }
    return undefined;
  }

  /** The command loop; answers true when the server stopped knowing the encoder. */
  private async serve(): Promise<boolean> {
    let retryMs = 1000;
    while (!this.stopped.signal.aborted) {
      try {
        const response = await this.request(
          'GET',
          `/commands?waitSeconds=${this.options.pollSeconds ?? 25}`,
        );
        const { commands } = (await response.json()) as { commands: AgentCommand[] };
        if (retryMs > 1000) {
          this.log('INFO', 'Connected to the server again.');
          await this.report();
        }
        retryMs = 1000;
        for (const command of commands) await this.obey(command);
      } catch (error) {
        if (this.stopped.signal.aborted) return false;
        if (error instanceof AgentHttpError && error.status === 401) return true;
        if (retryMs === 1000)
          this.log('WARN', `Lost the connection to the server (${String(error)}); trying again.`);
        await this.pause(retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      }
    }
    return false;
  }

  private async obey(command: AgentCommand): Promise<void> {
    this.log('INFO', `Command: ${command.type}.`);
    switch (command.type) {
      case 'start':
        this.eventId = command.assignment.eventId;
        this.state = 'STARTING';
        this.lastError = null;
        this.stream.start(command.assignment);
        await this.report();
        return;
      case 'stop':
        await this.stopStreaming();
        return;
      case 'restart': {
        this.uiState = 'restarting';
        await this.report();
        const assignment = this.stream.current;
        await this.stream.stop();
        this.log('INFO', 'Restarted.');
        this.uiState = null;
        if (assignment) {
          this.state = 'STARTING';
          this.stream.start(assignment);
        } else this.state = 'STOPPED';
        await this.report();
        return;
      }
      case 'update':
        this.uiState = 'updating';
        await this.report();
        if (command.version !== this.options.version) {
          // This program is updated by its package manager; it cannot replace itself.
          this.lastError = `Version ${command.version} is installed with the package manager, then the encoder is restarted.`;
          this.log('WARN', this.lastError);
        }
        this.uiState = null;
        await this.report();
        return;
      case 'uploadLogs':
        this.uiState = 'uploadingLogs';
        await this.report();
        await this.stopStreaming(false);
        await this.uploadLogs();
        this.uiState = null;
        await this.report();
        return;
      case 'network':
        this.applyNetwork(command.settings);
        this.networkApplied = true;
        await this.report();
        return;
    }
  }

  private applyNetwork(settings: NetworkSettings): void {
    // The agent runs on a computer whose network it does not own: it keeps the settings for the
    // unit's own network service and reports them taken.
    this.log(
      'INFO',
      settings.dhcp
        ? 'Network: DHCP.'
        : `Network: ${settings.ipAddress}/${settings.netmask} via ${settings.gateway ?? 'no gateway'}.`,
    );
  }

  private async stopStreaming(report = true): Promise<void> {
    if (this.stream.current) {
      this.state = 'STOPPING';
      if (report) await this.report();
      await this.stream.stop();
    }
    this.state = 'STOPPED';
    this.eventId = null;
    if (report) await this.report();
  }

  private async uploadLogs(): Promise<void> {
    const entries = this.logs.slice();
    for (let start = 0; start < entries.length; start += 1000) {
      await this.request('POST', '/logs', { entries: entries.slice(start, start + 1000) }).then(
        (response) => response.body?.cancel(),
      );
    }
  }

  private reportSoon(): void {
    this.report().catch((error: unknown) => {
      if (!this.stopped.signal.aborted) this.print(`[WARN] Could not report: ${String(error)}`);
    });
  }

  async report(): Promise<void> {
    if (!this.registration) return;
    const source = sourceLabel(this.options.source);
    const body: AgentReport = {
      state: this.state,
      uiState: this.uiState,
      reportedState: this.state.toLowerCase(),
      eventId: this.eventId,
      hasInput: this.state === 'STARTED',
      version: this.options.version,
      operatingSystem: `${os.type()} ${os.release()}`.slice(0, 100),
      videoInputSource: source,
      videoInputSources: [source],
      temperatureSensors: await readTemperatures(),
      peakCloudUploadMbps: this.peakMbps,
      error: this.lastError?.slice(0, 1000) ?? null,
      ...(this.networkApplied ? { networkApplied: true } : {}),
    };
    const response = await this.request('POST', '/reports', body);
    await response.body?.cancel();
  }
}
