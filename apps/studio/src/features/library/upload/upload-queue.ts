import { createActor, type ActorRefFrom } from 'xstate';
import type { StudioApi, SystemEventSubscription } from '@studio/api';
import { uploadMachine, type UploadFile } from '@studio/machines';
import { forgetLibraryLists } from '../library-list';
import { forgetStoredUpload, readStoredUploads, type StoredUpload } from './resumable-uploads';
import { createTransferSlots } from './transfer-slots';
import { inspectMedia, mediaProcessing, transferFile, type UploadSettings } from './upload-actors';
import {
  addSample,
  entryViewOf,
  transferRate,
  type ProgressSample,
  type UploadEntryView,
} from './upload-entry';

type UploadActor = ActorRefFrom<typeof uploadMachine>;

interface Entry {
  readonly key: string;
  readonly actor: UploadActor;
  readonly fallbackName: string;
  stored: StoredUpload | null;
  samples: ProgressSample[];
}

export interface UploadQueueState {
  readonly entries: readonly UploadEntryView[];
  readonly rates: Readonly<Record<string, { bytesPerSecond: number; secondsLeft: number } | null>>;
}

/** Processing states pushed over the organisation's event stream that concern an upload. */
const PROCESSING_EVENTS = new Set(['media.processing', 'upload.progress']);

/**
 * The files of one visit to `/media/upload`, one upload machine each, sent one at a time
 * (`createTransferSlots`). Uploads a closed tab left unfinished come back as interrupted entries;
 * choosing the same file again resumes them. Processing follows the organisation's server-sent
 * events, and each upload machine polls as the fallback. React reads it through
 * `useSyncExternalStore` (`subscribe`, `getState`).
 */
export class UploadQueue {
  private entries: Entry[] = [];
  private readonly listeners = new Set<() => void>();
  private state: UploadQueueState = { entries: [], rates: {} };
  private readonly slots = createTransferSlots(1);
  private events: SystemEventSubscription | null = null;
  private counter = 0;

  constructor(
    private readonly api: StudioApi,
    private readonly customerId: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Starts following events and brings back the uploads a closed tab left unfinished. */
  open(): void {
    if (this.events) return;
    for (const stored of readStoredUploads(this.customerId)) {
      if (this.entries.some((entry) => entry.stored?.fingerprint === stored.fingerprint)) continue;
      this.addEntry(stored.fileName, null, stored);
    }
    this.events = this.api.subscribeSystemEvents({
      customerId: this.customerId,
      onEvent: (event) => {
        if (!PROCESSING_EVENTS.has(event.type) || !event.state) return;
        for (const entry of this.entries) {
          const snapshot = entry.actor.getSnapshot();
          if (snapshot.context.mediaId !== event.subjectId) continue;
          snapshot.children.mediaProcessing?.send({
            type: 'media.statusReported',
            status: event.state,
          });
        }
      },
    });
    // The stream ending (signed out, forbidden) leaves the machines' own polling in charge.
    this.events.done.catch(() => undefined);
    this.publish();
  }

  close(): void {
    this.events?.close();
    this.events = null;
    for (const entry of this.entries) entry.actor.stop();
    this.entries = [];
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): UploadQueueState => this.state;

  /** Files chosen or dropped: an interrupted upload of the same name takes its file back. */
  add(files: readonly File[], settings: UploadSettings): void {
    for (const file of files) {
      const chosen: UploadFile = { name: file.name, size: file.size, type: file.type, blob: file };
      const waiting = this.entries.find((entry) => {
        const snapshot = entry.actor.getSnapshot();
        return (
          snapshot.matches('interrupted') &&
          snapshot.context.resumeFileName === file.name &&
          (entry.stored?.bytesTotal ?? file.size) === file.size
        );
      });
      if (waiting) waiting.actor.send({ type: 'upload.choose', file: chosen });
      else this.addEntry(file.name, settings).actor.send({ type: 'upload.choose', file: chosen });
    }
  }

  start(key: string): void {
    this.find(key)?.actor.send({ type: 'upload.start' });
  }

  startAll(): void {
    for (const entry of this.entries) {
      if (entry.actor.getSnapshot().matches('accepted')) entry.actor.send({ type: 'upload.start' });
    }
  }

  pause(key: string): void {
    this.find(key)?.actor.send({ type: 'upload.pause' });
  }

  resume(key: string): void {
    this.find(key)?.actor.send({ type: 'upload.resume' });
  }

  retry(key: string): void {
    this.find(key)?.actor.send({ type: 'upload.retry' });
  }

  /** Stops it for good: the server forgets the upload (processing is cancelled by its machine). */
  cancel(key: string): void {
    const entry = this.find(key);
    if (!entry) return;
    const processing = entry.actor.getSnapshot().matches('processing');
    entry.actor.send({ type: 'upload.cancel' });
    if (processing || !entry.stored) return;
    const { uploadId, fingerprint } = entry.stored;
    forgetStoredUpload(this.customerId, fingerprint);
    entry.stored = null;
    void this.api.cancelUpload(this.customerId, uploadId).catch(() => undefined);
    if (entry.actor.getSnapshot().matches('idle')) this.remove(key);
  }

  remove(key: string): void {
    const entry = this.find(key);
    if (!entry) return;
    entry.actor.stop();
    this.entries = this.entries.filter((each) => each !== entry);
    this.publish();
  }

  private find(key: string): Entry | undefined {
    return this.entries.find((entry) => entry.key === key);
  }

  private addEntry(
    fallbackName: string,
    settings: UploadSettings | null,
    stored: StoredUpload | null = null,
  ): Entry {
    this.counter += 1;
    const key = `upload-${this.counter}`;
    let entry: Entry | null = null;
    const machine = uploadMachine.provide({
      actors: {
        inspectMedia,
        transferFile: transferFile({
          api: this.api,
          customerId: this.customerId,
          // An interrupted upload keeps the settings it was created with on the server.
          settings: settings ?? { videoType: 'library', availability: 'immediately' },
          slots: this.slots,
          onStored: (upload) => {
            if (entry) entry.stored = upload;
          },
        }),
        mediaProcessing: mediaProcessing(this.api, async () => {
          if (entry?.stored) await this.api.cancelUpload(this.customerId, entry.stored.uploadId);
        }),
      },
    });
    const actor = createActor(machine, { input: { resume: stored } });
    entry = { key, actor, fallbackName, stored, samples: [] };
    const created = entry;
    this.entries = [...this.entries, created];
    let wasReady = false;
    actor.subscribe((snapshot) => {
      if (snapshot.matches('uploading')) {
        created.samples = addSample(created.samples, {
          at: this.now(),
          bytes: snapshot.context.bytesUploaded,
        });
      } else {
        created.samples = [];
      }
      if (snapshot.matches('ready') && !wasReady) {
        wasReady = true;
        forgetLibraryLists(this.api, this.customerId);
      }
      this.publish();
    });
    actor.start();
    return created;
  }

  private publish(): void {
    this.state = {
      entries: this.entries.map((entry) =>
        entryViewOf(entry.key, entry.actor.getSnapshot(), entry.fallbackName),
      ),
      rates: Object.fromEntries(
        this.entries.map((entry) => [
          entry.key,
          transferRate(entry.samples, entry.actor.getSnapshot().context.bytesTotal),
        ]),
      ),
    };
    for (const listener of this.listeners) listener();
  }
}
