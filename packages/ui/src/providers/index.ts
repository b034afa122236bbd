/**
 * react-aria's locale and router providers, re-exported so an app wires routing and language
 * through the design system without depending on react-aria-components itself.
 * - `I18nProvider locale="es-ES"` localises react-aria's own strings, dates and numbers.
 * - `RouterProvider navigate={...} useHref={...}` makes every `href` on a Link, menu item or nav
 *   item navigate client-side with the app's router.
 */
export { I18nProvider, RouterProvider, useLocale } from 'react-aria-components';
export type { I18nProviderProps, RouterConfig } from 'react-aria-components';
