export { Disclosure } from './Disclosure';
export type { DisclosureProps } from './Disclosure';
export { DisclosureGroup } from './DisclosureGroup';
export type { DisclosureGroupProps } from './DisclosureGroup';
