/** Types for entry-points.mjs, so the tests that read it are type-checked. */
export function entryPoints(packageRoot: string): string[];
export function exportMaps(packageRoot: string): {
  source: Record<string, string>;
  published: Record<string, { types: string; import: string } | string>;
};
