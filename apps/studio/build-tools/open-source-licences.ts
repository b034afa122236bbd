import { readFile, realpath, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** One package the built studio or server ships, as its own package.json states it. */
export interface OpenSourcePackage {
  name: string;
  version: string;
  /** The SPDX expression of `license` (or the legacy `licenses` list joined with OR); null if none. */
  license: string | null;
  /** Where to read about it: `homepage`, else the repository's address. */
  url: string | null;
  /** Which part ships it. */
  shippedBy: ('studio' | 'server')[];
}

interface Manifest {
  name?: string;
  version?: string;
  private?: boolean;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
  homepage?: string;
  repository?: string | { url?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

async function readManifest(directory: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(join(directory, 'package.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Where `name` is installed for the package in `from`, as Node resolves it: `node_modules/<name>`
 * in `from` and each folder above (pnpm puts a package's dependencies beside it, in the
 * `node_modules` folder that holds it). Null when it is not installed (an optional dependency).
 */
async function installedAt(name: string, from: string): Promise<string | null> {
  let folder = from;
  for (;;) {
    const candidates = [join(folder, 'node_modules', name)];
    if (basename(folder) === 'node_modules') candidates.push(join(folder, name));
    for (const candidate of candidates) {
      if (await isDirectory(candidate)) return realpath(candidate);
    }
    const parent = dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
}

function licenseOf(manifest: Manifest): string | null {
  if (typeof manifest.license === 'string') return manifest.license;
  if (manifest.license?.type) return manifest.license.type;
  const legacy = (manifest.licenses ?? []).flatMap((entry) => (entry.type ? [entry.type] : []));
  return legacy.length > 0 ? legacy.join(' OR ') : null;
}

function urlOf(manifest: Manifest): string | null {
  if (manifest.homepage) return manifest.homepage;
  const repository =
    typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  if (!repository) return null;
  const address = repository.replace(/^git\+/, '').replace(/\.git$/, '');
  if (/^https?:\/\//.test(address)) return address;
  // The npm shorthand `owner/name` (or `github:owner/name`) names a GitHub repository.
  const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(address);
  return shorthand ? `https://github.com/${shorthand[1]}` : null;
}

/**
 * Every package installed for the runtime dependencies of `roots` (package folders, with the part
 * each ships as), followed through the dependency tree on disk: what the lockfile installed, read
 * without the network. Packages marked `private` (the workspace's own) are walked but not listed.
 */
export async function openSourcePackages(
  roots: readonly { folder: string; part: 'studio' | 'server' }[],
): Promise<OpenSourcePackage[]> {
  const found = new Map<string, OpenSourcePackage>();
  const visited = new Set<string>();
  const visit = async (folder: string, part: 'studio' | 'server'): Promise<void> => {
    const key = `${part}:${folder}`;
    if (visited.has(key)) return;
    visited.add(key);
    const manifest = await readManifest(folder);
    if (!manifest) return;
    if (
      manifest.name &&
      manifest.version &&
      !manifest.private &&
      !manifest.name.startsWith('@studio/')
    ) {
      const id = `${manifest.name}@${manifest.version}`;
      const known = found.get(id);
      if (known) {
        if (!known.shippedBy.includes(part)) known.shippedBy.push(part);
      } else {
        found.set(id, {
          name: manifest.name,
          version: manifest.version,
          license: licenseOf(manifest),
          url: urlOf(manifest),
          shippedBy: [part],
        });
      }
    }
    const names = Object.keys({
      ...manifest.dependencies,
      ...manifest.optionalDependencies,
    });
    for (const name of names) {
      const installed = await installedAt(name, folder);
      if (installed) await visit(installed, part);
    }
  };
  for (const root of roots) await visit(await realpath(root.folder), root.part);
  return [...found.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.version.localeCompare(b.version, 'en'),
  );
}
