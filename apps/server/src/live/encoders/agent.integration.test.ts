import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { EncoderAgent } from '../../../../encoder/src/agent';
import { contractHandlers } from '../../routes';
import type { Services } from '../../services';
import {
  DEMO_ENCODER_SECRETS,
  DEMO_SOFTWARE_DEVICE_IDS,
  ENCODER_IDS,
} from '../../seed/seed-encoders';
import { buildTestApp, ORGANISATION_IDS, signIn } from '../../test-support';
import { eventuallyDefined } from '../../test-support/eventually';

/**
 * The real agent (apps/encoder) against a real server: it asks to be registered, a person
 * registers it, it takes a start command with an assignment and really runs ffmpeg publishing to
 * an RTMP listener (ffmpeg's own `-listen 1`, which takes any key), then stops on command.
 */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Waits for `check` to hold, checking every 200 ms, failing after the deadline. */
/**
 * A TCP relay to the server that can cut every connection and refuse new ones for a while, as a
 * network outage does.
 */
async function cuttableRelay(targetPort: number) {
  const sockets = new Set<Socket>();
  let refusing = false;
  const server: Server = createServer((incoming) => {
    if (refusing) {
      incoming.destroy();
      return;
    }
    const outgoing = connect(targetPort, '127.0.0.1');
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The relay has no port.');
  return {
    port: address.port,
    cut() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let app: FastifyInstance | undefined;
let agent: EncoderAgent | undefined;
let listener: ChildProcess | undefined;
let relay: Awaited<ReturnType<typeof cuttableRelay>> | undefined;

afterEach(async () => {
  listener?.kill('SIGKILL');
  await agent?.shutdown();
  relay?.cut();
  await relay?.close();
  await app?.close();
});

describe('the encoder agent', () => {
  it('registers, streams RTMP with ffmpeg on a start command, restarts a failed ffmpeg, stops on a stop command', async () => {
    let services: Services | undefined;
    app = await buildTestApp({
      handlers: (built) => {
        services = built;
        return contractHandlers(built);
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('The server has no port.');
    const serverUrl = `http://127.0.0.1:${address.port}`;
    const admin = await signIn(app, 'admin@riverside.example');
    const encoders = `/api/v3/customers/${ORGANISATION_IDS.riverside}/encoders`;

    const printed: string[] = [];
    agent = new EncoderAgent({
      serverUrl,
      deviceId: 'integration-laptop',
      secret: 'integration-agent-secret-0123456789abcdef',
      version: '1.0.0',
      source: { kind: 'test' },
      pollSeconds: 5,
      registrationCheckMs: 200,
      print: (line) => printed.push(line),
    });
    const running = agent.run();

    // It prints the registration page with its device identifier, then waits for a person.
    const link = await eventuallyDefined('the registration link', async () =>
      printed.find((line) => line.includes('/uploader?')),
    );
    expect(link).toContain('deviceId=integration-laptop');
    const registered = await app.inject({
      method: 'POST',
      url: `${encoders}/software`,
      headers: admin.headers,
      payload: { name: 'Integration Laptop', deviceId: 'integration-laptop' },
    });
    expect(registered.statusCode).toBe(201);
    const encoderId = registered.json<{ uuid: string }>().uuid;
    const status = async () =>
      (
        await app!.inject({
          method: 'GET',
          url: `${encoders}/${encoderId}/status`,
          headers: admin.headers,
        })
      ).json<{ state: string; online: boolean; liveStatus: string; eventId: string | null }>();
    await eventuallyDefined('the agent to report', async () =>
      (await status()).online ? true : undefined,
    );

    // An RTMP listener that exits once it has received 60 frames (two seconds of video).
    const rtmpPort = await freePort();
    const listen = () => {
      listener = spawn(
        'ffmpeg',
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-listen',
          '1',
          '-i',
          `rtmp://127.0.0.1:${rtmpPort}/live/sk_integration`,
          '-frames:v',
          '60',
          '-f',
          'null',
          '-',
        ],
        { stdio: 'ignore' },
      );
      const child = listener;
      return new Promise<number | null>((resolve) => child.once('exit', resolve));
    };
    const received = listen();

    const assignment = {
      eventId: '2c4e6a80-1b3d-4f5a-9c7e-8d0f2a4b6c77',
      ingestUrl: `rtmp://127.0.0.1:${rtmpPort}/live`,
      streamKey: 'sk_integration',
      encoderPresetId: null,
    };
    await services!.encoderControl.startStream(ORGANISATION_IDS.riverside, encoderId, assignment);
    const live = await eventuallyDefined('the encoder to stream', async () => {
      const current = await status();
      return current.state === 'STARTED' ? current : undefined;
    });
    expect(live).toMatchObject({ liveStatus: 'LIVE', eventId: assignment.eventId });
    expect(await received).toBe(0);
    // The listener left, so the publishing ffmpeg failed: the agent starts it again, and a new
    // listener on the same address receives the stream.
    expect(await listen()).toBe(0);
    const report = await services!.encoderControl.lastReport(ORGANISATION_IDS.riverside, encoderId);
    expect(report?.eventId).toBe(assignment.eventId);

    await services!.encoderControl.stopStream(ORGANISATION_IDS.riverside, encoderId);
    const stopped = await eventuallyDefined('the encoder to stop', async () => {
      const current = await status();
      return current.state === 'STOPPED' ? current : undefined;
    });
    expect(stopped).toMatchObject({ liveStatus: 'STOPPED', eventId: null });

    await agent.shutdown();
    await running;
  }, 120_000);

  it('takes the connection up again after an outage and obeys the next command', async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('The server has no port.');
    relay = await cuttableRelay(address.port);
    const admin = await signIn(app, 'admin@riverside.example');
    const lobby = `/api/v3/customers/${ORGANISATION_IDS.riverside}/encoders/${ENCODER_IDS.lobbyLaptop}`;
    const printed: string[] = [];
    agent = new EncoderAgent({
      serverUrl: `http://127.0.0.1:${relay.port}`,
      deviceId: DEMO_SOFTWARE_DEVICE_IDS.lobbyLaptop,
      secret: DEMO_ENCODER_SECRETS.lobbyLaptop,
      version: '1.0.0',
      source: { kind: 'test' },
      pollSeconds: 2,
      print: (line) => printed.push(line),
    });
    const running = agent.run();
    const restart = () =>
      app!.inject({ method: 'POST', url: `${lobby}/restart`, headers: admin.headers });
    const uiState = async () =>
      (await app!.inject({ method: 'GET', url: `${lobby}/status`, headers: admin.headers })).json<{
        uiState: string | null;
      }>().uiState;
    await eventuallyDefined('the agent to connect', async () =>
      (await restart()).statusCode === 202 ? true : undefined,
    );
    await eventuallyDefined('the first restart to finish', async () =>
      (await uiState()) === null ? true : undefined,
    );

    relay.cut();
    await eventuallyDefined('the agent to notice', async () =>
      printed.some((line) => line.includes('Lost the connection')) ? true : undefined,
    );
    relay.restore();
    await eventuallyDefined('the agent to reconnect', async () =>
      printed.some((line) => line.includes('Connected to the server again')) ? true : undefined,
    );
    expect((await restart()).statusCode).toBe(202);
    await eventuallyDefined('the restart after the outage to finish', async () =>
      (await uiState()) === null ? true : undefined,
    );

    await agent.shutdown();
    await running;
  }, 120_000);
});
