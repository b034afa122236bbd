import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Vite names everything under assets/ by content hash: a changed file gets a new name. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Revalidated on every use: index.html names the current hashed assets. */
export const SHELL_CACHE_CONTROL = 'no-cache';

const isHashedAsset = (root: string, filePath: string) =>
  relative(root, filePath).split(sep)[0] === 'assets';

/**
 * Serves the built studio and answers unknown non-API GETs with its index.html, so client-side
 * routes survive a reload. API paths never fall back: they answer 404 in the list form. Without
 * a build (the folder is missing) only the API is served.
 *
 * The build writes `.br` and `.gz` siblings of every compressible file (apps/studio/vite.config.ts);
 * `preCompressed` picks brotli, then gzip, then the plain file as Accept-Encoding allows and adds
 * `Vary: Accept-Encoding`. Hashed assets are cached for a year; everything else, the SPA fallback
 * included, is revalidated (ETag and Last-Modified still answer 304).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string | null,
): Promise<boolean> {
  const servesSite = staticDir !== null && existsSync(join(staticDir, 'index.html'));
  if (servesSite) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          isHashedAsset(staticDir, filePath) ? HASHED_ASSET_CACHE_CONTROL : SHELL_CACHE_CONTROL,
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const method = request.method;
    if (!servesSite || isApiPath(request.url) || (method !== 'GET' && method !== 'HEAD')) {
      throw notFound();
    }
    return reply.sendFile('index.html');
  });
  return servesSite;
}
