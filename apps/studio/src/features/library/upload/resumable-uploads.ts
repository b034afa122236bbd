import type { ResumableUpload } from '@studio/machines';

/**
 * Uploads still under way, kept in local storage per organisation so a closed tab or a restarted
 * browser resumes where it stopped: choosing the same file again (name, size, last change) finds
 * its tus URL, and the transfer carries on from the server's offset. Nothing secret is kept: the
 * URL alone uploads nothing without the person's session.
 */
export interface StoredUpload extends ResumableUpload {
  /** The createUpload answer's ids: the upload (to cancel it) and the library item it fills. */
  readonly uploadId: string;
  readonly mediaId: string;
  readonly fingerprint: string;
}

export interface FileIdentity {
  readonly name: string;
  readonly size: number;
  readonly lastModified?: number;
}

const keyOf = (customerId: string) => `studio.uploads.${customerId}`;

export const fingerprintOf = (file: FileIdentity) =>
  `${file.name}|${file.size}|${file.lastModified ?? 0}`;

type UploadStorage = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): UploadStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isStoredUpload(value: unknown): value is StoredUpload {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.uploadUrl === 'string' &&
    typeof entry.fileName === 'string' &&
    typeof entry.uploadId === 'string' &&
    typeof entry.mediaId === 'string' &&
    typeof entry.fingerprint === 'string' &&
    typeof entry.bytesUploaded === 'number' &&
    typeof entry.bytesTotal === 'number'
  );
}

export function readStoredUploads(
  customerId: string,
  store: UploadStorage | null = storage(),
): StoredUpload[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(keyOf(customerId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredUpload) : [];
  } catch {
    return [];
  }
}

function write(customerId: string, uploads: readonly StoredUpload[], store: UploadStorage | null) {
  try {
    store?.setItem(keyOf(customerId), JSON.stringify(uploads));
  } catch {
    // Storage full or blocked: the upload goes on, it just cannot resume after a reload.
  }
}

export function findStoredUpload(
  customerId: string,
  file: FileIdentity,
  store: UploadStorage | null = storage(),
): StoredUpload | undefined {
  const fingerprint = fingerprintOf(file);
  return readStoredUploads(customerId, store).find((upload) => upload.fingerprint === fingerprint);
}

export function keepStoredUpload(
  customerId: string,
  upload: StoredUpload,
  store: UploadStorage | null = storage(),
): void {
  const others = readStoredUploads(customerId, store).filter(
    (existing) => existing.fingerprint !== upload.fingerprint,
  );
  write(customerId, [...others, upload], store);
}

export function forgetStoredUpload(
  customerId: string,
  fingerprint: string,
  store: UploadStorage | null = storage(),
): void {
  write(
    customerId,
    readStoredUploads(customerId, store).filter((upload) => upload.fingerprint !== fingerprint),
    store,
  );
}
