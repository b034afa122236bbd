import { schemaExamples, type SchemaTypes } from './examples.generated.js';

export type SchemaName = keyof SchemaTypes;
/** The type of a component schema, by name: `Fixture<'Encoder'>`. */
export type Fixture<Name extends SchemaName> = SchemaTypes[Name];

/** Changes nested fields too: `{ model: { name: 'E4K' } }` keeps the model's other fields. */
export type FixtureOverrides<T> =
  T extends ReadonlyArray<unknown>
    ? T
    : T extends object
      ? { [Key in keyof T]?: FixtureOverrides<T[Key]> }
      : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge<T>(base: T, overrides: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(overrides)) {
    return (overrides === undefined ? base : overrides) as T;
  }
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    result[key] = key in base ? merge(base[key], value) : value;
  }
  return result as T;
}

/**
 * A fresh copy of the contract's example for `name`, with `overrides` merged in. The examples
 * are the demo organisation of openapi/ (Riverside Community), so fixtures of different schemas
 * refer to each other by the same ids.
 */
export function fixture<Name extends SchemaName>(
  name: Name,
  overrides?: FixtureOverrides<Fixture<Name>>,
): Fixture<Name> {
  const example = structuredClone(schemaExamples[name]) as Fixture<Name>;
  return overrides === undefined ? example : merge(example, overrides);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IDENTITY_KEYS = new Set(['uuid', 'id', 'mediaId']);

/** Derives a distinct, stable uuid for the n-th copy by rewriting the last four hex digits. */
function nthId(id: string, index: number): string {
  return `${id.slice(0, -4)}${((parseInt(id.slice(-4), 16) + index) % 0x10000).toString(16).padStart(4, '0')}`;
}

/**
 * `count` copies of the example, each with its own identity (`uuid`, `id` or `mediaId`) and the
 * overrides `each(index)` returns, for lists in stories and tests.
 */
export function fixtureList<Name extends SchemaName>(
  name: Name,
  count: number,
  each?: (index: number) => FixtureOverrides<Fixture<Name>>,
): Array<Fixture<Name>> {
  return Array.from({ length: count }, (_unused, index) => {
    const item = fixture(name, each?.(index)) as unknown;
    if (index > 0 && isPlainObject(item)) {
      for (const key of IDENTITY_KEYS) {
        const value = item[key];
        const overridden = isPlainObject(each?.(index)) && key in (each?.(index) as object);
        if (typeof value === 'string' && UUID.test(value) && !overridden)
          item[key] = nthId(value, index);
      }
    }
    return item as Fixture<Name>;
  });
}

/** Every schema name that has an example, for tools that list them (Storybook controls). */
export const fixtureNames = Object.keys(schemaExamples) as SchemaName[];
