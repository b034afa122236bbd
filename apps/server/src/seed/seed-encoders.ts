import type { Database } from '../db/connection';
import { encoders, softwareEncoderLicences } from '../db/encoders/schema';
import { hashAgentSecret } from '../live/encoders/agent-hub';
import { ENCODER_CHANNEL_IDS, ORGANISATION_IDS } from './demo-data';
// Also read by scripts/start.mjs, which starts these two agents with `npm start`.
import DEMO_SOFTWARE_AGENTS from './demo-encoder-agents.json';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const ENCODER_IDS = {
  lobbyLaptop: '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a11',
  youthRoomPc: '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a12',
  mainSanctuary: '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a01',
  northCampus: '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a02',
  harborGym: '7e9a1c30-5b2d-4e6f-8a0b-9c1d2e3f4a21',
} as const;

function agentNamed(name: string): { deviceId: string; secret: string } {
  const agent = DEMO_SOFTWARE_AGENTS.find((candidate) => candidate.name === name);
  if (!agent) throw new Error(`demo-encoder-agents.json has no ${name}.`);
  return agent;
}

/**
 * The demo encoders' agent secrets. Demo data like DEMO_PASSWORD: `npm start` hands them to the
 * two software encoder agents it starts (scripts/start.mjs, through the environment, never a
 * URL); the hardware units' agents can be started with theirs the same way. The database keeps
 * only their SHA-256.
 */
export const DEMO_ENCODER_SECRETS = {
  lobbyLaptop: agentNamed('Lobby Laptop').secret,
  youthRoomPc: agentNamed('Youth Room PC').secret,
  mainSanctuary: 'demo-agent-secret-riverside-main-sanctuary-2026',
  northCampus: 'demo-agent-secret-riverside-north-campus-2026',
  harborGym: 'demo-agent-secret-harbor-gym-2026',
} as const;

/** The software encoders' device identifiers (their serial is SW- plus this). */
export const DEMO_SOFTWARE_DEVICE_IDS = {
  lobbyLaptop: agentNamed('Lobby Laptop').deviceId,
  youthRoomPc: agentNamed('Youth Room PC').deviceId,
} as const;

const common = { state: 'STOPPED' as const, reportedState: 'stopped' };

/**
 * Riverside's two software encoders (the demo starts their agents: Go Live works on first start)
 * and hardware units as the product sells them (serial E plus 8 digits, models E1200/E2200/E4300),
 * which stay offline until an agent runs with their secret. The main sanctuary unit is the
 * contract's example.
 */
export const DEMO_ENCODERS = [
  {
    id: ENCODER_IDS.lobbyLaptop,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Lobby Laptop',
    kind: 'software' as const,
    serialNumber: `SW-${DEMO_SOFTWARE_DEVICE_IDS.lobbyLaptop}`,
    model: 'Software Encoder',
    operatingSystem: 'Linux',
    version: '1.0.0',
    assignedChannelId: ENCODER_CHANNEL_IDS.sundayServices,
    videoInputSource: 'Test pattern',
    videoInputSources: ['Test pattern'],
    agentSecretHash: hashAgentSecret(DEMO_ENCODER_SECRETS.lobbyLaptop),
    ...common,
  },
  {
    id: ENCODER_IDS.youthRoomPc,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Youth Room PC',
    kind: 'software' as const,
    serialNumber: `SW-${DEMO_SOFTWARE_DEVICE_IDS.youthRoomPc}`,
    model: 'Software Encoder',
    operatingSystem: 'Linux',
    version: '1.0.0',
    assignedChannelId: ENCODER_CHANNEL_IDS.youthMinistry,
    videoInputSource: 'Test pattern',
    videoInputSources: ['Test pattern'],
    agentSecretHash: hashAgentSecret(DEMO_ENCODER_SECRETS.youthRoomPc),
    ...common,
  },
  {
    id: ENCODER_IDS.mainSanctuary,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'Main Sanctuary',
    kind: 'hardware' as const,
    serialNumber: 'E00012345',
    model: 'E2200',
    operatingSystem: 'Linux 6.1',
    version: '4.12.0',
    availableVersion: '4.13.0',
    assignedChannelId: ENCODER_CHANNEL_IDS.sundayServices,
    videoInputSource: 'SDI 1',
    videoInputSources: ['SDI 1', 'SDI 2', 'HDMI'],
    temperatureSensors: [
      { name: 'CPU', celsius: 54.5 },
      { name: 'GPU', celsius: 48 },
    ],
    peakUploadMbps: 42.7,
    proPresenterVersion: '7.16',
    network: {
      dhcp: false,
      ipAddress: '192.168.10.20',
      netmask: '255.255.255.0',
      gateway: '192.168.10.1',
      dnsServers: ['1.1.1.1', '8.8.8.8'],
    },
    agentSecretHash: hashAgentSecret(DEMO_ENCODER_SECRETS.mainSanctuary),
    ...common,
  },
  {
    id: ENCODER_IDS.northCampus,
    organisationId: ORGANISATION_IDS.riverside,
    name: 'North Campus',
    kind: 'hardware' as const,
    serialNumber: 'E00023456',
    model: 'E1200',
    operatingSystem: 'Linux 5.15',
    version: '4.10.2',
    availableVersion: '4.13.0',
    updateRequired: true,
    assignedChannelId: ENCODER_CHANNEL_IDS.northCampusLan,
    videoInputSource: 'HDMI',
    videoInputSources: ['HDMI'],
    agentSecretHash: hashAgentSecret(DEMO_ENCODER_SECRETS.northCampus),
    ...common,
  },
  {
    id: ENCODER_IDS.harborGym,
    organisationId: ORGANISATION_IDS.harbor,
    name: 'Gym Encoder',
    kind: 'hardware' as const,
    serialNumber: 'E00034567',
    model: 'E4300',
    operatingSystem: 'Linux 6.1',
    version: '4.13.0',
    assignedChannelId: ENCODER_CHANNEL_IDS.harborGym,
    videoInputSource: 'SDI 1',
    videoInputSources: ['SDI 1', 'SDI 2', 'SDI 3', 'SDI 4'],
    agentSecretHash: hashAgentSecret(DEMO_ENCODER_SECRETS.harborGym),
    ...common,
  },
];

/** After the encoder channels; each software encoder consumes one of its organisation's licences. */
export async function seedEncoders(tx: Transaction): Promise<void> {
  await tx.insert(encoders).values(DEMO_ENCODERS);
  await tx.insert(softwareEncoderLicences).values(
    DEMO_ENCODERS.filter((encoder) => encoder.kind === 'software').map((encoder) => ({
      encoderId: encoder.id,
      organisationId: encoder.organisationId,
    })),
  );
}
