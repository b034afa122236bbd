import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/errors';
import { serverPaths } from '../paths';

export interface ReferenceOptions {
  /** Where the bundled documents are read from. Default `openapi/bundled`. */
  bundledDir?: string;
  /** Path of the reference page. Default `/api/docs`. */
  prefix?: string;
}

/**
 * The HTML reference of the whole contract at `/api/docs`: Scalar's standalone build, served
 * from node_modules (no CDN, no default web fonts, no telemetry), with one source per bundled
 * document. Register with `await app.register(apiReference)`.
 */
export const apiReference: FastifyPluginAsync<ReferenceOptions> = async (app, options) => {
  const prefix = options.prefix ?? '/api/docs';
  const bundledDir = options.bundledDir ?? serverPaths().bundledContracts;
  const names = (await readdir(bundledDir))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
  const titles = new Map<string, string>();
  for (const name of names) {
    const document = JSON.parse(await readFile(join(bundledDir, `${name}.json`), 'utf8')) as {
      info?: { title?: string };
    };
    titles.set(name, document.info?.title ?? name);
  }

  // The package's exports hide dist/browser, so locate it from its main entry.
  const require = createRequire(import.meta.url);
  const scalarScript = join(
    dirname(require.resolve('@scalar/api-reference')),
    'browser',
    'standalone.js',
  );
  let script: Buffer | undefined;

  // The main service first: it is the one most readers come for.
  const ordered = [...names].sort(
    (a, b) => Number(b === 'central-v3') - Number(a === 'central-v3'),
  );
  const configuration = {
    sources: ordered.map((name, index) => ({
      title: titles.get(name),
      slug: name,
      url: `${prefix}/openapi/${name}.json`,
      default: index === 0,
    })),
    withDefaultFonts: false,
    telemetry: false,
    // Scalar's hosted extras (developer toolbar, AI agent, MCP generator) would call its cloud.
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
    hideClientButton: false,
    defaultOpenFirstTag: false,
  };
  // `</` cannot end the inline script early, whatever a title contains.
  const inlineConfiguration = JSON.stringify(configuration).replaceAll('</', '<\\/');
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Studio API reference</title>
    <style>body { margin: 0; font-family: system-ui, sans-serif; }</style>
  </head>
  <body>
    <div id="app"></div>
    <script src="${prefix}/scalar.js"></script>
    <script>Scalar.createApiReference('#app', ${inlineConfiguration});</script>
  </body>
</html>
`;

  app.get(prefix, async (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page),
  );

  app.get(`${prefix}/scalar.js`, async (_request, reply) => {
    script ??= await readFile(scalarScript);
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(script);
  });

  app.get<{ Params: { file: string } }>(`${prefix}/openapi/:file`, async (request, reply) => {
    const name = request.params.file.replace(/\.json$/, '');
    if (!request.params.file.endsWith('.json') || !names.includes(name)) throw notFound();
    const text = await readFile(join(bundledDir, `${name}.json`), 'utf8');
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(text);
  });
};
