import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { encoders } from '../db/encoders/schema';
import { systemEvents } from '../db/events/schema';
import { ENCODER_CHANNEL_IDS, WEB_CHANNEL_IDS } from '../seed/demo-data';
import { DEMO_ENCODER_SECRETS, ENCODER_IDS } from '../seed/seed-encoders';
import { ENCODER_MESSAGES, ERROR_MESSAGES } from '@studio/domain';
import { eventually } from '../test-support/eventually';
import {
  buildTestApp,
  ContractResponseValidator,
  openTestDatabase,
  ORGANISATION_IDS,
  signIn,
  type SignedIn,
} from '../test-support';

let contract: ContractResponseValidator;
let database: DatabaseHandle;
let app: FastifyInstance;
let admin: SignedIn;

beforeAll(async () => {
  contract = await ContractResponseValidator.load();
});
beforeEach(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({ database });
  admin = await signIn(app, 'admin@riverside.example');
});
afterEach(async () => {
  await app.close();
});

const base = (organisationId: string = ORGANISATION_IDS.riverside) =>
  `/api/v3/customers/${organisationId}/encoders`;
const agent = '/api/agent/v1';

async function call(
  operationId: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  session: SignedIn = admin,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(contract.check(operationId, response).problems).toEqual([]);
  return response;
}

const agentCall = (
  method: 'GET' | 'POST',
  path: string,
  secret: string,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url: `${agent}${path}`,
    headers: { authorization: `Bearer ${secret}` },
    ...(payload ? { payload } : {}),
  });

const report = (overrides: object = {}) => ({
  state: 'STOPPED',
  uiState: null,
  eventId: null,
  hasInput: false,
  version: '1.0.0',
  videoInputSource: 'Test pattern',
  videoInputSources: ['Test pattern'],
  temperatureSensors: [{ name: 'CPU', celsius: 51 }],
  peakCloudUploadMbps: 12.5,
  error: null,
  ...overrides,
});

const NEW_SECRET = 'a-fresh-agent-secret-of-enough-length-0001';

async function waitForRegistration(deviceId: string, secret = NEW_SECRET) {
  const response = await app.inject({
    method: 'POST',
    url: `${agent}/registration-requests`,
    payload: { deviceId, secret, operatingSystem: 'Linux', version: '1.0.0' },
  });
  expect(response.statusCode).toBe(202);
}

describe('listEncoders and getEncoder', () => {
  it('lists the organisation’s encoders by name, online only when seen within `minutes`', async () => {
    await agentCall('POST', '/reports', DEMO_ENCODER_SECRETS.lobbyLaptop, report());
    const response = await call('listEncoders', 'GET', `${base()}?minutes=2`);
    expect(response.statusCode).toBe(200);
    const encoders = response.json<Array<{ name: string; online: boolean; type: string }>>();
    expect(encoders.map((encoder) => encoder.name)).toEqual([
      'Lobby Laptop',
      'Main Sanctuary',
      'North Campus',
      'Youth Room PC',
    ]);
    expect(encoders.find((encoder) => encoder.name === 'Lobby Laptop')?.online).toBe(true);
    expect(encoders.find((encoder) => encoder.name === 'Youth Room PC')?.online).toBe(false);
    expect(response.headers['x-total-count']).toBe('4');
  });

  it('keeps a null the agent reports as null, not an empty text or a zero', async () => {
    const reported = await agentCall(
      'POST',
      '/reports',
      DEMO_ENCODER_SECRETS.lobbyLaptop,
      report({ peakCloudUploadMbps: null, videoInputSource: null }),
    );
    expect(reported.statusCode).toBeLessThan(300);
    const response = await call('getEncoder', 'GET', `${base()}/${ENCODER_IDS.lobbyLaptop}`);
    expect(response.json()).toMatchObject({ peakCloudUploadMbps: null, videoInputSource: null });
  });

  it('shows the reported facts and the update on offer', async () => {
    const response = await call('getEncoder', 'GET', `${base()}/${ENCODER_IDS.northCampus}`);
    expect(response.json()).toMatchObject({
      serialNumber: 'E00023456',
      model: 'E1200',
      type: 'hardware',
      updateStatus: 'required',
      assignedChannel: { uuid: ENCODER_CHANNEL_IDS.northCampusLan },
      online: false,
    });
  });

  it('keeps organisations apart: another organisation’s encoder is not found', async () => {
    const harbor = await signIn(app, 'admin@harbor.example');
    const response = await call(
      'getEncoder',
      'GET',
      `${base(ORGANISATION_IDS.harbor)}/${ENCODER_IDS.lobbyLaptop}`,
      undefined,
      harbor,
    );
    expect(response.statusCode).toBe(404);
    const other = await call('listEncoders', 'GET', base(), undefined, harbor);
    expect(other.statusCode).toBe(404);
  });
});

