/** Storybook's MDX webpack loader ships without types; docs.test.ts calls it as a loader would. */
declare module '@storybook/addon-docs/mdx-loader' {
  interface LoaderContext {
    async(): (error: Error | null, code?: string) => void;
    getOptions(): Record<string, unknown>;
    resourcePath: string;
  }
  export default function compileMdx(this: LoaderContext, source: string): void;
}
