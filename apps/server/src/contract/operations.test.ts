import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DocumentOperations } from './operations';

const bundled = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../openapi/bundled',
);

/** Every name of DocumentOperations, written out so the type check ties the list to the type. */
const typedDocuments = [
  'ai',
  'central-v3',
  'central-v4',
  'cues',
  'data-usage',
  'hotspots',
  'internal-v1',
  'logs-gateway',
  'media-metadata',
  'media-status',
  'onboarding',
  'player-config',
  'search',
  'status',
  'stream-usage',
  'subtitles',
  'system-events',
  'telemetry',
  'v2',
] as const satisfies ReadonlyArray<keyof DocumentOperations>;

describe('typed handler map', () => {
  it('types the handlers of every bundled document', () => {
    expectTypeOf<(typeof typedDocuments)[number]>().toEqualTypeOf<keyof DocumentOperations>();
    const documents = readdirSync(bundled)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    expect([...typedDocuments].sort()).toEqual(documents);
  });
});
