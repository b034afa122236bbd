import { PUBLIC_NAMESPACE_LOADERS } from './namespaces';
import { SIGNED_IN_NAMESPACE_LOADERS } from './signed-in-namespaces';

/**
 * Every feature namespace's loader in one map, for what loads everything anyway (the complete
 * translator of tests and Storybook, the namespace checks). The studio itself never imports this:
 * `createI18n` fetches the signed-in map only when a signed-in page asks.
 */
export const FEATURE_NAMESPACE_LOADERS = {
  ...PUBLIC_NAMESPACE_LOADERS,
  ...SIGNED_IN_NAMESPACE_LOADERS,
} as const;
