import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server, Upload } from '@tus/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where the studio sends an upload's bytes: the `uploadUrl` createUpload answers. */
export const tusUploadPath = (uploadId: string) => `/api/v3/uploads/${uploadId}/tus`;
const TUS_ROUTE = '/api/v3/uploads/:uploadId/tus';
const UPLOAD_ID_IN_URL = /\/api\/v3\/uploads\/([0-9a-f-]{36})\/tus(?:[/?]|$)/i;

export interface TusUploadHooks {
  /** Every second or so while bytes arrive. */
  onProgress(uploadId: string, receivedBytes: number): Promise<void>;
  /** All bytes are in: the file is at `fileOf(uploadId)`. */
  onFinished(uploadId: string, sizeBytes: number): Promise<void>;
}

/**
 * The tus side of uploads (resumable, tus 1.0 through @tus/server): the bytes of each upload go
 * to a file in `directory`, named by the upload's id, with tus's own `<id>.json` beside it, so an
 * upload resumes at the right offset after a dropped connection, a closed tab or a restarted
 * server. Uploads are never created over tus: createUpload (the contract) makes the row and
 * prepares the tus upload at a URL of its own, and the client resumes there (tus-js-client's
 * `uploadUrl`). On S3-compatible storage @tus/s3-store would take FileStore's place.
 */
export class TusUploads {
  readonly store: FileStore;
  readonly server: Server;

  constructor(
    readonly directory: string,
    hooks: TusUploadHooks,
  ) {
    this.store = new FileStore({ directory });
    this.server = new Server({
      path: '/api/v3/uploads',
      datastore: this.store,
      postReceiveInterval: 1_000,
      getFileIdFromRequest: (request) => UPLOAD_ID_IN_URL.exec(new URL(request.url).pathname)?.[1],
      onUploadFinish: async (_request, upload) => {
        await hooks.onFinished(upload.id, upload.size ?? upload.offset);
        return {};
      },
    });
    this.server.on(EVENTS.POST_RECEIVE, (_request, upload) => {
      void hooks.onProgress(upload.id, upload.offset).catch(() => undefined);
    });
  }

  fileOf(uploadId: string): string {
    return join(this.directory, uploadId);
  }

  /** An empty tus upload of `sizeBytes` at the upload's URL, ready for the first PATCH. */
  async prepare(uploadId: string, sizeBytes: number): Promise<void> {
    await this.store.create(
      new Upload({
        id: uploadId,
        size: sizeBytes,
        offset: 0,
        creation_date: new Date().toISOString(),
      }),
    );
  }

  /** Bytes received so far, or null when there is no such tus upload (finished or removed). */
  async offsetOf(uploadId: string): Promise<number | null> {
    try {
      return (await this.store.getUpload(uploadId)).offset;
    } catch {
      return null;
    }
  }

  async remove(uploadId: string): Promise<void> {
    await rm(this.fileOf(uploadId), { force: true });
    await rm(`${this.fileOf(uploadId)}.json`, { force: true });
  }
}

export interface TusRouteOptions {
  uploads: TusUploads;
  /**
   * Lets a request through to tus only when its bearer token may upload in the upload's
   * organisation and the upload is still open; throws the HTTP error otherwise.
   */
  authorise(request: FastifyRequest, uploadId: string): Promise<void>;
}

/**
 * The tus endpoint beside the contract (tus is a protocol of its own: HEAD for the offset, PATCH
 * for bytes, OPTIONS for discovery). Each request is checked like an operation before tus sees it.
 */
export async function registerTusRoute(
  app: FastifyInstance,
  options: TusRouteOptions,
): Promise<void> {
  await app.register(async (scope) => {
    // tus reads the body itself, as a stream: Fastify must not.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
    );
    scope.route<{ Params: { uploadId: string } }>({
      method: ['HEAD', 'PATCH', 'OPTIONS'],
      url: TUS_ROUTE,
      handler: async (request, reply) => {
        if (request.method !== 'OPTIONS') await options.authorise(request, request.params.uploadId);
        reply.hijack();
        await options.uploads.server.handle(request.raw, reply.raw);
      },
    });
  });
}
