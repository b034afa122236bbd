import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { openSourcePackages } from './build-tools/open-source-licences';
import { preloadOnlyWhatIsMissing } from './build-tools/preload-dependencies';

const outDir = 'dist';
const preloadLists = preloadOnlyWhatIsMissing();
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Text formats the browser fetches; source maps are left out, only developer tools ask for them. */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a file fits in one packet anyway. */
const SMALLEST_WORTH_COMPRESSING = 1024;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(directory, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    }),
  );
  return nested.flat();
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip, level 9) beside every compressible
 * file of the build, public files included, so the server sends them as they are
 * (`preCompressed` in apps/server/src/http/static-site.ts) instead of compressing on every
 * request. A sibling that would not be smaller is not written; the server then sends the file.
 */
function precompress(): Plugin {
  let root = '';
  return {
    name: 'studio:precompress',
    apply: 'build',
    configResolved(config) {
      root = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(root)).filter((file) => COMPRESSIBLE_FILE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < SMALLEST_WORTH_COMPRESSING) return;
          const content = await readFile(file);
          const variants: [string, Buffer][] = [
            [
              '.br',
              await compressBrotli(content, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            ],
            ['.gz', await compressGzip(content, { level: zlibConstants.Z_BEST_COMPRESSION })],
          ];
          for (const [extension, compressed] of variants) {
            if (compressed.length < content.length) await writeFile(file + extension, compressed);
          }
        }),
      );
    },
  };
}

/**
 * React Router publishes two identical builds but for one flag: `dist/development` (what its
 * package exports, with warnings about misused hooks and routes) and `dist/production` (without
 * them). The studio's build takes the production one (0.4 kB gzip on every signed-in route);
 * `vite` in development and the tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const packageFolder = dirname(
    createRequire(import.meta.url).resolve('react-router/package.json'),
  );
  return {
    name: 'studio:react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(packageFolder, 'dist/production/index.mjs') },
        ],
      },
    }),
  };
}

/** Where the `/opensource` page reads the licences of what the studio and the server ship. */
const LICENCES_FILE = 'open-source-licences.json';

/**
 * Writes LICENCES_FILE into the build (and serves it in development): every package installed
 * for the runtime dependencies of the studio and the server, with its licence, read from the
 * installed dependency tree at build time, never typed by hand. A file beside the bundle, not a
 * module, so the list weighs nothing on any route's JavaScript.
 */
function openSourceLicences(): Plugin {
  const list = async () =>
    JSON.stringify(
      await openSourcePackages([
        { folder: resolve(import.meta.dirname), part: 'studio' },
        { folder: resolve(import.meta.dirname, '../server'), part: 'server' },
      ]),
    );
  return {
    name: 'studio:open-source-licences',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: LICENCES_FILE, source: await list() });
    },
    configureServer(server) {
      server.middlewares.use(`/${LICENCES_FILE}`, (_request, response) => {
        void list().then((body) => {
          response.setHeader('Content-Type', 'application/json');
          response.end(body);
        });
      });
    },
  };
}

/**
 * The studio is served by the reference server on the same origin in production (`npm start`).
 * In development, Vite proxies /api to the server (STUDIO_API_ORIGIN, default :8080) so cookies
 * stay first-party and SameSite=Strict holds.
 *
 * The build writes `.vite/manifest.json`: scripts/check-bundle-budget.mjs reads it to weigh the
 * JavaScript each route loads.
 */
export default defineConfig({
  plugins: [
    react(),
    // react-aria ships its components' strings (dismiss buttons, announcements) in about 30
    // locales; the studio speaks English and Spanish only.
    optimizeLocales.vite({ locales: ['en-US', 'es-ES'] }),
    reactRouterProductionBuild(),
    openSourceLicences(),
    preloadLists.plugin,
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: process.env.STUDIO_API_ORIGIN ?? 'http://localhost:8080',
        changeOrigin: false,
      },
      // The sandbox social providers' authorisation page (apps/server/src/social/sandbox-routes.ts).
      '/sandbox': {
        target: process.env.STUDIO_API_ORIGIN ?? 'http://localhost:8080',
        changeOrigin: false,
      },
    },
  },
  build: {
    outDir,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 800,
    modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
  },
});
