/**
 * The shape another language must give a namespace: every key of the English resource, each a
 * string. English is written `as const` so the translator types its keys and placeholders; this widens
 * the literals back to `string` for the translations.
 */
export type Translation<English> = {
  readonly [Key in keyof English]: English[Key] extends string ? string : Translation<English[Key]>;
};
