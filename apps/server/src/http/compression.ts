import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Types worth compressing on the fly: JSON (the API's answers and error lists) and text.
 * Server-sent events are left out on purpose: a compressor holds bytes back until its block
 * fills, so events would reach the browser late or not at all.
 */
const COMPRESSIBLE_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)|^text\/(?!event-stream)/i;

/** Below this an answer fits in one packet anyway; compressing it only costs CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export const isCompressibleType = (contentType: string) => COMPRESSIBLE_TYPE.test(contentType);

/**
 * Compresses API answers with brotli or gzip as Accept-Encoding allows. The built studio is
 * served precompressed (see static-site.ts); answers that already carry a Content-Encoding are
 * passed through untouched. The encodings are listed so the choice does not change with the
 * Node version (Node 24 would add zstd), and request bodies are not inflated: the contract never
 * promises compressed uploads.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: isCompressibleType,
  });
}