describe('registerSoftwareEncoder', () => {
  it('registers a waiting encoder, consuming a licence, and its agent learns it', async () => {
    await waitForRegistration('choir-loft-mac');
    const waiting = await agentCall('GET', '/registration', NEW_SECRET);
    expect(waiting.statusCode).toBe(202);
    const response = await call('registerSoftwareEncoder', 'POST', `${base()}/software`, {
      name: 'Choir Loft Mac',
      deviceId: 'choir-loft-mac',
    });
    expect(response.statusCode).toBe(201);
    const encoder = response.json<{ uuid: string; serialNumber: string; type: string }>();
    expect(encoder).toMatchObject({ serialNumber: 'SW-choir-loft-mac', type: 'software' });
    expect(response.headers.location).toBe(`${base()}/${encoder.uuid}`);
    const registered = await agentCall('GET', '/registration', NEW_SECRET);
    expect(registered.json()).toMatchObject({ encoderId: encoder.uuid, kind: 'software' });
  });

  it('refuses a duplicate name (any case) with the spec’s message', async () => {
    await waitForRegistration('choir-loft-mac');
    const response = await call('registerSoftwareEncoder', 'POST', `${base()}/software`, {
      name: 'lobby laptop',
      deviceId: 'choir-loft-mac',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      { code: 'NAME_EXISTS', message: ENCODER_MESSAGES.duplicateName, field: 'body.name' },
    ]);
  });

  it('refuses when no licence is left, and unregistering frees one', async () => {
    await waitForRegistration('choir-loft-mac');
    expect(
      (
        await call('registerSoftwareEncoder', 'POST', `${base()}/software`, {
          name: 'Choir Loft Mac',
          deviceId: 'choir-loft-mac',
        })
      ).statusCode,
    ).toBe(201);
    await waitForRegistration('balcony-pc', 'another-fresh-agent-secret-of-length-0002');
    const refused = await call('registerSoftwareEncoder', 'POST', `${base()}/software`, {
      name: 'Balcony PC',
      deviceId: 'balcony-pc',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual([{ code: 'NO_LICENSE', message: ENCODER_MESSAGES.noLicence }]);

    const removed = await call('deleteEncoder', 'DELETE', `${base()}/${ENCODER_IDS.youthRoomPc}`);
    expect(removed.statusCode).toBe(204);
    const again = await call('registerSoftwareEncoder', 'POST', `${base()}/software`, {
      name: 'Balcony PC',
      deviceId: 'balcony-pc',
    });
    expect(again.statusCode).toBe(201);
    // The removed encoder's agent is no longer recognised.
    const orphan = await agentCall(
      'GET',
      '/commands?waitSeconds=0',
      DEMO_ENCODER_SECRETS.youthRoomPc,
    );
    expect(orphan.statusCode).toBe(401);
  });

  it('refuses a missing device identifier and an encoder that is not waiting', async () => {
    const missing = await call('registerSoftwareEncoder', 'POST', `${base()}/software`, {
      name: 'Balcony PC',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toContainEqual({
      code: 'DEVICE_ID_MISSING',
      message: ENCODER_MESSAGES.missingDeviceId,
      field: 'body.deviceId',
    });
    const notWaiting = await call('registerSoftwareEncoder', 'POST', `${base()}/software`, {
      name: 'Balcony PC',
      deviceId: 'nobody-here',
    });
    expect(notWaiting.statusCode).toBe(400);
    expect(notWaiting.json()[0].code).toBe('DEVICE_NOT_WAITING');
  });

  it('needs an Organization Admin', async () => {
    await waitForRegistration('choir-loft-mac');
    const events = await signIn(app, 'events@riverside.example');
    const response = await call(
      'registerSoftwareEncoder',
      'POST',
      `${base()}/software`,
      { name: 'Choir Loft Mac', deviceId: 'choir-loft-mac' },
      events,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual([
      { code: 'FORBIDDEN', message: ERROR_MESSAGES.softwareEncoderAdminRequired },
    ]);
  });

  it('does not let a second secret claim a device that is already waiting', async () => {
    await waitForRegistration('choir-loft-mac');
    const response = await app.inject({
      method: 'POST',
      url: `${agent}/registration-requests`,
      payload: { deviceId: 'choir-loft-mac', secret: 'an-intruding-secret-of-enough-length-0003' },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('commands through the agent', () => {
  const lobby = () => `${base()}/${ENCODER_IDS.lobbyLaptop}`;

  it('unregisters an encoder left stopping once its agent is gone, not while it is connected', async () => {
    // An agent counts as connected for 3 s after its last contact here (40 s in production).
    await app.close();
    database = await openTestDatabase();
    app = await buildTestApp({ database, agentConnectionGraceMs: 3_000 });
    admin = await signIn(app, 'admin@riverside.example');
    await agentCall(
      'POST',
      '/reports',
      DEMO_ENCODER_SECRETS.lobbyLaptop,
      report({ state: 'STOPPING' }),
    );
    const connected = await call('deleteEncoder', 'DELETE', lobby());
    expect(connected.statusCode).toBe(409);
    expect(connected.json()[0].code).toBe('ENCODER_STREAMING');
    // No other contact comes (the app closed or crashed while stopping): it stays STOPPING, with
    // nothing to report STOPPED, and once its agent counts as gone it may be unregistered.
    expect((await call('getEncoder', 'GET', lobby())).json()).toMatchObject({ state: 'STOPPING' });
    await eventually(
      async () => (await call('deleteEncoder', 'DELETE', lobby())).statusCode,
      (status) => status === 204,
      'the encoder left stopping to be unregistered',
    );
  });

  it('answers 409 with the offline message when no agent is connected', async () => {
    const response = await call('restartEncoder', 'POST', `${lobby()}/restart`);
    expect(response.statusCode).toBe(409);
    expect(response.json()[0].message).toBe(ENCODER_MESSAGES.offline);
  });

  it('hands restart to the held poll, shows restarting, and the report clears it', async () => {
    const polling = agentCall('GET', '/commands?waitSeconds=5', DEMO_ENCODER_SECRETS.lobbyLaptop);
    // The poll is held until the command arrives.
    await new Promise((resolve) => setImmediate(resolve));
    const sent = await call('restartEncoder', 'POST', `${lobby()}/restart`);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().status).toBe('restarting');
    const commands = (await polling).json<{ commands: Array<{ type: string; id: string }> }>();
    expect(commands.commands).toEqual([{ id: sent.json().id, type: 'restart' }]);
    const status = await call('getEncoderStatus', 'GET', `${lobby()}/status`);
    expect(status.json()).toMatchObject({ uiState: 'restarting', online: true });
    await agentCall('POST', '/reports', DEMO_ENCODER_SECRETS.lobbyLaptop, report());
    const after = await call('getEncoderStatus', 'GET', `${lobby()}/status`);
    expect(after.json()).toMatchObject({ uiState: null, state: 'STOPPED', liveStatus: 'STOPPED' });
    // The studio heard of the change (its encoder page re-reads the status on it).
    const heard = await database.db
      .select({ type: systemEvents.type, state: systemEvents.state })
      .from(systemEvents)
      .where(eq(systemEvents.subjectId, ENCODER_IDS.lobbyLaptop));
    expect(heard).toContainEqual({ type: 'encoder.state', state: 'STOPPED' });
  });

  it('starts the last stream again, then shows LIVE once the agent reports it', async () => {
    const assignment = {
      eventId: '2c4e6a80-1b3d-4f5a-9c7e-8d0f2a4b6c01',
      ingestUrl: 'rtmp://127.0.0.1:1935/live',
      streamKey: 'sk_demo',
      encoderPresetId: null,
    };
    await agentCall('GET', '/commands?waitSeconds=0', DEMO_ENCODER_SECRETS.lobbyLaptop);
    const nothing = await call('startEncoder', 'POST', `${lobby()}/start`);
    expect(nothing.statusCode).toBe(409);
    // The stream Go Live assigned before; startEncoder without an event sends it again.
    await database.db
      .update(encoders)
      .set({ lastAssignment: assignment })
      .where(eq(encoders.id, ENCODER_IDS.lobbyLaptop));
    const started = await call('startEncoder', 'POST', `${lobby()}/start`, {});
    expect(started.statusCode).toBe(202);
    const delivered = await agentCall(
      'GET',
      '/commands?waitSeconds=0',
      DEMO_ENCODER_SECRETS.lobbyLaptop,
    );
    expect(delivered.json().commands[0]).toMatchObject({ type: 'start', assignment });
    await agentCall(
      'POST',
      '/reports',
      DEMO_ENCODER_SECRETS.lobbyLaptop,
      report({ state: 'STARTED', eventId: assignment.eventId, hasInput: true }),
    );
    const status = await call('getEncoderStatus', 'GET', `${lobby()}/status`);
    expect(status.json()).toMatchObject({
      state: 'STARTED',
      liveStatus: 'LIVE',
      eventId: assignment.eventId,
    });
    const busy = await call('deleteEncoder', 'DELETE', lobby());
    expect(busy.statusCode).toBe(409);
    const other = await call('startEncoder', 'POST', `${lobby()}/start`, {
      eventId: '2c4e6a80-1b3d-4f5a-9c7e-8d0f2a4b6c99',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()[0].message).toBe(ENCODER_MESSAGES.liveForAnotherEvent);
  });

  it('stopping an encoder that streams for an event stops the event, its destinations and recording', async () => {
    // This one goes live: an app with the ingest on a free port and a folder for the relay.
    const liveDir = await mkdtemp(join(tmpdir(), 'studio-encoder-stop-'));
    await app.close();
    database = await openTestDatabase();
    app = await buildTestApp({
      database,
      liveIngest: { port: 0 },
      liveDir,
      storageDir: join(liveDir, 'storage'),
    });
    admin = await signIn(app, 'admin@riverside.example');
    onTestFinished(() => rm(liveDir, { recursive: true, force: true }));
    await agentCall('GET', '/commands?waitSeconds=0', DEMO_ENCODER_SECRETS.lobbyLaptop);
    await agentCall('POST', '/reports', DEMO_ENCODER_SECRETS.lobbyLaptop, report());
    const goLive = await call(
      'startGoLive',
      'POST',
      `/api/v4/customers/${ORGANISATION_IDS.riverside}/golive`,
      {
        name: 'Midweek Prayer',
        encoderId: ENCODER_IDS.lobbyLaptop,
        encoderChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
        durationMinutes: 30,
        contentDestinations: [{ type: 'EMBED', webEventProfileId: WEB_CHANNEL_IDS.youth }],
      },
    );
    expect(goLive.statusCode).toBe(202);
    const delivered = await agentCall(
      'GET',
      '/commands?waitSeconds=5',
      DEMO_ENCODER_SECRETS.lobbyLaptop,
    );
    const [start] = delivered.json<{ commands: Array<{ assignment: { eventId: string } }> }>()
      .commands;
    const eventId = start!.assignment.eventId;
    await agentCall(
      'POST',
      '/reports',
      DEMO_ENCODER_SECRETS.lobbyLaptop,
      report({ state: 'STARTED', eventId, hasInput: true }),
    );

    const stopped = await call('stopEncoder', 'POST', `${lobby()}/stop`);
    expect(stopped.statusCode).toBe(202);
    const destinations = await call(
      'listContentDestinations',
      'GET',
      `/api/v3/customers/${ORGANISATION_IDS.riverside}/contentdestinations`,
    );
    expect(destinations.json()).toEqual([expect.objectContaining({ eventId, status: 'stopped' })]);
    const videos = await call(
      'listEncoderVideos',
      'GET',
      `/api/v3/customers/${ORGANISATION_IDS.riverside}/encodervideos`,
    );
    expect(videos.json()).toEqual([expect.objectContaining({ state: 'STOPPED' })]);
  });

  it('uploads logs through the agent and reads them back at a level', async () => {
    await agentCall('GET', '/commands?waitSeconds=0', DEMO_ENCODER_SECRETS.lobbyLaptop);
    const sent = await call('uploadEncoderLogs', 'POST', `${lobby()}/uploadlogs`);
    expect(sent.json().status).toBe('uploadingLogs');
    const written = await agentCall('POST', '/logs', DEMO_ENCODER_SECRETS.lobbyLaptop, {
      entries: [
        { level: 'DEBUG', entry: 'probe', timestamp: '2026-11-22T10:00:00Z' },
        { level: 'INFO', entry: 'started', timestamp: '2026-11-22T10:00:01Z' },
        { level: 'ERROR', entry: 'input lost', timestamp: '2026-11-22T10:00:02Z' },
      ],
    });
    expect(written.statusCode).toBe(202);
    const logs = `/api/logs/${ORGANISATION_IDS.riverside}/logs/${ENCODER_IDS.lobbyLaptop}`;
    const byDefault = await call('listEncoderLogs', 'GET', logs);
    expect(byDefault.json().map((entry: { entry: string }) => entry.entry)).toEqual([
      'input lost',
      'started',
    ]);
    const errors = await call('listEncoderLogs', 'GET', `${logs}?minlevel=ERROR`);
    expect(errors.json()).toEqual([
      { entry: 'input lost', level: 'ERROR', timestamp: '2026-11-22T10:00:02.000Z' },
    ]);
  });

  it('refuses an unknown secret', async () => {
    const response = await agentCall('POST', '/reports', 'not-a-registered-secret', report());
    expect(response.statusCode).toBe(401);
  });
});

describe('updateEncoder', () => {
  const url = () => `${base()}/${ENCODER_IDS.mainSanctuary}`;

  it('renames, assigns a channel and an input the encoder offers', async () => {
    const response = await call('updateEncoder', 'PATCH', url(), {
      name: 'Sanctuary Booth',
      assignedChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
      videoInputSource: 'HDMI',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Sanctuary Booth',
      assignedChannel: { uuid: ENCODER_CHANNEL_IDS.youthMinistry, name: 'Youth Ministry' },
      videoInputSource: 'HDMI',
    });
  });

  it('refuses a name in use, another organisation’s channel and an input it lacks', async () => {
    const duplicate = await call('updateEncoder', 'PATCH', url(), { name: 'NORTH CAMPUS' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()[0].message).toBe(ENCODER_MESSAGES.duplicateName);
    const channel = await call('updateEncoder', 'PATCH', url(), {
      assignedChannelId: ENCODER_CHANNEL_IDS.harborGym,
    });
    expect(channel.statusCode).toBe(400);
    const input = await call('updateEncoder', 'PATCH', url(), { videoInputSource: 'SDI 9' });
    expect(input.statusCode).toBe(400);
  });

  it('is refused to Video Review', async () => {
    const review = await signIn(app, 'review@riverside.example');
    const response = await call('updateEncoder', 'PATCH', url(), { name: 'X' }, review);
    expect(response.statusCode).toBe(403);
  });
});

describe('remote support', () => {
  it('is staff only, and a software encoder has none', async () => {
    const staff = await signIn(app, 'staff@studio.example');
    const software = `${base()}/${ENCODER_IDS.lobbyLaptop}/teamviewer`;
    const read = await call('getEncoderTeamViewer', 'GET', software, undefined, staff);
    expect(read.json()).toEqual({ teamViewerId: null, teamViewerPassword: null, enabled: false });
    const refused = await call(
      'updateEncoderTeamViewer',
      'PUT',
      software,
      { teamViewerId: null, enabled: true },
      staff,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()[0].message).toBe(ENCODER_MESSAGES.softwareHasNoRemoteSupport);
    const notStaff = await call('getEncoderTeamViewer', 'GET', software);
    expect(notStaff.statusCode).toBe(403);
  });
});

describe('hardware settings', () => {
  it('answers network settings for hardware only and keeps a change unapplied until reported', async () => {
    const software = await call(
      'getEncoderNetwork',
      'GET',
      `${base()}/${ENCODER_IDS.lobbyLaptop}/network`,
    );
    expect(software.statusCode).toBe(404);
    const url = `${base()}/${ENCODER_IDS.mainSanctuary}/network`;
    const changed = await call('updateEncoderNetwork', 'PUT', url, { dhcp: true });
    expect(changed.json()).toMatchObject({ dhcp: true, applied: false });
    const poll = await agentCall(
      'GET',
      '/commands?waitSeconds=0',
      DEMO_ENCODER_SECRETS.mainSanctuary,
    );
    expect(poll.json().commands).toEqual([
      expect.objectContaining({
        type: 'network',
        settings: expect.objectContaining({ dhcp: true }),
      }),
    ]);
    await agentCall(
      'POST',
      '/reports',
      DEMO_ENCODER_SECRETS.mainSanctuary,
      report({
        version: '4.12.0',
        networkApplied: true,
        videoInputSource: 'SDI 1',
        videoInputSources: ['SDI 1'],
      }),
    );
    expect((await call('getEncoderNetwork', 'GET', url)).json().applied).toBe(true);
  });

  it('offers the versions an encoder may install and refuses others', async () => {
    const url = `${base()}/${ENCODER_IDS.mainSanctuary}`;
    const options = await call('getEncoderOptions', 'GET', `${url}/options`);
    expect(options.json().versions).toEqual(['4.13.0', '4.12.0']);
    const refused = await call('updateEncoderVersion', 'POST', `${url}/update`, {
      version: '9.9.9',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('lets staff move an encoder to another organisation, leaving its channel', async () => {
    const staff = await signIn(app, 'staff@studio.example');
    const moved = await call(
      'moveEncoder',
      'POST',
      `${base()}/${ENCODER_IDS.northCampus}/move`,
      { customerId: ORGANISATION_IDS.harbor },
      staff,
    );
    expect(moved.statusCode).toBe(202);
    const there = await call(
      'getEncoder',
      'GET',
      `${base(ORGANISATION_IDS.harbor)}/${ENCODER_IDS.northCampus}`,
      undefined,
      staff,
    );
    expect(there.json()).toMatchObject({
      customerId: ORGANISATION_IDS.harbor,
      assignedChannel: null,
    });
    const notStaff = await call(
      'moveEncoder',
      'POST',
      `${base()}/${ENCODER_IDS.mainSanctuary}/move`,
      { customerId: ORGANISATION_IDS.harbor },
    );
    expect(notStaff.statusCode).toBe(403);
  });
});

describe('uploaders', () => {
  it('registers with a person’s credentials, refuses a duplicate, lists and removes', async () => {
    const registered = await call('registerUploader', 'POST', '/api/v3/uploaders', {
      name: 'Media desk PC',
      userName: 'library@riverside.example',
      password: 'Studio-Demo-2026',
    });
    expect(registered.statusCode).toBe(201);
    const duplicate = await call('registerUploader', 'POST', '/api/v3/uploaders', {
      name: 'media desk pc',
      userName: 'admin@riverside.example',
      password: 'Studio-Demo-2026',
    });
    expect(duplicate.statusCode).toBe(409);
    const wrong = await call('registerUploader', 'POST', '/api/v3/uploaders', {
      name: 'Other',
      userName: 'admin@riverside.example',
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(400);
    const list = await call(
      'listUploaders',
      'GET',
      `/api/v3/customers/${ORGANISATION_IDS.riverside}/uploaders`,
    );
    expect(list.json()).toEqual([expect.objectContaining({ name: 'Media desk PC' })]);
    const removed = await call(
      'deleteUploader',
      'DELETE',
      `/api/v3/customers/${ORGANISATION_IDS.riverside}/uploaders/${registered.json().uuid}`,
    );
    expect(removed.statusCode).toBe(204);
  });
});
