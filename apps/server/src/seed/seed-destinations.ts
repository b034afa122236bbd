import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import {
  destinationGroupCrossposts,
  destinationGroups,
  encoderChannels,
  qrClickOverlays,
  rtmpDestinations,
  webChannels,
} from '../db/settings/schema';
import {
  DEMO_DESTINATION_GROUPS,
  DEMO_QR_CLICK_OVERLAYS,
  DEMO_RTMP_DESTINATIONS,
} from './demo-data';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The first row of a channel table in an organisation, by name, if the seed made any. */
async function firstChannel(
  tx: Transaction,
  table: typeof webChannels | typeof encoderChannels,
  organisationId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.organisationId, organisationId))
    .orderBy(asc(sql`lower(${table.name})`), asc(table.id))
    .limit(1);
  return row?.id ?? null;
}

/** RTMP destinations, QRclick overlays and destination groups of the demo world. */
export async function seedDestinations(tx: Transaction): Promise<void> {
  await tx.insert(rtmpDestinations).values(DEMO_RTMP_DESTINATIONS);
  await tx.insert(qrClickOverlays).values(DEMO_QR_CLICK_OVERLAYS);
  for (const group of DEMO_DESTINATION_GROUPS) {
    const { usesFirstChannels, rtmpDestinationIds, crossposts, ...columns } = group;
    await tx.insert(destinationGroups).values({
      ...columns,
      webChannelId: usesFirstChannels
        ? await firstChannel(tx, webChannels, group.organisationId)
        : null,
      encoderChannelId: usesFirstChannels
        ? await firstChannel(tx, encoderChannels, group.organisationId)
        : null,
    });
    const rows = [
      ...rtmpDestinationIds.map((rtmpDestinationId) => ({
        destinationType: 'RTMP' as const,
        rtmpDestinationId,
        socialChannelId: null,
      })),
      ...crossposts.map((crosspost) => ({
        destinationType: crosspost.destinationType,
        rtmpDestinationId: null,
        socialChannelId: crosspost.channelId,
      })),
    ].map((row, position) => ({ ...row, destinationGroupId: group.id, position }));
    if (rows.length > 0) await tx.insert(destinationGroupCrossposts).values(rows);
  }
}
