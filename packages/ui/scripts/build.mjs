#!/usr/bin/env node
/**
 * Builds `dist/`: ES modules and declarations from TypeScript, one file per source module (so
 * bundlers tree-shake per component), then makes every relative import specifier explicit
 * (`./Button` -> `./Button/index.js`), as Node's ESM resolution and strict bundlers require.
 * The sources stay extensionless because the workspace resolves them through Vite and TS "Bundler".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const packageRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(packageRoot, 'dist');

rmSync(dist, { recursive: true, force: true });

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const compile = spawnSync(process.execPath, [tsc, '-p', join(packageRoot, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
if (compile.status !== 0) process.exit(compile.status ?? 1);

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(js|d\.ts)$/.test(entry.name)) yield path;
  }
}

function explicit(fromFile, specifier) {
  if (!specifier.startsWith('.') || /\.(js|mjs|json)$/.test(specifier)) return specifier;
  const target = resolve(dirname(fromFile), specifier);
  if (existsSync(`${target}.js`) || existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(target) && statSync(target).isDirectory()) return `${specifier}/index.js`;
  throw new Error(`${fromFile}: cannot resolve ${specifier}`);
}

const specifierPattern = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;
let rewritten = 0;
for (const file of files(dist)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(
    specifierPattern,
    (_match, lead, quote, specifier) => `${lead}${quote}${explicit(file, specifier)}${quote}`,
  );
  if (next !== text) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}
console.log(`@studio/ui built to dist/ (${rewritten} files with explicit import paths)`);
