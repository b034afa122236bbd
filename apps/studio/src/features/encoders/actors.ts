import { fromPromise } from 'xstate';
import type { Encoder, EncoderLogEntry, EncoderStatus, LogLevel, StudioApi } from '@studio/api';
import type {
  EncoderCommandInput,
  FetchItemInput,
  FetchPageInput,
  ListPage,
  StartEncoderInput,
  SubmitInput,
} from '@studio/machines';

/**
 * An encoder as the list-resource machine keeps it: by `id` (its uuid), with its stream state as
 * the `status` the machine watches, so a starting or stopping encoder is re-fetched on its own.
 */
export type EncoderItem = Encoder & { readonly id: string; readonly status: Encoder['state'] };

const asItem = (encoder: Encoder): EncoderItem => ({
  ...encoder,
  id: encoder.uuid,
  status: encoder.state,
});

/** The states in which an encoder is on its way somewhere: the list re-fetches those rows. */
export const TRANSITIONAL_ENCODER_STATES = ['STARTING', 'STOPPING'] as const;

export function createEncoderListActors(api: StudioApi, customerId: string) {
  return {
    fetchPage: fromPromise<ListPage<EncoderItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listEncoders(customerId, { url: input.url, signal });
      return { items: page.items.map(asItem), nextUrl: page.nextUrl };
    }),
    fetchItem: fromPromise<EncoderItem, FetchItemInput>(async ({ input, signal }) =>
      asItem(await api.getEncoder(customerId, input.id, { signal })),
    ),
  };
}

export function createEncoderRecordActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    fetchRecord: fromPromise<Encoder>(({ signal }) => api.getEncoder(customerId, uuid, { signal })),
  };
}

/**
 * The encoder machine's commands. A start without an event (`eventId` empty) starts the
 * encoder's own channel; `version` is what an update installs (the update page's choice, else the
 * newest the encoder may take).
 */
export function createEncoderCommandActors(
  api: StudioApi,
  customerId: string,
  { version }: { version: string | null } = { version: null },
) {
  return {
    startEncoder: fromPromise<void, StartEncoderInput>(async ({ input }) => {
      await api.startEncoder(
        customerId,
        input.encoderId,
        input.eventId === ''
          ? { force: input.force }
          : { eventId: input.eventId, force: input.force },
      );
    }),
    stopEncoder: fromPromise<void, EncoderCommandInput>(async ({ input }) => {
      await api.stopEncoder(customerId, input.encoderId);
    }),
    restartEncoder: fromPromise<void, EncoderCommandInput>(async ({ input }) => {
      await api.restartEncoder(customerId, input.encoderId);
    }),
    updateEncoder: fromPromise<void, EncoderCommandInput>(async ({ input }) => {
      const chosen =
        version ?? (await api.getEncoderOptions(customerId, input.encoderId)).versions?.[0];
      if (!chosen) throw new Error('The encoder offers no version to update to.');
      await api.updateEncoderVersion(customerId, input.encoderId, chosen);
    }),
    uploadLogs: fromPromise<void, EncoderCommandInput>(async ({ input }) => {
      await api.uploadEncoderLogs(customerId, input.encoderId);
    }),
  };
}

/** What the encoder machine is told from a status reading (`encoder.reported`). */
export function reportOf(status: EncoderStatus) {
  return {
    type: 'encoder.reported' as const,
    state: status.state,
    ...(status.liveStatus ? { liveStatus: status.liveStatus } : {}),
    eventId: status.eventId ?? null,
  };
}

/** What the edit form changes: the name and the channel (empty for none); the input as text. */
export interface EncoderFormValues {
  name: string;
  assignedChannelId: string;
  videoInputSource: string;
}

export function createEncoderSubmitActors(api: StudioApi, customerId: string, uuid: string) {
  return {
    submit: fromPromise<Encoder, SubmitInput<EncoderFormValues>>(({ input: { values }, signal }) =>
      api.updateEncoder(
        customerId,
        uuid,
        {
          name: values.name.trim(),
          assignedChannelId: values.assignedChannelId === '' ? null : values.assignedChannelId,
          ...(values.videoInputSource === '' ? {} : { videoInputSource: values.videoInputSource }),
        },
        { signal },
      ),
    ),
  };
}

export type EncoderLogItem = EncoderLogEntry & { readonly id: string };

/** The logs gateway's entries at `minLevel` or above, newest first, one page at a time. */
export function createEncoderLogActors(
  api: StudioApi,
  customerId: string,
  encoderId: string,
  minLevel: LogLevel,
) {
  return {
    fetchPage: fromPromise<ListPage<EncoderLogItem>, FetchPageInput>(async ({ input, signal }) => {
      const page = await api.listEncoderLogs(customerId, encoderId, {
        url: input.url,
        signal,
        minLevel,
      });
      // Entries have no id of their own: time, level and text (and place, for twins) name one.
      return {
        items: page.items.map((entry, index) => ({
          ...entry,
          id: `${entry.timestamp}|${entry.level}|${index}|${input.url ?? ''}`,
        })),
        nextUrl: page.nextUrl,
      };
    }),
    fetchItem: fromPromise<EncoderLogItem, FetchItemInput>(() =>
      Promise.reject(new Error('Log entries never change, so they are never re-fetched.')),
    ),
  };
}
