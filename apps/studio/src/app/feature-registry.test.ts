import { describe, expect, it } from 'vitest';
import { settingsEn } from '../features/settings/i18n/en';
import { shellEn } from '../features/shell/i18n/en';
import { FEATURE_NAMESPACE_LOADERS } from '../i18n/feature-namespace-loaders';
import { FEATURE_ROUTES } from './feature-registry';
import type { FeatureRoute } from './feature-route';

const featureModules = import.meta.glob<Record<string, readonly FeatureRoute[]>>(
  '../features/*/routes.tsx',
  { eager: true },
);

describe('the feature route registry', () => {
  it('registers every feature folder that declares routes', () => {
    const declared = Object.values(featureModules).flatMap((module) =>
      Object.values(module).flat(),
    );
    expect(declared.length).toBeGreaterThan(0);
    for (const route of declared) expect(FEATURE_ROUTES).toContain(route);
  });

  it('fetches a feature folder’s own namespace with every one of its routes', () => {
    for (const [file, module] of Object.entries(featureModules)) {
      const folder = /features\/([^/]+)\/routes\.tsx$/.exec(file)?.[1] ?? '';
      if (!(folder in FEATURE_NAMESPACE_LOADERS)) continue;
      for (const route of Object.values(module).flat()) {
        expect(route.namespaces, `${route.id} in features/${folder}`).toContain(folder);
      }
    }
  });

  it('gives every route its own id and path', () => {
    const ids = FEATURE_ROUTES.map((route) => route.id);
    const paths = FEATURE_ROUTES.map((route) => route.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every settings hub card a one-line summary that exists', () => {
    for (const route of FEATURE_ROUTES.filter(
      (candidate) => candidate.navigation?.section === 'settings',
    )) {
      expect(Object.keys(settingsEn.summary)).toContain(route.navigation?.summary);
    }
  });

  it('lists only routes without parameters, under labels that exist', () => {
    for (const route of FEATURE_ROUTES.filter((candidate) => candidate.navigation)) {
      expect(route.path).not.toContain(':');
      expect(Object.keys(shellEn.nav)).toContain(route.navigation?.label);
    }
  });
});
