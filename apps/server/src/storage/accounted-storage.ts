import type { Readable } from 'node:stream';
import type {
  ByteRange,
  ObjectStorage,
  PutOptions,
  StorageKey,
  StoredObject,
} from './object-storage';
import type { StorageUsage } from './usage';

/**
 * The storage that the rest of the server uses: any ObjectStorage, with the organisation's
 * stored bytes kept up to date on put and delete, and `serve` counting bytes sent to viewers.
 * (Two puts racing on one key may count the replaced object twice; each key is written by one
 * job at a time in this server.)
 */
export class AccountedStorage {
  constructor(
    readonly objects: ObjectStorage,
    readonly usage: StorageUsage,
  ) {}

  async put(key: StorageKey, body: Readable | Uint8Array, options?: PutOptions) {
    const previous = await this.objects.stat(key);
    const stored = await this.objects.put(key, body, options);
    await this.usage.addStored(key.organisationId, stored.size - (previous?.size ?? 0));
    return stored;
  }

  get(key: StorageKey, range?: ByteRange) {
    return this.objects.get(key, range);
  }

  stat(key: StorageKey): Promise<StoredObject | null> {
    return this.objects.stat(key);
  }

  list(organisationId: string, prefix?: string): AsyncIterable<StoredObject> {
    return this.objects.list(organisationId, prefix);
  }

  async delete(key: StorageKey): Promise<boolean> {
    const previous = await this.objects.stat(key);
    const deleted = await this.objects.delete(key);
    if (deleted && previous) await this.usage.addStored(key.organisationId, -previous.size);
    return deleted;
  }

  /**
   * The object's bytes for a viewer (HLS segments, downloads), metered: what is read through
   * `body` counts as served for the organisation today (UTC); `recorded` settles once it is
   * counted (routes log its failure, they do not wait for it).
   */
  async serve(
    key: StorageKey,
    range?: ByteRange,
  ): Promise<{ object: StoredObject; body: Readable; recorded: Promise<void> } | null> {
    const found = await this.objects.get(key, range);
    if (!found) return null;
    const { meter, recorded } = this.usage.meterServed(key.organisationId);
    found.body.on('error', (error) => meter.destroy(error));
    return { object: found.object, body: found.body.pipe(meter), recorded };
  }
}
